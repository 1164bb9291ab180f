import { addDays, daysBetween } from '../../lib/calendar-dates.ts';

/** The dates of a project that move with its start when a project is made from a template. */
export interface TemplateDates {
  dueDate: string | null;
  dueDateEnd: string | null;
  budgetNextResetDate: string | null;
}

/**
 * The dates of a project made from a template, starting on `startDate`. Each date moves by the
 * days between the template's start and `startDate`; without a start date they stay as they are.
 * A template without a start of its own gives the new start and no deadline, having nothing to
 * measure the deadline from. Task due dates are to move by the same days (`daysBetween`).
 */
export function shiftTemplateDates(
  template: TemplateDates,
  startDate: string | null | undefined,
): TemplateDates {
  if (!startDate) return { ...template };
  if (!template.dueDate) {
    return { ...template, dueDate: startDate, dueDateEnd: null };
  }
  const days = daysBetween(template.dueDate, startDate);
  const shift = (date: string | null) => (date === null ? null : addDays(date, days));
  return {
    dueDate: startDate,
    dueDateEnd: shift(template.dueDateEnd),
    budgetNextResetDate: shift(template.budgetNextResetDate),
  };
}
