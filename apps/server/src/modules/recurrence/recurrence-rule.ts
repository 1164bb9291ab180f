import type { RecurrenceBase, RecurrenceUnit } from '@tandem/contract';
import { addDays, daysBetween } from '../../lib/calendar-dates.ts';
import type { DueDate } from '../tasks/index.ts';
import { dayIn, instantAt, wallTimeIn } from '../../lib/zoned-time.ts';

/** How a task repeats. */
export interface RecurrenceRule {
  unit: RecurrenceUnit;
  interval: number;
  /** ISO weekdays (1 Monday to 7 Sunday) of a weekly rule; null or empty for none. */
  weekdays: readonly number[] | null;
  basedOn: RecurrenceBase;
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A day moved by whole months; a day the target month lacks becomes its last (Jan 31 → Feb 28). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const d = Math.min(date, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The ISO weekday of a day, 1 Monday to 7 Sunday. */
export function isoWeekday(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * The day of the next occurrence after `day`. A weekly rule with weekdays takes the next of them
 * later in the same week, or else the first of them `interval` weeks on.
 */
export function nextDay(rule: Omit<RecurrenceRule, 'basedOn'>, day: string): string {
  switch (rule.unit) {
    case 'day':
      return addDays(day, rule.interval);
    case 'week': {
      const days = [...new Set(rule.weekdays ?? [])].sort((a, b) => a - b);
      if (days.length === 0) return addDays(day, 7 * rule.interval);
      const weekday = isoWeekday(day);
      const later = days.find((d) => d > weekday);
      if (later !== undefined) return addDays(day, later - weekday);
      const monday = addDays(day, 1 - weekday);
      return addDays(monday, 7 * rule.interval + days[0]! - 1);
    }
    case 'month':
      return addMonths(day, rule.interval);
    case 'year':
      return addMonths(day, 12 * rule.interval);
  }
}

/** A due date's calendar day: its own for a whole day, in the time zone for one with a time. */
function dayOf(due: DueDate, timeZone: string): string {
  return due.hasTime ? dayIn(due.at, timeZone) : due.at.toISOString().slice(0, 10);
}

/** A due date on another day, keeping its wall-clock time (in the time zone) if it has one. */
function onDay(due: DueDate | null, day: string, timeZone: string): DueDate {
  if (due?.hasTime)
    return { at: instantAt(day, wallTimeIn(due.at, timeZone), timeZone), hasTime: true };
  return { at: new Date(`${day}T00:00:00.000Z`), hasTime: false };
}

/**
 * The due dates of the occurrence after one finished at `finishedAt`. Counted from its due date,
 * or from the day it was finished (also when it has no due date); an end date keeps its distance
 * from the start in days. Days are read in the given time zone.
 */
export function nextDueDates(
  rule: RecurrenceRule,
  current: { due: DueDate | null; dueEnd: DueDate | null },
  finishedAt: Date,
  timeZone: string,
): { due: DueDate; dueEnd: DueDate | null } {
  const { due, dueEnd } = current;
  const from =
    rule.basedOn === 'due_date' && due ? dayOf(due, timeZone) : dayIn(finishedAt, timeZone);
  const day = nextDay(rule, from);
  const next = onDay(due, day, timeZone);
  if (!due || !dueEnd) return { due: next, dueEnd: null };
  const shift = daysBetween(dayOf(due, timeZone), day);
  return { due: next, dueEnd: onDay(dueEnd, addDays(dayOf(dueEnd, timeZone), shift), timeZone) };
}
