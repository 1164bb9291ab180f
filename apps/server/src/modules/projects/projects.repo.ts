import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;

export async function insertProject(db: DbOrTx, row: NewProjectRow): Promise<ProjectRow> {
  const [created] = await db.insert(projects).values(row).returning();
  return created!;
}

export async function insertMember(
  db: DbOrTx,
  row: { projectId: number; userId: number; isCommander: boolean; dateAdd: Date },
): Promise<void> {
  await db.insert(projectMembers).values(row).onConflictDoNothing();
}

/** A project with the actor's membership row (null when not a member). */
export async function findProjectWithMembership(db: DbOrTx, projectId: number, userId: number) {
  const [row] = await db
    .select({ project: projects, membership: projectMembers })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .where(eq(projects.id, projectId));
  return row;
}

/** The projects a user is a member of, filtered in SQL. */
export async function listProjectsOfMember(db: DbOrTx, userId: number) {
  return db
    .select({ project: projects, membership: projectMembers })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .orderBy(asc(projects.name), asc(projects.id));
}

/** The members of the given projects with their names. */
export async function listMembers(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectId: projectMembers.projectId,
      isCommander: projectMembers.isCommander,
      id: users.id,
      fname: users.fname,
      lname: users.lname,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(inArray(projectMembers.projectId, projectIds))
    .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** Of the given users, those who are members of a project. */
export async function memberIdsAmong(
  db: DbOrTx,
  projectId: number,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, userIds)));
  return rows.map((r) => r.userId);
}
