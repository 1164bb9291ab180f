import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@tandem/contract';

/**
 * "Blocked" on a task an unfinished task blocks; when the blocker is out of the viewer's sight,
 * its title says so. Nothing for a task that is not blocked.
 */
export function TaskBlockedBadge({
  task,
  size = 'xs',
}: {
  task: Pick<Task, 'is_blocked' | 'has_unnacessable_blocking_task'>;
  size?: 'xs' | 'sm';
}) {
  // Most rows are not blocked: they skip the translation hook altogether.
  return task.is_blocked ? <BlockedBadge task={task} size={size} /> : null;
}

function BlockedBadge({
  task,
  size,
}: {
  task: Pick<Task, 'has_unnacessable_blocking_task'>;
  size: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const hint = task.has_unnacessable_blocking_task
    ? t('taskRelations.blockedByHidden')
    : t('taskRelations.blockedHint');
  return (
    <Badge color="red" variant="light" size={size} title={hint} data-testid="task-blocked">
      {t('taskRelations.blocked')}
      <VisuallyHidden>: {hint}</VisuallyHidden>
    </Badge>
  );
}
