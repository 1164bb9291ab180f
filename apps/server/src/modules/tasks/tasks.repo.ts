import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, getTableName, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { idListValue, inIds, placeholder } from '../../db/id-list.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { selectJsonRows } from '../../db/json-rows.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { taskUserFlags, taskWorkers } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import { nextSortingKey } from './task-sorting.ts';
import {
  accessColumns,
  ownerOfProject,
  projectOwner,
  viewerMembership,
} from '../projects/index.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskChange = Partial<
  Pick<
    TaskRow,
    | 'name'
    | 'description'
    | 'priorityEnum'
    | 'dueDate'
    | 'dueDateHasTime'
    | 'dueDateEnd'
    | 'dueDateEndHasTime'
    | 'assignerId'
    | 'stateId'
    | 'finishedById'
    | 'dateFinished'
    | 'dateDeleted'
    | 'deletedById'
  >
>;
export interface PersonRow {
  id: number;
  fname: string;
  lname: string;
}

const author = alias(users, 'author');
const finisher = alias(users, 'finisher');
const assigner = alias(users, 'assigner');
const person = <I, F, L>(u: { id: I; fname: F; lname: L }) => ({
  id: u.id,
  fname: u.fname,
  lname: u.lname,
});

// Qualified by hand: inside the subquery a bare "id" would mean the worker's user id.
const outerTaskId = sql`${sql.identifier(getTableName(tasks))}.${sql.identifier(tasks.id.name)}`;

/** The task's workers, in the order they were added, gathered in the task's own row. */
const workersOfTask = sql<PersonRow[]>`coalesce((
  select json_agg(json_build_object('id', ${users.id}, 'fname', ${users.fname}, 'lname', ${users.lname})
    order by ${taskWorkers.dateAdd}, ${users.id})
  from ${taskWorkers} join ${users} on ${users.id} = ${taskWorkers.userId}
  where ${taskWorkers.taskId} = ${outerTaskId}
), '[]'::json)`;

/** The columns of a task with the people, places and the viewer's own marks the full shape needs. */
function fullTaskColumns() {
  return {
    task: tasks,
    author: person(author),
    finishedBy: person(finisher),
    assigner: person(assigner),
    workers: workersOfTask,
    project: { id: projects.id, name: projects.name, currency: projects.currency },
    tasklist: { id: tasklists.id, name: tasklists.name },
    flags: { isMyPriority: taskUserFlags.isMyPriority, isTracked: taskUserFlags.isTracked },
  };
}

