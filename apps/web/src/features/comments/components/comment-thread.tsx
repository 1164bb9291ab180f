import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useLocation } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Person, TaskComment } from '@tandem/contract';
import { RichTextInput } from '../../../components/rich-text/index.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { ThreadTarget } from '../api/comments.api.ts';
import { threadComments, useAddComment, useThread } from '../api/comments.api.ts';
import { COMMENTS_COLLAPSE_FROM, COMMENTS_SHOWN_COLLAPSED } from '@tandem/contract/browser';
import { quoteReplyHtml, selectedCommentText } from '../utils/quote.ts';
import { CommentItem } from './comment-item.tsx';
import { PendingAttachments } from './comment-files.tsx';
import { commentTargetPath } from './comment-target-link.tsx';

/** How far from the top a comment an address points at is scrolled to, and how long it stands out. */
const LINKED_OFFSET = 150;
const HIGHLIGHT_MS = 5000;

/**
 * A thread of comments on one target (a task, a task list, the project): older pages on demand,
 * and, where one may write, an editor that loads when the person starts to write.
 */
export function CommentThread(props: {
  target: ThreadTarget;
  people: readonly Person[];
  /** Offers to make a comment the task's description (a task's thread, for who edits it). */
  onMakeDescription?: ((comment: TaskComment) => void) | undefined;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const me = useMemo(() => ({ id: user.id, fullname: user.fullname }), [user.id, user.fullname]);
  // Stable for the comments below while the thread is the same.
  const { type, id } = props.target;
  const target = useMemo(() => ({ type, id }), [type, id]);
  const thread = useThread(target);
  const add = useAddComment(target, me);
  const [draft, setDraft] = useState({ html: '', empty: true });
  // Files pasted, dropped or chosen for the comment being written.
  const [attachments, setAttachments] = useState<File[]>([]);
  const attach = (files: File[]) => setAttachments((current) => [...current, ...files]);
  // The editor starts over after a comment is sent: a new key gives it empty content.
  const [editorKey, setEditorKey] = useState(0);
  // The editor loads when the viewer starts to write, not with the page.
  const [composing, setComposing] = useState(false);
  const all = threadComments(thread.data);
  // The server says whether one may write here (the project's state, the trash).
  const canWrite = thread.data?.pages[0]?.can_write ?? false;
  const [expanded, setExpanded] = useState(false);
  const { hash } = useLocation();
  const [reply, setReply] = useState<{
    commentId: number;
    text: string;
    top: number;
    left: number;
  } | null>(null);
  const box = useRef<HTMLDivElement>(null);

  // An address naming a comment of this thread scrolls to it and shows it apart for a while.
  const linked = /^#comment-(\d+)$/.exec(hash)?.[1];
  const linkedId = linked ? Number(linked) : null;
  const linkedLoaded = linkedId !== null && all.some((c) => c.id === linkedId);
  // Long threads show their last comments only, unless the person wants them in full or an
  // address points at an earlier one.
  const linkedEarly =
    linkedLoaded && all.findIndex((c) => c.id === linkedId) < all.length - COMMENTS_SHOWN_COLLAPSED;
  const collapsed =
    !expanded &&
    !user.dont_collapse_comment &&
    !linkedEarly &&
    all.length >= COMMENTS_COLLAPSE_FROM;
  const comments = collapsed ? all.slice(-COMMENTS_SHOWN_COLLAPSED) : all;
  const newestFirst = user.comments_desc_order;
  const shown = newestFirst ? [...comments].reverse() : comments;

  // Opening a thread goes to its newest comment when the person asks for it.
  const newestId = all.at(-1)?.id;
  const wentToNewest = useRef(false);
  useEffect(() => {
    if (wentToNewest.current || newestId === undefined || !user.scroll_to_newest_comment) return;
    wentToNewest.current = true;
    if (linkedId === null)
      document.getElementById(`comment-${newestId}`)?.scrollIntoView({ block: 'center' });
  }, [newestId, user.scroll_to_newest_comment, linkedId]);
  useEffect(() => {
    if (!linkedLoaded || linkedId === null) return;
    const element = document.getElementById(`comment-${linkedId}`);
    if (!element) return;
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - LINKED_OFFSET });
    element.dataset.highlighted = 'true';
    const timer = setTimeout(() => delete element.dataset.highlighted, HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      delete element.dataset.highlighted;
    };
  }, [linkedLoaded, linkedId]);

  /** After a selection ends inside a comment's text, Reply is offered beside it. */
  const offerReply = () => {
    const selection = window.getSelection();
    const selected = selectedCommentText(selection);
    if (!selected || !canWrite || !selection) return setReply(null);
    const range = selection.getRangeAt(0).getBoundingClientRect();
    const area = document.querySelector(`[data-quote-area="${selected.commentId}"]`);
    const rect = range.width || range.height ? range : (area?.getBoundingClientRect() ?? range);
    setReply({
      ...selected,
      top: Math.min(Math.max(4, rect.top - 36), window.innerHeight - 40),
      left: Math.min(Math.max(4, rect.left + rect.width / 2 - 30), window.innerWidth - 90),
    });
  };
  const quote = () => {
    const comment = all.find((c) => c.id === reply?.commentId);
    if (!reply || !comment) return;
    const html = quoteReplyHtml(
      reply.text,
      {
        commentId: comment.id,
        commentHref: `${window.location.origin}${commentTargetPath(comment)}`,
        userId: comment.author.id,
        userMentionKey: null,
        taskId: comment.task_id,
      },
      comment.author,
    );
    setReply(null);
    window.getSelection()?.removeAllRanges();
    setDraft((current) => ({ html: (current.empty ? '' : current.html) + html, empty: false }));
    setEditorKey((key) => key + 1);
    setComposing(true);
  };

  const send = () => {
    if (draft.empty || add.isPending) return;
    const content = draft.html;
    const files = attachments;
    setDraft({ html: '', empty: true });
    setAttachments([]);
    setEditorKey((key) => key + 1);
    add.mutate(
      { content, files },
      {
        onSuccess: ({ failed }) => {
          for (const { name, error } of failed)
            notifications.show({
              color: 'red',
              title: t('files.uploadFailed', { name }),
              message: errorMessage(error, t),
            });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessage(error, t) });
          // The text and the files come back into the editor to be sent again.
          setDraft({ html: content, empty: false });
          setAttachments(files);
          setEditorKey((key) => key + 1);
        },
      },
    );
  };

  const older = (expanded || !collapsed) && thread.hasNextPage && (
    <Button
      variant="subtle"
      size="xs"
      onClick={() => void thread.fetchNextPage()}
      loading={thread.isFetchingNextPage}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('comments.older')}
    </Button>
  );
  const earlier = collapsed && (
    <Button
      variant="subtle"
      size="xs"
      onClick={() => setExpanded(true)}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('comments.showEarlier', { count: all.length - comments.length })}
    </Button>
  );
  const list = thread.isPending ? (
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
    <Stack
      gap="xs"
      data-testid="comment-thread"
      ref={box}
      onMouseUp={offerReply}
      onKeyUp={offerReply}
    >
      {shown.map((comment) => (
        <CommentItem
          key={comment.uuid}
          comment={comment}
          target={target}
          me={me}
          people={props.people}
          onMakeDescription={props.onMakeDescription}
        />
      ))}
    </Stack>
  );
  const composer = (
    <>
      {canWrite && !composing && (
        <TextInput
          readOnly
          aria-label={t('comments.start')}
          placeholder={t('comments.placeholder')}
          onFocus={() => setComposing(true)}
          onClick={() => setComposing(true)}
        />
      )}
      {canWrite && composing && (
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
            onFiles={attach}
          />
          <PendingAttachments
            files={attachments}
            onAdd={attach}
            onRemove={(index) => setAttachments((current) => current.filter((_, i) => i !== index))}
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
    </>
  );

  return (
    <Stack gap="sm">
      {!newestFirst && older}
      {!newestFirst && earlier}
      {!newestFirst && list}
      {reply && (
        <Button
          size="compact-sm"
          style={{ position: 'fixed', top: reply.top, left: reply.left, zIndex: 300 }}
          onMouseDown={(event) => event.preventDefault()}
          onClick={quote}
        >
          {t('comments.reply')}
        </Button>
      )}
      {composer}
      {newestFirst && list}
      {newestFirst && earlier}
      {newestFirst && older}
    </Stack>
  );
}
