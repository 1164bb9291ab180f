import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gt, inArray, lt, max, ne, or, sql } from 'drizzle-orm';
import { TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { IdParam, IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import { projectMembers, tasks } from '../../db/schema/projects.ts';
import { labels, taskLabels, taskchecks } from '../../db/schema/task-details.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import type { PersonRow } from '../tasks/index.ts';

export type TaskcheckRow = typeof taskchecks.$inferSelect;
export type NewTaskcheckRow = typeof taskchecks.$inferInsert;
export type TaskcheckChange = Partial<
  Pick<
    TaskcheckRow,
    | 'name'
    | 'workerId'
    | 'dueDate'
    | 'dueDateHasTime'
    | 'dueDateEnd'
    | 'dueDateEndHasTime'
    | 'stateId'
    | 'finishedById'
    | 'dateFinished'
    | 'sortingKey'
    | 'smartTaskId'
    | 'taskId'
  >
>;

const author = alias(users, 'taskcheck_author');
const worker = alias(users, 'taskcheck_worker');
const finisher = alias(users, 'taskcheck_finisher');
const smart = alias(tasks, 'smart_task');
const smartFinisher = alias(users, 'smart_task_finisher');
const person = <I, F, L>(u: { id: I; fname: F; lname: L }) => ({
  id: u.id,
  fname: u.fname,
  lname: u.lname,
});

/** The smart task's workers, in the order they were added. */
const smartWorkers = sql<PersonRow[] | null>`(
  select json_agg(json_build_object('id', ${users.id}, 'fname', ${users.fname}, 'lname', ${users.lname})
    order by ${taskWorkers.dateAdd}, ${users.id})
  from ${taskWorkers} join ${users} on ${users.id} = ${taskWorkers.userId}
  where ${taskWorkers.taskId} = ${smart.id}
)`;

export interface LabelRow {
  uuid: string;
  name: string;
  color: string | null;
}

/** The smart task's labels, by name. */
const smartLabels = sql<LabelRow[] | null>`(
  select json_agg(json_build_object('uuid', ${labels.uuid}, 'name', ${labels.name}, 'color', ${labels.color})
    order by ${labels.name}, ${labels.id})
  from ${taskLabels} join ${labels} on ${labels.id} = ${taskLabels.labelId}
  where ${taskLabels.taskId} = ${smart.id}
)`;

/** Subtasks with their people and, for smart ones, what their task carries. */
function selectTaskchecks(db: DbOrTx) {
  return db
    .select({
      check: taskchecks,
      author: person(author),
      worker: person(worker),
      finishedBy: person(finisher),
      smart: {
        id: smart.id,
        uuid: smart.uuid,
        name: smart.name,
        stateId: smart.stateId,
        priorityEnum: smart.priorityEnum,
        dueDate: smart.dueDate,
        dueDateHasTime: smart.dueDateHasTime,
        dueDateEnd: smart.dueDateEnd,
        dueDateEndHasTime: smart.dueDateEndHasTime,
        dateFinished: smart.dateFinished,
      },
      smartFinishedBy: person(smartFinisher),
      smartWorkers,
      smartLabels,
    })
    .from(taskchecks)
    .innerJoin(author, eq(author.id, taskchecks.authorId))
    .leftJoin(worker, eq(worker.id, taskchecks.workerId))
    .leftJoin(finisher, eq(finisher.id, taskchecks.finishedById))
    .leftJoin(smart, eq(smart.id, taskchecks.smartTaskId))
    .leftJoin(smartFinisher, eq(smartFinisher.id, smart.finishedById));
}
export type FullTaskcheckRow = Awaited<
  ReturnType<ReturnType<typeof selectTaskchecks>['execute']>
>[number];

/** A task's subtasks in their order. */
export async function listTaskchecksOfTask(
  db: DbOrTx,
  taskId: number,
): Promise<FullTaskcheckRow[]> {
  return selectTaskchecks(db)
    .where(eq(taskchecks.taskId, taskId))
    .orderBy(asc(taskchecks.sortingKey), asc(taskchecks.id));
}

export async function findFullTaskchecks(
  db: DbOrTx,
  ids: readonly number[],
): Promise<FullTaskcheckRow[]> {
  if (ids.length === 0) return [];
  return selectTaskchecks(db)
    .where(inArray(taskchecks.id, [...ids]))
    .orderBy(asc(taskchecks.sortingKey), asc(taskchecks.id));
}

export async function findTaskcheck(db: DbOrTx, id: number): Promise<TaskcheckRow | undefined> {
  const [row] = await db.select().from(taskchecks).where(eq(taskchecks.id, id));
  return row;
}

/** The subtask whose task is the given one (the task row behind a smart subtask). */
export async function findTaskcheckBySmartTask(
  db: DbOrTx,
  smartTaskId: number,
): Promise<TaskcheckRow | undefined> {
  const [row] = await db.select().from(taskchecks).where(eq(taskchecks.smartTaskId, smartTaskId));
  return row;
}

export async function countTaskchecks(db: DbOrTx, taskId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(taskchecks)
    .where(eq(taskchecks.taskId, taskId));
  return row?.n ?? 0;
}

/** The sorting key of a task's last subtask; null when it has none. */
export async function lastTaskcheckKey(db: DbOrTx, taskId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: max(taskchecks.sortingKey) })
    .from(taskchecks)
    .where(eq(taskchecks.taskId, taskId));
  return row?.key ?? null;
}

