import type { DbOrTx } from '../../db/client.ts';
import type { DueDate, TaskRow } from '../tasks/index.ts';
import { insertTask, replaceTaskWorkers } from '../tasks/index.ts';
import { setSmartTaskFields } from './taskcheck-tasks.repo.ts';

/** What a subtask and its task have in common. */
export interface SharedFields {
  name: string;
  stateId: number;
  authorId: number;
  workerId: number | null;
  start: DueDate | null;
  end: DueDate | null;
  finishedById: number | null;
  dateFinished: Date | null;
}

/** The due-date columns of a pair of due dates, as tasks and subtasks store them. */
export function dueDateColumns(start: DueDate | null, end: DueDate | null) {
  return {
    dueDate: start?.at ?? null,
    dueDateHasTime: start?.hasTime ?? false,
    dueDateEnd: end?.at ?? null,
    dueDateEndHasTime: end?.hasTime ?? false,
  };
}

/** The due dates stored in a row, as values. */
export function storedDueDates(row: {
  dueDate: Date | null;
  dueDateHasTime: boolean;
  dueDateEnd: Date | null;
  dueDateEndHasTime: boolean;
}): { start: DueDate | null; end: DueDate | null } {
  return {
    start: row.dueDate ? { at: row.dueDate, hasTime: row.dueDateHasTime } : null,
    end: row.dueDateEnd ? { at: row.dueDateEnd, hasTime: row.dueDateEndHasTime } : null,
  };
}

/**
 * Makes a task row in a list, at its end, carrying what a subtask had: name, state, worker and
 * due dates. With `smartParent`, the row stands behind a smart subtask of that task.
 */
export async function insertTaskFromSubtask(
  db: DbOrTx,
  place: { projectId: number; tasklistId: number; smartParent: TaskRow | null },
  fields: SharedFields,
  actorId: number,
  now: Date,
): Promise<TaskRow> {
  const row = await insertTask(db, {
    projectId: place.projectId,
    tasklistId: place.tasklistId,
    name: fields.name,
    stateId: fields.stateId,
    authorId: fields.authorId,
    dateAdd: now,
  });
  if (fields.workerId !== null)
    await replaceTaskWorkers(db, row.id, { added: [fields.workerId], removed: [], now });
  const updated = await setSmartTaskFields(db, row.id, {
    smartParentTaskId: place.smartParent?.id ?? null,
    ...dueDateColumns(fields.start, fields.end),
    finishedById: fields.finishedById,
    dateFinished: fields.dateFinished,
    assignerId: fields.workerId === null ? null : actorId,
  });
  return updated ?? row;
}
