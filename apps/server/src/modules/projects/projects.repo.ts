import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { PROJECT_STATE, TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { IdParam, IdsParam } from '../../db/id-list.ts';
import { inIds, placeholder } from '../../db/id-list.ts';
import { preparedOnce } from '../../db/prepared.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { readRows, rowsRead } from '../../db/json-rows.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import { projectMemberRoles, roles } from '../../db/schema/people.ts';
import { carriesTagVisibleTo } from './project-tags.repo.ts';
import { viewerSeesTask } from './project-visibility.repo.ts';
import { deniedActionIdsColumn } from './role-denials.repo.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type ProjectMembership = typeof projectMembers.$inferSelect;

export async function insertProject(db: DbOrTx, row: NewProjectRow): Promise<ProjectRow> {
  const [created] = await db.insert(projects).values(row).returning();
  return created!;
}

/** Adds a member (nothing happens when they are one already); no limit means all task lists. */
export async function insertMember(
  db: DbOrTx,
  row: {
    projectId: number;
    userId: number;
    isCommander: boolean;
    dateAdd: Date;
    tasklistsAcl?: number[] | null;
  },
): Promise<void> {
  await db.insert(projectMembers).values(row).onConflictDoNothing();
}

/** A new project with its owner as its first member, a commander. */
export async function insertProjectWithOwner(db: DbOrTx, row: NewProjectRow): Promise<ProjectRow> {
  const project = await insertProject(db, row);
  await insertMember(db, {
    projectId: project.id,
    userId: row.ownerId,
    isCommander: true,
    dateAdd: row.dateAdd,
  });
  return project;
}

/** The project's owner, under a name of its own beside other people in the same select. */
export const projectOwner = alias(users, 'project_owner');

/** Joins a viewer's membership row to a select over `projects` (null when not a member). */
export const viewerMembership = (viewerId: IdParam) =>
  and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, viewerId));

/** Joins the project's owner, as `projectOwner`. */
export const ownerOfProject = eq(projectOwner.id, projects.ownerId);

/**
 * The columns that tell an actor's access to the project of the row being read: the actor's
 * membership row (null when not a member), the owner's name and the actions the actor's roles deny
 * there. Added to a select over `projects` that joins `viewerMembership` and `ownerOfProject`,
 * they make the access one round trip with the rest.
 */
export function accessColumns(userId: IdParam) {
  return {
    membership: projectMembers,
    ownerFname: projectOwner.fname,
    ownerLname: projectOwner.lname,
    disallowedIds: deniedActionIdsColumn(projects.id, userId),
  };
}

/** A project with what tells the actor's access to it, in one query. */
export async function findProjectWithMembership(db: DbOrTx, projectId: number, userId: number) {
  const query = preparedOnce(db, 'project_with_access', () => {
    const viewerId = placeholder('userId');
    return db
      .select({ project: projects, ...accessColumns(viewerId) })
      .from(projects)
      .leftJoin(projectMembers, viewerMembership(viewerId))
      .innerJoin(projectOwner, ownerOfProject)
      .where(eq(projects.id, placeholder('projectId')))
      .prepare('project_with_access');
  });
  const [row] = await query.execute({ projectId, userId });
  return row;
}

/** The members of the given projects with their names, limits, hour rates and roles. */
export interface MemberRow {
  projectId: number;
  isCommander: boolean;
  tasklistsAcl: number[] | null;
  hourRate: number | null;
  hourRateIsFixed: boolean;
  id: number;
  fname: string;
  lname: string;
  email: string;
  isInvited: boolean;
  roles: Array<{ id: number; name: string; disallowed_actions: number[] }>;
}

