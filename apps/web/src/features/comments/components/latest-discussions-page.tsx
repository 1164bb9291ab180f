import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLatestComments } from '../api/comments.api.ts';
import { CommentTargetLink } from './comment-target-link.tsx';

/**
 * /lists/latest-discussions: the newest comments on everything the viewer sees (tasks, task lists
 * and projects' own discussions), newest first, each leading to its thread.
 */
export function LatestDiscussionsPage() {
  const { t, i18n } = useTranslation();
  const latest = useLatestComments();
  const comments = latest.data?.pages.flatMap((page) => page.comments) ?? [];
  return (
    <Page title={t('comments.latestTitle')}>
      {latest.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : latest.isError ? (
        <Text c="red">{errorMessage(latest.error, t)}</Text>
      ) : comments.length === 0 ? (
        <Text c="dimmed">{t('comments.latestEmpty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {comments.map((comment) => (
            <Card
              key={comment.uuid}
              component="li"
              withBorder
              padding="sm"
              data-testid="discussion"
            >
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light" size="sm">
                    {t(`comments.targets.${comment.target.type}`)}
                  </Badge>
                  <CommentTargetLink comment={comment} />
                  <Text size="xs" c="dimmed">
                    {comment.project.name}
                  </Text>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <UserAvatar name={comment.author.fullname} size={22} />
                  <Text size="sm" fw={500}>
                    {comment.author.fullname}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(comment.date_add, i18n.language)}
                  </Text>
                </Group>
                <RichTextView html={comment.content} />
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {latest.hasNextPage && (
        <Button
          mt="md"
          variant="default"
          onClick={() => void latest.fetchNextPage()}
          loading={latest.isFetchingNextPage}
        >
          {t('comments.older')}
        </Button>
      )}
    </Page>
  );
}
