import { sql } from 'drizzle-orm';
import type { AnyColumn, Placeholder, SQL } from 'drizzle-orm';

/** Ids given now, or a placeholder of a prepared statement bound to `idListValue(ids)`. */
export type IdsParam = readonly number[] | Placeholder;
/** An id given now, or a placeholder of a prepared statement. */
export type IdParam = number | Placeholder;

/** The one parameter `inIds` binds for a list of ids. */
export function idListValue(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;
}

/**
 * `column = any('{1,2,3}'::bigint[])`: one parameter however many ids there are. An IN list
 * binds one parameter per id, and planning thousands of them costs more than the query itself.
 */
export function inIds(column: AnyColumn | SQL, ids: IdsParam): SQL {
  const value = Array.isArray(ids) ? idListValue(ids as readonly number[]) : ids;
  return sql`${column} = any(${value}::bigint[])`;
}

/** Placeholders of a prepared statement, by name. */
export const placeholder = (name: string): Placeholder => sql.placeholder(name);
