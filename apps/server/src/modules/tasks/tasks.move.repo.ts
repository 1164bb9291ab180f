import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { tasklists, tasks } from '../../db/schema/projects.ts';
import {
  customFieldValues,
  customFields,
  pinnedItems,
  taskRecurrences,
} from '../../db/schema/task-details.ts';
import { onBoard } from '../tasklists/index.ts';
import type { TaskRow } from './tasks.repo.ts';

/**
 * Locks a task list until the transaction ends, so that moves into one list take turns: each
 * reads its neighbours after the one before it has written. Answers the list's state.
 */
export async function lockTasklist(db: DbOrTx, tasklistId: number) {
  const [row] = await db
    .select({ stateId: tasklists.stateId, dateDeleted: tasklists.dateDeleted })
    .from(tasklists)
    .where(eq(tasklists.id, tasklistId))
    .for('update');
  return row;
}

/** Locks a task's row until the transaction ends and answers it as it now is. */
export async function lockTask(db: DbOrTx, taskId: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
  return row;
}

/** The given tasks' lists and places, to check neighbours. */
export async function findPlaces(db: DbOrTx, taskIds: number[]) {
  if (taskIds.length === 0) return [];
  return db
    .select({
      id: tasks.id,
      tasklistId: tasks.tasklistId,
      sortingKey: tasks.sortingKey,
      dateDeleted: tasks.dateDeleted,
    })
    .from(tasks)
    .where(inArray(tasks.id, taskIds));
}

/**
 * The key next to `key` in a list, one task left out: the first greater one (`next`) or the last
 * smaller one (`previous`); from no key, the list's first or last. Null when there is none. Every
 * task of the list counts, those in the trash too, so that a restored task finds its place free.
 */
export async function neighbourKey(
  db: DbOrTx,
  input: { tasklistId: number; key: string | null; side: 'next' | 'previous'; except: number },
): Promise<string | null> {
  const { key, side } = input;
  const beyond =
    key === null
      ? undefined
      : side === 'next'
        ? gt(tasks.sortingKey, key)
        : lt(tasks.sortingKey, key);
  const [row] = await db
    .select({ key: tasks.sortingKey })
    .from(tasks)
    .where(and(eq(tasks.tasklistId, input.tasklistId), ne(tasks.id, input.except), beyond))
    .orderBy(side === 'next' ? asc(tasks.sortingKey) : desc(tasks.sortingKey))
    .limit(1);
  return row?.key ?? null;
}

/**
 * Puts a task at its new place: its own row is the only task row written. A task that changes
 * list gets the next number there (the spec's sorting_id).
 */
export async function placeTask(
  db: DbOrTx,
  input: {
    taskId: number;
    projectId: number;
    tasklistId: number;
    sortingKey: string;
    changesList: boolean;
    clearAssigner: boolean;
    now: Date;
  },
): Promise<TaskRow> {
  const [row] = await db
    .update(tasks)
    .set({
      projectId: input.projectId,
      tasklistId: input.tasklistId,
      sortingKey: input.sortingKey,
      ...(input.changesList
        ? {
            sortingId: sql`(select coalesce(max(${tasks.sortingId}), 0) + 1 from ${tasks} where ${tasks.tasklistId} = ${input.tasklistId})`,
          }
        : {}),
      ...(input.clearAssigner ? { assignerId: null } : {}),
      dateUpd: input.now,
      version: sql`${tasks.version} + 1`,
    })
    .where(eq(tasks.id, input.taskId))
    .returning();
  return row!;
}

/** The task rows behind a task's smart subtasks follow it to its new list. */
export async function moveSmartSubtaskRows(
  db: DbOrTx,
  input: { parentId: number; projectId: number; tasklistId: number },
): Promise<void> {
  await db
    .update(tasks)
    .set({
      projectId: input.projectId,
      tasklistId: input.tasklistId,
      version: sql`${tasks.version} + 1`,
    })
    .where(eq(tasks.smartParentTaskId, input.parentId));
}

/**
 * What tasks leave behind when they go to another project: their pins there and their values of
 * that project's custom fields. Their recurrence rules go along with them. The tasks are one task
 * (`taskId`) or every task of a task list (`tasklistId`, a list moved with its tasks).
 */
export async function detachFromProject(
  db: DbOrTx,
  input: ({ taskId: number } | { tasklistId: number }) & {
    fromProjectId: number;
    toProjectId: number;
  },
): Promise<void> {
  const moving = (column: AnyPgColumn) =>
    'taskId' in input
      ? eq(column, input.taskId)
      : inArray(
          column,
          db.select({ id: tasks.id }).from(tasks).where(eq(tasks.tasklistId, input.tasklistId)),
        );
  await db
    .delete(pinnedItems)
    .where(and(moving(pinnedItems.taskId), eq(pinnedItems.projectId, input.fromProjectId)));
  await db
    .delete(customFieldValues)
    .where(
      and(
        moving(customFieldValues.taskId),
        inArray(
          customFieldValues.fieldId,
          db
            .select({ id: customFields.id })
            .from(customFields)
            .where(eq(customFields.projectId, input.fromProjectId)),
        ),
      ),
    );
  await db
    .update(taskRecurrences)
    .set({ projectId: input.toProjectId })
    .where(moving(taskRecurrences.currentTaskId));
}

/** The tasks of a task list that moved to another project go along with it. */
export async function moveTasksWithList(
  db: DbOrTx,
  input: { tasklistId: number; fromProjectId: number; toProjectId: number },
): Promise<void> {
  await detachFromProject(db, input);
  await db
    .update(tasks)
    .set({ projectId: input.toProjectId, version: sql`${tasks.version} + 1` })
    .where(eq(tasks.tasklistId, input.tasklistId));
}

/** The task lists on the boards of the given projects, in board order. */
export async function listBoardTasklistsOf(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({ id: tasklists.id, name: tasklists.name, projectId: tasklists.projectId })
    .from(tasklists)
    .where(and(inArray(tasklists.projectId, projectIds), onBoard))
    .orderBy(asc(tasklists.sortingId), asc(tasklists.id));
}
