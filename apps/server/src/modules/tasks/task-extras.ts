import type { Task } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import type { TaskRow } from './tasks.repo.ts';
import { loadTaskLabels } from '../labels/labels.loader.ts';
import { loadTaskRelationStats } from '../task-relations/task-relations.loader.ts';
import { loadTaskEstimates } from './tasks.estimates.loader.ts';
import { loadTaskPins } from './tasks.pins.loader.ts';
import { loadTaskcheckExtras } from '../taskchecks/taskcheck-extras.ts';
import { loadCustomFieldValues } from '../custom-fields/custom-fields.loader.ts';
import { loadRecurrence } from '../recurrence/recurrence.loader.ts';
import { loadHasReminder } from '../reminders/reminders.loader.ts';

/** What the parts read of the tasks they load for. */
export type ExtraTaskRow = Pick<TaskRow, 'id' | 'timeEstimateMinutes' | 'smartParentTaskId'>;

/**
 * A part of a task kept in its own tables (labels, subtasks, relations, ...) that fills its fields
 * of the full shape. It loads them for all given tasks at once, in a fixed number of queries, and
 * answers each task's fields by task id; a task it has nothing for keeps the empty values.
 */
export type TaskExtraLoader = (
  db: DbOrTx,
  tasks: readonly ExtraTaskRow[],
  viewer: { id: number; access: ProjectAccess },
) => Promise<ReadonlyMap<number, Partial<Task>>>;

/** Every part, in the order their fields are laid over the task. */
const loaders: TaskExtraLoader[] = [
  loadTaskLabels,
  loadTaskRelationStats,
  loadTaskEstimates,
  loadTaskPins,
  loadTaskcheckExtras,
  loadCustomFieldValues,
  loadRecurrence,
  loadHasReminder,
];

/** Loads every part for the given tasks; answers the fields to lay over each task. */
export async function loadTaskExtras(
  db: DbOrTx,
  tasks: readonly ExtraTaskRow[],
  viewer: { id: number; access: ProjectAccess },
): Promise<(taskId: number) => Partial<Task>> {
  if (tasks.length === 0) return () => ({});
  const parts = await Promise.all(loaders.map((load) => load(db, tasks, viewer)));
  return (taskId) => {
    const fields: Partial<Task> = {};
    for (const part of parts) {
      const own = part.get(taskId);
      if (own) Object.assign(fields, own);
    }
    return fields;
  };
}
