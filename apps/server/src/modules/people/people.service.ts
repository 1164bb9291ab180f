import type { z } from 'zod';
import type {
  CurrentUser,
  outOfOfficeBodySchema,
  PersonSummary,
  SharedProject,
} from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { Transact } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { notFound } from '../../http/app-error.ts';
import type { RecordEvent } from '../events/events.service.ts';
import { presentCurrentUser } from '../users/users.presenter.ts';
import type { UserRow } from '../users/users.repo.ts';
import { findUserById, updateUser } from '../users/users.repo.ts';
import { presentPersonSummary, presentSharedProject } from './people.presenter.ts';
import { listPeopleSharingWith, listSharedProjects } from './people.repo.ts';

interface Deps {
  db: Db;
  transact: Transact;
  recordEvent: RecordEvent;
}

/** The people one works with, and one's own out-of-office period. */
export function createPeopleService(deps: Deps) {
  async function setOutOfOffice(
    actor: UserActor,
    period: Pick<UserRow, 'outOfOfficeFrom' | 'outOfOfficeTo'>,
    mutationId: string | null,
  ): Promise<CurrentUser> {
    const user = await deps.transact(async (uow) => {
      const updated = await updateUser(uow.tx, actor.id, period);
      await deps.recordEvent(uow, {
        type: 'user.updated',
        actorId: actor.id,
        version: updated.version,
        mutationId,
      });
      return updated;
    });
    return presentCurrentUser(user);
  }

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
      setOutOfOffice(
        actor,
        { outOfOfficeFrom: input.date_from, outOfOfficeTo: input.date_to },
        mutationId,
      ),

    disableOutOfOffice: (actor: UserActor, mutationId: string | null) =>
      setOutOfOffice(actor, { outOfOfficeFrom: null, outOfOfficeTo: null }, mutationId),
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
