import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { PROJECT_STATE, TASKLIST_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects, tasklists } from '../../db/schema/projects.ts';
import { deniedActionIdsColumn } from '../projects/index.ts';
import type { TasklistRow } from './tasklists.repo.ts';

/** The next position at the end of a project's task lists. */
const lastPositionIn = (projectId: number) =>
  sql<number>`(select coalesce(max(${tasklists.sortingId}), 0) + 1 from ${tasklists} where ${tasklists.projectId} = ${projectId})`;

/**
 * A member's active projects other than one, with their membership and the action ids (1 to 7)
 * the member's roles deny in each: what the caller needs to judge where task lists may go.
 */
export async function listActiveProjectsOfMember(
  db: DbOrTx,
  userId: number,
  exceptProjectId: number,
) {
  const rows = await db
    .select({
      project: projects,
      membership: projectMembers,
      deniedIds: deniedActionIdsColumn(projectMembers.projectId, projectMembers.userId),
    })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .where(and(eq(projects.stateId, PROJECT_STATE.active), ne(projects.id, exceptProjectId)))
    .orderBy(asc(projects.name), asc(projects.id));
  return rows.map((row) => ({ ...row, deniedIds: row.deniedIds.map(Number) }));
}

/**
 * Moves a task list, still at the version the caller read, to the end of another project, and
 * takes it out of the source project's task-list limits (its tasks follow through the task-list
 * hooks). Answers the moved row, or undefined when the list changed in between (nothing is then
 * written).
 */
export async function moveTasklistToProject(
  db: DbOrTx,
  input: { tasklistId: number; version: number; fromProjectId: number; toProjectId: number },
): Promise<TasklistRow | undefined> {
  const [moved] = await db
    .update(tasklists)
    .set({
      projectId: input.toProjectId,
      sortingId: lastPositionIn(input.toProjectId),
      version: sql`${tasklists.version} + 1`,
    })
    .where(
      and(
        eq(tasklists.id, input.tasklistId),
        eq(tasklists.version, input.version),
        eq(tasklists.projectId, input.fromProjectId),
      ),
    )
    .returning();
  if (!moved) return undefined;
  await db
    .update(projectMembers)
    .set({
      tasklistsAcl: sql`array_remove(${projectMembers.tasklistsAcl}, ${input.tasklistId}::bigint)`,
    })
    .where(
      and(
        eq(projectMembers.projectId, input.fromProjectId),
        sql`${input.tasklistId}::bigint = any(${projectMembers.tasklistsAcl})`,
      ),
    );
  return moved;
}

/**
 * Creates the copy of a task list at the end of a project (its tasks are copied through the
 * task-list hooks). Answers the new list's id.
 */
export async function copyTasklistToProject(
  db: DbOrTx,
  input: {
    toProjectId: number;
    name: string;
    stateId: number;
    now: Date;
  },
): Promise<number> {
  const { now } = input;
  const [created] = await db
    .insert(tasklists)
    .values({
      projectId: input.toProjectId,
      name: input.name,
      stateId: input.stateId,
      sortingId: lastPositionIn(input.toProjectId),
      dateActivation: now,
      dateFinished: input.stateId === TASKLIST_STATE.finished ? now : null,
    })
    .returning({ id: tasklists.id });
  return created!.id;
}
