import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointOutput, WorkReportConds, workReportEndpoints } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import type { TimerPhase } from '../utils/timer-state.ts';

// The signed-in shell loads this module on every page (whether a timer runs): it stays small.

type Endpoints = typeof workReportEndpoints;

/** The time-tracking menu as cached: the server's answer, when it came and the timer's phase. */
export type TimeTrackingMenu = EndpointOutput<Endpoints['menu']> & {
  /** When `work_running.secondsElapsed` was true (ms): the timer ticks on from here. */
  receivedAt: number;
  timerPhase: TimerPhase;
};

/** Query keys of time tracking, defined once; every one starts with `timeTrackingKeys.all`. */
export const timeTrackingKeys = {
  all: ['time-tracking'] as const,
  /** The viewer's running timer, last reports and the hide-finished choice. */
  menu: () => ['time-tracking', 'menu'] as const,
  /** Every filtered list of reports (the prefix of `list`). */
  lists: () => ['time-tracking', 'list'] as const,
  list: (conds: WorkReportConds, page: number) => ['time-tracking', 'list', conds, page] as const,
  /** Every task's reports (the prefix of `task`). */
  tasks: () => ['time-tracking', 'task'] as const,
  task: (taskId: number) => ['time-tracking', 'task', taskId] as const,
  /** Every list of suggested tasks (the prefix of `suggested`). */
  allSuggested: () => ['time-tracking', 'suggested'] as const,
  suggested: (projectIds: readonly number[]) =>
    ['time-tracking', 'suggested', [...projectIds]] as const,
  search: (q: string) => ['time-tracking', 'search', q] as const,
  hourRate: (projectId: number) => ['time-tracking', 'hour-rate', projectId] as const,
  /** A project's spend against its budget, for those who manage it. */
  spend: (projectId: number) => ['time-tracking', 'spend', projectId] as const,
};

/**
 * The timer's phase once the server has told what runs: a stop made here is kept in mind (the
 * timer is `stopped`, not `idle`) until another one runs.
 */
export function phaseOnLoad(before: TimerPhase | undefined, running: boolean): TimerPhase {
  if (running) return 'running';
  return before === undefined || before === 'idle' ? 'idle' : 'stopped';
}

const menuQuery = () =>
  queryOptions({
    queryKey: timeTrackingKeys.menu(),
    queryFn: async ({ signal, client }): Promise<TimeTrackingMenu> => {
      const answer = await call(ROUTES.workReports.menu, {}, { signal });
      const before = client.getQueryData<TimeTrackingMenu>(timeTrackingKeys.menu());
      return {
        ...answer,
        receivedAt: Date.now(),
        timerPhase: phaseOnLoad(before?.timerPhase, answer.work_running !== null),
      };
    },
  });

/** The viewer's running timer and last reports; the top bar and the page share it. */
export function useTimeTrackingMenu() {
  return useQuery(menuQuery());
}

/** Whether a timer runs; re-renders only when that changes. */
export function useTimerRunning(): boolean {
  return useQuery({ ...menuQuery(), select: (menu) => menu.work_running !== null }).data === true;
}
