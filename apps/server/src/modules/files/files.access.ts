import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { loadProjectAccess } from '../projects/index.ts';
import { loadTask } from '../tasks/index.ts';
import { filePolicy } from './files.policy.ts';
import { findFile } from './files.repo.ts';

/** A file the actor sees, with their access; any other answers the same 404. */
export async function loadVisibleFile(db: DbOrTx, actorId: number, which: string | { id: number }) {
  const row = await findFile(db, typeof which === 'string' ? { uuid: which } : which);
  if (!row) throw notFound('The file');
  const { access } = await loadProjectAccess(db, row.projectId, actorId).catch(() => {
    throw notFound('The file');
  });
  if (!filePolicy.read(access, row.aclTasklistId)) throw notFound('The file');
  if (row.taskId !== null) {
    // A task in the trash keeps its files out of sight but for the task's own page.
    await loadTask(db, actorId, row.taskId).catch(() => {
      throw notFound('The file');
    });
  }
  return { row, access };
}
