import type { z } from 'zod';
import type { addWorkersBodySchema, InvitationResult, Project } from '@tandem/contract';
import { INVITATIONS } from '@tandem/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserActor } from '../../http/actor.ts';
import { AppError, conflict, forbidden, validationFailed } from '../../http/app-error.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Core } from '../../core.ts';
import {
  insertMember,
  listMembers,
  loadProjectAccess,
  projectPolicy,
  tasklistIdsInProject,
  usersSharingProjectsWith,
} from '../projects/index.ts';
import { findUsersByEmails, insertUser, mentionKeyBase, presentPerson } from '../users/index.ts';
import type { InvitationRow } from './invitations.repo.ts';
import { listPendingInvitations, upsertInvitation } from './invitations.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'queueMail' | 'recordEvent'> {
  publicUrl: string;
  present: (actor: UserActor, projectId: number) => Promise<Project>;
}

type AddWorkersInput = z.output<typeof addWorkersBodySchema>;
interface Person {
  id: number;
  fname: string;
  lname: string;
  email: string;
  isInvited: boolean;
}

const COOLDOWN_MS = INVITATIONS.resendCooldownMinutes * 60_000;

/** The invitation result for a person, with the link when this answer made one. */
export function presentInvitation(
  row: InvitationRow,
  email: string,
  link: string | null,
  now: Date,
): InvitationResult {
  const next = new Date(row.dateLastSent.getTime() + COOLDOWN_MS);
  return {
    user_id: row.userId,
    email,
    activation_link: link,
    invitation_was_sent_count: row.sentCount,
    can_resend_invitation: row.dateAccepted === null && now >= next,
    next_try_possible: next.toISOString(),
  };
}

