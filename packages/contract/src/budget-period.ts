/**
 * Periods of a recurring project budget (document 1, section 3): it restarts every
 * `nullAfterMonthsCount` months on day `nullInDayOfMonth` (the last day of a shorter month),
 * the first time on `nextResetDate`. Days are yyyy-MM-dd; the project owner's time zone decides
 * which day it is.
 */

export const BUDGET_RESET_MONTHS_MAX = 12;

export const BUDGET_MESSAGES = {
  months: `A recurring budget restarts every 1 to ${BUDGET_RESET_MONTHS_MAX} months.`,
  day: 'A recurring budget restarts on a day of the month from 1 to 31 (the last day of a shorter month).',
  resetDate: 'Enter the first restart of the budget as yyyy-MM-dd.',
  recurrentIncomplete:
    'A recurring budget needs the day of its first restart, how many months it lasts and the day of the month it restarts on.',
} as const;

/** What of a budget decides its periods. */
export interface BudgetRecurrence {
  isRecurrent: boolean;
  nextResetDate: string | null;
  nullAfterMonthsCount: number | null;
  nullInDayOfMonth: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A reset day moved by whole months, landing on the day of the month or that month's last day. */
export function shiftBudgetReset(day: string, months: number, dayOfMonth: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${y}-${pad(m + 1)}-${pad(Math.min(dayOfMonth, last))}`;
}

/** The recurrence's numbers when the budget recurs and has them all; null otherwise. */
function recurrenceOf(b: BudgetRecurrence) {
  if (!b.isRecurrent || !b.nextResetDate || !b.nullAfterMonthsCount || !b.nullInDayOfMonth)
    return null;
  return { next: b.nextResetDate, months: b.nullAfterMonthsCount, day: b.nullInDayOfMonth };
}

/** The first reset after `today` (the stored one when it is still ahead); null unless recurring. */
export function nextBudgetReset(b: BudgetRecurrence, today: string): string | null {
  const r = recurrenceOf(b);
  if (!r) return null;
  let next = r.next;
  // A reset missed for years is caught up at once; the bound keeps a broken date from looping.
  for (let i = 0; next <= today && i < 12_000; i++) next = shiftBudgetReset(next, r.months, r.day);
  return next;
}

/** The day the budget's current period began (its last reset, or the period before the first). */
export function budgetPeriodStart(b: BudgetRecurrence, today: string): string | null {
  const next = nextBudgetReset(b, today);
  if (next === null) return null;
  return shiftBudgetReset(next, -b.nullAfterMonthsCount!, b.nullInDayOfMonth!);
}
