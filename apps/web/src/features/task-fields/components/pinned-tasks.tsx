import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Task } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { QueryState } from '../../../components/query-state.tsx';
import { usePinnedTasks } from '../api/task-estimates.api.ts';

function PinnedLink({ task, search }: { task: Task; search: string }) {
  const finished = task.state.id === TASK_STATE.finished;
  return (
    <Anchor
      component={Link}
      to={`/task-modal/${task.id}${search}`}
      size="sm"
      td={finished ? 'line-through' : undefined}
      data-testid="pinned-task"
    >
      {task.name}
    </Anchor>
  );
}

/**
 * The tasks pinned in a project, the latest pinned first, for everyone in it: a line at the top of
 * the tasks page (nothing when none is pinned) or the overview's pinned-items section.
 */
export function PinnedTasks({
  projectId,
  variant,
}: {
  projectId: number;
  variant: 'strip' | 'section';
}) {
  const { t } = useTranslation();
  const pinned = usePinnedTasks(projectId);
  const { search } = useLocation();
  if (variant === 'strip') {
    const tasks = pinned.data ?? [];
    if (tasks.length === 0) return null;
    return (
      <Group gap="xs" component="nav" aria-label={t('pinnedTasks.title')} wrap="wrap">
        <Text size="sm" fw={600}>
          {t('pinnedTasks.title')}:
        </Text>
        {tasks.map((task) => (
          <PinnedLink key={task.id} task={task} search={search} />
        ))}
      </Group>
    );
  }
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="project-pinned-items">
      <Stack gap="sm">
        <Title order={2} size="h5" id="project-pinned-items">
          {t('projectSettings.sections.pinned-items')}
        </Title>
        <QueryState query={pinned}>
          {(tasks) =>
            tasks.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('pinnedTasks.empty')}
              </Text>
            ) : (
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {tasks.map((task) => (
                  <li key={task.id}>
                    <PinnedLink task={task} search={search} />
                    <Text size="xs" c="dimmed" span>
                      {' · '}
                      {task.tasklist.name}
                    </Text>
                  </li>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
