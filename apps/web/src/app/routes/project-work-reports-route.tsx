import { useTranslation } from 'react-i18next';
import { ProjectWorkReports } from '../../features/time-tracking/components/project-work-reports.tsx';
import { ProjectSubPage } from './project-sub-page.tsx';

/** The project's `work-reports` sub-page: the time reported in it and, for managers, its budget. */
export function ProjectWorkReportsRoute({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <ProjectSubPage projectId={projectId} title={t('areas.project-work-reports')}>
      {(p) => <ProjectWorkReports project={p} />}
    </ProjectSubPage>
  );
}
