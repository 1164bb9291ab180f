import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  inArray,
  isNotNull,
  isNull,
  ne,
  sql,
} from 'drizzle-orm';
import { PROJECT_STATE, TASK_STATE, TASKLIST_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { placeholder } from '../../db/id-list.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { notes } from '../../db/schema/notes.ts';
import { pinnedItems } from '../../db/schema/task-details.ts';
import { comments } from '../../db/schema/comments.ts';
import { users } from '../../db/schema/users.ts';
import {
  accessColumns,
  deniedActionIdsColumn,
  ownerOfProject,
  projectOwner,
  viewerMembership,
} from '../projects/index.ts';

export type TasklistRow = typeof tasklists.$inferSelect;

/** The columns a task-list change may set; the version is raised by the update itself. */
export type TasklistChange = Partial<
  Pick<
    TasklistRow,
    'name' | 'stateId' | 'dateFinished' | 'dateArchived' | 'dateDeleted' | 'deletedById'
  >
>;

/**
 * The outer row's id, qualified by hand: in a single-table select Drizzle renders `tasklists.id`
 * as a bare "id", which inside the subquery below would mean tasks.id.
 */
const outerTasklistId = sql`${sql.identifier(getTableName(tasklists))}.${sql.identifier(tasklists.id.name)}`;

/**
 * Active tasks of the task list in the row (not in the trash), counted in the same query; the task
 * rows behind smart subtasks count in their parents, not here.
 */
const activeTasks =
  sql<number>`(select ${count()} from ${tasks} where ${tasks.tasklistId} = ${outerTasklistId} and ${tasks.stateId} = ${TASK_STATE.active} and ${tasks.dateDeleted} is null and ${tasks.smartParentTaskId} is null)`.mapWith(
    Number,
  );

/** Comments on the task list in the row (its own thread, not its tasks'). */
const listComments =
  sql<number>`(select ${count()} from ${comments} where ${comments.target} = 'tasklist' and ${comments.tasklistId} = ${outerTasklistId})`.mapWith(
    Number,
  );

/** Whether a note of the task list in the row (in use) is pinned on its project. */
const pinnedDocuments = sql<boolean>`exists (select 1 from ${pinnedItems} pd
  join ${notes} pn on pn.id = pd.note_id
  where pn.tasklist_id = ${outerTasklistId} and pn.date_deleted is null)`;

/** The counts shown with a task list, read with it. */
const tasklistCounts = {
  countActiveTasks: activeTasks,
  countComments: listComments,
  hasPinnedDocuments: pinnedDocuments,
};

/** Task lists on a project's board: active or finished, not archived, not in the trash. */
export const onBoard = and(
  inArray(tasklists.stateId, [TASKLIST_STATE.active, TASKLIST_STATE.finished]),
  isNull(tasklists.dateDeleted),
);

export async function insertTasklist(
  db: DbOrTx,
  row: { projectId: number; name: string; stateId: number; dateActivation: Date },
): Promise<TasklistRow> {
  const [created] = await db
    .insert(tasklists)
    .values({
      ...row,
      sortingId: sql`(select coalesce(max(${tasklists.sortingId}), 0) + 1 from ${tasklists} where ${tasklists.projectId} = ${row.projectId})`,
    })
    .returning();
  return created!;
}

/** The task lists on a project's board, in their order. */
export async function listTasklistsOfProject(db: DbOrTx, projectId: number) {
  return db
    .select({ tasklist: tasklists, ...tasklistCounts })
    .from(tasklists)
    .where(and(eq(tasklists.projectId, projectId), onBoard))
    .orderBy(asc(tasklists.sortingId), asc(tasklists.id));
}

/** A project's archived task lists that are not in the trash, latest archived first. */
export async function listArchivedTasklistsOfProject(db: DbOrTx, projectId: number) {
  return db
    .select({ tasklist: tasklists, ...tasklistCounts })
    .from(tasklists)
    .where(
      and(
        eq(tasklists.projectId, projectId),
        eq(tasklists.stateId, TASKLIST_STATE.archived),
        isNull(tasklists.dateDeleted),
      ),
    )
    .orderBy(desc(tasklists.dateArchived), desc(tasklists.id));
}

export async function findTasklist(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ tasklist: tasklists, ...tasklistCounts })
    .from(tasklists)
    .where(eq(tasklists.id, id));
  return row;
}
export type TasklistWithCounts = NonNullable<Awaited<ReturnType<typeof findTasklist>>>;

