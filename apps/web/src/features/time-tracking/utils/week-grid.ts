import type { Person, WorkReport, WorkTask } from '@tandem/contract';
import { addDays } from '../../../lib/calendar-day.ts';
import { dateTimeFormat } from '../../../lib/format.ts';
import { reportDay } from './work-input.ts';

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The Monday of the week holding a day; null when it is not a day. */
export function mondayOf(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(dayMs(day))) return null;
  // getUTCDay counts from Sunday (0): Monday is 1.
  const fromMonday = (new Date(dayMs(day)).getUTCDay() + 6) % 7;
  return addDays(day, -fromMonday);
}

/** The seven days of the week starting on a Monday. */
export const weekDays = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** Minutes a time zone is ahead of UTC at a moment. */
function zoneOffsetMinutes(timeZone: string | undefined, ms: number): number {
  const parts = dateTimeFormat('en-US', {
    ...(timeZone ? { timeZone } : {}),
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/** Midday of a calendar day in a time zone, in seconds since 1970: when a day's time is dated. */
export function noonIn(day: string, timeZone: string | undefined): number {
  const utcNoon = dayMs(day) + 12 * 3_600_000;
  const offset = zoneOffsetMinutes(timeZone, utcNoon);
  return Math.floor((utcNoon - offset * 60_000) / 1000);
}

/** One cell of the grid: a person's reports on a task on one day. */
export interface WeekCell {
  day: string;
  reports: WorkReport[];
  minutes: number;
}

/** One row of the grid: a person's work on a task over the week. */
export interface WeekRow {
  key: string;
  worker: Person;
  task: WorkTask;
  cells: WeekCell[];
  minutes: number;
}

export interface WeekGrid {
  days: string[];
  rows: WeekRow[];
  /** The minutes of each day, in the order of `days`. */
  dayMinutes: number[];
  minutes: number;
}

export const rowKey = (workerId: number, taskId: number) => `${workerId}:${taskId}`;

const emptyRow = (worker: Person, task: WorkTask, days: readonly string[]): WeekRow => ({
  key: rowKey(worker.id, task.id),
  worker,
  task,
  cells: days.map((day) => ({ day, reports: [], minutes: 0 })),
  minutes: 0,
});

/**
 * The week as a grid: a row per person and task, a cell per day (the day of the work in the
 * viewer's time zone), with the totals of rows, days and the week. Reports outside the week are
 * left out; `extra` rows (tasks added for the week) show even without time.
 */
export function buildWeekGrid(
  reports: readonly WorkReport[],
  monday: string,
  timeZone: string | undefined,
  extra: ReadonlyArray<{ worker: Person; task: WorkTask }> = [],
): WeekGrid {
  const days = weekDays(monday);
  const rows = new Map<string, WeekRow>();
  for (const { worker, task } of extra)
    rows.set(rowKey(worker.id, task.id), emptyRow(worker, task, days));
  const dayMinutes = days.map(() => 0);
  for (const report of reports) {
    const index = days.indexOf(reportDay(report, timeZone));
    if (index < 0) continue;
    const key = rowKey(report.worker.id, report.task.id);
    const row = rows.get(key) ?? emptyRow(report.worker, report.task, days);
    rows.set(key, row);
    const cell = row.cells[index]!;
    cell.reports.push(report);
    cell.minutes += report.minutes;
    row.minutes += report.minutes;
    dayMinutes[index]! += report.minutes;
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.worker.fullname.localeCompare(b.worker.fullname) ||
      a.worker.id - b.worker.id ||
      a.task.project.name.localeCompare(b.task.project.name) ||
      a.task.name.localeCompare(b.task.name) ||
      a.task.id - b.task.id,
  );
  return { days, rows: sorted, dayMinutes, minutes: dayMinutes.reduce((s, m) => s + m, 0) };
}

/** The people whose reports came, by name: whom the grid can be narrowed to. */
export function peopleOf(reports: readonly WorkReport[]): Person[] {
  const people = new Map<number, Person>();
  for (const { worker } of reports) people.set(worker.id, worker);
  return [...people.values()].sort((a, b) => a.fullname.localeCompare(b.fullname));
}
