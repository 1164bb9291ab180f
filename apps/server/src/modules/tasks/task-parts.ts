import { createHash } from 'node:crypto';
import type { Task, TaskPartName } from '@tandem/contract';
import { TASK_PART_DEFAULTS } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { IdParam, IdsParam } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { decodeTogether, prepareReadTogether, togetherColumn } from '../../db/json-rows.ts';
import { idListValue, placeholder } from '../../db/id-list.ts';
import type { TaskRow } from './tasks.repo.ts';

/** What the parts read of the tasks they load for. */
export type ExtraTaskRow = Pick<TaskRow, 'id' | 'timeEstimateMinutes' | 'smartParentTaskId'>;

/** Who looks at the tasks: parts that differ by person (reminders, subtasks) read for them. */
export interface TaskViewer {
  id: IdParam;
}

/** The fields a part owns (the contract's `TASK_PART_DEFAULTS` names them). */
export type PartFields<N extends TaskPartName> = Partial<
  Pick<Task, Extract<keyof (typeof TASK_PART_DEFAULTS)[N], keyof Task>>
>;

/**
 * A part of a task kept in its own tables (labels, subtasks, relations, ...): it fills the fields
 * of the full shape the contract gives it, and no others. Its read covers all the given tasks in
 * one select, which the task read sends together with the other parts' in one statement; a task
 * the part has nothing for keeps the contract's defaults.
 */
export interface TaskPart<N extends TaskPartName = TaskPartName, R = unknown> {
  name: N;
  read(db: DbOrTx, taskIds: IdsParam, viewer: TaskViewer): RowsRead<R>;
  fill(rows: readonly R[], tasks: readonly ExtraTaskRow[]): ReadonlyMap<number, PartFields<N>>;
}

/** Declares a part, its field types checked against the fields the contract gives it. */
export const taskPart = <N extends TaskPartName, R>(part: TaskPart<N, R>): TaskPart => part;

/** The parts that fill a task, each once, in the order their fields are laid over it. */
export interface TaskParts {
  readonly list: readonly TaskPart[];
  /** A short name of the list, for the prepared statements that read it. */
  readonly key: string;
}

/** Each part's read of the given tasks, in the parts' order. */
export function partReads(
  parts: TaskParts,
  db: DbOrTx,
  taskIds: IdsParam,
  viewer: TaskViewer,
): RowsRead<unknown>[] {
  return parts.list.map((part) => part.read(db, taskIds, viewer));
}

/**
 * The parts modules add while they register, each once (a part named twice would fill its fields
 * twice); read from the first request on.
 */
export interface TaskPartsRegistry extends TaskParts {
  add(part: TaskPart): void;
}

export function createTaskPartsRegistry(): TaskPartsRegistry {
  const list: TaskPart[] = [];
  let key: string | undefined;
  const settled = () =>
    (key ??= createHash('sha1')
      .update(list.map((part) => part.name).join(','))
      .digest('hex')
      .slice(0, 12));
  return {
    add(part) {
      if (key !== undefined) throw new Error('Add task parts while the modules register.');
      if (list.some((known) => known.name === part.name))
        throw new Error(`The task part ${part.name} is listed twice.`);
      if (!(part.name in TASK_PART_DEFAULTS)) throw new Error(`No task part ${part.name}.`);
      list.push(part);
    },
    get list() {
      settled();
      return list;
    },
    get key() {
      return settled();
    },
  };
}

/** The parts' reads for the given tasks, as one JSON column of a select. */
export function partsColumn(
  parts: TaskParts,
  db: DbOrTx,
  taskIds: IdsParam,
  viewer: TaskViewer,
): { column: ReturnType<typeof togetherColumn>; reads: RowsRead<unknown>[] } {
  const reads = partReads(parts, db, taskIds, viewer);
  return { column: togetherColumn(reads), reads };
}

/** The fields to lay over each task, from the parts' rows. */
export function fillParts(
  parts: TaskParts,
  rows: readonly unknown[][],
  tasks: readonly ExtraTaskRow[],
): (taskId: number) => Partial<Task> {
  const filled = parts.list.map((part, i) => part.fill(rows[i] ?? [], tasks));
  return (taskId) => {
    const fields: Partial<Task> = {};
    for (const part of filled) {
      const own = part.get(taskId);
      if (own) Object.assign(fields, own);
    }
    return fields;
  };
}

/** Decodes the JSON column `partsColumn` made. */
export function decodeParts(
  parts: TaskParts,
  value: unknown,
  reads: readonly RowsRead<unknown>[],
  tasks: readonly ExtraTaskRow[],
): (taskId: number) => Partial<Task> {
  const values = (typeof value === 'string' ? JSON.parse(value) : value) as unknown[][][];
  return fillParts(parts, decodeTogether(values, reads), tasks);
}

/** Loads every part for the given tasks in one statement; answers the fields to lay over each. */
export async function loadTaskParts(
  parts: TaskParts,
  db: DbOrTx,
  tasks: readonly ExtraTaskRow[],
  viewer: { id: number },
): Promise<(taskId: number) => Partial<Task>> {
  if (tasks.length === 0) return () => ({});
  const read = prepareReadTogether(db, `task_parts_${parts.key}`, () =>
    partReads(parts, db, placeholder('taskIds'), { id: placeholder('viewerId') }),
  );
  const rows = await read({
    taskIds: idListValue(tasks.map((task) => task.id)),
    viewerId: viewer.id,
  });
  return fillParts(parts, rows, tasks);
}
