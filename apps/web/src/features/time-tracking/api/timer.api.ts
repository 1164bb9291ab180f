import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RunningWork, WorkHourRate, WorkReport, WorkTask } from '@tandem/contract';
import { ROUTES, amountToMinor } from '@tandem/contract/browser';
import { ApiError, call } from '../../../lib/api-client.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';
import type { TimerEvent, TimerState } from '../utils/timer-state.ts';
import {
  isLocalTimer,
  localRunningWork,
  reportFromTimer,
  stopMoment,
} from '../utils/timer-model.ts';
import { stepTimer } from '../utils/timer-state.ts';
import type { TimeTrackingMenu } from './timer-menu.api.ts';
import { timeTrackingKeys } from './timer-menu.api.ts';
import type { ReportsSnapshot } from './work-cache.ts';
import {
  addReport,
  currentWorker,
  holdReports,
  nextLocalReportId,
  restoreReports,
  settleLocalReport,
} from './work-cache.ts';

const menuKey = timeTrackingKeys.menu();

/** The timer as the menu holds it. */
const timerStateOf = (menu: TimeTrackingMenu): TimerState => ({
  phase: menu.timerPhase,
  running: menu.work_running,
  receivedAt: menu.receivedAt,
});

/** The menu with the timer in a new state. */
const withTimerState = (menu: TimeTrackingMenu, timer: TimerState): TimeTrackingMenu => ({
  ...menu,
  work_running: timer.running,
  receivedAt: timer.receivedAt,
  timerPhase: timer.phase,
});

/** Where a timer starts from: a new entry (the task may come later), a task, or a report. */
export type StartFrom =
  | { from: 'new'; task: WorkTask | null; note?: string; isBillable?: boolean }
  | { from: 'task'; task: WorkTask }
  | { from: 'work'; report: WorkReport };

function startCall(input: StartFrom) {
  switch (input.from) {
    case 'new':
      return call(ROUTES.workReports.createRunning, {
        body: {
          task: input.task ? { id: input.task.id } : null,
          note: input.note ?? '',
          isBillable: input.isBillable ?? true,
        },
      });
    case 'task':
      return call(ROUTES.workReports.createRunningFromTask, { query: { tid: input.task.id } });
    case 'work':
      return call(ROUTES.workReports.createRunningFromWork, { query: { wid: input.report.id } });
  }
}

const hourRateMinor = (queryClient: QueryClient, projectId: number) => {
  const rate = queryClient.getQueryData<WorkHourRate>(timeTrackingKeys.hourRate(projectId));
  return rate?.amount ? amountToMinor(rate.amount) : null;
};

interface Held {
  snapshot: ReportsSnapshot;
  /** The report the ended timer is shown as until the server answers; null when none. */
  localId: number | null;
  /** The task whose timer ended. */
  endedTaskId: number | null;
}

/**
 * Moves the cached timer by an event at once: a timer that ends shows as a report in the lists
 * and its task's sum, until the server's answer settles it.
 */
function moveTimer(queryClient: QueryClient, event: TimerEvent, stoppedAt?: number): Held {
  const snapshot = holdReports(queryClient);
  const menu = queryClient.getQueryData<TimeTrackingMenu>(menuKey);
  if (!menu) return { snapshot, localId: null, endedTaskId: null };
  const { state, ended } = stepTimer(timerStateOf(menu), event);
  queryClient.setQueryData(menuKey, withTimerState(menu, state));
  const task = ended?.running.task;
  if (!ended || !task || isLocalTimer(ended.running))
    return { snapshot, localId: null, endedTaskId: null };
  const report = reportFromTimer(
    ended.running,
    stoppedAt ?? stopMoment(ended.running, ended.receivedAt, Date.now()),
    {
      id: nextLocalReportId(),
      worker: currentWorker(queryClient),
      hourRateMinor: hourRateMinor(queryClient, task.project.id),
    },
  );
  if (report) addReport(queryClient, report);
  return { snapshot, localId: report?.id ?? null, endedTaskId: task.id };
}

