import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTaskChangeWaiting } from '../../lib/tasks/pending-task-changes.ts';
import { useTaskConflict } from '../../lib/tasks/task-conflicts.ts';

/** A small mark on a task: a change of it waits for the connection, or clashed with another. */
export function TaskChangeMark({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const waiting = useTaskChangeWaiting(taskId);
  const conflict = useTaskConflict(taskId);
  if (conflict)
    return (
      <Badge
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
        data-testid="task-conflict-mark"
      >
        {t('taskChanges.conflictMark')}
      </Badge>
    );
  if (!waiting) return null;
  return <WaitingMark />;
}

/** "Waiting to be sent", for a change kept until the connection returns. */
export function WaitingMark() {
  const { t } = useTranslation();
  return (
    <Badge
      size="xs"
      color="gray"
      variant="light"
      leftSection={<IconCloudUpload size={12} aria-hidden />}
      data-testid="task-waiting-mark"
    >
      {t('taskChanges.waiting')}
    </Badge>
  );
}
