import type { z } from 'zod';
import type { Task, taskFlagsBodySchema } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { assertNotDenied, taskPolicy } from '../projects/index.ts';
import { TASK_STALE } from './task-access.ts';
import type { TaskHooks } from './task-hooks.ts';
import type { TaskPresenter } from './task-presenting.ts';
import { updateTask, upsertTaskFlags } from './tasks.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  presenter: TaskPresenter;
  hooks: TaskHooks;
}

/** Moving a task to the trash and back, and the viewer's own marks on it. */
export function createTaskTrash(deps: Deps) {
  async function move(
    actor: UserActor,
    taskId: number,
    toTrash: boolean,
    mutationId: string | null,
  ): Promise<Task> {
    const loaded = await deps.presenter.load(actor.id, taskId);
    const { access } = loaded;
    const { task } = loaded.row;
    assertNotDenied(access, 'task_delete');
    if (!taskPolicy.delete(access, task.tasklistId))
      throw forbidden(toTrash ? 'You cannot delete this task.' : 'You cannot restore this task.');
    // Already where it was asked to go: nothing changes and no one is told.
    if ((task.dateDeleted !== null) === toTrash) return deps.presenter.present(loaded);
    const now = deps.clock.now();
    const written = await deps.transact(async (uow) => {
      const updated = await updateTask(uow.tx, taskId, task.version, {
        dateDeleted: toTrash ? now : null,
        deletedById: toTrash ? actor.id : null,
        dateUpd: now,
      });
      if (!updated) throw conflict(TASK_STALE);
      await deps.recordEvent(uow, {
        type: toTrash ? 'task.deleted' : 'task.restored_from_trash',
        actorId: actor.id,
        projectId: task.projectId,
        tasklistId: task.tasklistId,
        taskId,
        notice: toTrash ? { task_name: task.name, was_deleted: true } : { task_name: task.name },
        version: updated.version,
        mutationId,
      });
      const reacted = await deps.hooks.announce(uow, {
        what: toTrash ? 'trashed' : 'restored',
        before: task,
        after: updated,
        seen: deps.presenter.present(loaded),
        actorId: actor.id,
        mutationId,
      });
      return { updated, reacted };
    });
    // What other modules did may show on the task (a smart subtask's task becomes an ordinary one).
    if (written.reacted) return deps.presenter.detail(actor.id, taskId);
    return deps.presenter.present(loaded, { task: written.updated });
  }

  return {
    delete: (actor: UserActor, taskId: number, mutationId: string | null) =>
      move(actor, taskId, true, mutationId),
    restoreFromTrash: (actor: UserActor, taskId: number, mutationId: string | null) =>
      move(actor, taskId, false, mutationId),

    /** The marks are the actor's own, as a favourite project is: nobody else is told of them. */
    setFlags: async (
      actor: UserActor,
      taskId: number,
      input: z.output<typeof taskFlagsBodySchema>,
    ): Promise<Task> => {
      const loaded = await deps.presenter.load(actor.id, taskId);
      if (input.is_my_priority === undefined && input.is_tracked === undefined)
        return deps.presenter.present(loaded);
      await upsertTaskFlags(deps.db, {
        taskId,
        userId: actor.id,
        isMyPriority: input.is_my_priority,
        isTracked: input.is_tracked,
        now: deps.clock.now(),
      });
      const flags = loaded.row.flags ?? { isMyPriority: false, isTracked: false };
      return deps.presenter.present(loaded, {
        flags: {
          isMyPriority: input.is_my_priority ?? flags.isMyPriority,
          isTracked: input.is_tracked ?? flags.isTracked,
        },
      });
    },
  };
}
