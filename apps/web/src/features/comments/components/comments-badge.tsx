import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@tandem/contract';

/** A task's comment count on its row, stronger while the viewer has unread comments there. */
export function CommentsBadge({ task }: { task: Task }) {
  return task.count_comments === 0 ? null : <Count task={task} />;
}

function Count({ task }: { task: Task }) {
  const { t } = useTranslation();
  const unread = task.has_unread_comments;
  return (
    <Badge
      size="xs"
      variant={unread ? 'filled' : 'light'}
      color={unread ? 'blue' : 'gray'}
      data-testid="task-comments-badge"
      data-unread={unread}
      aria-label={t(unread ? 'comments.badgeUnread' : 'comments.badge', {
        count: task.count_comments,
      })}
    >
      💬 {task.count_comments}
    </Badge>
  );
}
