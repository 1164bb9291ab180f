import type { z } from 'zod';
import type { Taskcheck, taskcheckMoveBodySchema } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { validationFailed } from '../../http/app-error.ts';
import { loadTask } from '../tasks/index.ts';
import type { TaskcheckDeps } from './taskcheck-rules.ts';
import {
  assertCanEditSubtasks,
  assertRoomFor,
  keyBeside,
  loadTaskcheck,
  newTaskcheckKey,
  recordTaskcheckEvent,
} from './taskcheck-rules.ts';
import { updateTaskcheck } from './taskchecks.repo.ts';
import type { DbOrTx } from '../../db/client.ts';
import { setSmartTaskFields } from './taskcheck-tasks.repo.ts';

type MoveInput = z.output<typeof taskcheckMoveBodySchema>;

/** The sorting key in the task it goes to: at the end, or beside the subtask named. */
function keyIn(db: DbOrTx, taskId: number, input: MoveInput, id: number): Promise<string> {
  const anchorId = input.before_id ?? input.after_id;
  if (anchorId === undefined) return newTaskcheckKey(db, taskId, undefined);
  const side = input.before_id === undefined ? 'after_id' : 'before_id';
  return keyBeside(
    db,
    { taskId, movingId: id, anchorId, side },
    'Choose a subtask of the task it goes to.',
  );
}

/** Moving a subtask to another task of its project. */
export function createTaskcheckMove(
  deps: TaskcheckDeps & { presentOne: (id: number) => Promise<Taskcheck> },
) {
  /**
   * Moves the subtask, with its state, worker and dates, to another task of the same project,
   * which both must be editable by the actor; a smart subtask's task follows it. One event, on
   * the task it went to, names the task it came from.
   */
  return async function move(
    actor: UserActor,
    id: number,
    input: MoveInput,
    mutationId: string | null,
  ): Promise<Taskcheck> {
    const { check, task, access } = await loadTaskcheck(deps.db, actor.id, id);
    assertCanEditSubtasks(task, access);
    if (input.task_id === task.id)
      throw validationFailed({ task_id: ['The subtask is in this task already.'] });
    const { task: target, access: targetAccess } = await loadTask(deps.db, actor.id, input.task_id);
    if (target.projectId !== task.projectId)
      throw validationFailed({ task_id: ['Choose a task of the same project.'] });
    if (check.smartTaskId === target.id)
      throw validationFailed({ task_id: ['A subtask cannot go into its own task.'] });
    assertCanEditSubtasks(target, targetAccess);
    await assertRoomFor(deps.db, target, 1);
    const now = deps.clock.now();
    await deps.transact(async (uow) => {
      const sortingKey = await keyIn(uow.tx, target.id, input, id);
      const updated = await updateTaskcheck(uow.tx, id, null, { taskId: target.id, sortingKey });
      if (check.smartTaskId !== null)
        await setSmartTaskFields(uow.tx, check.smartTaskId, {
          smartParentTaskId: target.id,
          tasklistId: target.tasklistId,
          dateUpd: now,
        });
      await recordTaskcheckEvent(deps.recordEvent, uow, {
        type: 'taskcheck.moved',
        actorId: actor.id,
        task: target,
        notice: { taskcheck_name: check.name, task_from: { id: task.id, name: task.name } },
        version: updated!.version,
        mutationId,
      });
    });
    return deps.presentOne(id);
  };
}
