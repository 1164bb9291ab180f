import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../../components/dashboard-section.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useActivityFeed } from '../api/activity.api.ts';
import { EventRow } from './event-row.tsx';

const SHOWN = 8;
// Others' actions on what concerns the viewer, as the notifications' rule decides it.
const CONCERNING = { concerns_me: true };

/** The latest events that concern the viewer, newest first, on the dashboard. */
export function RecentActivity() {
  const { t } = useTranslation();
  const feed = useActivityFeed(CONCERNING);
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
