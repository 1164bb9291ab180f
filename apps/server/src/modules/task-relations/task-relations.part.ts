import type { PartFields } from '../tasks/index.ts';
import { taskPart } from '../tasks/index.ts';
import { relationStatsOfTasks } from './task-relations.repo.ts';

/**
 * Fills `tasks_relations.count` (every relation, seen or not), `is_blocked` (an unfinished task
 * blocks it) and `has_unnacessable_blocking_task` (such a task is out of the viewer's sight).
 */
export const relationsPart = taskPart({
  name: 'relations',
  read: (db, taskIds, viewer) => relationStatsOfTasks(db, taskIds, viewer.id),
  fill(rows) {
    const byTask = new Map<number, PartFields<'relations'>>();
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
  },
});
