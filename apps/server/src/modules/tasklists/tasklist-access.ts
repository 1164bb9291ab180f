import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { accessFromRow, projectPolicy, tasklistPolicy } from '../projects/index.ts';
import type { ProjectAccess, ProjectRow } from '../projects/index.ts';
import type { TasklistRow, TasklistWithCounts } from './tasklists.repo.ts';
import { findTasklistAccess, findTasklistWithAccess } from './tasklists.repo.ts';

interface CheckedTasklist {
  access: ProjectAccess;
  project: ProjectRow;
  /** The greatest sorting key of the list's tasks: a new task goes after it. */
  lastSortingKey: string | null;
}

type AccessRow = NonNullable<Awaited<ReturnType<typeof findTasklistAccess>>>;

/**
 * The actor's access to a task list read with it. A missing task list, one in a project the actor
 * cannot see and one outside the actor's task-list ACL all answer the same 404.
 */
function checked(found: AccessRow | undefined, actorId: number, tasklistId: number) {
  if (!found) throw notFound('The task list');
  const access = accessFromRow(found.project, found, actorId);
  if (!projectPolicy.read(access) || !tasklistPolicy.read(access, tasklistId))
    throw notFound('The task list');
  return access;
}

/** A task list the actor may see, with its counts and the actor's access to its project. */
export async function loadTasklist(
  db: DbOrTx,
  actorId: number,
  tasklistId: number,
): Promise<CheckedTasklist & { row: TasklistWithCounts }> {
  const found = await findTasklistWithAccess(db, tasklistId, actorId);
  const access = checked(found, actorId, tasklistId);
  const { tasklist, countActiveTasks, countComments, hasPinnedDocuments, project, lastSortingKey } =
    found!;
  return {
    row: { tasklist, countActiveTasks, countComments, hasPinnedDocuments },
    access,
    project,
    lastSortingKey,
  };
}

/**
 * The same without the counts, for a write into the list that does not show them (a new task, a
 * move): one cheap read of a row by its key.
 */
export async function loadTasklistForWrite(
  db: DbOrTx,
  actorId: number,
  tasklistId: number,
): Promise<CheckedTasklist & { tasklist: TasklistRow }> {
  const found = await findTasklistAccess(db, tasklistId, actorId);
  const access = checked(found, actorId, tasklistId);
  return {
    tasklist: found!.tasklist,
    access,
    project: found!.project,
    lastSortingKey: found!.lastSortingKey,
  };
}
