import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWorkInput, WorkLabel, WorkReport } from '@tandem/contract';
import { ROUTES, amountToMinor, minorToAmount, workCostMinor } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';
import { timeTrackingKeys } from './timer-menu.api.ts';
import {
  addReport,
  holdReports,
  removeReport,
  restoreReports,
  updateReport,
} from './work-cache.ts';

/** A report's task shows its time spent; the filtered lists are asked again. */
function refreshAround(queryClient: QueryClient, taskId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.task(taskId) }),
    queryClient.invalidateQueries({ queryKey: timeTrackingKeys.lists() }),
  ]);
}

/** Saves time entered by hand; the report then shows in the last reports and its task's. */
export function useCreateWork() {
  const queryClient = useQueryClient();
  return useMutation({
    // Live updates of the lists wait until the report is in them.
    mutationKey: timeTrackingKeys.menu(),
    mutationFn: (body: CreateWorkInput) => call(ROUTES.workReports.create, { query: {}, body }),
    onSuccess: ({ work }) => {
      addReport(queryClient, work);
      return refreshAround(queryClient, work.task.id);
    },
  });
}

/** What changes when a report is edited in place; labels whole, as they will read. */
export interface WorkChange {
  minutes?: number;
  note?: string;
  labels?: WorkLabel[];
}

/** The change as the server takes it: labels by uuid. */
const bodyOf = ({ labels, ...rest }: WorkChange) =>
  labels === undefined ? rest : { ...rest, labels: labels.map((l) => l.uuid) };

/**
 * The report as it will read after the change: a cost computed from an hour rate follows the
 * minutes (the server computes it the same way, with the rate the report was made with).
 */
export function changedReport(report: WorkReport, change: WorkChange): WorkReport {
  const next = { ...report, ...change };
  const rate = report.hourRate?.amount;
  if (change.minutes === undefined || report.isCostFixed || !rate) return next;
  return {
    ...next,
    cost: {
      ...report.cost,
      amount: minorToAmount(workCostMinor(amountToMinor(rate), change.minutes)),
    },
  };
}

/**
 * Edits a report's minutes, note or labels: every list showing it changes at once, one call saves it,
 * and the lists are put back if the server refuses; its answer then replaces the guess.
 */
export function useEditWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: timeTrackingKeys.menu(),
    mutationFn: ({ report, change }: { report: WorkReport; change: WorkChange }) =>
      call(ROUTES.workReports.edit, { query: { id: report.id }, body: bodyOf(change) }),
    onMutate: ({ report, change }) => {
      const snapshot = holdReports(queryClient);
      updateReport(queryClient, report.id, (r) => changedReport(r, change));
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      if (context) restoreReports(queryClient, context.snapshot);
    },
    onSuccess: ({ work }) => {
      updateReport(queryClient, work.id, () => work);
      return queryClient.invalidateQueries({ queryKey: taskKeys.task(work.task.id) });
    },
  });
}

/** Deletes a report: it leaves the lists at once, and comes back if the server refuses. */
export function useRemoveWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: timeTrackingKeys.menu(),
    mutationFn: (report: WorkReport) =>
      call(ROUTES.workReports.remove, { query: { id: report.id } }),
    onMutate: (report) => {
      const snapshot = holdReports(queryClient);
      removeReport(queryClient, report.id);
      return { snapshot };
    },
    onError: (_error, _report, context) => {
      if (context) restoreReports(queryClient, context.snapshot);
    },
    onSuccess: (_answer, report) => refreshAround(queryClient, report.task.id),
  });
}

/** Takes a deleted report back; it returns to its place in the lists. */
export function useUndeleteWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: timeTrackingKeys.menu(),
    mutationFn: (report: Pick<WorkReport, 'id'>) =>
      call(ROUTES.workReports.undelete, { query: { wid: report.id } }),
    onSuccess: ({ work }) => {
      addReport(queryClient, work);
      return refreshAround(queryClient, work.task.id);
    },
  });
}
