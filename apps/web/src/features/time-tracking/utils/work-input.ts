import type { WorkReport } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { todayIn } from '../../../lib/calendar-day.ts';

/**
 * Time as a person types it, in whole minutes: `h:mm` ("1:30") or minutes alone ("90"). Null when
 * it is neither, or more than a report may hold.
 */
export function parseMinutesInput(text: string): number | null {
  const value = text.trim();
  const clock = /^(\d{1,4}):([0-5]\d)$/.exec(value);
  const minutes = clock
    ? Number(clock[1]) * 60 + Number(clock[2])
    : /^\d{1,6}$/.test(value)
      ? Number(value)
      : null;
  return minutes !== null && minutes <= LIMITS.workMinutesMax ? minutes : null;
}

/**
 * The moment a report of a day is dated (seconds since 1970): now for today; midday UTC for
 * another day, which falls on that same day in every time zone people work in.
 */
export function dayMoment(day: string, timeZone: string | undefined, now = Date.now()): number {
  if (day === todayIn(timeZone, new Date(now))) return Math.floor(now / 1000);
  return Math.floor(Date.parse(`${day}T12:00:00Z`) / 1000);
}

/** The calendar day (yyyy-MM-dd) a report's work was done on, in the viewer's time zone. */
export const reportDay = (report: Pick<WorkReport, 'dateReported'>, timeZone?: string) =>
  todayIn(timeZone, new Date(report.dateReported * 1000));

export interface ReportDay {
  day: string;
  reports: WorkReport[];
  minutes: number;
}

/** Reports grouped by the day of their work, in the order they come (newest first). */
export function groupByDay(reports: readonly WorkReport[], timeZone?: string): ReportDay[] {
  const days: ReportDay[] = [];
  for (const report of reports) {
    const day = reportDay(report, timeZone);
    let group = days.find((d) => d.day === day);
    if (!group) {
      group = { day, reports: [], minutes: 0 };
      days.push(group);
    }
    group.reports.push(report);
    group.minutes += report.minutes;
  }
  return days;
}
