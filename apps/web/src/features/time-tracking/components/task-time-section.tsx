import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import type { Task, WorkTask } from '@tandem/contract';
import { formatMoney, formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';
import type { TaskWorkReports } from '../api/time-tracking.api.ts';
import { useTaskWorkReports } from '../api/time-tracking.api.ts';
import { useTimeTrackingMenu } from '../api/timer-menu.api.ts';
import { useTimerActions } from '../hooks/use-timer-actions.ts';
import { isLocalTimer } from '../utils/timer-model.ts';
import { TaskTimeAddForm } from './task-time-add-form.tsx';
import { TimerClock } from './timer-clock.tsx';
import { WorkReportRow } from './work-report-row.tsx';

/** The task as a timer shows it, with its project's currency (its sum is in it). */
const workTaskOf = (task: Task, currency: WorkTask['project']['currency']): WorkTask => ({
  id: task.id,
  name: task.name,
  state: task.state,
  project: { ...task.project, currency },
  tasklist: task.tasklist,
});

/** The sum of the task's time and the reports it is made of. */
function TaskTimeList({ data, timeZone }: { data: TaskWorkReports; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const { summary, reports } = data;
  return (
    <>
      <Text size="sm" data-testid="task-time-sum">
        {t('timeTracking.section.sum', {
          minutes: formatWorkMinutes(summary.minutes),
          cost: formatMoney(summary.cost.amount, summary.cost.currency, i18n.language),
        })}
      </Text>
      {reports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('timeTracking.section.empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {reports.map((report) => (
            <WorkReportRow key={report.id} report={report} showTask={false} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </>
  );
}

/**
 * The task's Time section: its reports and their sum, a timer to start (or stop, when it runs on
 * this task) and time to add by hand. A task in the trash takes no new time.
 */
export function TaskTimeSection({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const { timezone } = useCurrentUser();
  const reports = useTaskWorkReports(task.id);
  const menu = useTimeTrackingMenu();
  const timer = useTimerActions();
  const [adding, setAdding] = useState(false);
  const running = menu.data?.work_running;
  const runningHere = running?.task?.id === task.id ? running : null;
  const open = task.date_deleted === null;
  const currency = reports.data?.summary.cost.currency;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`task-time-${task.id}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5" id={`task-time-${task.id}`}>
          {t('timeTracking.section.title')}
        </Title>
        {open && (
          <Group gap="xs" wrap="nowrap">
            {runningHere && menu.data ? (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconPlayerStopFilled size={12} />}
                rightSection={
                  <TimerClock running={runningHere} receivedAt={menu.data.receivedAt} size="xs" />
                }
                // The ticking time beside it is not part of its name.
                aria-label={t('timeTracking.timer.stop')}
                disabled={isLocalTimer(runningHere)}
                data-state={timer.stopState}
                onClick={timer.stop}
              >
                {t('timeTracking.timer.stop')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlayerPlayFilled size={12} />}
                disabled={!currency}
                data-state={timer.startState}
                onClick={() =>
                  currency && timer.start({ from: 'task', task: workTaskOf(task, currency) })
                }
              >
                {t('timeTracking.timer.start')}
              </Button>
            )}
            {!adding && (
              <Button size="xs" variant="subtle" onClick={() => setAdding(true)}>
                {t('timeTracking.section.addTime')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {adding && <TaskTimeAddForm taskId={task.id} onDone={() => setAdding(false)} />}
      <QueryState query={reports} loading={<Loader size="sm" aria-label={t('common.loading')} />}>
        {(data) => <TaskTimeList data={data} timeZone={timezone} />}
      </QueryState>
    </Stack>
  );
}
