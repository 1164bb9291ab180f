import { useEffect, useRef } from 'react';
import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TaskComment } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';
import { useCommentToDescription, useMarkCommentsRead, useThread } from '../api/comments.api.ts';
import { CommentThread } from './comment-thread.tsx';

/** The task's comments in the task detail. Seeing the thread clears the viewer's unread mark. */
export function TaskCommentsSection({ task, people = [] }: TaskSectionProps) {
  const { t } = useTranslation();
  const target = { type: 'task', id: task.id } as const;
  const thread = useThread(target);
  const markRead = useMarkCommentsRead(task);
  const toDescription = useCommentToDescription(task.id);
  const count = thread.data?.pages[0]?.count ?? task.count_comments;

  const unread = task.has_unread_comments;
  const marking = useRef(false);
  useEffect(() => {
    if (!unread || !thread.isSuccess || marking.current) return;
    marking.current = true;
    markRead.mutate(undefined, { onSettled: () => (marking.current = false) });
  }, [unread, thread.isSuccess, markRead]);

  // Whoever edits the task may make a comment its description; a description there was stays
  // as a comment.
  const canDescribe = task.abilities.update && task.date_deleted === null;
  const hadDescription = Boolean(task.description);
  const makeDescription = (comment: TaskComment) =>
    toDescription.mutate(comment.uuid, {
      onSuccess: () =>
        notifications.show({
          message: hadDescription
            ? t('comments.madeDescriptionKept')
            : t('comments.madeDescription'),
        }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby={`comments-${task.id}`}>
      <Title order={3} size="h5" id={`comments-${task.id}`}>
        {t('comments.title', { count })}
      </Title>
      <CommentThread
        target={target}
        people={people}
        onMakeDescription={canDescribe ? makeDescription : undefined}
      />
    </Stack>
  );
}
