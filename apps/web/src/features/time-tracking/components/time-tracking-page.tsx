import { Anchor, Checkbox, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { actionState, useSetHideFinished } from '../api/time-tracking.api.ts';
import { useTimeTrackingMenu } from '../api/timer-menu.api.ts';
import { workErrorMessage } from '../utils/work-errors.ts';
import { LastReports } from './last-reports.tsx';
import { TrackingPanel } from './tracking-panel.tsx';

/** Keeps finished tasks out of the task suggestions, or lets them in. */
function HideFinishedToggle({ checked }: { checked: boolean }) {
  const { t } = useTranslation();
  const save = useSetHideFinished();
  return (
    <Checkbox
      label={t('timeTracking.hideFinished')}
      checked={checked}
      data-state={actionState(save.status)}
      onChange={(event) =>
        save.mutate(event.currentTarget.checked, {
          onError: (error) =>
            notifications.show({ color: 'red', message: workErrorMessage(error, t) }),
        })
      }
    />
  );
}

/**
 * /timetracking: the running timer, starting one or entering time by hand, and the last reports
 * by day, each editable in place, restartable and deletable.
 */
export function TimeTrackingPage() {
  const { t } = useTranslation();
  const { timezone } = useCurrentUser();
  const menu = useTimeTrackingMenu();
  return (
    <Page
      title={t('timeTracking.title')}
      actions={
        <Group gap="md">
          <Anchor component={Link} to="/work-reports/timesheet">
            {t('timeTracking.timesheet.link')}
          </Anchor>
          <Anchor component={Link} to="/timetracking/reports">
            {t('timeTracking.reportsLink')}
          </Anchor>
          <Anchor component={Link} to="/fakturace">
            {t('invoicing.link')}
          </Anchor>
          {menu.data && (
            <HideFinishedToggle checked={menu.data.time_tracking_hide_finished_tasks} />
          )}
        </Group>
      }
    >
      <QueryState query={menu}>
        {(data) => (
          <Stack gap="xl">
            <TrackingPanel menu={data} />
            <LastReports reports={data.last_work_reports} timeZone={timezone} />
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
