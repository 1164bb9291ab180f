import type { CalendarTask } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { addDays, localDay } from '../../../lib/calendar-day.ts';

/** The calendar views of the spec (document 1). */
export const CALENDAR_VIEWS = [
  'dayGridMonth',
  'timeGridWeek',
  'dayGridWeek',
  'timeGridDay',
  'listWeek',
] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const isDay = (value: string) => value.length === 10;

export interface TaskEvent {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  backgroundColor?: string;
  borderColor?: string;
  classNames: string[];
  extendedProps: { task: CalendarTask };
}

/**
 * A task as a calendar event: from its start to its end, a whole-day event when it has no time
 * (the calendar's end of whole days is the day after), in its project's colour; a finished one
 * is drawn faded.
 */
export function taskEvent(task: CalendarTask): TaskEvent | null {
  const start = task.due_date ?? task.due_date_end;
  if (!start) return null;
  const end = task.due_date && task.due_date_end ? task.due_date_end : null;
  const allDay = isDay(start) && (end === null || isDay(end));
  const color = task.project.color ?? undefined;
  return {
    id: String(task.id),
    title: task.name,
    start,
    ...(end === null ? {} : { end: allDay ? addDays(end.slice(0, 10), 1) : end }),
    allDay,
    ...(color ? { backgroundColor: color, borderColor: color } : {}),
    classNames: task.state.id === TASK_STATE.finished ? ['task-finished'] : [],
    extendedProps: { task },
  };
}

/**
 * The due dates an event stands for after it moved: whole days as yyyy-MM-dd (the end back to
 * its own day), moments with their time; the end only when the task had one.
 */
export function datesOfEvent(
  task: CalendarTask,
  event: { start: Date | null; end: Date | null; allDay: boolean },
): { due_date: string | null; due_date_end: string | null } {
  if (!event.start) return { due_date: task.due_date, due_date_end: task.due_date_end };
  const hadEnd = task.due_date !== null && task.due_date_end !== null;
  if (event.allDay) {
    const start = localDay(event.start);
    const end = event.end ? addDays(localDay(event.end), -1) : start;
    return { due_date: start, due_date_end: hadEnd ? end : null };
  }
  const start = event.start.toISOString();
  const end = event.end ? event.end.toISOString() : start;
  return { due_date: start, due_date_end: hadEnd ? end : null };
}
