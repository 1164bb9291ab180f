/** A due date as stored: an instant and whether it carries a time of day. */
export interface DueDate {
  at: Date;
  hasTime: boolean;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a wire due date: `yyyy-MM-dd` is a whole day, kept as midnight UTC so that the day never
 * shifts with a time zone; anything else is a date-time with its offset.
 */
export function parseDueDate(value: string | null): DueDate | null {
  if (value === null) return null;
  return DATE_ONLY.test(value)
    ? { at: new Date(`${value}T00:00:00.000Z`), hasTime: false }
    : { at: new Date(value), hasTime: true };
}

/** The wire form of a stored due date. */
export function formatDueDate(at: Date | null, hasTime: boolean): string | null {
  if (!at) return null;
  return hasTime ? at.toISOString() : at.toISOString().slice(0, 10);
}

/** The calendar day of a due date, in the given time zone when it has a time. */
function dayOf(due: DueDate, timeZone: string): string {
  if (!due.hasTime) return due.at.toISOString().slice(0, 10);
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(due.at);
}

/**
 * Whether an end comes before its start. Two times compare as instants; when either is a whole
 * day, the days compare, a time counting on its day in the user's time zone.
 */
export function endsBeforeStart(start: DueDate, end: DueDate, timeZone: string): boolean {
  if (start.hasTime && end.hasTime) return end.at.getTime() < start.at.getTime();
  return dayOf(end, timeZone) < dayOf(start, timeZone);
}

export function sameDueDate(a: DueDate | null, b: DueDate | null): boolean {
  if (!a || !b) return a === b;
  return a.hasTime === b.hasTime && a.at.getTime() === b.at.getTime();
}
