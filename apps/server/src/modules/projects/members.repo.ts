import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { PROJECT_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects, tasklists } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

/** Of the given ids, those of the project's task lists that are not in the trash. */
export async function tasklistIdsInProject(
  db: DbOrTx,
  projectId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tasklists.id })
    .from(tasklists)
    .where(
      and(
        eq(tasklists.projectId, projectId),
        inArray(tasklists.id, ids),
        isNull(tasklists.dateDeleted),
      ),
    );
  return rows.map((r) => r.id);
}

/** Of the given user ids, the people who share at least one project with the actor. */
export async function usersSharingProjectsWith(db: DbOrTx, actorId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const mine = db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, actorId));
  return db
    .selectDistinct({
      id: users.id,
      fname: users.fname,
      lname: users.lname,
      isInvited: users.isInvited,
      email: users.email,
    })
    .from(users)
    .innerJoin(projectMembers, eq(projectMembers.userId, users.id))
    .where(and(inArray(users.id, ids), inArray(projectMembers.projectId, mine)));
}

export async function updateMemberLimits(
  db: DbOrTx,
  projectId: number,
  userId: number,
  changes: { tasklistsAcl?: number[] | null; hourRate?: number | null; hourRateIsFixed?: boolean },
): Promise<void> {
  await db
    .update(projectMembers)
    .set(changes)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}

/** Projects (not in the trash) where both people are members, with who owns them. */
export async function projectsSharedWith(db: DbOrTx, actorId: number, userId: number) {
  const actorMember = sql`exists (select 1 from ${projectMembers} m
    where m.project_id = ${projects.id} and m.user_id = ${actorId})`;
  return db
    .select({
      id: projects.id,
      name: projects.name,
      stateId: projects.stateId,
      ownerId: projects.ownerId,
      isCommander: projectMembers.isCommander,
      actorIsCommander: sql<boolean>`exists (select 1 from ${projectMembers} m
        where m.project_id = ${projects.id} and m.user_id = ${actorId} and m.is_commander)`,
    })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .where(and(ne(projects.stateId, PROJECT_STATE.deleted), actorMember))
    .orderBy(asc(projects.name), asc(projects.id));
}
