import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectInvitations } from '../../db/schema/people.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

export type InvitationRow = typeof projectInvitations.$inferSelect;

/** Records an invitation, or replaces the link of an earlier one for the same person and project. */
export async function upsertInvitation(
  db: DbOrTx,
  row: { projectId: number; userId: number; invitedById: number; tokenHash: string; now: Date },
): Promise<InvitationRow> {
  const [saved] = await db
    .insert(projectInvitations)
    .values({
      projectId: row.projectId,
      userId: row.userId,
      invitedById: row.invitedById,
      tokenHash: row.tokenHash,
      dateAdd: row.now,
      dateLastSent: row.now,
      sentCount: 1,
    })
    .onConflictDoUpdate({
      target: [projectInvitations.projectId, projectInvitations.userId],
      set: {
        tokenHash: row.tokenHash,
        invitedById: row.invitedById,
        dateLastSent: row.now,
        sentCount: sql`${projectInvitations.sentCount} + 1`,
      },
    })
    .returning();
  return saved!;
}

/** Pending invitations of a project: people who were invited and have not activated yet. */
export async function listPendingInvitations(db: DbOrTx, projectId: number) {
  return db
    .select({ invitation: projectInvitations, email: users.email })
    .from(projectInvitations)
    .innerJoin(users, eq(users.id, projectInvitations.userId))
    .innerJoin(
      projectMembers,
      and(
        eq(projectMembers.projectId, projectInvitations.projectId),
        eq(projectMembers.userId, projectInvitations.userId),
      ),
    )
    .where(
      and(
        eq(projectInvitations.projectId, projectId),
        isNull(projectInvitations.dateAccepted),
        eq(users.isInvited, true),
      ),
    )
    .orderBy(asc(users.email));
}

/** An invitation by its link, with the invited person, the inviter and the project. */
export async function findInvitationByTokenHash(db: DbOrTx, tokenHash: string) {
  const inviter = sql`(select json_build_object('id', u.id, 'fname', u.fname, 'lname', u.lname)
    from ${users} u where u.id = ${projectInvitations.invitedById})`;
  const [row] = await db
    .select({
      invitation: projectInvitations,
      user: users,
      project: { id: projects.id, name: projects.name, stateId: projects.stateId },
      inviter: sql<{ id: number; fname: string; lname: string }>`${inviter}`,
    })
    .from(projectInvitations)
    .innerJoin(users, eq(users.id, projectInvitations.userId))
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .where(eq(projectInvitations.tokenHash, tokenHash));
  return row;
}

/** Marks every open invitation of a person accepted: one activation answers them all. */
export async function markInvitationsAccepted(db: DbOrTx, userId: number, now: Date) {
  return db
    .update(projectInvitations)
    .set({ dateAccepted: now })
    .where(and(eq(projectInvitations.userId, userId), isNull(projectInvitations.dateAccepted)))
    .returning({ projectId: projectInvitations.projectId });
}
