import type { z } from 'zod';
import type { createOwnerChangeBodySchema, OwnerChangeRequest } from '@tandem/contract';
import { OWNER_CHANGE_STATE } from '@tandem/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { loadProjectAccess } from '../projects/index.ts';
import { fullnameOf } from '../users/index.ts';
import { ownerChangePolicy } from './owner-change.policy.ts';
import { presentOwnerChangeRequest } from './owner-change.presenter.ts';
import type { PendingRequestRow } from './owner-change.repo.ts';
import {
  closeStalePending,
  findMembership,
  findPendingByUuids,
  findPendingOfProject,
  insertRequest,
  listPendingOfUser,
  resolveRequest,
  transferOwnership,
} from './owner-change.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

const PENDING_INDEX = 'owner_change_requests_pending_key';
const answeredMeanwhile = () =>
  conflict('The request was answered in the meantime. Reload and try again.');

/** Handing a project over: the owner asks a member, who accepts or declines. */
export function createOwnerChangeService(deps: Deps) {
  /**
   * The pending requests named, each one the actor may answer this way; any other uuid answers
   * 404 by name and nothing is changed.
   */
  async function loadAnswerable(
    actor: UserActor,
    uuids: string[],
    allowed: (row: PendingRequestRow, userId: number) => boolean,
  ): Promise<PendingRequestRow[]> {
    const unique = [...new Set(uuids.map((u) => u.toLowerCase()))];
    const rows = await findPendingByUuids(deps.db, unique);
    return unique.map((uuid) => {
      const row = rows.find((r) => r.uuid === uuid);
      if (!row || !allowed(row, actor.id)) throw notFound(`The handover request ${uuid}`);
      return row;
    });
  }

  async function presentByUuid(uuid: string): Promise<OwnerChangeRequest> {
    const [row] = await findPendingByUuids(deps.db, [uuid]);
    if (!row) throw notFound('The handover request');
    return presentOwnerChangeRequest(row);
  }

  return {
    async list(actor: UserActor) {
      const rows = await listPendingOfUser(deps.db, actor.id);
      return {
        own: rows.filter((r) => r.authorId === actor.id).map(presentOwnerChangeRequest),
        invited: rows.filter((r) => r.receiverId === actor.id).map(presentOwnerChangeRequest),
      };
    },

    /** The owner asks an activated member to take the project over. */
    async create(
      actor: UserActor,
      input: z.output<typeof createOwnerChangeBodySchema>,
      mutationId: string | null,
    ): Promise<OwnerChangeRequest> {
      const { project, access } = await loadProjectAccess(deps.db, input.project_id, actor.id);
      if (!ownerChangePolicy.request(access)) {
        throw forbidden('Only the owner can hand the project over.');
      }
      if (!ownerChangePolicy.handsOver(access)) {
        throw validationFailed({
          project_id: ['Only an active or archived project can be handed over.'],
        });
      }
      if (input.user_id === project.ownerId) {
        throw validationFailed({ user_id: ['You already own this project.'] });
      }
      const member = await findMembership(deps.db, project.id, input.user_id);
      if (!member)
        throw validationFailed({ user_id: ['This person is not a member of the project.'] });
      if (member.isInvited) {
        throw validationFailed({
          user_id: ['This person has not accepted the invitation to the project yet.'],
        });
      }
      const pending = await findPendingOfProject(deps.db, project.id);
      const alreadyPending = () =>
        conflict(
          `The project is already waiting for ${pending ? fullnameOf(pending.receiver) : 'someone'} to take it over. Cancel that request first.`,
        );
      if (pending) throw alreadyPending();
      const now = deps.clock.now();
      try {
        const { uuid } = await deps.transact(async (uow) => {
          await closeStalePending(uow.tx, project.id, now);
          const created = await insertRequest(uow.tx, {
            projectId: project.id,
            authorId: actor.id,
            receivingUserId: input.user_id,
            dateRequested: now,
          });
          await deps.recordEvent(uow, {
            type: 'project.owner_change_requested',
            actorId: actor.id,
            whoId: input.user_id,
            projectId: project.id,
            mutationId,
          });
          return created;
        });
        return await presentByUuid(uuid);
      } catch (error) {
        if (isUniqueViolation(error, PENDING_INDEX)) throw alreadyPending();
        throw error;
      }
    },

    /** The receiver accepts: each project gets its new owner, the previous one stays a commander. */
    async approve(actor: UserActor, uuids: string[], mutationId: string | null) {
      const rows = await loadAnswerable(actor, uuids, ownerChangePolicy.approve);
      const now = deps.clock.now();
      await deps.transact(async (uow) => {
        for (const row of rows) {
          if (!(await resolveRequest(uow.tx, row.id, OWNER_CHANGE_STATE.approved, now))) {
            throw answeredMeanwhile();
          }
          const version = await transferOwnership(
            uow.tx,
            row.project.id,
            row.authorId,
            row.receiverId,
          );
          if (version === undefined) throw answeredMeanwhile();
          await deps.recordEvent(uow, {
            type: 'project.owner_changed',
            actorId: actor.id,
            whoId: row.authorId,
            projectId: row.project.id,
            version,
            mutationId,
          });
        }
      });
      return rows.map(presentOwnerChangeRequest);
    },

    /** The author withdraws a request or the receiver declines it; nobody's role changes. */
    async cancel(actor: UserActor, uuids: string[], mutationId: string | null) {
      const rows = await loadAnswerable(actor, uuids, ownerChangePolicy.cancel);
      const now = deps.clock.now();
      await deps.transact(async (uow) => {
        for (const row of rows) {
          if (!(await resolveRequest(uow.tx, row.id, OWNER_CHANGE_STATE.cancelled, now))) {
            throw answeredMeanwhile();
          }
          const withdrawn = row.authorId === actor.id;
          await deps.recordEvent(uow, {
            type: withdrawn ? 'project.owner_change_cancelled' : 'project.owner_change_declined',
            actorId: actor.id,
            whoId: withdrawn ? row.receiverId : row.authorId,
            projectId: row.project.id,
            mutationId,
          });
        }
      });
      return rows.map(presentOwnerChangeRequest);
    },
  };
}
export type OwnerChangeService = ReturnType<typeof createOwnerChangeService>;
