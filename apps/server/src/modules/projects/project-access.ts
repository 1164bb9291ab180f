import type { DbOrTx } from '../../db/client.ts';
import type { DisallowedActionName } from '@tandem/contract';
import { DISALLOWED_ACTIONS, disallowedActionId } from '@tandem/contract';
import { disallowedAction, notFound } from '../../http/app-error.ts';
import { fullnameOf } from '../users/index.ts';
import type { ProjectAccess } from './projects.policy.ts';
import { deniedAction, projectPolicy, tasklistPolicy } from './projects.policy.ts';
import type { ProjectMembership, ProjectRow } from './projects.repo.ts';
import { findProjectWithMembership, findProjectWithMembershipsAmong } from './projects.repo.ts';

/** What the rules read of a project. */
type ProjectFacts = Pick<ProjectRow, 'id' | 'stateId' | 'ownerId'>;
/** What the rules read of a membership. */
type MembershipFacts = { isCommander: boolean; tasklistsAcl: number[] | null };

/**
 * The one derivation of an actor's access to a project from its membership row: every check of
 * what a person may see or do in a project goes through it and the policies.
 */
export function accessOf(
  project: ProjectFacts,
  ownerName: string,
  membership: MembershipFacts | null,
  userId: number,
  /** Ids (1 to 7) of the actions the member's roles deny in this project. */
  disallowedIds: readonly number[] = [],
): ProjectAccess {
  return {
    projectId: project.id,
    stateId: project.stateId,
    owner: { id: project.ownerId, fullname: ownerName },
    isMember: membership !== null,
    isOwner: project.ownerId === userId,
    isCommander: membership?.isCommander ?? false,
    isBusinessCaptain: false,
    isGuest: false,
    // The owner and commanders always see every task list; a limit only binds ordinary workers.
    tasklistsAcl:
      membership?.tasklistsAcl && !membership.isCommander && project.ownerId !== userId
        ? new Set(membership.tasklistsAcl)
        : null,
    disallowed: new Set(
      membership
        ? DISALLOWED_ACTIONS.filter((action) => disallowedIds.includes(disallowedActionId(action)))
        : [],
    ),
  };
}

/** What `accessColumns` read beside a project, as the actor's access to it. */
export function accessFromRow(
  project: ProjectFacts,
  row: {
    membership: MembershipFacts | null;
    ownerFname: string;
    ownerLname: string;
    disallowedIds: readonly (number | string)[];
  },
  userId: number,
): ProjectAccess {
  return accessOf(
    project,
    fullnameOf({ fname: row.ownerFname, lname: row.ownerLname }),
    row.membership,
    userId,
    row.membership ? row.disallowedIds.map(Number) : [],
  );
}

/**
 * Loads a project the actor may see, with the actor's access to it; a project the actor may not
 * see answers 404, exactly as a missing one.
 */
export async function loadProjectAccess(
  db: DbOrTx,
  projectId: number,
  userId: number,
): Promise<{ project: ProjectRow; access: ProjectAccess; membership: ProjectMembership | null }> {
  const row = await findProjectWithMembership(db, projectId, userId);
  if (!row) throw notFound('The project');
  const access = accessFromRow(row.project, row, userId);
  if (!projectPolicy.read(access)) throw notFound('The project');
  return { project: row.project, access, membership: row.membership };
}

/**
 * The access of each of the given users to a project, by user id, in two queries (for deciding
 * who hears an event). Roles are left out: they deny actions, never sight.
 */
export async function accessesAmong(
  db: DbOrTx,
  projectId: number,
  userIds: number[],
): Promise<Map<number, ProjectAccess>> {
  const found = await findProjectWithMembershipsAmong(db, projectId, userIds);
  const accesses = new Map<number, ProjectAccess>();
  if (!found) return accesses;
  const byUser = new Map(found.memberships.map((m) => [m.userId, m]));
  for (const userId of userIds) {
    accesses.set(userId, accessOf(found.project, '', byUser.get(userId) ?? null, userId));
  }
  return accesses;
}

/**
 * Of the given users, those who see a project, or one of its task lists (its ACL), by the same
 * policy as reading: who may be told of something there.
 */
export async function usersWhoSee(
  db: DbOrTx,
  projectId: number,
  tasklistId: number | null,
  userIds: number[],
): Promise<Set<number>> {
  const accesses = await accessesAmong(db, projectId, userIds);
  return new Set(
    userIds.filter((id) => {
      const access = accesses.get(id);
      if (!access) return false;
      return tasklistId === null
        ? projectPolicy.read(access)
        : tasklistPolicy.read(access, tasklistId);
    }),
  );
}

/**
 * The members of a project (given as a row, or as someone's access to it) who see one of its task
 * lists, by `tasklistPolicy.read` (roles are left out: they deny actions, never sight).
 */
export function membersWhoSee<M extends MembershipFacts & { id: number }>(
  of: ProjectFacts | ProjectAccess,
  members: readonly M[],
  tasklistId: number,
): M[] {
  const project =
    'ownerId' in of ? of : { id: of.projectId, stateId: of.stateId, ownerId: of.owner.id };
  return members.filter((m) => tasklistPolicy.read(accessOf(project, '', m, m.id), tasklistId));
}

/** Refuses an action a role denies, naming the project owner to ask (document 2, section 8). */
export function assertNotDenied(access: ProjectAccess, action: DisallowedActionName): void {
  if (deniedAction(access, action)) {
    throw disallowedAction({ id: disallowedActionId(action), action, owner: access.owner });
  }
}
