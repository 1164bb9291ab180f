import type { DbOrTx } from './client.ts';

const built = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A prepared statement of a hot path, built once per database handle: the query builder runs
 * once instead of on every request, and PostgreSQL plans the named statement once per connection.
 * Its parameters are placeholders (`placeholder(name)`), given at `execute`.
 */
export function preparedOnce<T>(db: DbOrTx, name: string, build: () => T): T {
  let statements = built.get(db);
  if (!statements) built.set(db, (statements = new Map<string, unknown>()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) statements.set(name, (statement = build()));
  return statement;
}
