import type { z } from 'zod';
import type { CurrentUser, projectPeopleEndpoints } from '@tandem/contract';
import { INVITATIONS, PROJECT_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Core } from '../../core.ts';
import {
  fullnameOf,
  presentCurrentUser,
  presentPerson,
  splitFullname,
  updateUser,
} from '../users/index.ts';
import { findInvitationByTokenHash, markInvitationsAccepted } from './invitations.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'hasher' | 'recordEvent'> {
  /** Starts a session for the person and returns its cookie token. */
  startSession: (userId: number) => Promise<string>;
}

type AcceptInput = z.output<(typeof projectPeopleEndpoints)['acceptInvitation']['body']>;

const invalidLink = () =>
  new AppError(
    400,
    'INVITATION_INVALID',
    'This invitation link is not valid any more. It may have been used, replaced by a newer one or expired. Ask for a new invitation, or sign in.',
  );

/** The invited person's side: what the link is for, and choosing a name and password. */
export function createInvitationAcceptance(deps: Deps) {
  /** The invitation behind a link, if the link may still be used. */
  async function live(db: DbOrTx, token: string) {
    const row = await findInvitationByTokenHash(db, hashToken(token));
    const expires = row
      ? row.invitation.dateLastSent.getTime() + INVITATIONS.validDays * 86_400_000
      : 0;
    if (
      !row ||
      row.invitation.dateAccepted !== null ||
      !row.user.isInvited ||
      row.project.stateId === PROJECT_STATE.deleted ||
      deps.clock.now().getTime() > expires
    ) {
      throw invalidLink();
    }
    return row;
  }

  return {
    async info(token: string) {
      const row = await live(deps.db, token);
      return {
        email: row.user.email,
        invited_by: { id: row.inviter.id, fullname: fullnameOf(row.inviter) },
        project: { id: row.project.id, name: row.project.name },
      };
    },

    async accept(
      input: AcceptInput,
    ): Promise<{ user: CurrentUser; project_id: number; sessionToken: string }> {
      await live(deps.db, input.token);
      const passwordHash = await deps.hasher.hash(input.password);
      const now = deps.clock.now();
      const { user, projectId } = await deps.transact(async (uow) => {
        // Checked again inside the transaction: two tabs may use the same link at once.
        const row = await live(uow.tx, input.token);
        const updated = await updateUser(uow.tx, row.user.id, {
          ...splitFullname(input.fullname),
          passwordHash,
          isInvited: false,
          ...(input.locale_code ? { localeCode: input.locale_code } : {}),
          ...(input.timezone ? { timezone: input.timezone } : {}),
        });
        const accepted = await markInvitationsAccepted(uow.tx, row.user.id, now);
        for (const { projectId } of accepted) {
          await deps.recordEvent(uow, {
            type: 'project.invitation_accepted',
            actorId: updated.id,
            projectId,
            notice: { added_users: [presentPerson(updated)] },
          });
        }
        return { user: updated, projectId: row.project.id };
      });
      return {
        user: presentCurrentUser(user),
        project_id: projectId,
        sessionToken: await deps.startSession(user.id),
      };
    },
  };
}
export type InvitationAcceptance = ReturnType<typeof createInvitationAcceptance>;
