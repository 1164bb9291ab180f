import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { PROJECT_STATE, TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { deniedActionIdsColumn } from '../projects/index.ts';
import type { FullTaskRow, PersonRow } from './tasks.repo.ts';
import { selectTasks } from './tasks.repo.ts';

/** A project whose finished tasks are listed, and the task lists of it the viewer sees. */
export interface FinishedScope {
  projectId: number;
  /** null when the viewer sees every list of the project. */
  tasklistIds: readonly number[] | null;
}

/**
 * The projects a member sees tasks of when no project is named: active and archived ones (not
 * templates, not the trash), by name in any case, each with the membership and the actions roles
 * deny.
 */
export async function listProjectsInSight(db: DbOrTx, userId: number) {
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
    .where(inArray(projects.stateId, [PROJECT_STATE.active, PROJECT_STATE.archived]))
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
  return rows.map((row) => ({ ...row, deniedIds: row.deniedIds.map(Number) }));
}

/** Finished tasks of the scopes, out of the trash (theirs and their list's), as the board has them. */
function finishedIn(scopes: readonly FinishedScope[]): SQL | undefined {
  const whole = scopes.filter((s) => s.tasklistIds === null).map((s) => s.projectId);
  const limited = scopes.flatMap((s) =>
    s.tasklistIds && s.tasklistIds.length > 0
      ? [and(eq(tasks.projectId, s.projectId), inArray(tasks.tasklistId, [...s.tasklistIds]))]
      : [],
  );
  return and(
    eq(tasks.stateId, TASK_STATE.finished),
    isNull(tasks.dateDeleted),
    isNull(tasks.smartParentTaskId),
    isNull(tasklists.dateDeleted),
    or(...(whole.length > 0 ? [inArray(tasks.projectId, whole)] : []), ...limited),
  );
}

const hasAny = (scopes: readonly FinishedScope[]) =>
  scopes.some((s) => s.tasklistIds === null || s.tasklistIds.length > 0);

/**
 * One page of finished tasks, newest finished first, in the full shape's rows; `limit` rows at
 * most from `offset`. `finishedBy` and the instants [from, to) narrow it.
 */
export async function listFinishedTasks(
  db: DbOrTx,
  input: {
    viewerId: number;
    scopes: readonly FinishedScope[];
    finishedBy?: readonly number[] | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
    limit: number;
    offset: number;
  },
): Promise<FullTaskRow[]> {
  if (!hasAny(input.scopes)) return [];
  return selectTasks(db, input.viewerId)
    .where(
      and(
        finishedIn(input.scopes),
        input.finishedBy && input.finishedBy.length > 0
          ? inArray(tasks.finishedById, [...input.finishedBy])
          : undefined,
        input.from ? gte(tasks.dateFinished, input.from) : undefined,
        input.to ? lt(tasks.dateFinished, input.to) : undefined,
      ),
    )
    .orderBy(desc(tasks.dateFinished), desc(tasks.id))
    .limit(input.limit)
    .offset(input.offset);
}

/** The people who finished tasks in the scopes, by name: what "finished by" can offer. */
export async function listFinishers(
  db: DbOrTx,
  scopes: readonly FinishedScope[],
): Promise<PersonRow[]> {
  if (!hasAny(scopes)) return [];
  return db
    .selectDistinct({ id: users.id, fname: users.fname, lname: users.lname })
    .from(tasks)
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(users, eq(users.id, tasks.finishedById))
    .where(finishedIn(scopes))
    .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
}
