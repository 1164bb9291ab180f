import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../../components/dashboard-section.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useActivityFeed } from '../api/activity.api.ts';
import { EventRow } from './activity-list.tsx';

const SHOWN = 8;
const LATEST = {};

/** The latest events in the viewer's projects, newest first, on the dashboard. */
export function RecentActivity() {
  const { t } = useTranslation();
  const feed = useActivityFeed(LATEST);
  return (
    <DashboardSection id="activity" title={t('dashboard.sections.activity')} seeAll="/events">
      <QueryState query={feed}>
        {(data) => {
          const events = data.pages.flatMap((page) => page.events).slice(0, SHOWN);
          return events.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('events.none')}
            </Text>
          ) : (
            <Stack gap={0}>
              {events.map((event) => (
                <EventRow key={event.id} event={event} withProject />
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </DashboardSection>
  );
}
