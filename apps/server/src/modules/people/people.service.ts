import type { z } from 'zod';
import type {
  CalendarOutOfOffice,
  CurrentUser,
  outOfOfficeBodySchema,
  PersonSummary,
  SharedProject,
} from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { notFound } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { loadProjectAccess } from '../projects/index.ts';
import { findUserById, presentPerson, saveOwnUser } from '../users/index.ts';
import { presentPersonSummary, presentSharedProject } from './people.presenter.ts';
import { listOutOfOfficeAmong, listPeopleSharingWith, listSharedProjects } from './people.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'recordEvent' | 'tellUsers'>;

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

    /**
     * The out-of-office periods meeting the days, of the people the actor works with or of one
     * project's members; a project the actor does not see answers 404.
     */
    async outOfOfficeIn(
      actor: UserActor,
      range: { from: string; to: string; projectId?: number },
    ): Promise<CalendarOutOfOffice[]> {
      if (range.projectId !== undefined)
        await loadProjectAccess(deps.db, range.projectId, actor.id);
      const rows = await listOutOfOfficeAmong(deps.db, actor.id, range);
      return rows.map((row) => ({
        user: presentPerson(row),
        date_from: row.outOfOfficeFrom!,
        date_to: row.outOfOfficeTo!,
      }));
    },

    async enableOutOfOffice(
      actor: UserActor,
      input: z.output<typeof outOfOfficeBodySchema>,
      mutationId: string | null,
    ): Promise<CurrentUser> {
      const user = await saveOwnUser(
        deps,
        actor,
        { outOfOfficeFrom: input.date_from, outOfOfficeTo: input.date_to },
        mutationId,
      );
      await tellColleagues(deps, actor.id);
      return user;
    },

    async disableOutOfOffice(actor: UserActor, mutationId: string | null): Promise<CurrentUser> {
      const user = await saveOwnUser(
        deps,
        actor,
        { outOfOfficeFrom: null, outOfOfficeTo: null },
        mutationId,
      );
      await tellColleagues(deps, actor.id);
      return user;
    },
  };
}

/**
 * Tells the open tabs of the people who share a project with someone that their out of office
 * changed: `user.updated` reaches only the person's own topic, yet colleagues' calendars show it.
 */
async function tellColleagues(deps: Deps, userId: number): Promise<void> {
  const colleagues = await listPeopleSharingWith(deps.db, userId);
  if (colleagues.length === 0) return;
  await deps.tellUsers(
    colleagues.map((person) => person.id),
    { type: 'out_of_office_changed', user_id: userId },
  );
}
export type PeopleService = ReturnType<typeof createPeopleService>;
