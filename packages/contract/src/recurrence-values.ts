// Recurrence and reminder constants without zod, so the web app can import them at run time.

/** What a recurrence counts in; it repeats every `interval` of them. */
export const RECURRENCE_UNITS = ['day', 'week', 'month', 'year'] as const;
export type RecurrenceUnit = (typeof RECURRENCE_UNITS)[number];

/**
 * Where the next occurrence's due date is counted from: the finished one's due date, or the day
 * it was finished.
 */
export const RECURRENCE_BASES = ['due_date', 'completion'] as const;
export type RecurrenceBase = (typeof RECURRENCE_BASES)[number];

/** ISO weekdays, 1 Monday to 7 Sunday, that a weekly recurrence can fall on. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const RECURRENCE_LIMITS = { intervalMin: 1, intervalMax: 365 } as const;

/**
 * Due-date reminder options (document 2, section 9): 2 hours, 1 hour, 30 minutes and 15 minutes
 * before, and on the due date.
 */
export const REMINDER_OFFSETS = ['2h', '1h', '30m', '15m', 'due'] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

/** Minutes before the due moment that each option stands for. */
export const REMINDER_OFFSET_MINUTES: Readonly<Record<ReminderOffset, number>> = {
  '2h': 120,
  '1h': 60,
  '30m': 30,
  '15m': 15,
  due: 0,
};

export const REMINDER_LIMITS = {
  /** Reminders one person keeps on one task. */
  perUserPerTask: 10,
} as const;
