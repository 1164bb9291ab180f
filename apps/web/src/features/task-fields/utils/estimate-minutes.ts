import { LIMITS } from '@tandem/contract/browser';

/** Minutes as whole hours and the minutes left over. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Hours and minutes as typed, back into minutes; null when both are empty. */
export function joinMinutes(hours: number | '', minutes: number | ''): number | null {
  if (hours === '' && minutes === '') return null;
  return Math.round((hours === '' ? 0 : hours) * 60 + (minutes === '' ? 0 : minutes));
}

/** The most hours an estimate can have. */
export const ESTIMATE_HOURS_MAX = Math.floor(LIMITS.taskEstimateMinutesMax / 60);