export function membersOfProjects(db: DbOrTx, projectIds: IdsParam): RowsRead<MemberRow> {
  return rowsRead(
    db
      .select({
        projectId: projectMembers.projectId,
        isCommander: projectMembers.isCommander,
        tasklistsAcl: projectMembers.tasklistsAcl,
        hourRate: projectMembers.hourRate,
        hourRateIsFixed: projectMembers.hourRateIsFixed,
        id: users.id,
        fname: users.fname,
        lname: users.lname,
        email: users.email,
        isInvited: users.isInvited,
        roles: sql`coalesce((
          select json_agg(json_build_object('id', r.id, 'name', r.name,
            'disallowed_actions', r.disallowed_actions) order by r.name, r.id)
          from ${projectMemberRoles} pmr join ${roles} r on r.id = pmr.role_id
          where pmr.project_id = ${projectMembers.projectId} and pmr.user_id = ${projectMembers.userId}
        ), '[]'::json)`,
      })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(inIds(projectMembers.projectId, projectIds)),
    11,
    (r) => ({
      projectId: Number(r[0]),
      isCommander: r[1] as boolean,
      tasklistsAcl: r[2] === null ? null : (r[2] as unknown[]).map(Number),
      hourRate: r[3] === null ? null : Number(r[3]),
      hourRateIsFixed: r[4] as boolean,
      id: Number(r[5]),
      fname: r[6] as string,
      lname: r[7] as string,
      email: r[8] as string,
      isInvited: r[9] as boolean,
      roles: (r[10] as MemberRow['roles']).map((role) => ({
        id: Number(role.id),
        name: role.name,
        disallowed_actions: role.disallowed_actions.map(Number),
      })),
    }),
    [6, 7, 5],
  );
}

/** The members of the given projects with their names, limits, hour rates and roles. */
export async function listMembers(db: DbOrTx, projectIds: number[]): Promise<MemberRow[]> {
  if (projectIds.length === 0) return [];
  return readRows(db, membersOfProjects(db, projectIds));
}

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

/** A project and the memberships of those of the given users who are its members. */
export async function findProjectWithMembershipsAmong(
  db: DbOrTx,
  projectId: number,
  userIds: number[],
): Promise<{ project: ProjectRow; memberships: ProjectMembership[] } | null> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) return null;
  const memberships =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(projectMembers)
          .where(
            and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, userIds)),
          );
  return { project, memberships };
}

export interface ProjectListFilter {
  stateId: number;
  search?: string | undefined;
  /** Only projects carrying this tag, as the member sees it. */
  tagId?: number | undefined;
}

/** A member's projects, joined to the member's own membership. */
function projectsOfMember(db: DbOrTx, userId: IdParam) {
  return db
    .select({ project: projects, membership: projectMembers })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    );
}

const listOrder = [desc(projectMembers.isFavorite), asc(projects.name), asc(projects.id)];

/** The projects of a member in one state, favourites first; the trash shows only owned ones. */
export async function listProjectsOfMemberFiltered(
  db: DbOrTx,
  userId: number,
  filter: ProjectListFilter,
) {
  if (!filter.search && !filter.tagId && filter.stateId !== PROJECT_STATE.deleted) {
    // The list everyone opens: prepared once, planned once per connection.
    const query = preparedOnce(db, 'projects_of_member', () =>
      projectsOfMember(db, placeholder('userId'))
        .where(eq(projects.stateId, placeholder('stateId')))
        .orderBy(...listOrder)
        .prepare('projects_of_member'),
    );
    return query.execute({ userId, stateId: filter.stateId });
  }
  const conditions = [eq(projects.stateId, filter.stateId)];
  if (filter.stateId === PROJECT_STATE.deleted) conditions.push(eq(projects.ownerId, userId));
  if (filter.search) conditions.push(ilike(projects.name, `%${escapeLike(filter.search)}%`));
  if (filter.tagId) conditions.push(carriesTagVisibleTo(projects.id, filter.tagId, userId));
  return projectsOfMember(db, userId)
    .where(and(...conditions))
    .orderBy(...listOrder);
}

