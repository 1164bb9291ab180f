import { useState } from 'react';
import { ActionIcon, Button, Group, Popover, SimpleGrid, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskComment } from '@tandem/contract';
import { LIKE_REACTION } from '@tandem/contract/browser';

/** The emoji offered at once; any other can be typed or pasted. */
const OFFERED = ['👍', '❤️', '😂', '🎉', '😮', '😢', '🙏', '👀', '🚀', '✅', '🔥', '👏'];

/**
 * A comment's reactions: each emoji with its count (pressed when the viewer gave it), a like
 * button, and a picker of any emoji.
 */
export function CommentReactions(props: {
  comment: TaskComment;
  meId: number;
  disabled: boolean;
  onReact: (content: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { comment, meId } = props;
  const [picking, setPicking] = useState(false);
  const [typed, setTyped] = useState('');
  const given = (content: string) =>
    comment.reactions.some((r) => r.content === content && r.users.some((u) => u.id === meId));
  const choose = (content: string) => {
    setPicking(false);
    setTyped('');
    props.onReact(content, !given(content));
  };
  return (
    <Group gap={4} wrap="wrap">
      {comment.reactions.map((reaction) => (
        <Tooltip
          key={reaction.content}
          label={reaction.users.map((u) => u.fullname).join(', ')}
          withinPortal
        >
          <Button
            size="compact-xs"
            variant={given(reaction.content) ? 'light' : 'default'}
            aria-pressed={given(reaction.content)}
            aria-label={t('comments.reaction', {
              emoji: reaction.content,
              count: reaction.count,
            })}
            disabled={props.disabled}
            onClick={() => choose(reaction.content)}
          >
            {reaction.content} {reaction.count}
          </Button>
        </Tooltip>
      ))}
      {!comment.reactions.some((r) => r.content === LIKE_REACTION) && (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-pressed={false}
          disabled={props.disabled}
          onClick={() => choose(LIKE_REACTION)}
        >
          {LIKE_REACTION} {t('comments.like')}
        </Button>
      )}
      <Popover
        opened={picking}
        onChange={setPicking}
        position="bottom-start"
        withinPortal
        trapFocus
      >
        <Popover.Target>
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('comments.addReaction')}
            disabled={props.disabled}
            onClick={() => setPicking((open) => !open)}
          >
            ☺︎
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <SimpleGrid cols={6} spacing={2}>
            {OFFERED.map((emoji) => (
              <ActionIcon
                key={emoji}
                variant="subtle"
                aria-label={emoji}
                onClick={() => choose(emoji)}
              >
                {emoji}
              </ActionIcon>
            ))}
          </SimpleGrid>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (typed.trim()) choose(typed.trim());
            }}
          >
            <TextInput
              mt="xs"
              size="xs"
              label={t('comments.anyEmoji')}
              value={typed}
              maxLength={32}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </form>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
