import type { TaskSlots } from '../lib/task-slots.tsx';
import { TasklistHeading } from '../features/tasklists/components/tasklist-heading.tsx';
import { FilesBadge } from '../features/files/components/files-badge.tsx';
import { CommentsBadge } from '../features/comments/components/comments-badge.tsx';
import { TaskChecksBadge } from '../features/subtasks/components/task-checks-progress.tsx';
import { TaskBlockedBadge } from '../features/relations/components/task-blocked-badge.tsx';
import { RecurringBadge } from '../features/recurrence/components/recurring-badge.tsx';

/** The marks on a task's row on the board, after its priority and due date. */
export const TASK_SLOTS: TaskSlots = {
  rowBadges: [
    { id: 'blocked', Component: TaskBlockedBadge },
    { id: 'recurring', Component: RecurringBadge },
    { id: 'subtasks', Component: TaskChecksBadge },
    { id: 'files', Component: FilesBadge },
    { id: 'comments', Component: CommentsBadge },
  ],
  tasklistHeading: TasklistHeading,
};
