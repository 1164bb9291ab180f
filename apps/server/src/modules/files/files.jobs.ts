import type { Core } from '../../core.ts';
import { files } from '../../db/schema/files.ts';
import { deleteTrashedBefore, purgeTrashNightly } from '../../jobs/purge-trash.ts';
import { contentInUse } from './files.repo.ts';

/** Stored bytes younger than this are left alone: an upload writes them before its row. */
const SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** Every night at 04:23 UTC, after the trash is purged. */
const SWEEP_CRON = '23 4 * * *';

/**
 * Lets go of stored contents that no file, preview or photo keeps any more (what remains of files
 * deleted for good, with their task, project or the trash): each is checked on its own, so a
 * content kept again meanwhile stays. Answers how many were removed.
 */
export async function sweepStoredContents(
  deps: Pick<Core, 'db' | 'files' | 'clock'>,
): Promise<number> {
  const before = deps.clock.now().getTime() - SWEEP_MIN_AGE_MS;
  let removed = 0;
  for await (const { key, modified } of deps.files.list()) {
    if (modified.getTime() > before || (await contentInUse(deps.db, key))) continue;
    await deps.files.remove(key);
    removed += 1;
  }
  return removed;
}

/** The files module's background work: the trash purged, unkept contents let go. */
export function registerFileJobs(core: Core): void {
  purgeTrashNightly({ ...core, days: core.config.TRASH_DAYS }, 'files.purge-trash', (tx, before) =>
    deleteTrashedBefore(tx, files, files.dateDeleted, before),
  );
  core.jobs.define('files.sweep', async () => {
    const removed = await sweepStoredContents(core);
    if (removed > 0) core.app.log.info({ removed }, 'stored contents nothing keeps were removed');
  });
  core.jobs.every('files.sweep', SWEEP_CRON);
}
