import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointOutput, WorkReportConds, workReportEndpoints } from '@tandem/contract';
import { LIMITS, ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import type { TimeTrackingMenu } from './timer-menu.api.ts';
import { timeTrackingKeys } from './timer-menu.api.ts';

type Endpoints = typeof workReportEndpoints;

export type WorkReportList = EndpointOutput<Endpoints['list']>;
export type TaskWorkReports = EndpointOutput<Endpoints['ofTask']>;

/** A filter as the list's `conds` parameter takes it: JSON, left out when it is empty. */
export function encodeConds(conds: object): string | undefined {
  return Object.keys(conds).length === 0 ? undefined : JSON.stringify(conds);
}

/** Reports matching a filter, a page at a time, with their sums. */
export function useWorkReports(conds: WorkReportConds, page = 0) {
  const encoded = encodeConds(conds);
  return useQuery({
    queryKey: timeTrackingKeys.list(conds, page),
    queryFn: async ({ signal }) =>
      call(
        ROUTES.workReports.list,
        { query: { p: page, ...(encoded === undefined ? {} : { conds: encoded }) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A project's spend against its budget, in its current period (for those who manage it). */
export function useProjectSpend(projectId: number, enabled = true) {
  return useQuery({
    queryKey: timeTrackingKeys.spend(projectId),
    enabled,
    queryFn: ({ signal }) =>
      call(ROUTES.workReports.projectSpend, { query: { pid: projectId } }, { signal }),
  });
}

/** A task's reports the viewer sees, and their sum. */
export function useTaskWorkReports(taskId: number) {
  return useQuery({
    queryKey: timeTrackingKeys.task(taskId),
    queryFn: async ({ signal }) =>
      call(ROUTES.workReports.ofTask, { query: { tid: taskId } }, { signal }),
  });
}

/** Tasks the viewer is likely to track time on, shown before they type anything. */
export function useSuggestedTasks(projectIds: readonly number[] = [], enabled = true) {
  const encoded = encodeConds(projectIds.length > 0 ? { projects_ids: projectIds } : {});
  return useQuery({
    queryKey: timeTrackingKeys.suggested(projectIds),
    enabled,
    queryFn: async ({ signal }) =>
      call(
        ROUTES.workReports.suggestedTasks,
        { query: { p: 0, ...(encoded === undefined ? {} : { conds: encoded }) } },
        { signal },
      ),
  });
}

/** Tasks found by name; asked only from the shortest search the server takes. */
export function useSearchTasks(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: timeTrackingKeys.search(query),
    enabled: query.length >= LIMITS.searchQueryMin,
    queryFn: async ({ signal }) =>
      (await call(ROUTES.workReports.searchTasks, { query: { q: query } }, { signal })).tasks,
    placeholderData: keepPreviousData,
  });
}

/** The viewer's own hour rate in a project (null asks nothing). */
export function useHourRate(projectId: number | null) {
  return useQuery({
    queryKey: timeTrackingKeys.hourRate(projectId ?? 0),
    enabled: projectId !== null,
    queryFn: async ({ signal }) =>
      (await call(ROUTES.workReports.hourRate, { query: { pid: projectId! } }, { signal }))
        .hourRate,
  });
}

/** Hides or shows finished tasks among the suggestions: the box changes at once. */
export function useSetHideFinished() {
  const queryClient = useQueryClient();
  const key = timeTrackingKeys.menu();
  return useMutation({
    mutationKey: key,
    mutationFn: (hide: boolean) => call(ROUTES.workReports.setHideFinished, { body: { hide } }),
    onMutate: async (hide) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TimeTrackingMenu>(key);
      if (previous)
        queryClient.setQueryData<TimeTrackingMenu>(key, {
          ...previous,
          time_tracking_hide_finished_tasks: hide,
        });
      return { previous };
    },
    onError: (_error, _hide, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ timeTrackingHideFinishedTasks }) => {
      queryClient.setQueryData<TimeTrackingMenu>(
        key,
        (menu) =>
          menu && { ...menu, time_tracking_hide_finished_tasks: timeTrackingHideFinishedTasks },
      );
      return queryClient.invalidateQueries({ queryKey: timeTrackingKeys.allSuggested() });
    },
  });
}

/** What an action is doing, as the UI tells it. */
export type ActionState = 'idle' | 'running' | 'succeeded' | 'failed';

/** A mutation's status in the words of the UI (also its `data-state` for tests). */
export function actionState(status: 'idle' | 'pending' | 'success' | 'error'): ActionState {
  return status === 'pending'
    ? 'running'
    : status === 'success'
      ? 'succeeded'
      : status === 'error'
        ? 'failed'
        : 'idle';
}
