import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * `column = any('{1,2,3}'::bigint[])`: one parameter however many ids there are. An IN list
 * binds one parameter per id, and planning thousands of them costs more than the query itself.
 */
export function inIds(column: AnyColumn | SQL, ids: readonly number[]): SQL {
  const literal = `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;
  return sql`${column} = any(${literal}::bigint[])`;
}
