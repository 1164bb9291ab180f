import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/** Statements sent within one piece of work (a request): each is one round trip. */
export interface StatementScope {
  statements: number;
}

const scope = new AsyncLocalStorage<StatementScope>();

/**
 * Counts every statement the database layer sends (transaction begin and commit included), in
 * all and within the scope under way, for the request log, the tests that hold the counts of the
 * write and read paths, and the benches.
 */
export function statementCounter(): { logger: Logger; total: () => number } {
  let total = 0;
  return {
    logger: {
      logQuery: () => {
        total += 1;
        const current = scope.getStore();
        if (current) current.statements += 1;
      },
    },
    total: () => total,
  };
}

/** Runs `work` (and all it starts) in a scope of its own; the scope counts its statements. */
export function inStatementScope<T>(work: (counted: StatementScope) => T): T {
  const counted: StatementScope = { statements: 0 };
  return scope.run(counted, () => work(counted));
}
