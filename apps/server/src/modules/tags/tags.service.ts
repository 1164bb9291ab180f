import type { z } from 'zod';
import type { createTagBodySchema, ProjectTag, updateTagBodySchema } from '@tandem/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { accessOf, presentProjectTag, projectPolicy } from '../projects/index.ts';
import { tagPolicy } from './tags.policy.ts';
import type { TagRecord } from './tags.repo.ts';
import {
  deleteLinksOfTag,
  deleteTag,
  findTag,
  insertTag,
  listProjectsCarrying,
  listTagsVisibleTo,
  managesAnyProject,
  updateTag,
} from './tags.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

const DUPLICATE = 'You already have a tag with this name.';
const duplicateName = () =>
  new AppError(409, 'CONFLICT', DUPLICATE, { validation: { tag: [DUPLICATE] } });
const NOT_A_MANAGER = 'Only people who manage a project can make tags public.';

/** The tags of people: create, rename, recolour, switch privacy and delete one's own. */
export function createTagsService(deps: Deps) {
  async function present(actorId: number, tagId: number): Promise<ProjectTag> {
    const [row] = await listTagsVisibleTo(deps.db, actorId, [tagId]);
    if (!row) throw notFound('The tag');
    return presentProjectTag(row, actorId, await managesAnyProject(deps.db, actorId));
  }

  /** A tag the actor sees and authored: 404 when they do not see it, 403 when it is another's. */
  async function loadOwnTag(actorId: number, tagId: number): Promise<TagRecord> {
    const tag = await findTag(deps.db, tagId);
    if (!tag) throw notFound('The tag');
    if (tagPolicy.edit(tag, actorId)) return tag;
    const seen = (await listTagsVisibleTo(deps.db, actorId, [tagId])).length > 0;
    throw seen ? forbidden('Only the author of a tag can change it.') : notFound('The tag');
  }

  /**
   * The projects carrying the tag, split by what the author may do there: projects they no longer
   * see, and projects where they may not manage public tags.
   */
  async function carrying(tagId: number, actorId: number) {
    const rows = await listProjectsCarrying(deps.db, tagId, actorId);
    const seen = rows.map((r) => ({
      ...r,
      access: accessOf(r.project, '', r.membership, actorId),
    }));
    return {
      all: rows.map((r) => r.project.id),
      unseen: seen.filter((r) => !projectPolicy.read(r.access)).map((r) => r.project.id),
      unmanaged: seen.filter(
        (r) => projectPolicy.read(r.access) && !projectPolicy.managePublicTags(r.access),
      ),
    };
  }

  /**
   * Tells the members of every project showing a public tag that it changed, and the author's
   * own tabs in any case (a private tag concerns nobody else).
   */
  async function announce(
    uow: UnitOfWork,
    type: 'tag.created' | 'tag.updated' | 'tag.deleted',
    actorId: number,
    projectIds: number[],
    notice: { labels_added?: string[]; labels_removed?: string[] },
    mutationId: string | null,
  ) {
    for (const projectId of projectIds) {
      await deps.recordEvent(uow, { type, actorId, projectId, notice, mutationId });
    }
    await deps.recordEvent(uow, { type, actorId, mutationId });
  }

  return {
    /** The tags the actor can use: their own, and public ones on projects they see. */
    async list(actor: UserActor): Promise<ProjectTag[]> {
      const [rows, manages] = await Promise.all([
        listTagsVisibleTo(deps.db, actor.id),
        managesAnyProject(deps.db, actor.id),
      ]);
      return rows.map((row) => presentProjectTag(row, actor.id, manages));
    },

    async create(
      actor: UserActor,
      input: z.output<typeof createTagBodySchema>,
      mutationId: string | null,
    ): Promise<ProjectTag> {
      if (!input.is_private && !(await managesAnyProject(deps.db, actor.id))) {
        throw forbidden(NOT_A_MANAGER);
      }
      const id = await deps
        .transact(async (uow) => {
          const tag = await insertTag(uow.tx, {
            authorId: actor.id,
            tag: input.tag,
            color: input.color ?? null,
            isPrivate: input.is_private,
            dateAdd: deps.clock.now(),
          });
          await announce(uow, 'tag.created', actor.id, [], {}, mutationId);
          return tag.id;
        })
        .catch(rethrowDuplicate);
      return present(actor.id, id);
    },

    /**
     * Changes one's own tag. Making it public needs canManagePublicTag on every project carrying it
     * that the author sees (or, on none, managing some project); it is taken off projects the
     * author no longer sees, where nobody could see it while it was private.
     */
    async update(
      actor: UserActor,
      tagId: number,
      input: z.output<typeof updateTagBodySchema>,
      mutationId: string | null,
    ): Promise<ProjectTag> {
      const tag = await loadOwnTag(actor.id, tagId);
      const projects = await carrying(tagId, actor.id);
      const publishing = input.is_private === false && tag.isPrivate;
      let dropped: number[] = [];
      if (publishing) {
        if (projects.unmanaged.length > 0) {
          const names = projects.unmanaged.map((r) => r.project.name).join(', ');
          throw forbidden(
            `Only the owner and commanders can show public tags on ${names}. Take the tag off there first.`,
          );
        }
        if (projects.all.length === projects.unseen.length) {
          if (!(await managesAnyProject(deps.db, actor.id))) throw forbidden(NOT_A_MANAGER);
        }
        dropped = projects.unseen;
      }
      const name = input.tag ?? tag.tag;
      const isPrivate = input.is_private ?? tag.isPrivate;
      const shown = projects.all.filter((id) => !dropped.includes(id));
      await deps
        .transact(async (uow) => {
          await deleteLinksOfTag(uow.tx, tagId, dropped);
          await updateTag(uow.tx, tagId, {
            tag: name,
            ...(input.color !== undefined ? { color: input.color } : {}),
            isPrivate,
          });
          const othersSee = !tag.isPrivate || !isPrivate;
          const notice = {
            labels_added: [name],
            ...(name !== tag.tag ? { labels_removed: [tag.tag] } : {}),
          };
          await announce(uow, 'tag.updated', actor.id, othersSee ? shown : [], notice, mutationId);
        })
        .catch(rethrowDuplicate);
      return present(actor.id, tagId);
    },

    /** Deletes one's own tag; it leaves every project carrying it. */
    async delete(actor: UserActor, tagId: number, mutationId: string | null) {
      const tag = await loadOwnTag(actor.id, tagId);
      const projects = tag.isPrivate ? [] : (await carrying(tagId, actor.id)).all;
      await deps.transact(async (uow) => {
        await deleteTag(uow.tx, tagId);
        await announce(
          uow,
          'tag.deleted',
          actor.id,
          projects,
          { labels_removed: [tag.tag] },
          mutationId,
        );
      });
      return { deleted: true as const };
    },
  };
}
export type TagsService = ReturnType<typeof createTagsService>;

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'tags_author_tag_key')) throw duplicateName();
  throw error;
}