/**
 * The key of the neighbour of a subtask on one side (the one right after it, or right before
 * it), leaving out the subtask being moved; null at the end of the list.
 */
export async function neighbourKey(
  db: DbOrTx,
  anchor: Pick<TaskcheckRow, 'id' | 'taskId' | 'sortingKey'>,
  side: 'after' | 'before',
  excludeId: number | null,
): Promise<string | null> {
  const key = taskchecks.sortingKey;
  const id = taskchecks.id;
  const beyond: SQL | undefined =
    side === 'after'
      ? or(gt(key, anchor.sortingKey), and(eq(key, anchor.sortingKey), gt(id, anchor.id)))
      : or(lt(key, anchor.sortingKey), and(eq(key, anchor.sortingKey), lt(id, anchor.id)));
  const [row] = await db
    .select({ key })
    .from(taskchecks)
    .where(
      and(
        eq(taskchecks.taskId, anchor.taskId),
        beyond,
        excludeId === null ? undefined : ne(id, excludeId),
      ),
    )
    .orderBy(...(side === 'after' ? [asc(key), asc(id)] : [desc(key), desc(id)]))
    .limit(1);
  return row?.key ?? null;
}

export async function insertTaskchecks(
  db: DbOrTx,
  rows: NewTaskcheckRow[],
): Promise<TaskcheckRow[]> {
  if (rows.length === 0) return [];
  return db.insert(taskchecks).values(rows).returning();
}

/**
 * Writes a change and raises the version; with `version`, only at that version. Undefined when
 * the subtask changed in between or is gone.
 */
export async function updateTaskcheck(
  db: DbOrTx,
  id: number,
  version: number | null,
  change: TaskcheckChange,
): Promise<TaskcheckRow | undefined> {
  const [row] = await db
    .update(taskchecks)
    .set({ ...change, version: sql`${taskchecks.version} + 1` })
    .where(
      and(eq(taskchecks.id, id), version === null ? undefined : eq(taskchecks.version, version)),
    )
    .returning();
  return row;
}

/** Sets a subtask's state; undefined when it was in that state already. */
export async function updateTaskcheckState(
  db: DbOrTx,
  id: number,
  change: { stateId: number; finishedById: number | null; dateFinished: Date | null },
): Promise<TaskcheckRow | undefined> {
  const [row] = await db
    .update(taskchecks)
    .set({ ...change, version: sql`${taskchecks.version} + 1` })
    .where(and(eq(taskchecks.id, id), ne(taskchecks.stateId, change.stateId)))
    .returning();
  return row;
}

export async function deleteTaskchecks(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(taskchecks).where(inArray(taskchecks.id, [...ids]));
}

/** Copies a smart task's name or state onto its subtask, so the two never disagree. */
export async function mirrorSmartTask(
  db: DbOrTx,
  smartTaskId: number,
  change: Pick<TaskcheckChange, 'name' | 'stateId' | 'finishedById' | 'dateFinished'>,
): Promise<void> {
  await db
    .update(taskchecks)
    .set({ ...change, version: sql`${taskchecks.version} + 1` })
    .where(eq(taskchecks.smartTaskId, smartTaskId));
}

/** The members of a project, with what limits which lists they see. */
export async function membersOfProject(db: DbOrTx, projectId: number) {
  return db
    .select({
      ...person(users),
      isCommander: projectMembers.isCommander,
      tasklistsAcl: projectMembers.tasklistsAcl,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
}
export type MemberRow = Awaited<ReturnType<typeof membersOfProject>>[number];

export interface TaskcheckSummaryRow {
  taskId: number;
  total: number;
  finished: number;
  assignedToViewer: boolean;
}

/**
 * For many tasks in one query: how many subtasks each has, how many are finished, and whether
 * an unfinished one is the viewer's. A smart subtask counts by its task's state and workers.
 */
export function summariesOf(
  db: DbOrTx,
  taskIds: IdsParam,
  viewerId: IdParam,
): RowsRead<TaskcheckSummaryRow> {
  const state = sql`coalesce(${smart.stateId}, ${taskchecks.stateId})`;
  const viewerWorksOnSmart = sql`exists (select 1 from ${taskWorkers} where ${taskWorkers.taskId} = ${smart.id} and ${taskWorkers.userId} = ${viewerId})`;
  return rowsRead(
    db
      .select({
        taskId: taskchecks.taskId,
        total: count(),
        finished: sql<number>`count(*) filter (where ${state} = ${TASK_STATE.finished})`,
        assignedToViewer: sql<boolean>`coalesce(bool_or(${state} = ${TASK_STATE.active} and case when ${smart.id} is null then ${taskchecks.workerId} = ${viewerId} else ${viewerWorksOnSmart} end), false)`,
      })
      .from(taskchecks)
      .leftJoin(smart, eq(smart.id, taskchecks.smartTaskId))
      .where(inIds(taskchecks.taskId, taskIds))
      .groupBy(taskchecks.taskId),
    4,
    (r) => ({
      taskId: Number(r[0]),
      total: Number(r[1]),
      finished: Number(r[2]),
      assignedToViewer: r[3] as boolean,
    }),
  );
}
