import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Person } from '@tandem/contract';
import { RichTextInput } from '../../../components/rich-text/index.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { ThreadTarget } from '../api/comments.api.ts';
import { threadComments, useAddComment, useThread } from '../api/comments.api.ts';
import { CommentItem } from './comment-item.tsx';

/**
 * A thread of comments on one target (a task, a task list, the project): older pages on demand,
 * and, where one may write, an editor that loads when the person starts to write.
 */
export function CommentThread(props: {
  target: ThreadTarget;
  people: readonly Person[];
  /** Whether the editor is offered (not for what is in the trash). */
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const me = { id: user.id, fullname: user.fullname };
  const { target } = props;
  const thread = useThread(target);
  const add = useAddComment(target, me);
  const [draft, setDraft] = useState({ html: '', empty: true });
  // The editor starts over after a comment is sent: a new key gives it empty content.
  const [editorKey, setEditorKey] = useState(0);
  // The editor loads when the viewer starts to write, not with the page.
  const [composing, setComposing] = useState(false);
  const comments = threadComments(thread.data);

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
    <Stack gap="sm">
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
            <CommentItem
              key={comment.uuid}
              comment={comment}
              target={target}
              me={me}
              people={props.people}
            />
          ))}
        </Stack>
      )}
      {props.canWrite && !composing && (
        <TextInput
          readOnly
          aria-label={t('comments.start')}
          placeholder={t('comments.placeholder')}
          onFocus={() => setComposing(true)}
          onClick={() => setComposing(true)}
        />
      )}
      {props.canWrite && composing && (
        <Stack gap="xs">
          <RichTextInput
            key={editorKey}
            initialContent={draft.html}
            label={t('comments.newLabel')}
            placeholder={t('comments.placeholder')}
            mentionables={props.people}
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
