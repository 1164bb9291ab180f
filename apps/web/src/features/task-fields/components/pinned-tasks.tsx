import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Task } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
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

/** The tasks pinned in a project, the latest pinned first: a line at the top of the tasks page. */
export function PinnedTasks({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const pinned = usePinnedTasks(projectId);
  const { search } = useLocation();
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
