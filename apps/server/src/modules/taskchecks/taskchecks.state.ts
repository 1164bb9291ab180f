import type { z } from 'zod';
import type { Taskcheck, taskcheckReorderBodySchema } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import { assertNotDenied, taskPolicy } from '../projects/index.ts';
import { findTask, TASK_IN_TRASH, updateTaskState } from '../tasks/index.ts';
import type { TaskcheckDeps } from './taskcheck-rules.ts';
import {
  assertCanEditSubtasks,
  keyBeside,
  loadTaskcheck,
  recordTaskcheckEvent,
} from './taskcheck-rules.ts';
import { deleteTaskchecks, updateTaskcheck, updateTaskcheckState } from './taskchecks.repo.ts';
import { setSmartTaskFields } from './taskcheck-tasks.repo.ts';

type ReorderInput = z.output<typeof taskcheckReorderBodySchema>;

/** Finishing, reopening, moving and deleting subtasks. */
export function createTaskcheckStates(
  deps: TaskcheckDeps & { presentOne: (id: number) => Promise<Taskcheck> },
) {
  /** A smart subtask's state is its task's: the task row changes, the subtask follows. */
  async function changeState(
    actor: UserActor,
    id: number,
    finish: boolean,
    mutationId: string | null,
  ): Promise<Taskcheck> {
    const { check, task, access } = await loadTaskcheck(deps.db, actor.id, id);
    assertNotDenied(access, 'task_finish');
    if (!taskPolicy.finish(access, task.tasklistId))
      throw forbidden('You cannot change the subtasks of this task.');
    if (task.dateDeleted) throw conflict(TASK_IN_TRASH);
    const now = deps.clock.now();
    const state = {
      stateId: finish ? TASK_STATE.finished : TASK_STATE.active,
      finishedById: finish ? actor.id : null,
      dateFinished: finish ? now : null,
    };
    await deps.transact(async (uow) => {
      const smart =
        check.smartTaskId === null
          ? undefined
          : await updateTaskState(uow.tx, check.smartTaskId, { ...state, now });
      const updated = await updateTaskcheckState(uow.tx, id, state);
      // Already in the wanted state: nothing changed, so there is nothing to tell anyone.
      if (!smart && !updated) return;
      await recordTaskcheckEvent(deps.recordEvent, uow, {
        type: finish ? 'taskcheck.finished' : 'taskcheck.reopened',
        actorId: actor.id,
        task,
        notice: { taskcheck_name: smart?.name ?? check.name },
        version: updated?.version ?? check.version,
        mutationId,
      });
    });
    return deps.presentOne(id);
  }

  return {
    finish: (actor: UserActor, id: number, mutationId: string | null) =>
      changeState(actor, id, true, mutationId),
    reopen: (actor: UserActor, id: number, mutationId: string | null) =>
      changeState(actor, id, false, mutationId),

    /** Puts a subtask right before or after another of the same task; one row is rewritten. */
    async reorder(
      actor: UserActor,
      id: number,
      input: ReorderInput,
      mutationId: string | null,
    ): Promise<Taskcheck> {
      const { check, task, access } = await loadTaskcheck(deps.db, actor.id, id);
      assertCanEditSubtasks(task, access);
      await deps.transact(async (uow) => {
        const sortingKey = await keyBeside(
          uow.tx,
          {
            taskId: check.taskId,
            movingId: id,
            anchorId: input.before_id ?? input.after_id!,
            side: input.before_id === undefined ? 'after_id' : 'before_id',
          },
          'Choose another subtask of the same task.',
        );
        const updated = await updateTaskcheck(uow.tx, id, null, { sortingKey });
        await recordTaskcheckEvent(deps.recordEvent, uow, {
          type: 'taskcheck.reordered',
          actorId: actor.id,
          task,
          notice: { taskcheck_name: check.name },
          version: updated!.version,
          mutationId,
        });
      });
      return deps.presentOne(id);
    },

    /**
     * Deletes a subtask for good. A smart one's task goes to the trash as an ordinary task of the
     * list, from where it can be restored; that takes the right to delete tasks.
     */
    async delete(actor: UserActor, id: number, mutationId: string | null): Promise<{ ok: true }> {
      const { check, task, access } = await loadTaskcheck(deps.db, actor.id, id);
      assertCanEditSubtasks(task, access);
      const smart = check.smartTaskId === null ? null : await findTask(deps.db, check.smartTaskId);
      if (smart) {
        assertNotDenied(access, 'task_delete');
        if (!taskPolicy.delete(access, task.tasklistId))
          throw forbidden('You cannot delete this subtask.');
      }
      const now = deps.clock.now();
      await deps.transact(async (uow) => {
        if (smart)
          await setSmartTaskFields(uow.tx, smart.id, {
            smartParentTaskId: null,
            tasklistId: task.tasklistId,
            dateDeleted: now,
            deletedById: actor.id,
            dateUpd: now,
          });
        await deleteTaskchecks(uow.tx, [id]);
        await recordTaskcheckEvent(deps.recordEvent, uow, {
          type: 'taskcheck.deleted',
          actorId: actor.id,
          task,
          notice: { taskcheck_name: smart?.name ?? check.name, was_deleted: smart !== null },
          version: null,
          mutationId,
        });
      });
      return { ok: true };
    },
  };
}
