import type { PartFields } from '../tasks/index.ts';
import { taskPart } from '../tasks/index.ts';
import { summariesOf } from './taskchecks.repo.ts';

/**
 * The subtask fields of tasks: how many subtasks each has and how many are finished, whether an
 * unfinished one is the viewer's, and, for the task behind a smart subtask, the task it belongs to.
 */
export const subtasksPart = taskPart({
  name: 'subtasks',
  read: (db, taskIds, viewer) => summariesOf(db, taskIds, viewer.id),
  fill(rows, tasks) {
    const fields = new Map<number, PartFields<'subtasks'>>();
    for (const task of tasks)
      if (task.smartParentTaskId !== null)
        fields.set(task.id, { smart_taskcheck_parent: { id: task.smartParentTaskId } });
    for (const row of rows)
      fields.set(row.taskId, {
        ...fields.get(row.taskId),
        task_checks_summary: { total: row.total, finished: row.finished },
        has_assigned_taskcheck: row.assignedToViewer,
      });
    return fields;
  },
});
