import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { loadProjectAccess } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { linkPolicy } from './project-links.policy.ts';
import type { LinkRow } from './project-links.repo.ts';
import { findLink } from './project-links.repo.ts';

/** A link the actor sees, with their access to its project; any other answers the same 404. */
export async function loadLink(
  db: DbOrTx,
  actorId: number,
  where: { uuid: string } | { id: number },
): Promise<{ link: LinkRow; access: ProjectAccess }> {
  const link = await findLink(db, where);
  if (!link) throw notFound('The link');
  const { access } = await loadProjectAccess(db, link.projectId, actorId).catch(() => {
    throw notFound('The link');
  });
  if (!linkPolicy.read(access)) throw notFound('The link');
  return { link, access };
}
