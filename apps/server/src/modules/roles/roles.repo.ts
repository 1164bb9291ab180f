import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectMemberRoles, roles } from '../../db/schema/people.ts';
import { users } from '../../db/schema/users.ts';

export type RoleRecord = typeof roles.$inferSelect;
export type RoleChange = Partial<Pick<RoleRecord, 'name' | 'disallowedActions'>>;

const author = alias(users, 'author');
const owner = alias(users, 'owner');

/** A role with the names it is shown with and where and to whom it is given. */
function selectRoles(db: DbOrTx) {
  return db
    .select({
      role: roles,
      author: { id: author.id, fname: author.fname, lname: author.lname },
      owner: { id: owner.id, fname: owner.fname, lname: owner.lname },
      projectIds: sql<number[]>`coalesce((
        select array_agg(distinct pmr.project_id) from ${projectMemberRoles} pmr
        where pmr.role_id = ${roles.id}
      ), '{}')`,
      users: sql<Array<{ id: number; fname: string; lname: string }>>`coalesce((
        select json_agg(json_build_object('id', u.id, 'fname', u.fname, 'lname', u.lname)
          order by u.fname, u.lname, u.id)
        from ${users} u
        where u.id in (select pmr.user_id from ${projectMemberRoles} pmr where pmr.role_id = ${roles.id})
      ), '[]'::json)`,
    })
    .from(roles)
    .innerJoin(author, eq(author.id, roles.authorId))
    .innerJoin(owner, eq(owner.id, roles.ownerId));
}

const normalise = <T extends { projectIds: number[] }>(row: T) => ({
  ...row,
  projectIds: row.projectIds.map(Number).sort((a, b) => a - b),
});

/** The roles of an account, by name. */
export async function listRolesOfOwner(db: DbOrTx, ownerId: number) {
  const rows = await selectRoles(db)
    .where(eq(roles.ownerId, ownerId))
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
  return rows.map(normalise);
}

export async function findRoleWithPeople(db: DbOrTx, id: number) {
  const [row] = await selectRoles(db).where(eq(roles.id, id));
  return row && normalise(row);
}
export type RoleRow = NonNullable<Awaited<ReturnType<typeof findRoleWithPeople>>>;

export async function findRole(db: DbOrTx, id: number): Promise<RoleRecord | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

/** Whether the account has another role of this name, whatever its case. */
export async function roleNameTaken(
  db: DbOrTx,
  ownerId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.ownerId, ownerId),
        sql`lower(${roles.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${roles.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

export async function insertRole(
  db: DbOrTx,
  row: {
    ownerId: number;
    authorId: number;
    name: string;
    disallowedActions: number[];
    dateAdd: Date;
  },
): Promise<number> {
  const [created] = await db.insert(roles).values(row).returning({ id: roles.id });
  return created!.id;
}

export async function updateRole(db: DbOrTx, id: number, change: RoleChange): Promise<void> {
  await db.update(roles).set(change).where(eq(roles.id, id));
}

/** Deletes a role; the members who had it lose it with it. */
export async function deleteRole(db: DbOrTx, id: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}

/** The projects where a role is given to someone. */
export async function projectsWithRole(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ projectId: projectMemberRoles.projectId })
    .from(projectMemberRoles)
    .where(eq(projectMemberRoles.roleId, roleId));
  return rows.map((r) => r.projectId);
}

/** Of the given role ids, those that belong to an account. */
export async function roleIdsOwnedBy(
  db: DbOrTx,
  ownerId: number,
  roleIds: number[],
): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.ownerId, ownerId), inArray(roles.id, roleIds)));
  return rows.map((r) => r.id);
}

/** The ids of the roles a member has in a project. */
export async function memberRoleIds(
  db: DbOrTx,
  projectId: number,
  userId: number,
): Promise<number[]> {
  const rows = await db
    .select({ roleId: projectMemberRoles.roleId })
    .from(projectMemberRoles)
    .where(and(eq(projectMemberRoles.projectId, projectId), eq(projectMemberRoles.userId, userId)));
  return rows.map((r) => r.roleId);
}

/** Gives a member exactly these roles in a project. */
export async function replaceMemberRoles(
  db: DbOrTx,
  projectId: number,
  userId: number,
  roleIds: number[],
): Promise<void> {
  await db
    .delete(projectMemberRoles)
    .where(and(eq(projectMemberRoles.projectId, projectId), eq(projectMemberRoles.userId, userId)));
  if (roleIds.length === 0) return;
  await db
    .insert(projectMemberRoles)
    .values(roleIds.map((roleId) => ({ projectId, userId, roleId })));
}
