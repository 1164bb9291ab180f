import type { OutOfOffice } from '@tandem/contract';

/** Whether a period is going on today, still ahead, or over (or not set at all). */
export function outOfOfficeStatus(
  period: OutOfOffice | null,
  today: string,
): 'current' | 'upcoming' | null {
  if (!period || period.date_to < today) return null;
  return period.date_from <= today ? 'current' : 'upcoming';
}
