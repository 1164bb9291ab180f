import type { WorkReportDateTemplate } from '@tandem/contract';
import { addDays } from '../../lib/calendar-dates.ts';

/** Days (yyyy-MM-dd, both included); null where the range is open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

/** The Monday of the ISO week a day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the month a day falls in. */
export const monthStartOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The last day of the month a day falls in. */
export function monthEndOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return addDays(next, -1);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The days a filter covers: a named period around `today` (the viewer's calendar day), or the
 * range as given for `custom` and for no period.
 */
export function periodOf(
  template: WorkReportDateTemplate | null | undefined,
  given: { date_from?: string | null | undefined; date_to?: string | null | undefined },
  today: string,
): DayRange {
  const year = today.slice(0, 4);
  switch (template) {
    case 'this_week': {
      const monday = mondayOf(today);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'last_week': {
      const monday = addDays(mondayOf(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'this_month':
      return { from: monthStartOf(today), to: monthEndOf(today) };
    case 'last_month': {
      const lastDay = addDays(monthStartOf(today), -1);
      return { from: monthStartOf(lastDay), to: lastDay };
    }
    case 'this_year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'last_year': {
      const last = String(Number(year) - 1).padStart(4, '0');
      return { from: `${last}-01-01`, to: `${last}-12-31` };
    }
    default:
      return { from: given.date_from ?? null, to: given.date_to ?? null };
  }
}
