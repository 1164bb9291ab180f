import type { Project } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { forbidden, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { loadProjectAccess } from '../projects/index.ts';
import { tagPolicy } from './tags.policy.ts';
import { deleteLinks, insertLinks, listLinksVisibleTo, listTagsVisibleTo } from './tags.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  present: (actor: UserActor, projectId: number) => Promise<Project>;
}

const namesOf = (tags: Array<{ tag: string; isPrivate: boolean }>) =>
  tags.filter((t) => !t.isPrivate).map((t) => t.tag);

/** Which tags a project carries, as far as the actor sees them. */
export function createProjectTagsService(deps: Deps) {
  return {
    /**
     * Makes the project carry exactly the given tags among those the actor sees. Others' private
     * tags on it stay; public tags change only for those with canManagePublicTag. Changes to
     * public tags are told to every member; changes to private ones only to the actor's tabs.
     */
    async setTags(
      actor: UserActor,
      projectId: number,
      tagIds: number[],
      mutationId: string | null,
    ): Promise<Project> {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!tagPolicy.setPrivateTags(access)) {
        throw forbidden('Tags can be changed only on active projects and templates.');
      }
      const wanted = [...new Set(tagIds)];
      const usable = await listTagsVisibleTo(deps.db, actor.id, wanted);
      if (usable.length !== wanted.length) {
        throw validationFailed({
          tags_ids: ['Some of the chosen tags do not exist or you cannot use them.'],
        });
      }
      const current = await listLinksVisibleTo(deps.db, projectId, actor.id);
      const added = usable.filter((t) => !current.some((c) => c.id === t.id));
      const removed = current.filter((c) => !wanted.includes(c.id));
      const publicAdded = namesOf(added);
      const publicRemoved = namesOf(removed);
      const publicChanged = publicAdded.length + publicRemoved.length > 0;
      if (publicChanged && !tagPolicy.setPublicTags(access)) {
        throw forbidden('Only the owner and commanders can change the public tags of a project.');
      }
      if (added.length + removed.length > 0) {
        await deps.transact(async (uow) => {
          await deleteLinks(
            uow.tx,
            projectId,
            removed.map((t) => t.id),
          );
          await insertLinks(
            uow.tx,
            projectId,
            added.map((t) => t.id),
            actor.id,
            deps.clock.now(),
          );
          await deps.recordEvent(uow, {
            type: 'project.tags_changed',
            actorId: actor.id,
            mutationId,
            // Private tags are nobody else's business: such a change goes to the actor alone.
            ...(publicChanged
              ? {
                  projectId,
                  notice: { labels_added: publicAdded, labels_removed: publicRemoved },
                }
              : {}),
          });
        });
      }
      return deps.present(actor, projectId);
    },
  };
}
export type ProjectTagsService = ReturnType<typeof createProjectTagsService>;
