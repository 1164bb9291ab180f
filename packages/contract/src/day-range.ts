import { z } from 'zod';

/** A calendar day on the wire. */
export const daySchema = z.iso.date('Enter the day as yyyy-MM-dd.');

/**
 * Days from `date_from` to `date_to` (beside the other fields given), the end not before the
 * start and at most `maxDays` after it; `reader` names what reads them in the refusal ("The
 * calendar reads at most 62 days at once.").
 */
interface DayRange {
  date_from: string;
  date_to: string;
}
const inOrder = (q: DayRange) => q.date_to >= q.date_from;
const daysOf = (q: DayRange) => (Date.parse(q.date_to) - Date.parse(q.date_from)) / 86_400_000;

export function dayRangeSchema<T extends z.ZodRawShape>(shape: T, maxDays: number, reader: string) {
  return z
    .object({ date_from: daySchema, date_to: daySchema, ...shape })
    .refine((q) => inOrder(q as DayRange), {
      message: 'The end of the range must not be before its start.',
      path: ['date_to'],
    })
    .refine((q) => daysOf(q as DayRange) <= maxDays, {
      message: `${reader} reads at most ${maxDays} days at once.`,
      path: ['date_to'],
    });
}
