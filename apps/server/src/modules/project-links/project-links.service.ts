import type { ProjectLink } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UserActor } from '../../http/actor.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { loadProjectAccess } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { loadLink } from './project-links.access.ts';
import { linkPolicy } from './project-links.policy.ts';
import type { LinkRow } from './project-links.repo.ts';
import {
  deleteLink,
  findLink,
  insertLink,
  listProjectLinks,
  updateLink,
} from './project-links.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock'>;

const CLOSED = 'Links cannot be added or changed in this project now.';

/** A project's links: listing, adding, renaming and removing them. */
export function createProjectLinksService(deps: Deps) {
  const { db } = deps;
  const present = (row: LinkRow, access: ProjectAccess, actorId: number): ProjectLink => ({
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    url: row.url,
    count_comments: row.countComments,
    author: { id: row.authorId, fullname: row.authorName },
    date_add: row.dateAdd.toISOString(),
    project: { id: row.projectId, name: row.projectName },
    can_edit: linkPolicy.edit(access, row.authorId, actorId),
  });

  async function readableProject(actorId: number, projectId: number) {
    const { access } = await loadProjectAccess(db, projectId, actorId);
    if (!linkPolicy.read(access)) throw notFound('The project');
    return access;
  }

  return {
    async list(actor: UserActor, projectId: number) {
      const access = await readableProject(actor.id, projectId);
      return (await listProjectLinks(db, projectId)).map((row) => present(row, access, actor.id));
    },

    async detail(actor: UserActor, uuid: string) {
      const { link, access } = await loadLink(db, actor.id, { uuid });
      return present(link, access, actor.id);
    },

    async create(actor: UserActor, projectId: number, input: { name: string; url: string }) {
      const access = await readableProject(actor.id, projectId);
      if (!linkPolicy.add(access)) throw forbidden(CLOSED);
      const created = await insertLink(db, {
        projectId,
        name: input.name,
        url: input.url,
        authorId: actor.id,
        dateAdd: deps.clock.now(),
      });
      return present((await findLink(db, { id: created.id }))!, access, actor.id);
    },

    async edit(actor: UserActor, uuid: string, input: { name?: string; url?: string }) {
      const { link, access } = await loadLink(db, actor.id, { uuid });
      if (!linkPolicy.edit(access, link.authorId, actor.id))
        throw forbidden('You cannot change this link.');
      const change = {
        ...(input.name !== undefined && input.name !== link.name ? { name: input.name } : {}),
        ...(input.url !== undefined && input.url !== link.url ? { url: input.url } : {}),
      };
      if (Object.keys(change).length === 0) return present(link, access, actor.id);
      await updateLink(db, link.id, change);
      return present((await findLink(db, { id: link.id }))!, access, actor.id);
    },

    async delete(actor: UserActor, uuid: string) {
      const { link, access } = await loadLink(db, actor.id, { uuid });
      if (!linkPolicy.edit(access, link.authorId, actor.id))
        throw forbidden('You cannot remove this link.');
      if (!(await deleteLink(db, link.id))) throw notFound('The link');
      return { ok: true as const };
    },
  };
}

export type ProjectLinksService = ReturnType<typeof createProjectLinksService>;
