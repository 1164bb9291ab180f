import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inIds } from '../../db/id-list.ts';
import { readJsonDocument, selectJsonRows } from '../../db/json-rows.ts';
import { tasklists, tasks } from '../../db/schema/projects.ts';
import { taskUserFlags, taskWorkers } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import { onBoard } from '../tasklists/tasklists.repo.ts';

/**
 * One task of a board as the database sends it: its own columns, its workers' ids and the
 * viewer's marks. Moments are epoch milliseconds.
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
  workerIds: number[];
  isMyPriority: boolean;
  isTracked: boolean;
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
  viewerId: number,
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
  const list = readJsonDocument(main);
  if (list.length === 0) return [];
  // Workers and the viewer's marks by the tasks' ids: a join per task would probe an index
  // thousands of times.
  const ids = list.map((r) => Number(r[0]));
  const [workers, flags] = await Promise.all([
    selectJsonRows(
      db,
      db
        .select({ taskId: taskWorkers.taskId, userId: taskWorkers.userId, at: taskWorkers.dateAdd })
        .from(taskWorkers)
        .where(inIds(taskWorkers.taskId, ids)),
      3,
      [0, 2, 1],
    ),
    selectJsonRows(
      db,
      db
        .select({
          taskId: taskUserFlags.taskId,
          myPriority: taskUserFlags.isMyPriority,
          tracked: taskUserFlags.isTracked,
        })
        .from(taskUserFlags)
        .where(and(eq(taskUserFlags.userId, viewerId), inIds(taskUserFlags.taskId, ids))),
      3,
    ),
  ]);
  const workerIds = new Map<number, number[]>();
  for (const [taskId, userId] of workers) {
    const key = Number(taskId);
    const known = workerIds.get(key);
    if (known) known.push(Number(userId));
    else workerIds.set(key, [Number(userId)]);
  }
  const marks = new Map(flags.map((r) => [Number(r[0]), r]));
  return list.map((r) => {
    const id = Number(r[0]);
    const mark = marks.get(id);
    return {
      id,
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
      workerIds: workerIds.get(id) ?? [],
      isMyPriority: mark ? (mark[1] as boolean) : false,
      isTracked: mark ? (mark[2] as boolean) : false,
    };
  });
}

/** The names of the given people, in one query. */
export async function findPeople(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Array<{ id: number; fname: string; lname: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, fname: users.fname, lname: users.lname })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The names of the given task lists, in one query. */
export async function findTasklistNames(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Array<{ id: number; name: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: tasklists.id, name: tasklists.name })
    .from(tasklists)
    .where(inArray(tasklists.id, [...ids]));
}