/** Every task with the people, places and the viewer's own marks the full shape needs. */
export function selectTasks(db: DbOrTx, viewerId: number) {
  return db
    .select(fullTaskColumns())
    .from(tasks)
    .innerJoin(author, eq(author.id, tasks.authorId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .leftJoin(finisher, eq(finisher.id, tasks.finishedById))
    .leftJoin(assigner, eq(assigner.id, tasks.assignerId))
    .leftJoin(
      taskUserFlags,
      and(eq(taskUserFlags.taskId, tasks.id), eq(taskUserFlags.userId, viewerId)),
    );
}
export type FullTaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

/**
 * One task in the full shape with what tells the viewer's access to its project and the column
 * the caller adds (the task's parts), in one query: a task's read in one round trip. Prepared
 * once: the statement is built once and the database plans it once per connection.
 */
export function prepareTaskToPresent(
  db: Db,
  /** A unique name for the statement (its text depends on the parts). */
  name: string,
  /** The parts' column; it may use the placeholders `taskIds` and `viewerId`. */
  parts: SQL<unknown[][][]>,
) {
  const taskId = placeholder('taskId');
  const viewerId = placeholder('viewerId');
  const query = db
    .select({
      ...fullTaskColumns(),
      projectFacts: { id: projects.id, stateId: projects.stateId, ownerId: projects.ownerId },
      ...accessColumns(viewerId),
      parts,
    })
    .from(tasks)
    .innerJoin(author, eq(author.id, tasks.authorId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .leftJoin(finisher, eq(finisher.id, tasks.finishedById))
    .leftJoin(assigner, eq(assigner.id, tasks.assignerId))
    .leftJoin(
      taskUserFlags,
      and(eq(taskUserFlags.taskId, tasks.id), eq(taskUserFlags.userId, viewerId)),
    )
    .leftJoin(projectMembers, viewerMembership(viewerId))
    .innerJoin(projectOwner, ownerOfProject)
    .where(eq(tasks.id, taskId))
    .prepare(name);
  return async (id: number, viewer: number) => {
    const [row] = await query.execute({
      taskId: id,
      viewerId: viewer,
      taskIds: idListValue([id]),
    });
    return row;
  };
}

interface NewTask {
  projectId: number;
  tasklistId: number;
  name: string;
  stateId: number;
  authorId: number;
  dateAdd: Date;
  /** Due dates a new task may start with (one made from a calendar's event). */
  dueDate?: Date | null;
  dueDateHasTime?: boolean;
  dueDateEnd?: Date | null;
  dueDateEndHasTime?: boolean;
}

/** Adds a task at the end of its list. */
export async function insertTask(db: DbOrTx, row: NewTask): Promise<TaskRow> {
  // Trashed tasks count too, so that one restored later keeps a place of its own.
  const [last] = await db
    .select({ key: max(tasks.sortingKey) })
    .from(tasks)
    .where(eq(tasks.tasklistId, row.tasklistId));
  return insertTaskAfter(db, row, last?.key ?? null);
}

/**
 * Adds a task at the end of its list, after `lastKey` (the list's greatest sorting key, read with
 * the list). A task another person adds in the same moment may get the same key: both stay, in
 * the order of their ids, and a move between them is refused, never lost.
 */
export async function insertTaskAfter(
  db: DbOrTx,
  row: NewTask,
  lastKey: string | null,
): Promise<TaskRow> {
  const [created] = await db
    .insert(tasks)
    .values({
      ...row,
      sortingKey: nextSortingKey(lastKey),
      sortingId: sql`(select coalesce(max(${tasks.sortingId}), 0) + 1 from ${tasks} where ${tasks.tasklistId} = ${row.tasklistId})`,
    })
    .returning();
  return created!;
}

/** One task by id or uuid, whether or not it is in the trash, in the full shape. */
export async function findFullTask(
  db: DbOrTx,
  ref: { id: number } | { uuid: string },
  viewerId: number,
): Promise<FullTaskRow | undefined> {
  const [row] = await selectTasks(db, viewerId).where(
    'id' in ref ? eq(tasks.id, ref.id) : eq(tasks.uuid, ref.uuid),
  );
  return row;
}

/** A task with what tells the actor's access to its project, in one query. */
export async function findTaskWithAccess(db: DbOrTx, id: number, userId: number) {
  const query = preparedOnce(db, 'task_with_access', () => {
    const viewerId = placeholder('userId');
    return db
      .select({
        task: tasks,
        project: { id: projects.id, stateId: projects.stateId, ownerId: projects.ownerId },
        ...accessColumns(viewerId),
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(projectMembers, viewerMembership(viewerId))
      .innerJoin(projectOwner, ownerOfProject)
      .where(eq(tasks.id, placeholder('id')))
      .prepare('task_with_access');
  });
  const [row] = await query.execute({ id, userId });
  return row;
}

export async function findTask(db: DbOrTx, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

/** The descriptions of those of the given tasks that have one, by task id, in one query. */
export async function descriptionsOf(
  db: DbOrTx,
  taskIds: readonly number[],
): Promise<Map<number, string>> {
  if (taskIds.length === 0) return new Map();
  const rows = await selectJsonRows(
    db,
    db
      .select({ id: tasks.id, description: tasks.description })
      .from(tasks)
      .where(and(inIds(tasks.id, taskIds), isNotNull(tasks.description))),
    2,
  );
  return new Map(rows.map((r) => [Number(r[0]), r[1] as string]));
}

export async function findTaskIdByUuid(db: DbOrTx, uuid: string): Promise<number | undefined> {
  const [row] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.uuid, uuid));
  return row?.id;
}

/**
 * Writes a change at the version the caller read and counts it as an edit; undefined when the
 * task has changed since (or is gone).
 */
export async function updateTask(
  db: DbOrTx,
  id: number,
  version: number,
  change: TaskChange & { dateUpd: Date },
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ ...change, version: sql`${tasks.version} + 1` })
    .where(and(eq(tasks.id, id), eq(tasks.version, version)))
    .returning();
  return row;
}

/**
 * Writes a task's description if the task is still at the version the caller read; undefined when
 * it changed in between. For the comments that become a description and back.
 */
export async function writeTaskDescription(
  db: DbOrTx,
  input: { taskId: number; version: number; description: string | null; now: Date },
): Promise<TaskRow | undefined> {
  return updateTask(db, input.taskId, input.version, {
    description: input.description,
    dateUpd: input.now,
  });
}

/** The task's workers, in the order they were added. */
export async function listTaskWorkers(db: DbOrTx, taskId: number): Promise<PersonRow[]> {
  return db
    .select(person(users))
    .from(taskWorkers)
    .innerJoin(users, eq(users.id, taskWorkers.userId))
    .where(eq(taskWorkers.taskId, taskId))
    .orderBy(asc(taskWorkers.dateAdd), asc(users.id));
}

/** Makes the given people the task's workers; those who stay keep the date they were added. */
export async function replaceTaskWorkers(
  db: DbOrTx,
  taskId: number,
  change: { added: number[]; removed: number[]; now: Date },
): Promise<void> {
  if (change.removed.length > 0)
    await db
      .delete(taskWorkers)
      .where(and(eq(taskWorkers.taskId, taskId), inArray(taskWorkers.userId, change.removed)));
  if (change.added.length > 0)
    await db
      .insert(taskWorkers)
      .values(change.added.map((userId) => ({ taskId, userId, dateAdd: change.now })))
      .onConflictDoNothing();
}

/** Of the given users, the members of a project, with what limits which lists they see. */
export async function membersAmong(db: DbOrTx, projectId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      ...person(users),
      isCommander: projectMembers.isCommander,
      tasklistsAcl: projectMembers.tasklistsAcl,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, [...userIds])),
    );
}

