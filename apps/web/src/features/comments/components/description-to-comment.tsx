import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';
import { useDescriptionToComment } from '../api/comments.api.ts';

/** Beside the task's description: turns it into a comment (for who edits the task). */
export function DescriptionToComment({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const toComment = useDescriptionToComment(task.id);
  if (!task.abilities.update || task.date_deleted !== null || !task.description) return null;
  return (
    <Button
      size="xs"
      variant="subtle"
      color="gray"
      loading={toComment.isPending}
      onClick={() =>
        toComment.mutate(undefined, {
          onSuccess: () => notifications.show({ message: t('comments.madeComment') }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
        })
      }
    >
      {t('comments.toComment')}
    </Button>
  );
}
