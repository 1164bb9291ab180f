import type { Db, Tx } from './client.ts';

/** Work to run once the transaction has committed: publishing events, sending mail. */
export interface UnitOfWork {
  tx: Tx;
  afterCommit(task: () => Promise<void> | void): void;
}

export type Transact = <T>(work: (uow: UnitOfWork) => Promise<T>) => Promise<T>;

/**
 * Runs work in one transaction and only then runs what it queued for after the commit, so that
 * nothing leaves the process (events, mails) for a write that was rolled back.
 */
export function createTransact(db: Db, onAfterCommitError: (error: unknown) => void): Transact {
  return async (work) => {
    const queued: Array<() => Promise<void> | void> = [];
    const result = await db.transaction(async (tx) =>
      work({ tx, afterCommit: (task) => queued.push(task) }),
    );
    for (const task of queued) {
      try {
        await task();
      } catch (error) {
        onAfterCommitError(error);
      }
    }
    return result;
  };
}
