import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { idListValue } from './id-list.ts';

/** A table of a person's saved filters: an id, a public uuid, its owner and its place in order. */
type SavedFilterTable = PgTable & { id: PgColumn; uuid: PgColumn; userId: PgColumn };

/**
 * The reads and writes every kind of saved filter shares (task filters, report filters): each
 * person's own rows, in their order, numbered 1, 2, 3, ...; `orderKey` names the column of that
 * place.
 */
export function savedFiltersRepo<T extends SavedFilterTable>(
  table: T,
  orderKey: keyof T['$inferSelect'] & keyof T & string,
) {
  type Row = T['$inferSelect'];
  const order = table[orderKey] as PgColumn;
  // The table as a plain one: its rows are typed by `Row` on the way out.
  const from = table as PgTable;
  return {
    /** A person's saved filters, in their order. */
    async list(db: DbOrTx, userId: number): Promise<Row[]> {
      return db
        .select()
        .from(from)
        .where(eq(table.userId, userId))
        .orderBy(asc(order), asc(table.id));
    },

    /** One of the person's saved filters; undefined when it is not theirs or does not exist. */
    async find(db: DbOrTx, userId: number, uuid: string): Promise<Row | undefined> {
      const rows = (await db
        .select()
        .from(from)
        .where(and(eq(table.userId, userId), eq(table.uuid, uuid)))) as Row[];
      return rows[0];
    },

    /** How many filters the person keeps, and the place after the last. */
    async count(db: DbOrTx, userId: number): Promise<{ count: number; nextPosition: number }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${order}), 0)::int`,
        })
        .from(from)
        .where(eq(table.userId, userId));
      return { count: row?.count ?? 0, nextPosition: (row?.last ?? 0) + 1 };
    },

    async insert(db: DbOrTx, row: T['$inferInsert']): Promise<Row> {
      const [created] = (await db.insert(table).values(row).returning()) as Row[];
      return created!;
    },

    async update(db: DbOrTx, id: number, change: PgUpdateSetSource<T>): Promise<Row | undefined> {
      const rows = (await db
        .update(table)
        .set(change)
        .where(eq(table.id, id))
        .returning()) as Row[];
      return rows[0];
    },

    async remove(db: DbOrTx, id: number): Promise<void> {
      await db.delete(table).where(eq(table.id, id));
    },

    /** Numbers the person's filters 1, 2, 3, ... in the order of the ids given. */
    async reorder(db: DbOrTx, userId: number, orderedIds: readonly number[]): Promise<void> {
      if (orderedIds.length === 0) return;
      const ids = idListValue(orderedIds);
      await db
        .update(table)
        .set({
          [orderKey]: sql`array_position(${ids}::bigint[], ${table.id})`,
        } as PgUpdateSetSource<T>)
        .where(and(eq(table.userId, userId), sql`${table.id} = any(${ids}::bigint[])`));
    },
  };
}
