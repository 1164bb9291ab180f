import { useTranslation } from 'react-i18next';
import { PROJECT_STATE } from '@tandem/contract/browser';
import { ProjectFilesPage } from '../../features/files/components/project-files-page.tsx';
import { ProjectSubPage } from './project-sub-page.tsx';

/** The project's `docs-and-files` sub-page. Files are added while the project can change. */
export function ProjectFilesRoute({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <ProjectSubPage projectId={projectId} title={t('areas.project-docs-and-files')}>
      {(p) => (
        <ProjectFilesPage
          projectId={p.id}
          canAdd={p.state.id === PROJECT_STATE.active || p.state.id === PROJECT_STATE.template}
        />
      )}
    </ProjectSubPage>
  );
}
