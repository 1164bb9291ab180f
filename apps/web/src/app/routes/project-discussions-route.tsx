import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CommentThread } from '../../features/comments/components/comment-thread.tsx';
import { ProjectSubPage } from './project-sub-page.tsx';

/** The project's `discussions` sub-page: the project's own thread, for everyone in it. */
export function ProjectDiscussionsPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <ProjectSubPage projectId={projectId} title={t('areas.project-discussions')}>
      {(p) => (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('comments.discussionIntro')}
          </Text>
          <CommentThread target={{ type: 'project', id: p.id }} people={p.workers} />
        </Stack>
      )}
    </ProjectSubPage>
  );
}
