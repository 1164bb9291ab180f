import { useTranslation } from 'react-i18next';
import { ProjectsRoute } from './projects-route.tsx';

/** The dashboard: for now, the projects you work in and a way to start one. */
export function DashboardRoute() {
  const { t } = useTranslation();
  return <ProjectsRoute title={t('nav.dashboard')} />;
}
