import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { CommentThread } from '../../features/comments/components/comment-thread.tsx';
import { useProject } from '../../features/projects/api/projects.api.ts';
import { useTopic } from '../../lib/realtime/realtime-context.tsx';

/** The project's `discussions` sub-page: the project's own thread, for everyone in it. */
export function ProjectDiscussionsPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const project = useProject(projectId);
  useTopic(`project.${projectId}`);
  return (
    <QueryState query={project}>
      {(p) => (
        <Page
          title={t('areas.project-discussions')}
          actions={
            <Anchor component={Link} to={`/project/${p.id}`}>
              {p.name}
            </Anchor>
          }
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('comments.discussionIntro')}
            </Text>
            <CommentThread target={{ type: 'project', id: p.id }} people={p.workers} />
          </Stack>
        </Page>
      )}
    </QueryState>
  );
}