/** How many projects of a member are in each state (the trash counts only owned ones). */
export async function countProjectsOfMemberByState(db: DbOrTx, userId: number) {
  const query = preparedOnce(db, 'project_state_counts', () => {
    const viewerId = placeholder('userId');
    return db
      .select({ stateId: projects.stateId, count: count() })
      .from(projects)
      .innerJoin(
        projectMembers,
        and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, viewerId)),
      )
      .where(or(ne(projects.stateId, PROJECT_STATE.deleted), eq(projects.ownerId, viewerId)))
      .groupBy(projects.stateId)
      .prepare('project_state_counts');
  });
  return query.execute({ userId });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type ProjectChanges = Partial<
  Pick<
    ProjectRow,
    | 'name'
    | 'color'
    | 'dueDate'
    | 'dueDateEnd'
    | 'client'
    | 'budgetAmount'
    | 'budgetMinutes'
    | 'budgetIsRecurrent'
    | 'budgetNextResetDate'
    | 'budgetNullAfterMonthsCount'
    | 'budgetNullInDayOfMonth'
    | 'hideWorkReportsOnTimeEstimates'
    | 'stateId'
    | 'dateArchived'
    | 'dateDeleted'
    | 'deletedById'
  >
>;

/**
 * Applies changes and bumps the version. With `expectedVersion`, nothing changes unless the row
 * still has that version: the answer is then undefined and the caller reports a conflict.
 */
export async function updateProject(
  db: DbOrTx,
  id: number,
  changes: ProjectChanges,
  expectedVersion?: number,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...changes, version: sql`${projects.version} + 1` })
    .where(
      and(
        eq(projects.id, id),
        expectedVersion === undefined ? undefined : eq(projects.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

export async function setFavorite(
  db: DbOrTx,
  projectId: number,
  userId: number,
  isFavorite: boolean,
): Promise<void> {
  await db
    .update(projectMembers)
    .set({ isFavorite })
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}

export async function setCommander(
  db: DbOrTx,
  projectId: number,
  userId: number,
  isCommander: boolean,
): Promise<boolean> {
  const rows = await db
    .update(projectMembers)
    .set({ isCommander })
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ userId: projectMembers.userId });
  return rows.length > 0;
}

export async function deleteMember(
  db: DbOrTx,
  projectId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ userId: projectMembers.userId });
  // Someone who left the project no longer works on its tasks.
  await db
    .delete(taskWorkers)
    .where(
      and(
        eq(taskWorkers.userId, userId),
        inArray(
          taskWorkers.taskId,
          db.select({ id: tasks.id }).from(tasks).where(eq(tasks.projectId, projectId)),
        ),
      ),
    );
  return rows.length > 0;
}

/**
 * Open and finished tasks per project, of those the viewer sees on the boards: tasks not in the
 * trash, in task lists neither archived nor in the trash, not the hidden task of a smart subtask.
 */
export function taskCountsOfProjects(
  db: DbOrTx,
  projectIds: IdsParam,
  viewerId: IdParam,
): RowsRead<{ projectId: number; active: number; finished: number }> {
  // Counted per task list first, then the sight of each list is checked once: checking it per
  // task made the count of a big project cost a lookup for every task.
  const perList = db
    .select({
      projectId: tasks.projectId,
      tasklistId: tasks.tasklistId,
      active: sql<number>`count(*) filter (where ${tasks.stateId} = ${TASK_STATE.active})`.as(
        'active',
      ),
      finished: sql<number>`count(*) filter (where ${tasks.stateId} = ${TASK_STATE.finished})`.as(
        'finished',
      ),
    })
    .from(tasks)
    .where(
      and(
        inIds(tasks.projectId, projectIds),
        isNull(tasks.dateDeleted),
        isNull(tasks.smartParentTaskId),
      ),
    )
    .groupBy(tasks.projectId, tasks.tasklistId)
    .as('per_list');
  return rowsRead(
    db
      .select({
        projectId: perList.projectId,
        active: sql<number>`sum(${perList.active})::int`,
        finished: sql<number>`sum(${perList.finished})::int`,
      })
      .from(perList)
      .innerJoin(tasklists, eq(tasklists.id, perList.tasklistId))
      .where(
        and(
          isNull(tasklists.dateDeleted),
          isNull(tasklists.dateArchived),
          viewerSeesTask(
            { projectId: perList.projectId, tasklistId: perList.tasklistId },
            viewerId,
          ),
        ),
      )
      .groupBy(perList.projectId),
    3,
    (r) => ({ projectId: Number(r[0]), active: Number(r[1]), finished: Number(r[2]) }),
  );
}
