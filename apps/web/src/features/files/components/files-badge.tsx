import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@tandem/contract';

/** A task's file count on its row. */
export function FilesBadge({ task }: { task: Task }) {
  const { t } = useTranslation();
  if (task.count_files === 0) return null;
  return (
    <Badge
      size="xs"
      variant="light"
      color="gray"
      data-testid="task-files-badge"
      aria-label={t('files.badge', { count: task.count_files })}
    >
      📎 {task.count_files}
    </Badge>
  );
}
