import type { Currency, Task, TaskAbilities, TaskPriority } from '@tandem/contract';
import { TASK_STATE, minorToAmount, stateName } from '@tandem/contract';
import { presentPerson } from '../users/users.presenter.ts';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import { deniedAction, taskPolicy } from '../projects/projects.policy.ts';
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

/** The spec's "Task (full)"; what later capabilities fill is sent empty. */
export function presentTask(row: FullTaskRow, access: ProjectAccess): Task {
  const { task } = row;
  const workers = row.workers.map(presentPerson);
  return {
    id: task.id,
    uuid: task.uuid,
    name: task.name,
    description: task.description,
    state: { id: task.stateId, state: stateName(TASK_STATE, task.stateId) },
    worker: workers[0] ?? null,
    workers,
    trackings: [],
    author: presentPerson(row.author),
    assigner: row.assigner ? presentPerson(row.assigner) : null,
    finished_by: row.finishedBy ? presentPerson(row.finishedBy) : null,
    previous_worker: null,
    due_date: formatDueDate(task.dueDate, task.dueDateHasTime),
    due_date_end: formatDueDate(task.dueDateEnd, task.dueDateEndHasTime),
    due_date_plus_days: null,
    due_date_end_plus_days: null,
    date_add: task.dateAdd.toISOString(),
    date_upd: task.dateUpd?.toISOString() ?? null,
    date_finished: task.dateFinished?.toISOString() ?? null,
    date_deleted: task.dateDeleted?.toISOString() ?? null,
    priority_enum: task.priorityEnum as TaskPriority | null,
    project: { id: row.project.id, name: row.project.name },
    tasklist: { id: row.tasklist.id, name: row.tasklist.name },
    labels: [],
    count_comments: 0,
    count_files: 0,
    has_unread_comments: false,
    has_public_link: false,
    has_email: false,
    has_reminder: false,
    has_assigned_taskcheck: false,
    is_my_priority: row.flags?.isMyPriority ?? false,
    is_pinned: false,
    is_tracked: row.flags?.isTracked ?? false,
    is_recurrent: false,
    recurrent_task: null,
    is_blocked: false,
    has_unnacessable_blocking_task: false,
    custom_fields: [],
    total_time_estimate: { minutes: 0, time_spent: 0 },
    users_time_estimates: [],
    preview_file: null,
    sorting_id: task.sortingId,
    sorting_key: task.sortingKey,
    multi_project_task: { assigned_to: [], is_multi_project: false },
    task_checks_summary: { total: 0, finished: 0 },
    tasks_relations: { count: 0 },
    real_cost: { amount: minorToAmount(0), currency: row.project.currency as Currency },
    real_minutes_spent: 0,
    cost_minutes: 0,
    multi_project_task_parent_id: null,
    smart_taskcheck_parent: null,
    version: task.version,
    abilities: taskAbilities(access, task.tasklistId, task.dateDeleted !== null),
  };
}
