import { memo, useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Menu, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Person, TaskComment } from '@tandem/contract';
import { RichTextInput } from '../../../components/rich-text/index.tsx';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteComment, useEditComment, useReact } from '../api/comments.api.ts';
import type { ThreadTarget } from '../api/comments.api.ts';
import { CommentHistory } from './comment-history.tsx';
import { CommentFiles } from './comment-files.tsx';
import { CommentReactions } from './comment-reactions.tsx';
import classes from './comments.module.css';

/**
 * One comment: who and when, the text (or its editor), reactions, history and actions. Kept as
 * it is while the thread around it changes (long threads re-render one comment, not all).
 */
export const CommentItem = memo(function CommentItem(props: {
  comment: TaskComment;
  target: ThreadTarget;
  me: Person;
  people: readonly Person[];
  /** Makes the comment its task's description; given where the viewer may do so. */
  onMakeDescription?: ((comment: TaskComment) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { comment, target, me, onMakeDescription } = props;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [showHistory, setShowHistory] = useState(false);
  const edit = useEditComment(target);
  const remove = useDeleteComment(target);
  const react = useReact(target, me);
  const sending = comment.id < 0;
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });

  const save = () =>
    edit.mutate(
      { uuid: comment.uuid, content: draft },
      { onSuccess: () => setEditing(false), onError: fail },
    );
  const [confirming, setConfirming] = useState(false);

  return (
    <Paper
      component="article"
      id={`comment-${comment.id}`}
      data-testid="comment"
      aria-label={t('comments.by', { who: comment.author.fullname })}
      withBorder
      p="sm"
      radius="md"
      className={classes.comment}
      style={{ opacity: sending ? 0.6 : 1 }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <UserAvatar name={comment.author.fullname} userId={comment.author.id} size={24} />
            <Text size="sm" fw={600} truncate>
              {comment.author.fullname}
            </Text>
            <Text size="xs" c="dimmed">
              {sending ? t('comments.sending') : formatDateTime(comment.date_add, i18n.language)}
            </Text>
            {comment.date_edit && (
              <Anchor
                component="button"
                size="xs"
                c="dimmed"
                onClick={() => setShowHistory((open) => !open)}
                aria-expanded={showHistory}
              >
                {t('comments.edited')}
              </Anchor>
            )}
          </Group>
          {(comment.can_edit || comment.can_delete || onMakeDescription) &&
            !editing &&
            !sending && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" size="sm" aria-label={t('comments.actions')}>
                    ⋯
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {comment.can_edit && (
                    <Menu.Item
                      onClick={() => {
                        setDraft(comment.content);
                        setEditing(true);
                      }}
                    >
                      {t('comments.edit')}
                    </Menu.Item>
                  )}
                  {onMakeDescription && (
                    <Menu.Item onClick={() => onMakeDescription(comment)}>
                      {t('comments.makeDescription')}
                    </Menu.Item>
                  )}
                  {comment.can_delete && (
                    <Menu.Item color="red" onClick={() => setConfirming(true)}>
                      {t('comments.delete')}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
        </Group>
        {editing ? (
          <Stack gap="xs">
            <RichTextInput
              initialContent={comment.content}
              label={t('comments.editLabel')}
              mentionables={props.people}
              autoFocus
              onChange={(html) => setDraft(html)}
              onSubmit={save}
              onCancel={() => setEditing(false)}
            />
            <Group gap="xs">
              <Button size="xs" onClick={save} loading={edit.isPending}>
                {t('common.save')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          // The selectable area of a quoted reply: selecting text here offers Reply.
          <div data-quote-area={sending ? undefined : comment.id}>
            <RichTextView html={comment.content} testId="comment-content" />
          </div>
        )}
        <CommentFiles files={comment.files} zipUrl={comment.download_files_url} />
        {showHistory && <CommentHistory uuid={comment.uuid} />}
        {comment.mentions.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('comments.mentioned', { who: comment.mentions.map((m) => m.fullname).join(', ') })}
          </Text>
        )}
        {!sending && (
          <CommentReactions
            comment={comment}
            meId={me.id}
            disabled={react.isPending}
            onReact={(content, on) => react.mutate({ comment, content, on }, { onError: fail })}
          />
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('comments.deleteTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{t('comments.deleteText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                remove.mutate(comment.uuid, { onError: fail });
              }}
            >
              {t('comments.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
});
