import { Anchor, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFolders, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListedTask } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { todayIn } from '../../../lib/calendar-day.ts';
import { openGlobalAddTask } from '../../../lib/global-add-task.ts';
import { useFinishMyTask, useMyOpenTasks } from '../api/my-open-tasks.api.ts';
import { dueDay } from '../utils/task-filter.ts';
import { formatDue } from '../../../components/due-date-input.tsx';

const BUCKETS = ['overdue', 'today', 'week', 'later', 'none'] as const;
type Bucket = (typeof BUCKETS)[number];

const dueOf = (task: ListedTask) => task.due_date_end ?? task.due_date;

/** Which part of the dashboard a task belongs to, by the day it is due. */
export function bucketOf(task: ListedTask, today: string): Bucket {
  const due = dueOf(task);
  if (!due) return 'none';
  const day = dueDay(due);
  if (day < today) return 'overdue';
  if (day === today) return 'today';
  const inAWeek = new Date(`${today}T00:00:00Z`);
  inAWeek.setUTCDate(inAWeek.getUTCDate() + 7);
  return day <= inAWeek.toISOString().slice(0, 10) ? 'week' : 'later';
}

function OpenTaskRow({
  task,
  color,
  overdue,
}: {
  task: ListedTask;
  color: string | null;
  overdue: boolean;
}) {
  const { t, i18n } = useTranslation();
  const finish = useFinishMyTask();
  const due = dueOf(task);
  return (
    <Group component="li" gap="sm" wrap="nowrap" py={6} style={{ listStyle: 'none' }}>
      <Checkbox
        aria-label={t('dashboard.finish', { name: task.name })}
        radius="xl"
        onChange={() =>
          finish.mutate(task, {
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error, t) }),
          })
        }
      />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={`/task/${task.id}`} fw={500} truncate c="inherit">
          {task.name}
        </Anchor>
        <Group gap={6} wrap="nowrap">
          <span
            aria-hidden
            style={{
              width: 8,
              height: 8,
              borderRadius: 2,
              flex: 'none',
              background: color ?? 'var(--mantine-color-gray-5)',
            }}
          />
          <Text size="xs" c="dimmed" truncate>
            {task.project.name} · {task.tasklist.name}
          </Text>
        </Group>
      </Stack>
      {due && (
        <Badge variant="light" color={overdue ? 'red' : 'gray'} style={{ flex: 'none' }}>
          {formatDue(due, i18n.language)}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The viewer's open tasks across their projects, grouped by when they are due: overdue, today,
 * the next seven days, later and without a date. Finishing one takes it off at once.
 */
export function MyOpenTasks({
  timezone,
  projectColors,
}: {
  timezone: string;
  projectColors: ReadonlyMap<number, string | null>;
}) {
  const { t } = useTranslation();
  const tasks = useMyOpenTasks();
  const today = todayIn(timezone);
  return (
    <QueryState query={tasks}>
      {(list) => {
        if (list.length === 0) {
          return (
            <EmptyState
              title={t('dashboard.emptyTitle')}
              text={t('dashboard.emptyText')}
              actions={
                <>
                  <Button leftSection={<IconPlus size={16} />} onClick={() => openGlobalAddTask()}>
                    {t('addTask.button')}
                  </Button>
                  <Button
                    variant="default"
                    component={Link}
                    to="/projects"
                    leftSection={<IconFolders size={16} />}
                  >
                    {t('dashboard.toProjects')}
                  </Button>
                </>
              }
            />
          );
        }
        const groups = BUCKETS.map((bucket) => ({
          bucket,
          tasks: list.filter((task) => bucketOf(task, today) === bucket),
        })).filter((g) => g.tasks.length > 0);
        return (
          <Stack gap="md">
            {groups.map(({ bucket, tasks: inBucket }) => (
              <Card
                key={bucket}
                withBorder
                padding="md"
                component="section"
                aria-labelledby={`due-${bucket}`}
              >
                <Group justify="space-between" mb={4}>
                  <Title
                    order={2}
                    size="h4"
                    id={`due-${bucket}`}
                    c={bucket === 'overdue' ? 'red' : undefined}
                  >
                    {t(`dashboard.buckets.${bucket}`)}
                  </Title>
                  <Badge variant="default">{inBucket.length}</Badge>
                </Group>
                <Stack component="ul" gap={0} p={0} m={0}>
                  {inBucket.map((task) => (
                    <OpenTaskRow
                      key={task.id}
                      task={task}
                      color={projectColors.get(task.project.id) ?? null}
                      overdue={bucket === 'overdue'}
                    />
                  ))}
                </Stack>
              </Card>
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}
