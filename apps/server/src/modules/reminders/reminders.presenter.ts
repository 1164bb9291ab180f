import type { Reminder, ReminderOffset } from '@tandem/contract';
import { REMINDER_OFFSET_MINUTES } from '@tandem/contract';
import { instantAt } from '../recurrence/index.ts';
import type { TaskRow } from '../tasks/index.ts';
import type { ReminderRow } from './reminders.repo.ts';

/** When a whole-day due date is due, in the person's time zone: the start of a working day. */
export const WHOLE_DAY_DUE_TIME = '09:00:00';

/**
 * When a reminder is due to remind: its chosen moment, or the task's due moment less the offset.
 * Null when a relative reminder's task has no due date any more.
 */
export function firesAt(
  reminder: Pick<ReminderRow, 'remindAt' | 'dueDateOffset'>,
  task: Pick<TaskRow, 'dueDate' | 'dueDateHasTime'>,
  timeZone: string,
): Date | null {
  if (reminder.remindAt) return reminder.remindAt;
  if (!task.dueDate || !reminder.dueDateOffset) return null;
  const due = task.dueDateHasTime
    ? task.dueDate
    : instantAt(task.dueDate.toISOString().slice(0, 10), WHOLE_DAY_DUE_TIME, timeZone);
  const minutes = REMINDER_OFFSET_MINUTES[reminder.dueDateOffset as ReminderOffset];
  return new Date(due.getTime() - minutes * 60_000);
}

export function presentReminder(
  reminder: ReminderRow,
  task: Pick<TaskRow, 'dueDate' | 'dueDateHasTime'>,
  timeZone: string,
): Reminder {
  return {
    uuid: reminder.uuid,
    task_id: reminder.taskId,
    remind_at: reminder.remindAt?.toISOString() ?? null,
    due_date_offset: reminder.dueDateOffset as ReminderOffset | null,
    fires_at: firesAt(reminder, task, timeZone)?.toISOString() ?? null,
    date_add: reminder.dateAdd.toISOString(),
    date_sent: reminder.dateSent?.toISOString() ?? null,
  };
}

/** Soonest first; reminders that cannot fire (their task lost its due date) last. */
export function bySoonest(a: Reminder, b: Reminder): number {
  if (a.fires_at === b.fires_at) return 0;
  if (a.fires_at === null) return 1;
  if (b.fires_at === null) return -1;
  return Date.parse(a.fires_at) - Date.parse(b.fires_at);
}
