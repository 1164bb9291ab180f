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
