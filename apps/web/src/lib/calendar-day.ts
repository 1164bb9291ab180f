import { dateTimeFormat } from './format.ts';

/** Today as a calendar day, yyyy-MM-dd, in a time zone (the viewer's). */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  // Canadian English writes dates in the ISO order, yyyy-MM-dd.
  return dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(now);
}

/** A calendar day (yyyy-MM-dd) in the reader's language: the same day wherever they are. */
export function formatDay(day: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The first and last day (yyyy-MM-dd) of the month holding a day, or of a month before or after. */
export function monthOf(day: string, monthsLater = 0): { from: string; to: string } {
  const first = new Date(`${day.slice(0, 8)}01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + monthsLater);
  const last = new Date(first);
  last.setUTCMonth(last.getUTCMonth() + 1, 0);
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** A calendar day (yyyy-MM-dd) moved by a number of days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local calendar day of a moment, yyyy-MM-dd. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
