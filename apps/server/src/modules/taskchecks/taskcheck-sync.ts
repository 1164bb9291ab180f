import { TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RecordEvent } from '../../core.ts';
import { findTask } from '../tasks/index.ts';
import { recordTaskcheckEvent } from './taskcheck-rules.ts';
import { deleteTaskchecks, findTaskcheckBySmartTask, mirrorSmartTask } from './taskchecks.repo.ts';
import { clearSmartParent } from './taskcheck-tasks.repo.ts';
import type { TaskHappened, TaskHook } from '../tasks/index.ts';

/**
 * What the tasks module calls when the task behind a smart subtask is renamed, finished or
 * reopened through the task calls: the subtask keeps its name and state in step, and the parent
 * task's followers hear of it as a change of its subtask.
 */
export async function syncSmartTaskcheck(
  uow: UnitOfWork,
  recordEvent: RecordEvent,
  input: {
    task: { id: number; name: string; smartParentTaskId: number | null };
    change:
      | { name: string }
      | { stateId: number; finishedById: number | null; dateFinished: Date | null };
    actorId: number;
    mutationId: string | null;
  },
): Promise<void> {
  const { task, change } = input;
  if (task.smartParentTaskId === null) return;
  const parent = await findTask(uow.tx, task.smartParentTaskId);
  if (!parent) return;
  await mirrorSmartTask(uow.tx, task.id, change);
  const renamed = 'name' in change;
  await recordTaskcheckEvent(recordEvent, uow, {
    type: renamed
      ? 'taskcheck.updated'
      : change.stateId === TASK_STATE.finished
        ? 'taskcheck.finished'
        : 'taskcheck.reopened',
    actorId: input.actorId,
    task: parent,
    notice: renamed
      ? { taskcheck_name: change.name, old_taskcheck_name: task.name }
      : { taskcheck_name: task.name },
    version: null,
    mutationId: input.mutationId,
  });
}

/**
 * Called as a smart subtask's task goes to the trash through the task calls: the subtask goes
 * away and the task becomes an ordinary one, so that restoring it brings it back to its list.
 */
export async function detachSmartTaskcheck(
  db: DbOrTx,
  task: { id: number; smartParentTaskId: number | null },
): Promise<void> {
  if (task.smartParentTaskId === null) return;
  const check = await findTaskcheckBySmartTask(db, task.id);
  if (check) await deleteTaskchecks(db, [check.id]);
  await clearSmartParent(db, task.id);
}

/**
 * How subtasks follow the task calls: the smart subtask of a task keeps its name and state in step
 * with it, and goes away when the task goes to the trash.
 */
export function taskcheckTaskHooks(deps: { recordEvent: RecordEvent }): TaskHook[] {
  const isSmart = (happened: TaskHappened) => happened.before.smartParentTaskId !== null;
  return [
    {
      on: ['finished', 'reopened'],
      concerns: isSmart,
      run: (uow, { before, after, actorId, mutationId }) =>
        syncSmartTaskcheck(uow, deps.recordEvent, {
          task: before,
          change: {
            stateId: after.stateId,
            finishedById: after.finishedById,
            dateFinished: after.dateFinished,
          },
          actorId,
          mutationId,
        }),
    },
    {
      on: ['updated'],
      concerns: (happened) => isSmart(happened) && happened.before.name !== happened.after.name,
      run: (uow, { before, after, actorId, mutationId }) =>
        syncSmartTaskcheck(uow, deps.recordEvent, {
          task: before,
          change: { name: after.name },
          actorId,
          mutationId,
        }),
    },
    {
      on: ['trashed'],
      concerns: isSmart,
      run: (uow, { before }) => detachSmartTaskcheck(uow.tx, before),
    },
  ];
}
