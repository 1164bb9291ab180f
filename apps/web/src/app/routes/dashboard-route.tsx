import { Fragment, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import type { DashboardSectionId } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../components/dashboard-section.tsx';
import { Page } from '../../components/page.tsx';
import { PageSkeleton } from '../../components/query-state.tsx';
import { ActiveProjectTopics } from './active-project-topics.tsx';
import { RecentActivity } from '../../features/activity/components/recent-activity.tsx';
import { CustomizeDashboard } from '../../features/dashboard/components/customize-dashboard.tsx';
import { UnreadNotifications } from '../../features/notifications/components/unread-notifications.tsx';
import { useProjects } from '../../features/projects/api/projects.api.ts';
import { FavouriteProjects } from '../../features/projects/components/favourite-projects.tsx';
import { MyOpenTasks } from '../../features/tasks/components/my-open-tasks.tsx';
import { MyPriorities } from '../../features/tasks/components/my-priorities.tsx';
import { DashboardTimer } from '../../features/time-tracking/components/dashboard-timer.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { usePrefetchOnIntent, usePrefetchWhenIdle } from './use-route-prefetch.ts';

/**
 * The page whose code loads once the dashboard is drawn and the browser idle. A project page
 * (with its board and calendar, about 290 KB) loads only on intent: on every visit it would cost a
 * phone too much.
 */
const NEXT_LIKELY_PAGES = ['/projects'];

/** How long the dashboard waits at most for its sections' first answers before showing them. */
const SETTLE_MS = 2500;

/**
 * Whether the page's first answers have arrived (or SETTLE_MS passed): until then the sections
 * are laid out unseen, so that each arriving answer does not push the sections under it down.
 */
function useFirstAnswers(): boolean {
  const queryClient = useQueryClient();
  // Re-renders as queries start and finish; the sections' queries start as they mount.
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    // Read after the sections mounted (effects run after their children's): their queries run.
    const done = fetching === 0 && queryClient.isFetching() === 0;
    const timer = setTimeout(() => setSettled(true), done ? 0 : SETTLE_MS);
    return () => clearTimeout(timer);
  }, [fetching, settled, queryClient]);
  return settled;
}

/**
 * The dashboard: the sections the person chose, in their order (my tasks, my priorities, the
 * running timer and unread notifications when there are any, favourite projects, recent
 * activity), kept live by following each of their active projects.
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const projects = useProjects('active', '', null);
  const list = projects.data?.projects ?? [];
  const colors = new Map(list.map((p) => [p.id, p.color] as const));
  const sections: Record<DashboardSectionId, () => ReactNode> = {
    my_tasks: () => (
      <DashboardSection id="my_tasks" title={t('dashboard.sections.my_tasks')}>
        <MyOpenTasks timezone={user.timezone} projectColors={colors} />
      </DashboardSection>
    ),
    my_priorities: () => (
      <DashboardSection id="my_priorities" title={t('dashboard.sections.my_priorities')}>
        <MyPriorities withPlace={user.dashboard.show_project_and_tasklist} />
      </DashboardSection>
    ),
    timer: () => <DashboardTimer />,
    notifications: () => <UnreadNotifications />,
    favourite_projects: () => <FavouriteProjects />,
    activity: () => <RecentActivity />,
  };
  const shown = user.dashboard.sections.filter((s) => !s.hidden);
  const prefetch = usePrefetchOnIntent();
  // From the dashboard people mostly go on to their projects or one of them.
  usePrefetchWhenIdle(NEXT_LIKELY_PAGES);
  const settled = useFirstAnswers();
  return (
    <Page title={t('nav.dashboard')} actions={<CustomizeDashboard />}>
      <Text c="dimmed" mt={-8}>
        {t('dashboard.intro', { name: user.fname || user.fullname })}
      </Text>
      <ActiveProjectTopics />
      <Box pos="relative">
        {!settled && <PageSkeleton rows={5} />}
        <Stack
          gap="lg"
          {...prefetch}
          aria-busy={!settled}
          style={settled ? undefined : { position: 'absolute', inset: 0, visibility: 'hidden' }}
        >
          {shown.length === 0 ? (
            <Text c="dimmed">{t('dashboard.allHidden')}</Text>
          ) : (
            shown.map((s) => <Fragment key={s.id}>{sections[s.id]()}</Fragment>)
          )}
        </Stack>
      </Box>
    </Page>
  );
}