/** What a task list is read with when it is only checked, not shown: no counts. */
const tasklistAccessColumns = (viewerId: ReturnType<typeof placeholder>) => ({
  tasklist: tasklists,
  // Trashed tasks count too, so that one restored later keeps a place of its own.
  lastSortingKey: sql<
    string | null
  >`(select max(${tasks.sortingKey}) from ${tasks} where ${tasks.tasklistId} = ${tasklists.id})`,
  project: projects,
  ...accessColumns(viewerId),
});

/** A task list with its project, its counts and what tells the actor's access to it, in one query. */
export async function findTasklistWithAccess(db: DbOrTx, id: number, userId: number) {
  const query = preparedOnce(db, 'tasklist_with_access', () => {
    const viewerId = placeholder('userId');
    return db
      .select({ ...tasklistAccessColumns(viewerId), ...tasklistCounts })
      .from(tasklists)
      .innerJoin(projects, eq(projects.id, tasklists.projectId))
      .leftJoin(projectMembers, viewerMembership(viewerId))
      .innerJoin(projectOwner, ownerOfProject)
      .where(eq(tasklists.id, placeholder('id')))
      .prepare('tasklist_with_access');
  });
  const [row] = await query.execute({ id, userId });
  return row;
}

/**
 * The same without the counts, for writes into the list (a new task, a move): counting a long
 * list's tasks with every new task would cost more than the write.
 */
export async function findTasklistAccess(db: DbOrTx, id: number, userId: number) {
  const query = preparedOnce(db, 'tasklist_access', () => {
    const viewerId = placeholder('userId');
    return db
      .select(tasklistAccessColumns(viewerId))
      .from(tasklists)
      .innerJoin(projects, eq(projects.id, tasklists.projectId))
      .leftJoin(projectMembers, viewerMembership(viewerId))
      .innerJoin(projectOwner, ownerOfProject)
      .where(eq(tasklists.id, placeholder('id')))
      .prepare('tasklist_access');
  });
  const [row] = await query.execute({ id, userId });
  return row;
}

/**
 * Applies a change if the task list is still at the version the caller read; returns the new
 * row, or undefined when someone changed it in between.
 */
export async function updateTasklist(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  change: TasklistChange,
): Promise<TasklistRow | undefined> {
  const [row] = await db
    .update(tasklists)
    .set({ ...change, version: sql`${tasklists.version} + 1` })
    .where(and(eq(tasklists.id, id), eq(tasklists.version, expectedVersion)))
    .returning();
  return row;
}

/** Gives task lists of one project new positions; the version stays, as no content changed. */
export async function setTasklistPositions(
  db: DbOrTx,
  projectId: number,
  positions: Array<{ id: number; sortingId: number }>,
): Promise<void> {
  if (positions.length === 0) return;
  const cases = sql.join(
    positions.map((p) => sql`when ${p.id} then ${p.sortingId}::integer`),
    sql` `,
  );
  await db
    .update(tasklists)
    .set({ sortingId: sql`case ${tasklists.id} ${cases} end` })
    .where(
      and(
        eq(tasklists.projectId, projectId),
        inArray(
          tasklists.id,
          positions.map((p) => p.id),
        ),
      ),
    );
}

const owner = alias(users, 'owner');
const deleter = alias(users, 'deleter');

/**
 * Task lists in the trash of the projects a user is a member of, latest deleted first, with what
 * the caller needs to judge access (project, membership, owner) and to show them. Projects that
 * are themselves in the trash are left out: their task lists come back with them.
 */
export async function listTrashedTasklistsOfMember(db: DbOrTx, userId: number) {
  return db
    .select({
      tasklist: tasklists,
      ...tasklistCounts,
      // Never null here (the where clause), which this column's type says.
      dateDeleted: sql<Date>`${tasklists.dateDeleted}`.mapWith(tasklists.dateDeleted),
      project: projects,
      membership: projectMembers,
      deniedIds: deniedActionIdsColumn(projectMembers.projectId, projectMembers.userId),
      owner: { id: owner.id, fname: owner.fname, lname: owner.lname },
      deletedBy: { id: deleter.id, fname: deleter.fname, lname: deleter.lname },
    })
    .from(tasklists)
    .innerJoin(projects, eq(projects.id, tasklists.projectId))
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .innerJoin(owner, eq(owner.id, projects.ownerId))
    .leftJoin(deleter, eq(deleter.id, tasklists.deletedById))
    .where(and(isNotNull(tasklists.dateDeleted), ne(projects.stateId, PROJECT_STATE.deleted)))
    .orderBy(desc(tasklists.dateDeleted), desc(tasklists.id));
}
export type TrashedTasklistRow = Awaited<ReturnType<typeof listTrashedTasklistsOfMember>>[number];