/** After the server saved (or not) the ended timer: the lists and tasks that show it. */
function refreshAfter(queryClient: QueryClient, held: Held | undefined, taskIds: number[]) {
  const ids = [...taskIds, ...(held?.endedTaskId ? [held.endedTaskId] : [])];
  void queryClient.invalidateQueries({ queryKey: timeTrackingKeys.lists() });
  for (const id of new Set(ids)) {
    void queryClient.invalidateQueries({ queryKey: taskKeys.task(id) });
    void queryClient.invalidateQueries({ queryKey: timeTrackingKeys.task(id) });
  }
}

/**
 * Starts a timer. It shows and ticks at once; one that ran is saved by the server as a report
 * (the answer's `id`, null when nothing was saved). When the start fails, the started timer is
 * dropped and what ran before is shown again.
 */
export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: menuKey,
    mutationFn: startCall,
    onMutate: (input): Held => {
      const fields =
        input.from === 'work'
          ? {
              task: input.report.task,
              note: input.report.note,
              isBillable: input.report.isBillable,
            }
          : input;
      const now = Date.now();
      return moveTimer(queryClient, {
        type: 'started',
        running: localRunningWork(fields, now),
        at: now,
      });
    },
    onError: (_error, _input, held) => {
      if (held) restoreReports(queryClient, held.snapshot);
      const menu = queryClient.getQueryData<TimeTrackingMenu>(menuKey);
      if (menu) {
        const { state } = stepTimer(timerStateOf(menu), {
          type: 'start_failed',
          before: timerStateOf(menu),
        });
        queryClient.setQueryData(menuKey, withTimerState(menu, state));
      }
      void queryClient.invalidateQueries({ queryKey: menuKey });
    },
    onSuccess: ({ id, workRunning }, _input, held) => {
      const menu = queryClient.getQueryData<TimeTrackingMenu>(menuKey);
      if (menu) {
        const at = Date.now();
        const { state } = stepTimer(timerStateOf(menu), {
          type: 'started',
          running: workRunning,
          at,
        });
        queryClient.setQueryData(menuKey, withTimerState(menu, state));
      }
      if (held?.localId) settleLocalReport(queryClient, held.localId, { id });
      // The saved report's cost is the server's to compute; the menu is asked again for it.
      if (!menu || id !== null) void queryClient.invalidateQueries({ queryKey: menuKey });
      refreshAfter(queryClient, held, workRunning.task ? [workRunning.task.id] : []);
    },
  });
}

/** What the stop sends: the timer and the moment it stopped (seconds since 1970). */
export interface StopInput {
  running: RunningWork;
  stoppedAt: number;
}

/** The stop of the timer the menu shows, now; null when none runs (or it has not started yet). */
export function stopInputOf(menu: TimeTrackingMenu | undefined, now = Date.now()) {
  const running = menu?.work_running;
  if (!menu || !running || isLocalTimer(running)) return null;
  return { running, stoppedAt: stopMoment(running, menu.receivedAt, now) };
}

/**
 * Stops the running timer: it stops ticking at once and shows as a report in the lists, which
 * takes the server's id (or goes, when nothing was saved); all is put back if the server refuses.
 */
export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: menuKey,
    mutationFn: ({ running, stoppedAt }: StopInput) =>
      call(ROUTES.workReports.stopRunning, {
        body: { uuid: running.uuid, date_stopped: stoppedAt },
      }),
    onMutate: ({ stoppedAt }) => moveTimer(queryClient, { type: 'stopped' }, stoppedAt),
    onError: (error, _input, held) => {
      if (held) restoreReports(queryClient, held.snapshot);
      // Stopped elsewhere: the menu tells what runs now.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: menuKey });
    },
    onSuccess: ({ id, work }, _input, held) => {
      if (held?.localId) settleLocalReport(queryClient, held.localId, { id, work });
      else if (work) addReport(queryClient, work);
      refreshAfter(queryClient, held, []);
    },
  });
}
