import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { idListValue } from '../../db/id-list.ts';
import { workReportFilters } from '../../db/schema/work.ts';

export type SavedFilterRow = typeof workReportFilters.$inferSelect;

/** A person's saved filters, in their order. */
export async function listSavedFilters(db: DbOrTx, userId: number): Promise<SavedFilterRow[]> {
  return db
    .select()
    .from(workReportFilters)
    .where(eq(workReportFilters.userId, userId))
    .orderBy(asc(workReportFilters.sorting), asc(workReportFilters.id));
}

/** One of the person's saved filters; undefined when it is not theirs or does not exist. */
export async function findSavedFilter(
  db: DbOrTx,
  userId: number,
  uuid: string,
): Promise<SavedFilterRow | undefined> {
  const [row] = await db
    .select()
    .from(workReportFilters)
    .where(and(eq(workReportFilters.userId, userId), eq(workReportFilters.uuid, uuid)));
  return row;
}

/** How many filters the person keeps, and the place after the last. */
export async function savedFilterCount(
  db: DbOrTx,
  userId: number,
): Promise<{ count: number; nextSorting: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${workReportFilters.sorting}), 0)::int`,
    })
    .from(workReportFilters)
    .where(eq(workReportFilters.userId, userId));
  return { count: row?.count ?? 0, nextSorting: (row?.last ?? 0) + 1 };
}

export async function insertSavedFilter(
  db: DbOrTx,
  row: typeof workReportFilters.$inferInsert,
): Promise<SavedFilterRow> {
  const [created] = await db.insert(workReportFilters).values(row).returning();
  return created!;
}

export async function updateSavedFilter(
  db: DbOrTx,
  id: number,
  change: Pick<typeof workReportFilters.$inferInsert, 'name' | 'filter'>,
): Promise<SavedFilterRow | undefined> {
  const [row] = await db
    .update(workReportFilters)
    .set(change)
    .where(eq(workReportFilters.id, id))
    .returning();
  return row;
}

export async function deleteSavedFilter(db: DbOrTx, id: number): Promise<void> {
  await db.delete(workReportFilters).where(eq(workReportFilters.id, id));
}

/** Numbers the person's filters 1, 2, 3, ... in the order of the ids given. */
export async function setSavedFilterOrder(
  db: DbOrTx,
  userId: number,
  orderedIds: readonly number[],
): Promise<void> {
  if (orderedIds.length === 0) return;
  const ids = idListValue(orderedIds);
  await db
    .update(workReportFilters)
    .set({ sorting: sql`array_position(${ids}::bigint[], ${workReportFilters.id})` })
    .where(
      and(
        eq(workReportFilters.userId, userId),
        sql`${workReportFilters.id} = any(${ids}::bigint[])`,
      ),
    );
}
