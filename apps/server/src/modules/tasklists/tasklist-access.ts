import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { accessFromRow, projectPolicy, tasklistPolicy } from '../projects/index.ts';
import type { ProjectAccess, ProjectRow } from '../projects/index.ts';
import type { TasklistWithCounts } from './tasklists.repo.ts';
import { findTasklistWithAccess } from './tasklists.repo.ts';

/**
 * A task list the actor may see, with the actor's access to its project. A missing task list, one
 * in a project the actor cannot see and one outside the actor's task-list ACL all answer the same
 * 404.
 */
export async function loadTasklist(
  db: DbOrTx,
  actorId: number,
  tasklistId: number,
): Promise<{
  row: TasklistWithCounts;
  access: ProjectAccess;
  project: ProjectRow;
  /** The greatest sorting key of the list's tasks: a new task goes after it. */
  lastSortingKey: string | null;
}> {
  const found = await findTasklistWithAccess(db, tasklistId, actorId);
  if (!found) throw notFound('The task list');
  const { tasklist, countActiveTasks, countComments, hasPinnedDocuments, project, lastSortingKey } =
    found;
  const access = accessFromRow(project, found, actorId);
  if (!projectPolicy.read(access) || !tasklistPolicy.read(access, tasklistId))
    throw notFound('The task list');
  return {
    row: { tasklist, countActiveTasks, countComments, hasPinnedDocuments },
    access,
    project,
    lastSortingKey,
  };
}
