import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IdParam, IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { readJsonDocument, rowsRead } from '../../db/json-rows.ts';
import type { PersonRow } from './tasks.repo.ts';
import { tasklists, tasks } from '../../db/schema/projects.ts';
import { taskUserFlags, taskWorkers } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import { onBoard } from '../tasklists/index.ts';

/**
 * One task of a board as the database sends it: its own columns. Moments are epoch milliseconds.
 */
export interface BoardTaskRow {
  id: number;
  uuid: string;
  name: string;
  stateId: number;
  tasklistId: number;
  sortingId: number;
  sortingKey: string;
  authorId: number;
  assignerId: number | null;
  finishedById: number | null;
  dueDate: number | null;
  dueDateHasTime: boolean;
  dueDateEnd: number | null;
  dueDateEndHasTime: boolean;
  dateAdd: number;
  dateUpd: number | null;
  dateFinished: number | null;
  priorityEnum: string | null;
  timeEstimateMinutes: number | null;
  smartParentTaskId: number | null;
  version: number;
}

/** A moment as the JSON of a timestamptz writes it, read as epoch milliseconds. */
const moment = (value: unknown) => (value === null ? null : Date.parse(value as string));

/**
 * The tasks on a project's board (in the lists on the board, out of the trash, not the tasks behind
 * smart subtasks, and only the given lists for a viewer limited to some) in one query that answers
 * a single JSON value: reading thousands of rows one by one costs far more than one document.
 */
export async function listBoardRows(
  db: DbOrTx,
  projectId: number,
  visibleTasklistIds: readonly number[] | null,
  onlyTaskId?: number,
): Promise<BoardTaskRow[]> {
  // The lists first, then their tasks by a list of ids: a plan that stays good on tables whose
  // statistics lag behind (a project just imported or generated).
  const onTheBoard = await db
    .select({ id: tasklists.id })
    .from(tasklists)
    .where(and(eq(tasklists.projectId, projectId), onBoard));
  const listIds = onTheBoard
    .map((list) => list.id)
    .filter((id) => !visibleTasklistIds || visibleTasklistIds.includes(id));
  if (listIds.length === 0) return [];
  const t = tasks;
  const main: unknown = await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      ${t.id}, ${t.uuid}, ${t.name}, ${t.stateId}, ${t.tasklistId}, ${t.sortingId}, ${t.sortingKey},
      ${t.authorId}, ${t.assignerId}, ${t.finishedById},
      ${t.dueDate}, ${t.dueDateHasTime}, ${t.dueDateEnd}, ${t.dueDateEndHasTime},
      ${t.dateAdd}, ${t.dateUpd}, ${t.dateFinished},
      ${t.priorityEnum}, ${t.timeEstimateMinutes}, ${t.smartParentTaskId}, ${t.version}
    ) order by ${t.tasklistId}, ${t.sortingKey}, ${t.id}), '[]'::json) as rows
    from ${t}
    where ${t.projectId} = ${projectId}
      and ${t.dateDeleted} is null
      and ${t.smartParentTaskId} is null
      and ${inIds(t.tasklistId, listIds)}
      ${onlyTaskId === undefined ? sql`` : sql`and ${t.id} = ${onlyTaskId}`}
  `);
  return readJsonDocument(main).map((r) => ({
    id: Number(r[0]),
    uuid: r[1] as string,
    name: r[2] as string,
    stateId: r[3] as number,
    tasklistId: Number(r[4]),
    sortingId: r[5] as number,
    sortingKey: r[6] as string,
    authorId: Number(r[7]),
    assignerId: r[8] === null ? null : Number(r[8]),
    finishedById: r[9] === null ? null : Number(r[9]),
    dueDate: moment(r[10]),
    dueDateHasTime: r[11] as boolean,
    dueDateEnd: moment(r[12]),
    dueDateEndHasTime: r[13] as boolean,
    dateAdd: moment(r[14])!,
    dateUpd: moment(r[15]),
    dateFinished: moment(r[16]),
    priorityEnum: r[17] as string | null,
    timeEstimateMinutes: r[18] as number | null,
    smartParentTaskId: r[19] === null ? null : Number(r[19]),
    version: r[20] as number,
  }));
}

/**
 * The workers of the given tasks, in the order they were added, by task id: by the tasks' ids,
 * as a join per task would probe an index thousands of times.
 */
export function boardWorkers(db: DbOrTx, taskIds: IdsParam): RowsRead<[number, number]> {
  return rowsRead(
    db
      .select({ taskId: taskWorkers.taskId, userId: taskWorkers.userId, at: taskWorkers.dateAdd })
      .from(taskWorkers)
      .where(inIds(taskWorkers.taskId, taskIds)),
    3,
    (r) => [Number(r[0]), Number(r[1])],
    [0, 2, 1],
  );
}

/** The viewer's marks on the given tasks. */
export function boardMarks(
  db: DbOrTx,
  taskIds: IdsParam,
  viewerId: IdParam,
): RowsRead<{ taskId: number; isMyPriority: boolean; isTracked: boolean }> {
  return rowsRead(
    db
      .select({
        taskId: taskUserFlags.taskId,
        myPriority: taskUserFlags.isMyPriority,
        tracked: taskUserFlags.isTracked,
      })
      .from(taskUserFlags)
      .where(and(eq(taskUserFlags.userId, viewerId), inIds(taskUserFlags.taskId, taskIds))),
    3,
    (r) => ({ taskId: Number(r[0]), isMyPriority: r[1] as boolean, isTracked: r[2] as boolean }),
  );
}

/** The names of the given people. */
export function people(db: DbOrTx, ids: IdsParam): RowsRead<PersonRow> {
  return rowsRead(
    db
      .select({ id: users.id, fname: users.fname, lname: users.lname })
      .from(users)
      .where(inIds(users.id, ids)),
    3,
    (r) => ({ id: Number(r[0]), fname: r[1] as string, lname: r[2] as string }),
  );
}

/** The names of the given task lists. */
export function tasklistNames(db: DbOrTx, ids: IdsParam): RowsRead<{ id: number; name: string }> {
  return rowsRead(
    db
      .select({ id: tasklists.id, name: tasklists.name })
      .from(tasklists)
      .where(inIds(tasklists.id, ids)),
    2,
    (r) => ({ id: Number(r[0]), name: r[1] as string }),
  );
}