/** Sets a user's own marks on a task; a mark left out keeps its value. */
export async function upsertTaskFlags(
  db: DbOrTx,
  input: {
    taskId: number;
    userId: number;
    isMyPriority?: boolean | undefined;
    isTracked?: boolean | undefined;
    now: Date;
  },
): Promise<void> {
  const set = {
    ...(input.isMyPriority === undefined ? {} : { isMyPriority: input.isMyPriority }),
    ...(input.isTracked === undefined ? {} : { isTracked: input.isTracked }),
    dateUpd: input.now,
  };
  await db
    .insert(taskUserFlags)
    .values({ taskId: input.taskId, userId: input.userId, ...set })
    .onConflictDoUpdate({ target: [taskUserFlags.taskId, taskUserFlags.userId], set });
}

/** Sets a task's state; returns the new row, or undefined when it was already in that state. */
export async function updateTaskState(
  db: DbOrTx,
  id: number,
  change: { stateId: number; finishedById: number | null; dateFinished: Date | null; now: Date },
): Promise<TaskRow | undefined> {
  const { now, ...state } = change;
  const [row] = await db
    .update(tasks)
    .set({ ...state, dateUpd: now, version: sql`${tasks.version} + 1` })
    .where(and(eq(tasks.id, id), sql`${tasks.stateId} <> ${change.stateId}`))
    .returning();
  return row;
}
