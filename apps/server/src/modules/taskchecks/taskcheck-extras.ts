import type { Task } from '@tandem/contract';
import type { TaskExtraLoader } from '../tasks/task-extras.ts';
import { summariesOf } from './taskchecks.repo.ts';

/**
 * The subtask fields of tasks, for all of them in one query: how many subtasks each has and how
 * many are finished, whether an unfinished one is the viewer's, and, for the task behind a smart
 * subtask, the task it belongs to.
 */
export const loadTaskcheckExtras: TaskExtraLoader = async (db, tasks, viewer) => {
  const summaries = await summariesOf(
    db,
    tasks.map((task) => task.id),
    viewer.id,
  );
  const fields = new Map<number, Partial<Task>>();
  for (const task of tasks)
    if (task.smartParentTaskId !== null)
      fields.set(task.id, { smart_taskcheck_parent: { id: task.smartParentTaskId } });
  for (const row of summaries)
    fields.set(row.taskId, {
      ...fields.get(row.taskId),
      task_checks_summary: { total: row.total, finished: row.finished },
      has_assigned_taskcheck: row.assignedToViewer,
    });
  return fields;
};
