import { useTranslation } from 'react-i18next';
import { ProjectsPage } from '../../features/projects/components/projects-page.tsx';

/** The dashboard: for now, the projects you work in and a way to start one. */
export function DashboardRoute() {
  const { t } = useTranslation();
  return <ProjectsPage title={t('nav.dashboard')} />;
}
