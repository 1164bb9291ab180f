import { asc, count, eq, getTableName, sql } from 'drizzle-orm';
import { TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { tasklists, tasks } from '../../db/schema/projects.ts';

export type TasklistRow = typeof tasklists.$inferSelect;

/**
 * The outer row's id, qualified by hand: in a single-table select Drizzle renders `tasklists.id`
 * as a bare "id", which inside the subquery below would mean tasks.id.
 */
const outerTasklistId = sql`${sql.identifier(getTableName(tasklists))}.${sql.identifier(tasklists.id.name)}`;

/** Active tasks of the task list in the row, counted in the same query. */
const activeTasks =
  sql<number>`(select ${count()} from ${tasks} where ${tasks.tasklistId} = ${outerTasklistId} and ${tasks.stateId} = ${TASK_STATE.active})`.mapWith(
    Number,
  );

export async function insertTasklist(
  db: DbOrTx,
  row: { projectId: number; name: string; stateId: number; dateActivation: Date },
): Promise<TasklistRow> {
  const [created] = await db
    .insert(tasklists)
    .values({
      ...row,
      sortingId: sql`(select coalesce(max(${tasklists.sortingId}), 0) + 1 from ${tasklists} where ${tasklists.projectId} = ${row.projectId})`,
    })
    .returning();
  return created!;
}

export async function listTasklistsOfProject(db: DbOrTx, projectId: number) {
  return db
    .select({ tasklist: tasklists, countActiveTasks: activeTasks })
    .from(tasklists)
    .where(eq(tasklists.projectId, projectId))
    .orderBy(asc(tasklists.sortingId), asc(tasklists.id));
}

export async function findTasklist(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ tasklist: tasklists, countActiveTasks: activeTasks })
    .from(tasklists)
    .where(eq(tasklists.id, id));
  return row;
}
export type TasklistWithCounts = NonNullable<Awaited<ReturnType<typeof findTasklist>>>;
