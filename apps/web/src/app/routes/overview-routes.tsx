import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { ActivityFeed } from '../../features/activity/components/activity-page.tsx';
import { ReportView } from '../../features/reports/components/report-view.tsx';
import { Statistics } from '../../features/reports/components/statistics.tsx';

/** The overview's tabs (document 1, section 2.3: statistics, timetracking, activities). */
const TABS = {
  statistics: '/overview',
  timetracking: '/overview/work-reports',
  activities: '/overview/activities',
} as const;
type OverviewTab = keyof typeof TABS;

/**
 * The overview: statistics of a period, the team's work report, and the activity of all one's
 * projects, each tab at its own address; the report's filter stays when moving between tabs.
 */
function OverviewPage({ tab }: { tab: OverviewTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const open = (next: string | null) => {
    if (next && next !== tab) void navigate(`${TABS[next as OverviewTab]}${search}`);
  };
  return (
    <Page title={t('reports.title')}>
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <Tabs.List aria-label={t('reports.tabs.label')} mb="lg">
          {(Object.keys(TABS) as OverviewTab[]).map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`reports.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="statistics">
          <Statistics />
        </Tabs.Panel>
        <Tabs.Panel value="timetracking">
          <ReportView source="overview" />
        </Tabs.Panel>
        <Tabs.Panel value="activities">
          <ActivityFeed />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

/** /overview: the statistics tab. */
export function OverviewRoute() {
  return <OverviewPage tab="statistics" />;
}

/** /overview/work-reports: the team's work report over everything the viewer sees. */
export function OverviewWorkReportsRoute() {
  return <OverviewPage tab="timetracking" />;
}

/** /overview/activities: the activity of all one's projects. */
export function OverviewActivitiesRoute() {
  return <OverviewPage tab="activities" />;
}
