import { useTranslation } from 'react-i18next';
import { MindmapView } from '../../features/mindmap/components/mindmap-view.tsx';
import { ProjectPageNav } from '../../features/project-settings/components/project-page-nav.tsx';
import { ProjectSubPage } from './project-sub-page.tsx';

/** The project's `mindmap` sub-page: its task lists, tasks and subtasks as an editable tree. */
export function ProjectMindmapRoute({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
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
