import { useTranslation } from 'react-i18next';
import { ProjectPageNav } from '../../features/project-settings/components/project-page-nav.tsx';
import { useProjectTimeline } from '../../features/timeline/api/timeline.api.ts';
import { ProjectTimeline } from '../../features/timeline/components/project-timeline.tsx';
import { ProjectSubPage } from './project-sub-page.tsx';

/** The project's `timeline` sub-page: its tasks as bars, grouped by task list, with dependencies. */
export function ProjectTimelineRoute({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  // Asked for beside the project, not after it: the two answers load side by side.
  useProjectTimeline(projectId);
  return (
    <ProjectSubPage projectId={projectId} title={t('areas.project-timeline')}>
      {(project) => (
        <>
          <ProjectPageNav projectId={project.id} current="timeline" />
          <ProjectTimeline projectId={project.id} />
        </>
      )}
    </ProjectSubPage>
  );
}
