import type { TimelineTask } from '@tandem/contract';
import { addDays, localDay } from '../../../lib/calendar-day.ts';

const isDay = (value: string) => value.length === 10;

/** The calendar day of a due date: its own day, or the viewer's day of a moment. */
export const dayOf = (value: string) => (isDay(value) ? value : localDay(new Date(value)));

/** The days a task's bar covers, both included; null for a task without dates. */
export function barDays(task: Pick<TimelineTask, 'due_date' | 'due_date_end'>) {
  const start = task.due_date ?? task.due_date_end;
  const end = task.due_date_end ?? task.due_date;
  if (start === null || end === null) return null;
  const from = dayOf(start);
  const to = dayOf(end);
  return to < from ? { from, to: from } : { from, to };
}

/** A due date moved by whole days: a day stays a day, a moment keeps its time of day. */
export function shiftDue(value: string, days: number): string {
  if (isDay(value)) return addDays(value, days);
  const at = new Date(value);
  at.setDate(at.getDate() + days);
  return at.toISOString();
}

export type BarChange = 'move' | 'start' | 'end';

export interface Dates {
  due_date: string | null;
  due_date_end: string | null;
}

/**
 * The due dates after dragging a bar by some days: moving shifts both; stretching one edge
 * moves that date (giving the task both dates when it had one) but never past the other edge.
 */
export function datesAfter(task: Dates, change: BarChange, days: number): Dates {
  const start = task.due_date ?? task.due_date_end;
  const end = task.due_date_end ?? task.due_date;
  if (start === null || end === null || days === 0) return task;
  if (change === 'move')
    return {
      due_date: task.due_date === null ? null : shiftDue(task.due_date, days),
      due_date_end: task.due_date_end === null ? null : shiftDue(task.due_date_end, days),
    };
  const span = barDays(task)!;
  if (change === 'start') {
    const moved = shiftDue(start, days);
    if (dayOf(moved) > span.to) return { due_date: end, due_date_end: end };
    return { due_date: moved, due_date_end: end };
  }
  const moved = shiftDue(end, days);
  if (dayOf(moved) < span.from) return { due_date: start, due_date_end: start };
  return { due_date: start, due_date_end: moved };
}
