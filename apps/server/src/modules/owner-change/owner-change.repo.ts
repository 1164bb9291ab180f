import type { SQL } from 'drizzle-orm';
import { and, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OWNER_CHANGE_STATE, PROJECT_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { ownerChangeRequests } from '../../db/schema/people.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

const author = alias(users, 'author');
const receiver = alias(users, 'receiver');

/**
 * A pending request that still holds: its project is active or archived, its author still owns
 * it and the receiver is still a member. Anything else is stale and answers as if it were gone.
 */
const stillHolds = and(
  eq(ownerChangeRequests.stateId, OWNER_CHANGE_STATE.pending),
  inArray(projects.stateId, [PROJECT_STATE.active, PROJECT_STATE.archived]),
  eq(projects.ownerId, ownerChangeRequests.authorId),
  exists(
    sql`(select 1 from ${projectMembers} pm where pm.project_id = ${ownerChangeRequests.projectId}
      and pm.user_id = ${ownerChangeRequests.receivingUserId})`,
  ),
);

async function selectPending(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: ownerChangeRequests.id,
      uuid: ownerChangeRequests.uuid,
      dateRequested: ownerChangeRequests.dateRequested,
      authorId: ownerChangeRequests.authorId,
      receiverId: ownerChangeRequests.receivingUserId,
      project: { id: projects.id, name: projects.name, color: projects.color },
      author: { id: author.id, fname: author.fname, lname: author.lname },
      receiver: { id: receiver.id, fname: receiver.fname, lname: receiver.lname },
    })
    .from(ownerChangeRequests)
    .innerJoin(projects, eq(projects.id, ownerChangeRequests.projectId))
    .innerJoin(author, eq(author.id, ownerChangeRequests.authorId))
    .innerJoin(receiver, eq(receiver.id, ownerChangeRequests.receivingUserId))
    .where(and(stillHolds, where))
    .orderBy(desc(ownerChangeRequests.dateRequested), desc(ownerChangeRequests.id));
}
export type PendingRequestRow = Awaited<ReturnType<typeof selectPending>>[number];

/** Pending requests a user made or must answer. */
export function listPendingOfUser(db: DbOrTx, userId: number) {
  return selectPending(
    db,
    or(eq(ownerChangeRequests.authorId, userId), eq(ownerChangeRequests.receivingUserId, userId)),
  );
}

export function findPendingByUuids(db: DbOrTx, uuids: string[]) {
  if (uuids.length === 0) return Promise.resolve([]);
  return selectPending(db, inArray(ownerChangeRequests.uuid, uuids));
}

export async function findPendingOfProject(
  db: DbOrTx,
  projectId: number,
): Promise<PendingRequestRow | undefined> {
  const [row] = await selectPending(db, eq(ownerChangeRequests.projectId, projectId));
  return row;
}

/** The membership of a person in a project, with whether they still have to accept an invitation. */
export async function findMembership(db: DbOrTx, projectId: number, userId: number) {
  const [row] = await db
    .select({
      userId: projectMembers.userId,
      isInvited: sql<boolean>`${projectMembers.isInvited} or ${users.isInvited}`,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return row;
}

/**
 * Closes a pending request of a project that no longer holds (see `stillHolds`), so that the one
 * pending request a project may have is free for a new one.
 */
export async function closeStalePending(db: DbOrTx, projectId: number, now: Date): Promise<void> {
  await db
    .update(ownerChangeRequests)
    .set({ stateId: OWNER_CHANGE_STATE.cancelled, dateResolved: now })
    .where(
      and(
        eq(ownerChangeRequests.projectId, projectId),
        eq(ownerChangeRequests.stateId, OWNER_CHANGE_STATE.pending),
      ),
    );
}

export async function insertRequest(
  db: DbOrTx,
  row: { projectId: number; authorId: number; receivingUserId: number; dateRequested: Date },
): Promise<{ uuid: string }> {
  const [created] = await db
    .insert(ownerChangeRequests)
    .values(row)
    .returning({ uuid: ownerChangeRequests.uuid });
  return created!;
}

/** Answers a request if it is still pending; false when someone answered it first. */
export async function resolveRequest(
  db: DbOrTx,
  id: number,
  stateId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(ownerChangeRequests)
    .set({ stateId, dateResolved: now })
    .where(
      and(
        eq(ownerChangeRequests.id, id),
        eq(ownerChangeRequests.stateId, OWNER_CHANGE_STATE.pending),
      ),
    )
    .returning({ id: ownerChangeRequests.id });
  return rows.length > 0;
}

/**
 * Makes `toId` the owner if `fromId` still owns the project; both stay members as commanders.
 * Answers the project's new version, or undefined when the owner changed in the meantime.
 */
export async function transferOwnership(
  db: DbOrTx,
  projectId: number,
  fromId: number,
  toId: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ownerId: toId, version: sql`${projects.version} + 1` })
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, fromId)))
    .returning({ version: projects.version });
  if (!row) return undefined;
  await db
    .update(projectMembers)
    .set({ isCommander: true })
    .where(
      and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, [fromId, toId])),
    );
  return row.version;
}
