import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { threadComments, useThread } from '../api/comments.api.ts';

const SHOWN = 3;

/** The project overview's discussions: the last few comments and a way into the discussion. */
export function DiscussionPreview({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const thread = useThread({ type: 'project', id: projectId });
  const comments = threadComments(thread.data).slice(-SHOWN);
  const count = thread.data?.pages[0]?.count ?? 0;
  return (
    <Stack gap="xs">
      {thread.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('comments.discussionEmpty')}
        </Text>
      ) : (
        comments.map((comment) => (
          <Stack key={comment.uuid} gap={2}>
            <Text size="xs" c="dimmed">
              {comment.author.fullname}
            </Text>
            <RichTextView html={comment.content} />
          </Stack>
        ))
      )}
      <Group>
        <Anchor component={Link} to={`/project/${projectId}/discussions`} size="sm">
          {t('comments.openDiscussion', { count })}
        </Anchor>
      </Group>
    </Stack>
  );
}
