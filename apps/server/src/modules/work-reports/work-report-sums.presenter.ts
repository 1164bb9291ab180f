import type {
  SavedWorkFilter,
  WorkReportGroup,
  WorkReportListEntry,
  WorkSums,
} from '@tandem/contract';
import { workReportFilterSchema } from '@tandem/contract';
import { addDays } from '../../lib/calendar-dates.ts';
import { monthEndOf } from './work-report-sums.dates.ts';
import { fullnameOf } from '../users/index.ts';
import type { ListedReportEntry } from './work-report-sums.list.repo.ts';
import type { GroupSumRow, PeriodSumRow } from './work-report-sums.repo.ts';
import type { SavedFilterRow } from './work-report-sums.saved.repo.ts';
import { epochSeconds, money } from './work-reports.presenter.ts';
import { sumsOf } from './work-reports.service.ts';

interface Summed {
  currency: string;
  minutes: number;
  cost: number;
}

/** Minutes over rows, and their cost per currency (by the currency's code). */
export function totalOf(rows: readonly Summed[]): WorkSums {
  const perCurrency = new Map<string, Summed>();
  for (const row of rows) {
    const sum = perCurrency.get(row.currency) ?? { currency: row.currency, minutes: 0, cost: 0 };
    sum.minutes += row.minutes;
    sum.cost += row.cost;
    perCurrency.set(row.currency, sum);
  }
  return sumsOf([...perCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)));
}

/** Rows of one thing per currency, folded into one item per key, in the rows' order. */
function foldBy<R extends Summed, T>(
  rows: readonly R[],
  keyOf: (row: R) => string | number,
  make: (first: R, sums: WorkSums) => T,
): T[] {
  const byKey = new Map<string | number, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  return [...byKey.values()].map((list) => make(list[0]!, totalOf(list)));
}

export function presentGroups(rows: readonly GroupSumRow[]): WorkReportGroup[] {
  return foldBy(
    rows,
    (r) => r.id,
    (r, sums) => ({ id: r.id, name: r.name, ...sums, project: r.project, tasklist: r.tasklist }),
  );
}

/** Groups, each with its tasks, from rows of a task within a group (ordered by group). */
export function presentTaskGroups(rows: ReadonlyArray<{ group: GroupSumRow; task: GroupSumRow }>) {
  const byGroup = new Map<number, Array<{ group: GroupSumRow; task: GroupSumRow }>>();
  for (const row of rows) {
    const list = byGroup.get(row.group.id);
    if (list) list.push(row);
    else byGroup.set(row.group.id, [row]);
  }
  return [...byGroup.values()].map((list) => {
    const group = list[0]!.group;
    return {
      id: group.id,
      name: group.name,
      ...totalOf(list.map((r) => r.group)),
      project: group.project,
      tasklist: group.tasklist,
      tasks: foldBy(
        list.map((r) => r.task),
        (t) => t.id,
        (t, sums) => ({
          id: t.id,
          name: t.name,
          ...sums,
          project: t.project!,
          tasklist: t.tasklist!,
        }),
      ),
    };
  });
}

export const presentDays = (rows: readonly PeriodSumRow[]) =>
  foldBy(
    rows,
    (r) => r.start,
    (r, sums) => ({ day: r.start, ...sums }),
  );

export const presentWeeks = (rows: readonly PeriodSumRow[]) =>
  foldBy(
    rows,
    (r) => r.start,
    (r, sums) => ({ date_from: r.start, date_to: addDays(r.start, 6), ...sums }),
  );

export const presentMonths = (rows: readonly PeriodSumRow[]) =>
  foldBy(
    rows,
    (r) => r.start,
    (r, sums) => ({ date_from: r.start, date_to: monthEndOf(r.start), ...sums }),
  );

/** A saved filter; a stored filter that no longer passes today's rules reads as no filter. */
export function presentSavedFilter(row: SavedFilterRow): SavedWorkFilter {
  const parsed = workReportFilterSchema.safeParse(row.filter);
  return {
    uuid: row.uuid,
    name: row.name,
    filter: parsed.success ? parsed.data : {},
    date_add: row.dateAdd.toISOString(),
  };
}

/**
 * A report of the list. Its cost follows the rule of the other answers: one's own work, and every
 * report of a project one manages.
 */
export function presentListEntry(row: ListedReportEntry, viewerId: number): WorkReportListEntry {
  return {
    id: row.id,
    date_reported: epochSeconds(row.dateReported),
    author: {
      id: row.workerId,
      fullname: fullnameOf({ fname: row.workerFname, lname: row.workerLname }),
    },
    project: { id: row.projectId, name: row.projectName },
    task: { id: row.taskId, name: row.taskName },
    tasklist: { id: row.tasklistId, name: row.tasklistName },
    minutes: row.minutes,
    cost: row.manages || row.workerId === viewerId ? money(row.costMinor, row.currency) : null,
  };
}
