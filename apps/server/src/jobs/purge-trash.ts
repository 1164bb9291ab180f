import { and, isNotNull, lt } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import type { Transact } from '../db/unit-of-work.ts';
import type { Clock } from '../lib/clock.ts';
import type { JobQueue } from './queue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every night at 03:17 UTC, when few people work. */
export const PURGE_CRON = '17 3 * * *';

/**
 * Deletes for good, every night, what has been in a module's trash longer than `days` (0 keeps
 * the trash as it is). `purge` deletes what went to the trash before the given moment and answers
 * how many it deleted; the job `name` runs it in one transaction.
 */
export function purgeTrashNightly(
  deps: { jobs: JobQueue; transact: Transact; clock: Clock; days: number },
  name: string,
  purge: (tx: Tx, before: Date) => Promise<number>,
): void {
  deps.jobs.define(name, async () => {
    if (deps.days === 0) return;
    const before = new Date(deps.clock.now().getTime() - deps.days * DAY_MS);
    await deps.transact((uow) => purge(uow.tx, before));
  });
  deps.jobs.every(name, PURGE_CRON);
}

/** Deletes the rows of a table that went to the trash (`dateDeleted`) before the moment. */
export async function deleteTrashedBefore(
  tx: Tx,
  table: PgTable,
  dateDeleted: AnyPgColumn,
  before: Date,
): Promise<number> {
  const gone = await tx
    .delete(table)
    .where(and(isNotNull(dateDeleted), lt(dateDeleted, before)))
    .returning();
  return gone.length;
}
