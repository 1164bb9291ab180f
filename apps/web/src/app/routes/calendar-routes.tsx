import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { TaskCalendar } from '../../features/calendar/components/task-calendar.tsx';
import { ActiveProjectTopics } from './active-project-topics.tsx';
import { ProjectSubPage } from './project-sub-page.tsx';

/** `/calendar`: the tasks of all one's active projects on a calendar. */
export function CalendarRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.calendar')}>
      <ActiveProjectTopics />
      <TaskCalendar />
    </Page>
  );
}

/** The project's `calendar` sub-page: its tasks on a calendar. */
export function ProjectCalendarRoute({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <ProjectSubPage projectId={projectId} title={t('areas.project-calendar')}>
      {() => <TaskCalendar projectId={projectId} />}
    </ProjectSubPage>
  );
}
