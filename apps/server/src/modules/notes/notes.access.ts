import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { loadProjectAccess } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { notePolicy } from './notes.policy.ts';
import type { NoteRow } from './notes.repo.ts';
import { findNote } from './notes.repo.ts';

/** A note the actor sees, with their access to its project; any other answers the same 404. */
export async function loadNote(
  db: DbOrTx,
  actorId: number,
  id: number,
): Promise<{ note: NoteRow; access: ProjectAccess }> {
  const note = await findNote(db, id, actorId);
  if (!note) throw notFound('The note');
  const { access } = await loadProjectAccess(db, note.projectId, actorId).catch(() => {
    throw notFound('The note');
  });
  if (!notePolicy.read(access, note.tasklistId)) throw notFound('The note');
  return { note, access };
}
