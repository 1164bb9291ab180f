import type { ListedTask } from '@tandem/contract';
import { TASK_STATE, stateName } from '@tandem/contract';
import { formatDueDate } from './task-due-dates.ts';
import type { TaskRow } from './tasks.repo.ts';

/** A task as lists across projects show it. */
export function presentListedTask(row: {
  task: TaskRow;
  project: { id: number; name: string };
  tasklist: { id: number; name: string };
}): ListedTask {
  const { task } = row;
  return {
    id: task.id,
    uuid: task.uuid,
    name: task.name,
    state: { id: task.stateId, state: stateName(TASK_STATE, task.stateId) },
    due_date: formatDueDate(task.dueDate, task.dueDateHasTime),
    due_date_end: formatDueDate(task.dueDateEnd, task.dueDateEndHasTime),
    project: { id: row.project.id, name: row.project.name },
    tasklist: { id: row.tasklist.id, name: row.tasklist.name },
  };
}
