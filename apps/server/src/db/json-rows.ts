import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Runs a select and reads its rows as one JSON document of arrays, one array per row with the
 * columns in the select's order. The database builds one value, which the driver reads far
 * faster than thousands of rows (the embedded database decodes every row in JavaScript).
 *
 * Values come back as JSON does: numbers (bigint ids too, which stay below 2^53), strings,
 * booleans, null; moments as ISO strings; json columns as they are. `orderBy` names columns by
 * their position in the select, for the order of the arrays.
 */
export async function selectJsonRows(
  db: DbOrTx,
  query: SQLWrapper,
  width: number,
  orderBy: readonly number[] = [],
): Promise<unknown[][]> {
  const columns = Array.from({ length: width }, (_, i) => sql.raw(`c${i}`));
  const list = sql.join(columns, sql`, `);
  const order: SQL =
    orderBy.length === 0
      ? sql``
      : sql` order by ${sql.join(
          orderBy.map((i) => sql.raw(`c${i}`)),
          sql`, `,
        )}`;
  const result: unknown = await db.execute(
    sql`select coalesce(json_agg(json_build_array(${list})${order}), '[]'::json) as rows from (${query}) as q(${list})`,
  );
  return readJsonDocument(result);
}

/** The `rows` column of a one-row result holding a JSON array, parsed when the driver did not. */
export function readJsonDocument(result: unknown): unknown[][] {
  const raw = (result as { rows: Array<{ rows: unknown }> }).rows[0]?.rows;
  return (typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? [])) as unknown[][];
}

/** A moment as JSON writes a timestamptz, as a Date; null stays null. */
export const jsonDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);