/** Adding people to a project: existing accounts join, unknown addresses are invited by e-mail. */
export function createInvitationsService(deps: Deps) {
  const linkFor = (token: string) => `${deps.publicUrl}/invitation?token=${token}`;

  function invitationMail(to: string, inviter: string, projectName: string, link: string) {
    return {
      to,
      subject: `${inviter} invited you to ${projectName} on Tandem`,
      text:
        `Hello,\n\n${inviter} invited you to work together on the project "${projectName}" in Tandem.\n\n` +
        `To join, open this link, choose your name and a password (the link is valid for ${INVITATIONS.validDays} days):\n\n` +
        `${link}\n\nIf you did not expect this invitation, you can ignore this mail.\n`,
    };
  }

  /** The task lists new members will see: null for all, else the checked ids of this project. */
  async function aclFor(projectId: number, input: AddWorkersInput): Promise<number[] | null> {
    if (input.invite_workers_acl_see_all !== false) return null;
    const wanted = [...new Set(input.acl_tasklists ?? [])];
    const found = await tasklistIdsInProject(deps.db, projectId, wanted);
    if (found.length !== wanted.length) {
      throw validationFailed({ acl_tasklists: ['Choose task lists of this project.'] });
    }
    return found;
  }

  /** The accounts behind the ids and addresses; unknown addresses are returned apart. */
  async function resolvePeople(actor: UserActor, input: AddWorkersInput) {
    const ids = [...new Set(input.workers_ids ?? [])];
    const byId = await usersSharingProjectsWith(deps.db, actor.id, ids);
    if (byId.length !== ids.length) {
      // Only people one already works with can be added by id: the others are not disclosed.
      throw validationFailed({
        workers_ids: ['Add people you work with, or invite them by e-mail.'],
      });
    }
    const emails = [...new Set(input.new_workers ?? [])];
    const byEmail = await findUsersByEmails(deps.db, emails);
    const unknown = emails.filter((e) => !byEmail.some((u) => u.email.toLowerCase() === e));
    if (unknown.length > 0 && input.invite_new_workers === false) {
      throw validationFailed({
        new_workers: unknown.map((email) => `No Tandem account uses ${email}.`),
      });
    }
    const known = new Map<number, Person>();
    for (const user of [...byId, ...byEmail]) known.set(user.id, user);
    return { known: [...known.values()], unknown };
  }

  return {
    async addWorkers(
      actor: UserActor,
      projectId: number,
      input: AddWorkersInput,
      mutationId: string | null,
    ): Promise<{ project: Project; invitations: InvitationResult[] }> {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!projectPolicy.manageWorkers(access)) {
        throw forbidden('Only the owner and commanders can add people.');
      }
      const acl = await aclFor(projectId, input);
      const { known, unknown } = await resolvePeople(actor, input);
      const members = new Set((await listMembers(deps.db, [projectId])).map((m) => m.id));
      const joining = known.filter((u) => !members.has(u.id));
      const now = deps.clock.now();
      const invitations: InvitationResult[] = [];
      try {
        await deps.transact(async (uow) => {
          for (const email of unknown) {
            const local = email.split('@')[0] ?? email;
            const created = await insertUser(uow.tx, {
              email,
              fname: local,
              lname: '',
              passwordHash: null,
              isInvited: true,
              localeCode: actor.localeCode,
              timezone: 'UTC',
              mentionKey: `${mentionKeyBase(local).slice(0, 24)}${randomToken()
                .slice(0, 6)
                .toLowerCase()
                .replace(/[^a-z0-9]/g, '0')}`,
              dateAdd: now,
            });
            joining.push(created);
          }
          for (const user of joining) {
            await insertMember(uow.tx, {
              projectId,
              userId: user.id,
              isCommander: false,
              dateAdd: now,
              tasklistsAcl: acl,
            });
            if (!user.isInvited) continue;
            const token = randomToken();
            const row = await upsertInvitation(uow.tx, {
              projectId,
              userId: user.id,
              invitedById: actor.id,
              tokenHash: hashToken(token),
              now,
            });
            invitations.push(presentInvitation(row, user.email, linkFor(token), now));
            const mail = invitationMail(user.email, actor.fullname, project.name, linkFor(token));
            await deps.queueMail(uow.tx, mail);
          }
          if (joining.length > 0) {
            await deps.recordEvent(uow, {
              type: 'project.workers_added',
              actorId: actor.id,
              projectId,
              notice: { added_users: joining.map(presentPerson) },
              mutationId,
            });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) {
          throw conflict('Someone added the same person a moment ago. Please try again.');
        }
        throw error;
      }
      return { project: await deps.present(actor, projectId), invitations };
    },

    /** The project's open invitations, for the owner and commanders. */
    async list(actor: UserActor, projectId: number): Promise<InvitationResult[]> {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!projectPolicy.manageWorkers(access)) {
        throw forbidden('Only the owner and commanders can see invitations.');
      }
      const now = deps.clock.now();
      return (await listPendingInvitations(deps.db, projectId)).map((r) =>
        presentInvitation(r.invitation, r.email, null, now),
      );
    },

    /** Sends the invitation again with a new link, once the cool-down has passed. */
    async resend(actor: UserActor, projectId: number, userId: number): Promise<InvitationResult> {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!projectPolicy.manageWorkers(access)) {
        throw forbidden('Only the owner and commanders can send invitations.');
      }
      const pending = (await listPendingInvitations(deps.db, projectId)).find(
        (r) => r.invitation.userId === userId,
      );
      if (!pending) {
        throw validationFailed({ user_id: ['This person has no open invitation to the project.'] });
      }
      const now = deps.clock.now();
      const next = new Date(pending.invitation.dateLastSent.getTime() + COOLDOWN_MS);
      if (now < next) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          `The invitation was sent a moment ago. It can be sent again at ${next.toISOString()}.`,
        );
      }
      const token = randomToken();
      const row = await deps.transact(async (uow) => {
        const saved = await upsertInvitation(uow.tx, {
          projectId,
          userId,
          invitedById: actor.id,
          tokenHash: hashToken(token),
          now,
        });
        const mail = invitationMail(pending.email, actor.fullname, project.name, linkFor(token));
        await deps.queueMail(uow.tx, mail);
        return saved;
      });
      return presentInvitation(row, pending.email, linkFor(token), now);
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
