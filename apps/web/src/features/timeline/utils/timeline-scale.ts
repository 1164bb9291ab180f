import { addDays } from '../../../lib/calendar-day.ts';

/** How much of time one screen shows: the spec's day to quarter. */
export const TIMELINE_ZOOMS = ['day', 'week', 'month', 'quarter'] as const;
export type TimelineZoom = (typeof TIMELINE_ZOOMS)[number];

/** Pixels per day at each zoom. */
export const DAY_WIDTH: Record<TimelineZoom, number> = {
  day: 40,
  week: 18,
  month: 6,
  quarter: 2.5,
};

const DAY_MS = 86_400_000;

/** Whole days from one calendar day (yyyy-MM-dd) to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day of the week of a calendar day, 0 for Sunday. */
export const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The days the timeline spans: a margin before the first and after the last day it shows. */
export function timelineSpan(
  days: readonly string[],
  today: string,
): { start: string; days: number } {
  let first = today;
  let last = today;
  for (const day of days) {
    if (day < first) first = day;
    if (day > last) last = day;
  }
  // Start on a Monday two weeks before, end two months after.
  const before = addDays(first, -14);
  const start = addDays(before, -((weekday(before) + 6) % 7));
  return { start, days: daysBetween(start, addDays(last, 60)) + 1 };
}

/** A mark on the timeline's scale: where it starts (in days from the start) and its label. */
export interface ScaleTick {
  offset: number;
  days: number;
  label: string;
  key: string;
}

function monthStarts(start: string, count: number): string[] {
  const out: string[] = [];
  let day = `${start.slice(0, 8)}01`;
  const end = addDays(start, count);
  while (day < end) {
    out.push(day);
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return out;
}

/** Cuts the span into pieces that start at the given days (the first piece may start before). */
function piecesAt(starts: string[], start: string, count: number, label: (day: string) => string) {
  return starts.map((day, i): ScaleTick => {
    const from = Math.max(0, daysBetween(start, day));
    const to = i + 1 < starts.length ? daysBetween(start, starts[i + 1]!) : count;
    return { offset: from, days: to - from, label: label(day), key: day };
  });
}

/**
 * The two rows of the scale: the upper one names months (or quarters and years when zoomed out),
 * the lower one days, weeks or months.
 */
export function scaleTicks(
  zoom: TimelineZoom,
  start: string,
  count: number,
  locale: string,
): { upper: ScaleTick[]; lower: ScaleTick[] } {
  const fmt = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  };
  const months = monthStarts(start, count);
  if (zoom === 'day' || zoom === 'week') {
    const upper = piecesAt(months, start, count, fmt({ month: 'long', year: 'numeric' }));
    const days = Array.from({ length: count }, (_, i) => addDays(start, i));
    const lowerStarts = zoom === 'day' ? days : days.filter((day) => weekday(day) === 1);
    const lower = piecesAt(
      lowerStarts.length > 0 && lowerStarts[0] !== start ? [start, ...lowerStarts] : lowerStarts,
      start,
      count,
      fmt({ day: 'numeric' }),
    );
    return { upper, lower };
  }
  const years = months.filter((day, i) => i === 0 || day.endsWith('-01-01'));
  const upper = piecesAt(years, start, count, (day) => day.slice(0, 4));
  const lowerStarts =
    zoom === 'month'
      ? months
      : months.filter((day, i) => i === 0 || ['01', '04', '07', '10'].includes(day.slice(5, 7)));
  const lower = piecesAt(
    lowerStarts,
    start,
    count,
    zoom === 'month'
      ? fmt({ month: 'short' })
      : (day) => `Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`,
  );
  return { upper, lower };
}

/** The weekend days of the span, as offsets from its start. */
export function weekendOffsets(start: string, count: number): number[] {
  const out: number[] = [];
  const first = weekday(start);
  for (let i = 0; i < count; i++) {
    const day = (first + i) % 7;
    if (day === 0 || day === 6) out.push(i);
  }
  return out;
}
