import type { z } from 'zod';
import type { outOfOfficeBodySchema, PersonSummary, SharedProject } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { notFound } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { findUserById, saveOwnUser } from '../users/index.ts';
import { presentPersonSummary, presentSharedProject } from './people.presenter.ts';
import { listPeopleSharingWith, listSharedProjects } from './people.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'recordEvent'>;

/** The people one works with, and one's own out-of-office period. */
export function createPeopleService(deps: Deps) {
  return {
    /** Everyone who shares a project outside the trash with the actor. */
    async list(actor: UserActor, search: string | undefined): Promise<PersonSummary[]> {
      const rows = await listPeopleSharingWith(deps.db, actor.id, search || undefined);
      return rows.map((row) => presentPersonSummary(row, row.projectsCount));
    },

    /**
     * A person and the projects the actor shares with them; someone who shares none is out of
     * the actor's sight (404). For the actor themselves: all their own projects.
     */
    async detail(
      actor: UserActor,
      userId: number,
    ): Promise<{ user: PersonSummary; projects: SharedProject[] }> {
      const [user, shared] = await Promise.all([
        findUserById(deps.db, userId),
        listSharedProjects(deps.db, actor.id, userId),
      ]);
      if (!user || (userId !== actor.id && shared.length === 0)) throw notFound('The person');
      return {
        user: presentPersonSummary(user, shared.length),
        projects: shared.map((row) => presentSharedProject(row, userId)),
      };
    },

    enableOutOfOffice: (
      actor: UserActor,
      input: z.output<typeof outOfOfficeBodySchema>,
      mutationId: string | null,
    ) =>
      saveOwnUser(
        deps,
        actor,
        { outOfOfficeFrom: input.date_from, outOfOfficeTo: input.date_to },
        mutationId,
      ),

    disableOutOfOffice: (actor: UserActor, mutationId: string | null) =>
      saveOwnUser(deps, actor, { outOfOfficeFrom: null, outOfOfficeTo: null }, mutationId),
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
