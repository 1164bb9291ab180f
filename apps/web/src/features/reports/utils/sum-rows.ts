import type { Money, WorkReportSums } from '@tandem/contract';
import { formatMoney, formatWorkMinutes } from '@tandem/contract/browser';
import { formatDay } from '../../../lib/calendar-day.ts';
import { dateTimeFormat } from '../../../lib/format.ts';

/** One row of the report: a project, list, task, person or period, with its sums. */
export interface SumRow {
  key: string;
  /** The group's id (a project, list, task or person); null for a period. */
  id: number | null;
  name: string;
  /** Where a list or task belongs (its project, and list). */
  context: string | null;
  /** A short name for a chart's axis. */
  short: string;
  minutes: number;
  costs: Money[];
}

const monthName = (day: string, locale: string, month: 'long' | 'short') =>
  dateTimeFormat(locale, { month, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const shortDay = (day: string, locale: string) =>
  dateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The rows of an answer, in its order (groups by name, periods oldest first). */
export function rowsOf(sums: WorkReportSums, locale: string): SumRow[] {
  switch (sums.grouping) {
    case 'day':
      return sums.daily_sums.map((s) => ({
        key: s.day,
        id: null,
        name: formatDay(s.day, locale),
        context: null,
        short: shortDay(s.day, locale),
        minutes: s.minutes,
        costs: s.costs,
      }));
    case 'week':
      return sums.weekly_sums.map((s) => ({
        key: s.date_from,
        id: null,
        name: `${formatDay(s.date_from, locale)} – ${formatDay(s.date_to, locale)}`,
        context: null,
        short: shortDay(s.date_from, locale),
        minutes: s.minutes,
        costs: s.costs,
      }));
    case 'month':
      return sums.monthly_sums.map((s) => ({
        key: s.date_from,
        id: null,
        name: monthName(s.date_from, locale, 'long'),
        context: null,
        short: monthName(s.date_from, locale, 'short'),
        minutes: s.minutes,
        costs: s.costs,
      }));
    default:
      return sums.groups.map((g) => ({
        key: String(g.id),
        id: g.id,
        name: g.name,
        context: [g.project?.name, g.tasklist?.name].filter(Boolean).join(' · ') || null,
        short: g.name,
        minutes: g.minutes,
        costs: g.costs,
      }));
  }
}

/** Costs in several currencies as one text; a dash when there is none. */
export function formatCosts(costs: readonly Money[], locale: string): string {
  if (costs.length === 0) return '—';
  return costs.map((c) => formatMoney(c.amount, c.currency, locale)).join(', ');
}

/** Minutes as hours with two decimals at most, for a chart's scale. */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** Hours on a chart's scale, read as h:mm. */
export const hoursAsTime = (hours: number) => formatWorkMinutes(Math.round(hours * 60));

const NAME_CHARS = 22;
/** Steps between the hours on a chart's scale, the first that needs few enough marks. */
const HOUR_STEPS = [0.25, 0.5, 1, 2, 4, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];
const MOST_TICKS = 5;

/** Marks of a scale of hours from 0 to at least `max`, at whole steps (0, 1, 2, ... or 0, 5, 10). */
export function hourTicks(max: number): number[] {
  const step =
    HOUR_STEPS.find((s) => Math.ceil(max / s) <= MOST_TICKS) ??
    Math.ceil(max / MOST_TICKS / 1000) * 1000;
  const count = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

/** A name short enough for a chart's axis. */
export const shortName = (name: string) =>
  name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name;

/** The amount of one currency among costs, as a number (0 when absent). */
export function amountIn(costs: readonly Money[], currency: string): number {
  return Number(costs.find((c) => c.currency === currency)?.amount ?? 0);
}
