import type { Task } from '@tandem/contract';
import type { TaskExtraLoader } from '../tasks/task-extras.ts';
import { tasksWithReminderOf } from './reminders.repo.ts';

/** Fills has_reminder: whether the viewer has a reminder of the task (one query). */
export const loadHasReminder: TaskExtraLoader = async (db, tasks, viewer) => {
  const ids = await tasksWithReminderOf(
    db,
    viewer.id,
    tasks.map((task) => task.id),
  );
  return new Map(ids.map((id): [number, Partial<Task>] => [id, { has_reminder: true }]));
};
