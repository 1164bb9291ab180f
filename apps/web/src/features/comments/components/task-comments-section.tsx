import { useEffect, useRef, useState } from 'react';
import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { RichTextInput } from '../../../components/rich-text/index.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';
import {
  threadComments,
  useAddComment,
  useMarkCommentsRead,
  useTaskComments,
} from '../api/comments.api.ts';
import { CommentItem } from './comment-item.tsx';

/**
 * The task's comments: the thread (older pages on demand), and an editor to add one. Seeing the
 * thread clears the viewer's unread mark.
 */
export function TaskCommentsSection({ task, people = [] }: TaskSectionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const me = { id: user.id, fullname: user.fullname };
  const thread = useTaskComments(task.id);
  const add = useAddComment(task, me);
  const markRead = useMarkCommentsRead(task);
  const [draft, setDraft] = useState({ html: '', empty: true });
  // The editor starts over after a comment is sent: a new key gives it empty content.
  const [editorKey, setEditorKey] = useState(0);
  // The editor loads when the viewer starts to write, not with the page.
  const [composing, setComposing] = useState(false);
  const comments = threadComments(thread.data);
  const count = thread.data?.pages[0]?.count ?? task.count_comments;

  const unread = task.has_unread_comments;
  const marking = useRef(false);
  useEffect(() => {
    if (!unread || !thread.isSuccess || marking.current) return;
    marking.current = true;
    markRead.mutate(undefined, { onSettled: () => (marking.current = false) });
  }, [unread, thread.isSuccess, markRead]);

  const send = () => {
    if (draft.empty || add.isPending) return;
    const content = draft.html;
    setDraft({ html: '', empty: true });
    setEditorKey((key) => key + 1);
    add.mutate(content, {
      onError: (error) => {
        notifications.show({ color: 'red', message: errorMessage(error, t) });
        // The text comes back into the editor to be sent again.
        setDraft({ html: content, empty: false });
        setEditorKey((key) => key + 1);
      },
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={`comments-${task.id}`}>
      <Title order={3} size="h5" id={`comments-${task.id}`}>
        {t('comments.title', { count })}
      </Title>
      {thread.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void thread.fetchNextPage()}
          loading={thread.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('comments.older')}
        </Button>
      )}
      {thread.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : thread.isError ? (
        <Text size="sm" c="red">
          {errorMessage(thread.error, t)}
        </Text>
      ) : comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('comments.none')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="comment-thread">
          {comments.map((comment) => (
            <CommentItem key={comment.uuid} comment={comment} task={task} me={me} people={people} />
          ))}
        </Stack>
      )}
      {task.date_deleted === null && !composing && (
        <TextInput
          readOnly
          aria-label={t('comments.start')}
          placeholder={t('comments.placeholder')}
          onFocus={() => setComposing(true)}
          onClick={() => setComposing(true)}
        />
      )}
      {task.date_deleted === null && composing && (
        <Stack gap="xs">
          <RichTextInput
            key={editorKey}
            initialContent={draft.html}
            label={t('comments.newLabel')}
            placeholder={t('comments.placeholder')}
            mentionables={people}
            autoFocus
            onChange={(html, empty) => setDraft({ html, empty })}
            onSubmit={send}
            onCancel={() => draft.empty && setComposing(false)}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('comments.hint')}
            </Text>
            <Button size="xs" onClick={send} disabled={draft.empty}>
              {t('comments.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
