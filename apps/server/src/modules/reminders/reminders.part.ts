import { taskPart } from '../tasks/index.ts';
import { tasksWithReminderOf } from './reminders.repo.ts';

/** Fills has_reminder: whether the viewer has a reminder of the task. */
export const remindersPart = taskPart({
  name: 'reminders',
  read: (db, taskIds, viewer) => tasksWithReminderOf(db, viewer.id, taskIds),
  fill: (ids) => new Map(ids.map((id) => [id, { has_reminder: true }])),
});
