import type { Task } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import type { Core } from '../../core.ts';
import { loadProjectAccess, visibleTasklistIds } from '../projects/index.ts';
import { loadEditableTask } from './task-access.ts';
import type { TaskParts } from './task-parts.ts';
import { createTaskPresenter } from './task-presenting.ts';
import { deletePin, insertPin, listPinnedTasks } from './tasks.pins.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  /** The task in the full shape, as the actor sees it. */
  presentTask: (actor: UserActor, taskId: number) => Promise<Task>;
  parts: TaskParts;
}

/**
 * Tasks pinned to the top of their project, the same for every member; whoever may edit a task
 * may pin and unpin it.
 */
export function createTaskPins(deps: Deps) {
  const presenter = createTaskPresenter(deps);
  async function setPinned(
    actor: UserActor,
    taskId: number,
    pinned: boolean,
    mutationId: string | null,
  ): Promise<Task> {
    const { task } = await loadEditableTask(deps.db, actor.id, taskId);
    await deps.transact(async (uow) => {
      const changed = pinned
        ? await insertPin(uow.tx, {
            projectId: task.projectId,
            taskId,
            authorId: actor.id,
            dateAdd: deps.clock.now(),
          })
        : await deletePin(uow.tx, task.projectId, taskId);
      // Already as asked: nothing changed, so nobody is told.
      if (!changed) return;
      await deps.recordEvent(uow, {
        type: pinned ? 'task.pinned' : 'task.unpinned',
        actorId: actor.id,
        projectId: task.projectId,
        tasklistId: task.tasklistId,
        taskId,
        notice: { task_name: task.name },
        version: task.version,
        mutationId,
      });
    });
    return deps.presentTask(actor, taskId);
  }

  return {
    pin: (actor: UserActor, taskId: number, mutationId: string | null) =>
      setPinned(actor, taskId, true, mutationId),
    unpin: (actor: UserActor, taskId: number, mutationId: string | null) =>
      setPinned(actor, taskId, false, mutationId),

    /** The project's pinned tasks the actor sees, out of the trash, the latest pinned first. */
    async pinned(actor: UserActor, projectId: number): Promise<Task[]> {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      const rows = await listPinnedTasks(deps.db, projectId, actor.id, visibleTasklistIds(access));
      return presenter.presentRows(actor.id, rows, () => access);
    },
  };
}
export type TaskPins = ReturnType<typeof createTaskPins>;
