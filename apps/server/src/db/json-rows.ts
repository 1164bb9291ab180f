import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { preparedOnce } from './prepared.ts';

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
  const result: unknown = await db.execute(
    sql`select ${jsonRowsOf(query, width, orderBy)} as rows`,
  );
  return readJsonDocument(result);
}

/**
 * A select as one JSON value (an array of row arrays), as an expression: it can stand beside
 * other such reads in one statement, so that several reads take one round trip.
 */
export function jsonRowsOf(query: SQLWrapper, width: number, orderBy: readonly number[] = []): SQL {
  const columns = Array.from({ length: width }, (_, i) => sql.raw(`c${i}`));
  const list = sql.join(columns, sql`, `);
  const order: SQL =
    orderBy.length === 0
      ? sql``
      : sql` order by ${sql.join(
          orderBy.map((i) => sql.raw(`c${i}`)),
          sql`, `,
        )}`;
  return sql`(select coalesce(json_agg(json_build_array(${list})${order}), '[]'::json) from (${query}) as q(${list}))`;
}

/** A read of rows that can be sent alone or together with others in one statement. */
export interface RowsRead<R> {
  /** The rows as one JSON value (`jsonRowsOf`). */
  sql: SQL;
  /** One row, from its array of columns. */
  decode(row: unknown[]): R;
}

/** A read of a select's rows, each decoded from its columns in the select's order. */
export function rowsRead<R>(
  query: SQLWrapper,
  width: number,
  decode: (row: unknown[]) => R,
  orderBy: readonly number[] = [],
): RowsRead<R> {
  return { sql: jsonRowsOf(query, width, orderBy), decode };
}

/** Runs reads in one statement; answers each read's rows, in the reads' order. */
export async function readTogether<const T extends readonly RowsRead<unknown>[]>(
  db: DbOrTx,
  reads: T,
): Promise<RowsOf<T>> {
  if (reads.length === 0) return [] as unknown as RowsOf<T>;
  const result: unknown = await db.execute(sql`select ${togetherColumn(reads)} as rows`);
  return decodeTogether(readJsonDocument(result) as unknown[][][], reads) as RowsOf<T>;
}

/** The rows of each of several reads, in their order. */
export type RowsOf<T extends readonly RowsRead<unknown>[]> = {
  -readonly [K in keyof T]: T[K] extends RowsRead<infer R> ? R[] : never;
};

/** Each read's rows from the JSON value `readTogether` (or a column built alike) holds. */
export function decodeTogether(
  values: readonly unknown[][][],
  reads: readonly RowsRead<unknown>[],
): unknown[][] {
  return reads.map((read, i) => (values[i] ?? []).map((row) => read.decode(row)));
}

/** The reads as one JSON column, for a select that also carries them. */
export function togetherColumn(reads: readonly RowsRead<unknown>[]): SQL<unknown[][][]> {
  if (reads.length === 0) return sql<unknown[][][]>`'[]'::json`;
  return sql<unknown[][][]>`json_build_array(${sql.join(
    reads.map((read) => read.sql),
    sql`, `,
  )})`;
}

/**
 * Reads sent together as a prepared statement, built once per database handle under `name`: the
 * reads use placeholders, whose values `run` takes.
 */
export function prepareReadTogether<const T extends readonly RowsRead<unknown>[]>(
  db: DbOrTx,
  name: string,
  build: () => T,
): (values: Record<string, unknown>) => Promise<RowsOf<T>> {
  const { query, reads } = preparedOnce(db, name, () => {
    const built = build();
    return {
      reads: built,
      query: db
        .select({ rows: togetherColumn(built) })
        .from(sql`(select 1) as one`)
        .prepare(name),
    };
  });
  return async (values) => {
    const [row] = await query.execute(values);
    const document = row?.rows;
    const parsed = (
      typeof document === 'string' ? JSON.parse(document) : document
    ) as unknown[][][];
    return decodeTogether(parsed ?? [], reads) as RowsOf<T>;
  };
}

/** Runs one read alone. */
export async function readRows<R>(db: DbOrTx, read: RowsRead<R>): Promise<R[]> {
  const [rows] = await readTogether(db, [read] as const);
  return rows;
}

/** The `rows` column of a one-row result holding a JSON array, parsed when the driver did not. */
export function readJsonDocument(result: unknown): unknown[][] {
  const raw = (result as { rows: Array<{ rows: unknown }> }).rows[0]?.rows;
  return (typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? [])) as unknown[][];
}

/** A moment as JSON writes a timestamptz, as a Date; null stays null. */
export const jsonDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);
