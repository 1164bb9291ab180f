import { eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema/projects.ts';

/** The writes on task rows that subtasks make: the rows behind smart subtasks and conversions. */

/** Links a task row to the subtask it stands behind (or frees it), with what the two share. */
export async function setSmartTaskFields(
  db: DbOrTx,
  taskId: number,
  change: Partial<
    Pick<
      typeof tasks.$inferInsert,
      | 'smartParentTaskId'
      | 'tasklistId'
      | 'sortingKey'
      | 'name'
      | 'stateId'
      | 'finishedById'
      | 'dateFinished'
      | 'dueDate'
      | 'dueDateHasTime'
      | 'dueDateEnd'
      | 'dueDateEndHasTime'
      | 'dateDeleted'
      | 'deletedById'
      | 'dateUpd'
      | 'assignerId'
    >
  >,
) {
  const [row] = await db
    .update(tasks)
    .set({ ...change, version: sql`${tasks.version} + 1` })
    .where(eq(tasks.id, taskId))
    .returning();
  return row;
}

/** Frees a task row from the subtask it stood behind; its version stays, nothing else changed. */
export async function clearSmartParent(db: DbOrTx, taskId: number): Promise<void> {
  await db.update(tasks).set({ smartParentTaskId: null }).where(eq(tasks.id, taskId));
}

/** The sorting key of the last task of a list, trashed ones too. */
export async function lastTaskKey(db: DbOrTx, tasklistId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: max(tasks.sortingKey) })
    .from(tasks)
    .where(eq(tasks.tasklistId, tasklistId));
  return row?.key ?? null;
}
