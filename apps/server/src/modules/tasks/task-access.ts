import type { DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import { accessFromRow, projectPolicy, taskPolicy } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import type { TaskRow } from './tasks.repo.ts';
import { findTaskWithAccess } from './tasks.repo.ts';

/**
 * A task the actor may see, with the actor's access to its project. A missing task, one in a
 * project the actor cannot see and one in a task list outside the actor's ACL all answer the same
 * 404.
 */
export async function loadTask(
  db: DbOrTx,
  actorId: number,
  taskId: number,
): Promise<{ task: TaskRow; access: ProjectAccess }> {
  const row = await findTaskWithAccess(db, taskId, actorId);
  if (!row) throw notFound('The task');
  const { task } = row;
  const access = accessFromRow(row.project, row, actorId);
  if (!projectPolicy.read(access) || !taskPolicy.read(access, task.tasklistId))
    throw notFound('The task');
  return { task, access };
}

/**
 * A task the actor may see and edit (labels, relations, estimates, pins): 404 when they cannot see
 * it, 403 when they may not edit it, 409 while it is in the trash.
 */
export async function loadEditableTask(
  db: DbOrTx,
  actorId: number,
  taskId: number,
): Promise<{ task: TaskRow; access: ProjectAccess }> {
  const loaded = await loadTask(db, actorId, taskId);
  if (!taskPolicy.update(loaded.access, loaded.task.tasklistId))
    throw forbidden('You cannot edit this task.');
  if (loaded.task.dateDeleted) throw conflict(TASK_IN_TRASH);
  return loaded;
}

export const TASK_IN_TRASH = 'The task is in the trash. Restore it first.';
export const TASK_STALE = 'Someone else changed this task in the meantime. Reload and try again.';
