import type { EventType, Tasklist } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { Transact } from '../../db/unit-of-work.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { RecordEvent } from '../../core.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { presentTasklist } from './tasklists.presenter.ts';
import type { TasklistChange } from './tasklists.repo.ts';
import { findTasklist, updateTasklist } from './tasklists.repo.ts';

export const STALE = 'Someone else changed this task list in the meantime. Reload and try again.';

/**
 * Writes one change to a task list at the version the caller saw, with its activity event, and
 * answers the task list as it now is; a stale version answers 409 and changes nothing.
 */
export async function writeTasklistChange(
  deps: { db: Db; transact: Transact; recordEvent: RecordEvent },
  input: {
    actorId: number;
    tasklistId: number;
    version: number;
    change: TasklistChange;
    event: EventType;
    mutationId: string | null;
    access: ProjectAccess;
  },
): Promise<Tasklist> {
  await deps.transact(async (uow) => {
    const updated = await updateTasklist(uow.tx, input.tasklistId, input.version, input.change);
    if (!updated) throw conflict(STALE);
    await deps.recordEvent(uow, {
      type: input.event,
      actorId: input.actorId,
      projectId: updated.projectId,
      tasklistId: input.tasklistId,
      version: updated.version,
      mutationId: input.mutationId,
    });
  });
  const changed = await findTasklist(deps.db, input.tasklistId);
  if (!changed) throw notFound('The task list');
  return presentTasklist(changed, input.access);
}
