import type { Currency, Task, TaskAbilities, TaskPriority } from '@tandem/contract';
import type { TASK_ROW_FIELDS } from '@tandem/contract';
import { TASK_STATE, minorToAmount, stateName, taskPartDefaults } from '@tandem/contract';
import { presentPerson } from '../users/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { deniedAction, taskPolicy } from '../projects/index.ts';
import { formatDueDate } from './task-due-dates.ts';
import type { FullTaskRow } from './tasks.repo.ts';

/** What the viewer may do with a task in a list: the policy, less what a role denies. */
export function taskAbilities(
  access: ProjectAccess,
  tasklistId: number,
  /** A task in the trash can only be restored (the `delete` ability) until it is. */
  inTrash = false,
): TaskAbilities {
  const update = !inTrash && taskPolicy.update(access, tasklistId);
  return {
    update,
    finish:
      !inTrash && taskPolicy.finish(access, tasklistId) && !deniedAction(access, 'task_finish'),
    delete: taskPolicy.delete(access, tasklistId) && !deniedAction(access, 'task_delete'),
    edit_name: update && !deniedAction(access, 'task_name_edit'),
    edit_due_dates: update && !deniedAction(access, 'task_due_dates_edit'),
  };
}

/**
 * The spec's "Task (full)" from the task's own row; every part's fields (labels, subtasks, ...)
 * carry the contract's empty values, for the parts to lay theirs over.
 */
export function presentTask(row: FullTaskRow, access: ProjectAccess): Task {
  const { task } = row;
  const workers = row.workers.map(presentPerson);
  const own: Pick<Task, (typeof TASK_ROW_FIELDS)[number]> = {
    id: task.id,
    uuid: task.uuid,
    name: task.name,
    description: task.description,
    state: { id: task.stateId, state: stateName(TASK_STATE, task.stateId) },
    worker: workers[0] ?? null,
    workers,
    author: presentPerson(row.author),
    assigner: row.assigner ? presentPerson(row.assigner) : null,
    finished_by: row.finishedBy ? presentPerson(row.finishedBy) : null,
    due_date: formatDueDate(task.dueDate, task.dueDateHasTime),
    due_date_end: formatDueDate(task.dueDateEnd, task.dueDateEndHasTime),
    date_add: task.dateAdd.toISOString(),
    date_upd: task.dateUpd?.toISOString() ?? null,
    date_finished: task.dateFinished?.toISOString() ?? null,
    date_deleted: task.dateDeleted?.toISOString() ?? null,
    priority_enum: task.priorityEnum as TaskPriority | null,
    project: { id: row.project.id, name: row.project.name },
    tasklist: { id: row.tasklist.id, name: row.tasklist.name },
    is_my_priority: row.flags?.isMyPriority ?? false,
    is_tracked: row.flags?.isTracked ?? false,
    sorting_id: task.sortingId,
    sorting_key: task.sortingKey,
    real_cost: { amount: minorToAmount(0), currency: row.project.currency as Currency },
    version: task.version,
    abilities: taskAbilities(access, task.tasklistId, task.dateDeleted !== null),
  };
  return { ...(taskPartDefaults() as Omit<Task, keyof typeof own>), ...own };
}
