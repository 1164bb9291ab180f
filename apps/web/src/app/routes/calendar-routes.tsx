import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { TaskCalendar } from '../../features/calendar/components/task-calendar.tsx';
import { FeedDialog } from '../../features/calendar-feeds/components/feed-dialog.tsx';
import { ImportIcsDialog } from '../../features/calendar-feeds/components/import-ics-dialog.tsx';
import { ActiveProjectTopics } from './active-project-topics.tsx';
import { ProjectSubPage } from './project-sub-page.tsx';

/** `/calendar`: the tasks of all one's active projects on a calendar, and a feed of one's own. */
export function CalendarRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.calendar')} actions={<FeedDialog />}>
      <ActiveProjectTopics />
      <TaskCalendar />
    </Page>
  );
}

/** The project's `calendar` sub-page: its tasks on a calendar, its feed and calendar imports. */
export function ProjectCalendarRoute({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <ProjectSubPage projectId={projectId} title={t('areas.project-calendar')}>
      {() => (
        <Stack gap="md">
          <Group gap="xs" justify="flex-end">
            <ImportIcsDialog projectId={projectId} />
            <FeedDialog projectId={projectId} />
          </Group>
          <TaskCalendar projectId={projectId} />
        </Stack>
      )}
    </ProjectSubPage>
  );
}
