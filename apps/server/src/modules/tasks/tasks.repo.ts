import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tasklists, tasks } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { onBoard } from '../tasklists/tasklists.repo.ts';

export type TaskRow = typeof tasks.$inferSelect;

const author = alias(users, 'author');
const finisher = alias(users, 'finisher');

const taskColumns = {
  task: tasks,
  author: { id: author.id, fname: author.fname, lname: author.lname },
  finishedBy: { id: finisher.id, fname: finisher.fname, lname: finisher.lname },
};

function selectTasks(db: DbOrTx) {
  return db
    .select(taskColumns)
    .from(tasks)
    .innerJoin(author, eq(author.id, tasks.authorId))
    .leftJoin(finisher, eq(finisher.id, tasks.finishedById));
}

export async function insertTask(
  db: DbOrTx,
  row: {
    projectId: number;
    tasklistId: number;
    name: string;
    stateId: number;
    authorId: number;
    dateAdd: Date;
  },
): Promise<TaskRow> {
  const [created] = await db
    .insert(tasks)
    .values({
      ...row,
      sortingId: sql`(select coalesce(max(${tasks.sortingId}), 0) + 1 from ${tasks} where ${tasks.tasklistId} = ${row.tasklistId})`,
    })
    .returning();
  return created!;
}

export async function findTaskWithPeople(db: DbOrTx, id: number) {
  const [row] = await selectTasks(db).where(eq(tasks.id, id));
  return row;
}
export type TaskWithPeople = NonNullable<Awaited<ReturnType<typeof findTaskWithPeople>>>;

export async function findTask(db: DbOrTx, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

/** The tasks on a project's board: those of task lists neither archived nor in the trash. */
export async function listTasksOfProject(db: DbOrTx, projectId: number) {
  return selectTasks(db)
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .where(and(eq(tasks.projectId, projectId), onBoard))
    .orderBy(asc(tasks.tasklistId), asc(tasks.sortingId), asc(tasks.id));
}

/** Sets a task's state; returns the new row, or undefined when it was already in that state. */
export async function updateTaskState(
  db: DbOrTx,
  id: number,
  change: { stateId: number; finishedById: number | null; dateFinished: Date | null },
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ ...change, version: sql`${tasks.version} + 1` })
    .where(sql`${tasks.id} = ${id} and ${tasks.stateId} <> ${change.stateId}`)
    .returning();
  return row;
}
