import { and, asc, eq, exists, gte, ilike, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PROJECT_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

const mine = alias(projectMembers, 'mine');
const theirs = alias(projectMembers, 'theirs');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The people who share at least one project outside the trash with the actor, the actor left
 * out, each with the number of projects shared; optionally those whose name or e-mail matches.
 */
export async function listPeopleSharingWith(db: DbOrTx, actorId: number, search?: string) {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return db
    .select({
      id: users.id,
      fname: users.fname,
      lname: users.lname,
      email: users.email,
      isInvited: users.isInvited,
      outOfOfficeFrom: users.outOfOfficeFrom,
      outOfOfficeTo: users.outOfOfficeTo,
      projectsCount: sql<number>`count(distinct ${projects.id})::int`,
    })
    .from(mine)
    .innerJoin(
      projects,
      and(eq(projects.id, mine.projectId), ne(projects.stateId, PROJECT_STATE.deleted)),
    )
    .innerJoin(theirs, and(eq(theirs.projectId, projects.id), ne(theirs.userId, actorId)))
    .innerJoin(users, eq(users.id, theirs.userId))
    .where(
      and(
        eq(mine.userId, actorId),
        pattern
          ? or(
              ilike(sql`${users.fname} || ' ' || ${users.lname}`, pattern),
              ilike(users.email, pattern),
            )
          : undefined,
      ),
    )
    .groupBy(users.id)
    .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
}
export type PersonRow = Awaited<ReturnType<typeof listPeopleSharingWith>>[number];

/**
 * The projects outside the trash that both the actor and the person are members of, with the
 * person's role; for the actor themselves, all their projects outside the trash.
 */
export async function listSharedProjects(db: DbOrTx, actorId: number, userId: number) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      color: projects.color,
      stateId: projects.stateId,
      ownerId: projects.ownerId,
      isCommander: theirs.isCommander,
    })
    .from(theirs)
    .innerJoin(
      projects,
      and(eq(projects.id, theirs.projectId), ne(projects.stateId, PROJECT_STATE.deleted)),
    )
    .innerJoin(mine, and(eq(mine.projectId, projects.id), eq(mine.userId, actorId)))
    .where(eq(theirs.userId, userId))
    .orderBy(asc(projects.stateId), asc(projects.name), asc(projects.id));
}
export type SharedProjectRow = Awaited<ReturnType<typeof listSharedProjects>>[number];

/**
 * The people whose out-of-office period meets the days from `from` to `to` (both included): the
 * members of one project, or else the viewer and everyone who shares a project outside the trash
 * with them. The caller checks that the viewer sees the project.
 */
export async function listOutOfOfficeAmong(
  db: DbOrTx,
  viewerId: number,
  range: { from: string; to: string; projectId?: number },
) {
  const sharing =
    range.projectId === undefined
      ? or(
          eq(users.id, viewerId),
          exists(
            db
              .select({ one: sql`1` })
              .from(mine)
              .innerJoin(
                projects,
                and(eq(projects.id, mine.projectId), ne(projects.stateId, PROJECT_STATE.deleted)),
              )
              .innerJoin(theirs, eq(theirs.projectId, projects.id))
              .where(and(eq(mine.userId, viewerId), eq(theirs.userId, users.id))),
          ),
        )
      : exists(
          db
            .select({ one: sql`1` })
            .from(theirs)
            .where(and(eq(theirs.projectId, range.projectId), eq(theirs.userId, users.id))),
        );
  return db
    .select({
      id: users.id,
      fname: users.fname,
      lname: users.lname,
      outOfOfficeFrom: users.outOfOfficeFrom,
      outOfOfficeTo: users.outOfOfficeTo,
    })
    .from(users)
    .where(and(lte(users.outOfOfficeFrom, range.to), gte(users.outOfOfficeTo, range.from), sharing))
    .orderBy(asc(users.outOfOfficeFrom), asc(users.fname), asc(users.lname), asc(users.id));
}
