import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { idListValue } from '../../db/id-list.ts';
import { taskFilters } from '../../db/schema/task-filters.ts';

export type SavedTaskFilterRow = typeof taskFilters.$inferSelect;

/** A person's saved task filters, in their order. */
export async function listSavedTaskFilters(
  db: DbOrTx,
  userId: number,
): Promise<SavedTaskFilterRow[]> {
  return db
    .select()
    .from(taskFilters)
    .where(eq(taskFilters.userId, userId))
    .orderBy(asc(taskFilters.position), asc(taskFilters.id));
}

/** One of the person's saved task filters; undefined when it is not theirs or does not exist. */
export async function findSavedTaskFilter(
  db: DbOrTx,
  userId: number,
  uuid: string,
): Promise<SavedTaskFilterRow | undefined> {
  const [row] = await db
    .select()
    .from(taskFilters)
    .where(and(eq(taskFilters.userId, userId), eq(taskFilters.uuid, uuid)));
  return row;
}

/** How many task filters the person keeps, and the place after the last. */
export async function savedTaskFilterCount(
  db: DbOrTx,
  userId: number,
): Promise<{ count: number; nextPosition: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${taskFilters.position}), 0)::int`,
    })
    .from(taskFilters)
    .where(eq(taskFilters.userId, userId));
  return { count: row?.count ?? 0, nextPosition: (row?.last ?? 0) + 1 };
}

export async function insertSavedTaskFilter(
  db: DbOrTx,
  row: typeof taskFilters.$inferInsert,
): Promise<SavedTaskFilterRow> {
  const [created] = await db.insert(taskFilters).values(row).returning();
  return created!;
}

export async function updateSavedTaskFilter(
  db: DbOrTx,
  id: number,
  change: Pick<typeof taskFilters.$inferInsert, 'name' | 'values' | 'settings'>,
): Promise<SavedTaskFilterRow | undefined> {
  const [row] = await db.update(taskFilters).set(change).where(eq(taskFilters.id, id)).returning();
  return row;
}

export async function deleteSavedTaskFilter(db: DbOrTx, id: number): Promise<void> {
  await db.delete(taskFilters).where(eq(taskFilters.id, id));
}

/** Numbers the person's task filters 1, 2, 3, ... in the order of the ids given. */
export async function setSavedTaskFilterOrder(
  db: DbOrTx,
  userId: number,
  orderedIds: readonly number[],
): Promise<void> {
  if (orderedIds.length === 0) return;
  const ids = idListValue(orderedIds);
  await db
    .update(taskFilters)
    .set({ position: sql`array_position(${ids}::bigint[], ${taskFilters.id})` })
    .where(and(eq(taskFilters.userId, userId), sql`${taskFilters.id} = any(${ids}::bigint[])`));
}
