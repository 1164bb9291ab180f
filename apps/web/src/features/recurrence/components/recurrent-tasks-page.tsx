import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListedTask } from '@tandem/contract';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useRecurrentTasks } from '../api/recurrence.api.ts';
import { describeRecurrence } from '../utils/recurrence-summary.ts';
import { formatDue } from '../../../components/due-date-input.tsx';

/** Where a listed task is: its project and task list, each a link. */
export function TaskPlace({ task }: { task: ListedTask }) {
  return (
    <Group gap={4} wrap="wrap">
      <Anchor component={Link} to={`/project/${task.project.id}`} size="xs">
        {task.project.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        /
      </Text>
      <Anchor component={Link} to={`/tasklist/${task.tasklist.id}`} size="xs">
        {task.tasklist.name}
      </Anchor>
    </Group>
  );
}

/** /lists/recurrent-tasks: the user's recurring tasks across projects, soonest due first. */
export function RecurrentTasksPage() {
  const { t, i18n } = useTranslation();
  const items = useRecurrentTasks();
  return (
    <Page title={t('recurrence.pageTitle')}>
      <Text c="dimmed" size="sm">
        {t('recurrence.pageIntro')}
      </Text>
      <QueryState query={items}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('recurrence.pageEmpty')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map(({ recurrence, task }) => (
                <Card key={recurrence.uuid} withBorder padding="sm" component="li">
                  <Stack gap={4}>
                    <Group justify="space-between" gap="xs" wrap="wrap">
                      <Anchor
                        component={Link}
                        to={`/task/${task.id}`}
                        fw={500}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {task.name}
                      </Anchor>
                      {task.due_date && (
                        <Badge variant="light">
                          {t('recurrence.due', { date: formatDue(task.due_date, i18n.language) })}
                        </Badge>
                      )}
                    </Group>
                    <TaskPlace task={task} />
                    <Text size="sm">{describeRecurrence(recurrence, t, i18n.language)}</Text>
                    {recurrence.next_due_date && (
                      <Text size="xs" c="dimmed">
                        {t('recurrence.next', {
                          date: formatDue(recurrence.next_due_date, i18n.language),
                        })}
                      </Text>
                    )}
                  </Stack>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Page>
  );
}
