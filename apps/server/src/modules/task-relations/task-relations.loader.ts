import type { Task } from '@tandem/contract';
import type { TaskExtraLoader } from '../tasks/task-extras.ts';
import { relationStatsOfTasks } from './task-relations.repo.ts';

/**
 * Fills `tasks_relations.count` (every relation, seen or not), `is_blocked` (an unfinished task
 * blocks it) and `has_unnacessable_blocking_task` (such a task is out of the viewer's sight).
 */
export const loadTaskRelationStats: TaskExtraLoader = async (db, tasks, viewer) => {
  const rows = await relationStatsOfTasks(
    db,
    tasks.map((t) => t.id),
    viewer.id,
  );
  const byTask = new Map<number, Partial<Task>>();
  for (const row of rows) {
    const seen = byTask.get(row.taskId);
    byTask.set(row.taskId, {
      tasks_relations: { count: (seen?.tasks_relations?.count ?? 0) + row.count },
      is_blocked: (seen?.is_blocked ?? false) || row.blocked,
      has_unnacessable_blocking_task:
        (seen?.has_unnacessable_blocking_task ?? false) || row.hiddenBlocker,
    });
  }
  return byTask;
};
