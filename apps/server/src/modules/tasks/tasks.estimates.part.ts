import type { Task } from '@tandem/contract';
import { presentPerson } from '../users/index.ts';
import type { PartFields } from './task-parts.ts';
import { taskPart } from './task-parts.ts';
import { userEstimatesOfTasks } from './tasks.estimates.repo.ts';

/** The total a task shows: its own estimate, else the sum of its people's; null for none. */
export function estimateTotal(own: number | null, people: readonly number[]): number | null {
  if (own !== null) return own;
  if (people.length === 0) return null;
  return people.reduce((sum, minutes) => sum + minutes, 0);
}

/**
 * Fills `users_time_estimates` and `total_time_estimate`: the task's own estimate when it has
 * one, else the sum of its people's. Time spent stays 0 until time tracking fills it.
 */
export const estimatesPart = taskPart({
  name: 'estimates',
  read: (db, taskIds) => userEstimatesOfTasks(db, taskIds),
  fill(rows, tasks) {
    const byTask = new Map<number, Task['users_time_estimates']>();
    for (const row of rows) {
      const list = byTask.get(row.taskId) ?? [];
      list.push({ user: presentPerson(row.user), minutes: row.minutes, time_spent: 0 });
      byTask.set(row.taskId, list);
    }
    const parts = new Map<number, PartFields<'estimates'>>();
    for (const task of tasks) {
      const people = byTask.get(task.id) ?? [];
      const total = estimateTotal(
        task.timeEstimateMinutes,
        people.map((e) => e.minutes),
      );
      if (total === null) continue;
      parts.set(task.id, {
        total_time_estimate: { minutes: total, time_spent: 0 },
        users_time_estimates: people,
      });
    }
    return parts;
  },
});
