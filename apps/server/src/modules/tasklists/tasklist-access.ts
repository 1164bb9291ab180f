import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { loadProjectAccess } from '../projects/project-access.ts';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import type { ProjectRow } from '../projects/projects.repo.ts';
import { tasklistPolicy } from '../projects/projects.policy.ts';
import type { TasklistWithCounts } from './tasklists.repo.ts';
import { findTasklist } from './tasklists.repo.ts';

/**
 * A task list the actor may see, with the actor's access to its project. A missing task list, one
 * in a project the actor cannot see and one outside the actor's task-list ACL all answer the same
 * 404.
 */
export async function loadTasklist(
  db: DbOrTx,
  actorId: number,
  tasklistId: number,
): Promise<{ row: TasklistWithCounts; access: ProjectAccess; project: ProjectRow }> {
  const row = await findTasklist(db, tasklistId);
  if (!row) throw notFound('The task list');
  const { access, project } = await loadProjectAccess(db, row.tasklist.projectId, actorId).catch(
    () => {
      throw notFound('The task list');
    },
  );
  if (!tasklistPolicy.read(access, tasklistId)) throw notFound('The task list');
  return { row, access, project };
}
