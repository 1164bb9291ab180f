import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CommentThread } from '../../features/comments/components/comment-thread.tsx';
import { ProjectFilesPage } from '../../features/files/components/project-files-page.tsx';
import { ProjectLinksSection } from '../../features/project-links/components/project-links-section.tsx';
import { NotesSection } from '../../features/notes/components/notes-section.tsx';
import { ProjectSubPage } from './project-sub-page.tsx';

/**
 * The project's `docs-and-files` sub-page: its files, its notes and its links, each link with
 * its comments. They are added while the project can change.
 */
export function ProjectFilesRoute({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <ProjectSubPage projectId={projectId} title={t('areas.project-docs-and-files')}>
      {(p) => {
        const canAdd = p.abilities.add_content;
        return (
          <Stack gap="xl">
            <ProjectFilesPage projectId={p.id} canAdd={canAdd} />
            <Divider />
            <NotesSection projectId={p.id} canAdd={canAdd} />
            <Divider />
            <ProjectLinksSection
              projectId={p.id}
              canAdd={canAdd}
              thread={(link) => (
                <CommentThread target={{ type: 'link', id: link.id }} people={p.workers} />
              )}
            />
          </Stack>
        );
      }}
    </ProjectSubPage>
  );
}
