import type { Task } from '@tandem/contract';
import { presentPerson } from '../users/index.ts';
import type { PartFields } from './task-parts.ts';
import { taskPart } from './task-parts.ts';
import { estimatesOfTasks } from './tasks.estimates.repo.ts';

/** The total a task shows: its own estimate, else the sum of its people's; null for none. */
export function estimateTotal(own: number | null, people: readonly number[]): number | null {
  if (own !== null) return own;
  if (people.length === 0) return null;
  return people.reduce((sum, minutes) => sum + minutes, 0);
}

/**
 * Fills `users_time_estimates` and `total_time_estimate`: the task's own estimate when it has
 * one, else the sum of its people's; each with the minutes reported on the task (`time_spent`:
 * the person's, and everyone's for the total), which stay 0 where the project hides them.
 */
export const estimatesPart = taskPart({
  name: 'estimates',
  read: (db, taskIds) => estimatesOfTasks(db, taskIds),
  fill(rows, tasks) {
    const byTask = new Map<number, Task['users_time_estimates']>();
    const spentByTask = new Map<number, Map<number, number>>();
    for (const row of rows) {
      if (row.kind === 'spent') {
        const spent = spentByTask.get(row.taskId) ?? new Map<number, number>();
        spent.set(row.userId, row.minutes);
        spentByTask.set(row.taskId, spent);
        continue;
      }
      const list = byTask.get(row.taskId) ?? [];
      list.push({ user: presentPerson(row.user), minutes: row.minutes, time_spent: 0 });
      byTask.set(row.taskId, list);
    }
    const parts = new Map<number, PartFields<'estimates'>>();
    for (const task of tasks) {
      const spent = spentByTask.get(task.id);
      const people = (byTask.get(task.id) ?? []).map((e) => ({
        ...e,
        time_spent: spent?.get(e.user.id) ?? 0,
      }));
      const total = estimateTotal(
        task.timeEstimateMinutes,
        people.map((e) => e.minutes),
      );
      if (total === null) continue;
      let timeSpent = 0;
      for (const minutes of spent?.values() ?? []) timeSpent += minutes;
      parts.set(task.id, {
        total_time_estimate: { minutes: total, time_spent: timeSpent },
        users_time_estimates: people,
      });
    }
    return parts;
  },
});
