import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CurrentUser, Person, WorkReport } from '@tandem/contract';
import { amountToMinor, minorToAmount } from '@tandem/contract/browser';
import { sessionKey } from '../../../lib/session.ts';
import type { TaskWorkReports, WorkReportList } from './time-tracking.api.ts';
import type { TimeTrackingMenu } from './timer-menu.api.ts';
import { timeTrackingKeys } from './timer-menu.api.ts';

/** The cached queries that hold reports: the menu, the tasks' lists and the filtered lists. */
const REPORT_QUERIES = [
  timeTrackingKeys.menu(),
  timeTrackingKeys.tasks(),
  timeTrackingKeys.lists(),
];

/** What the report queries held before an optimistic change, to put back if it fails. */
export type ReportsSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

/** Stops the report queries' fetches (their answers would undo a change) and keeps their data. */
export function holdReports(queryClient: QueryClient): ReportsSnapshot {
  for (const queryKey of REPORT_QUERIES)
    void queryClient.cancelQueries({ queryKey }, { revert: false });
  return REPORT_QUERIES.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
}

export function restoreReports(queryClient: QueryClient, snapshot: ReportsSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

let localIds = 0;
/** An id for a report shown before the server saved it; the server's ids are positive. */
export const nextLocalReportId = () => {
  localIds += 1;
  return -localIds;
};

/** The signed-in person, who writes the reports made here. */
export function currentWorker(queryClient: QueryClient): Person {
  const user = queryClient.getQueryData<CurrentUser | null>(sessionKey);
  return { id: user?.id ?? 0, fullname: user?.fullname ?? '' };
}

const minutesOf = (reports: readonly WorkReport[]) => reports.reduce((s, r) => s + r.minutes, 0);
const costOf = (reports: readonly WorkReport[], currency: string) =>
  reports
    .filter((r) => r.cost.currency === currency)
    .reduce((sum, r) => sum + amountToMinor(r.cost.amount), 0);

/** A task's sum after its reports changed from `before` to `after`. */
function shiftSummary(
  summary: TaskWorkReports['summary'],
  before: readonly WorkReport[],
  after: readonly WorkReport[],
): TaskWorkReports['summary'] {
  const currency = summary.cost.currency;
  const cost =
    amountToMinor(summary.cost.amount) + costOf(after, currency) - costOf(before, currency);
  return {
    ...summary,
    minutes: summary.minutes + minutesOf(after) - minutesOf(before),
    cost: { currency, amount: minorToAmount(Math.max(0, cost)) },
  };
}

/** A list's sums after its reports changed: minutes, and the money of each currency it has. */
function shiftSums(
  sums: WorkReportList['sums'],
  before: readonly WorkReport[],
  after: readonly WorkReport[],
): WorkReportList['sums'] {
  return {
    minutes: sums.minutes + minutesOf(after) - minutesOf(before),
    costs: sums.costs.map(({ amount, currency }) => ({
      currency,
      amount: minorToAmount(
        Math.max(0, amountToMinor(amount) + costOf(after, currency) - costOf(before, currency)),
      ),
    })),
  };
}

/** Where a list of reports is: the menu's last ones, one task's, or a filtered list. */
type Place = { kind: 'menu' } | { kind: 'task'; taskId: number } | { kind: 'list' };
type ReportsChange = (reports: readonly WorkReport[], place: Place) => WorkReport[];

/** Applies a change to every cached list of reports, keeping their sums in step. */
function changeReports(queryClient: QueryClient, change: ReportsChange): void {
  queryClient.setQueryData<TimeTrackingMenu>(
    timeTrackingKeys.menu(),
    (menu) =>
      menu && { ...menu, last_work_reports: change(menu.last_work_reports, { kind: 'menu' }) },
  );
  for (const [key, data] of queryClient.getQueriesData<TaskWorkReports>({
    queryKey: timeTrackingKeys.tasks(),
  })) {
    if (!data) continue;
    const reports = change(data.reports, { kind: 'task', taskId: key[2] as number });
    if (reports === data.reports) continue;
    queryClient.setQueryData<TaskWorkReports>(key, {
      reports,
      summary: shiftSummary(data.summary, data.reports, reports),
    });
  }
  for (const [key, data] of queryClient.getQueriesData<WorkReportList>({
    queryKey: timeTrackingKeys.lists(),
  })) {
    if (!data) continue;
    const reports = change(data.reports, { kind: 'list' });
    if (reports === data.reports) continue;
    queryClient.setQueryData<WorkReportList>(key, {
      ...data,
      reports,
      sums: shiftSums(data.sums, data.reports, reports),
    });
  }
}

/** Newest work first; among work of the same moment, the last written first. */
const newerFirst = (a: WorkReport, b: WorkReport) =>
  b.dateReported - a.dateReported || b.dateAdd - a.dateAdd;

/**
 * Shows a report in the menu's last reports and in its task's list, in its place by date. The
 * filtered lists are left to be fetched again: whether it matches their filter is the server's to
 * say.
 */
export function addReport(queryClient: QueryClient, report: WorkReport): void {
  changeReports(queryClient, (reports, place) => {
    if (place.kind === 'list' || (place.kind === 'task' && place.taskId !== report.task.id))
      return reports as WorkReport[];
    return [...reports.filter((r) => r.id !== report.id), report].sort(newerFirst);
  });
}

/** Changes one report wherever it is shown. */
export function updateReport(
  queryClient: QueryClient,
  id: number,
  update: (report: WorkReport) => WorkReport,
): void {
  changeReports(queryClient, (reports) =>
    reports.some((r) => r.id === id)
      ? reports.map((r) => (r.id === id ? update(r) : r))
      : (reports as WorkReport[]),
  );
}

export function removeReport(queryClient: QueryClient, id: number): void {
  changeReports(queryClient, (reports) =>
    reports.some((r) => r.id === id)
      ? reports.filter((r) => r.id !== id)
      : (reports as WorkReport[]),
  );
}

/**
 * A report shown before the server answered, once it has: the saved report (or its id alone)
 * takes its place, or it goes when nothing was saved (the answer's id is null).
 */
export function settleLocalReport(
  queryClient: QueryClient,
  localId: number,
  saved: { id: number | null; work?: WorkReport | null },
): void {
  if (saved.id === null) removeReport(queryClient, localId);
  else if (saved.work) updateReport(queryClient, localId, () => saved.work!);
  else updateReport(queryClient, localId, (report) => ({ ...report, id: saved.id! }));
}
