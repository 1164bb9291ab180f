import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@tandem/contract';

/** A small checklist mark. */
function ChecklistIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 6l2 2 3-3M4 13l2 2 3-3M12 7h8M12 14h8M4 20h16" />
    </svg>
  );
}

/** How far a task's subtasks are, as "2/5" beside the task; nothing when it has none. */
export function TaskChecksProgress({ summary }: { summary: Task['task_checks_summary'] }) {
  // Most rows have none: they skip the translation hook altogether.
  return summary.total === 0 ? null : <ChecksProgress summary={summary} />;
}

/** The subtask progress on a task's row on the board. */
export function TaskChecksBadge({ task }: { task: Task }) {
  return <TaskChecksProgress summary={task.task_checks_summary} />;
}

function ChecksProgress({ summary }: { summary: Task['task_checks_summary'] }) {
  const { t } = useTranslation();
  const done = summary.finished === summary.total;
  return (
    <Group
      gap={2}
      wrap="nowrap"
      component="span"
      role="img"
      aria-label={t('taskchecks.progress', { finished: summary.finished, total: summary.total })}
      c={done ? 'teal' : 'dimmed'}
      data-testid="task-checks-progress"
    >
      <ChecklistIcon />
      <Text span size="xs" c={done ? 'teal' : 'dimmed'} aria-hidden="true">
        {summary.finished}/{summary.total}
      </Text>
    </Group>
  );
}
