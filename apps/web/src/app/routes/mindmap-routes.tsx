import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MindmapView } from '../../features/mindmap/components/mindmap-view.tsx';
import { ProjectPageNav } from '../../features/project-settings/components/project-page-nav.tsx';
import { useRememberLayout } from '../../features/project-settings/hooks/use-remember-layout.ts';
import { ProjectSubPage } from './project-sub-page.tsx';

/**
 * The project's `mindmap` sub-page: its task lists, tasks and subtasks as an editable tree.
 * Opened with `?remember=1` it remembers the layout first (guard 1), as the task lists page does.
 */
export function ProjectMindmapRoute({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const remembering = useRememberLayout(projectId);
  if (remembering)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  return (
    <ProjectSubPage projectId={projectId} title={t('areas.project-mindmap')}>
      {(project) => (
        <>
          <ProjectPageNav projectId={project.id} current="mindmap" />
          <MindmapView
            projectId={project.id}
            name={project.name}
            canCreateTasklist={project.abilities.create_tasklist}
          />
        </>
      )}
    </ProjectSubPage>
  );
}
