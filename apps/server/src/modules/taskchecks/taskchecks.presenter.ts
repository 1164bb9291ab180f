import type { Taskcheck, TaskPriority } from '@tandem/contract';
import { TASK_STATE, stateName } from '@tandem/contract';
import { formatDueDate } from '../tasks/index.ts';
import { presentPerson } from '../users/index.ts';
import type { FullTaskcheckRow } from './taskchecks.repo.ts';

const presentState = (id: number) => ({ id, state: stateName(TASK_STATE, id) });

/**
 * The spec's taskcheck. A smart subtask shows what its task carries: the task is where its name,
 * state, workers and due dates live, whichever side changed them.
 */
export function presentTaskcheck(row: FullTaskcheckRow): Taskcheck {
  const { check, smart } = row;
  const smartWorkers = (row.smartWorkers ?? []).map(presentPerson);
  const labels = row.smartLabels ?? [];
  const own = smart ?? check;
  const finishedBy = smart ? row.smartFinishedBy : row.finishedBy;
  const state = presentState(own.stateId);
  const worker = smart ? (smartWorkers[0] ?? null) : row.worker ? presentPerson(row.worker) : null;
  const priority = (smart?.priorityEnum ?? null) as TaskPriority | null;
  return {
    id: check.id,
    uuid: check.uuid,
    task_id: check.taskId,
    name: own.name,
    state,
    worker,
    due_date: formatDueDate(own.dueDate, own.dueDateHasTime),
    due_date_end: formatDueDate(own.dueDateEnd, own.dueDateEndHasTime),
    due_date_plus_days: null,
    due_date_end_plus_days: null,
    author: presentPerson(row.author),
    finished_by: finishedBy ? presentPerson(finishedBy) : null,
    date_add: check.dateAdd.toISOString(),
    date_finished: own.dateFinished?.toISOString() ?? null,
    sorting_key: check.sortingKey,
    smart_task: smart
      ? {
          id: smart.id,
          uuid: smart.uuid,
          priority_enum: priority,
          labels,
          workers: smartWorkers,
        }
      : null,
    subtask_name: own.name,
    subtask_state: state,
    labels,
    priority_enum: priority,
    version: check.version,
  };
}
