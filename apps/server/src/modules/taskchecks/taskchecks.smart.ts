import type { Task, Taskcheck } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import { tasklistPolicy } from '../projects/index.ts';
import { findTask } from '../tasks/index.ts';
import type { TaskcheckDeps } from './taskcheck-rules.ts';
import {
  assertCanEditSubtasks,
  keyBetween,
  loadTaskcheck,
  recordTaskcheckEvent,
} from './taskcheck-rules.ts';
import { insertTaskFromSubtask, storedDueDates } from './taskcheck-smart-rows.ts';
import { deleteTaskchecks, updateTaskcheck } from './taskchecks.repo.ts';
import { lastTaskKey, setSmartTaskFields } from './taskcheck-tasks.repo.ts';

interface Deps extends TaskcheckDeps {
  presentOne: (id: number) => Promise<Taskcheck>;
  presentTask: (actor: UserActor, taskId: number) => Promise<Task>;
}

/** Turning a subtask into a smart subtask, and a subtask of either kind into a task. */
export function createTaskcheckSmart(deps: Deps) {
  return {
    /** Gives a plain subtask a task of its own, carrying its name, state, worker and dates. */
    async convertToSmart(actor: UserActor, id: number, mutationId: string | null) {
      const { check, task, access } = await loadTaskcheck(deps.db, actor.id, id);
      assertCanEditSubtasks(task, access);
      if (check.smartTaskId !== null) throw conflict('The subtask is a smart subtask already.');
      const now = deps.clock.now();
      await deps.transact(async (uow) => {
        const smart = await insertTaskFromSubtask(
          uow.tx,
          { projectId: task.projectId, tasklistId: task.tasklistId, smartParent: task },
          { ...check, ...storedDueDates(check) },
          actor.id,
          now,
        );
        const updated = await updateTaskcheck(uow.tx, id, null, { smartTaskId: smart.id });
        await recordTaskcheckEvent(deps.recordEvent, uow, {
          type: 'taskcheck.converted',
          actorId: actor.id,
          task,
          notice: {
            taskcheck_name: check.name,
            entity: 'taskcheck',
            target_entity: 'smart_taskcheck',
            to_smart_taskcheck: true,
          },
          version: updated!.version,
          mutationId,
        });
      });
      return deps.presentOne(id);
    },

    /**
     * Makes a subtask an ordinary task at the end of its task's list. A smart one's task simply
     * leaves its parent; a plain one becomes a new task with its name, state, worker and dates.
     */
    async convertToTask(actor: UserActor, id: number, mutationId: string | null): Promise<Task> {
      const { check, task, access } = await loadTaskcheck(deps.db, actor.id, id);
      assertCanEditSubtasks(task, access);
      if (!tasklistPolicy.createTask(access, task.tasklistId))
        throw forbidden('You cannot add tasks to this task list.');
      const smart = check.smartTaskId === null ? null : await findTask(deps.db, check.smartTaskId);
      const now = deps.clock.now();
      const taskId = await deps.transact(async (uow) => {
        let made: number;
        if (smart) {
          const last = await lastTaskKey(uow.tx, task.tasklistId);
          await setSmartTaskFields(uow.tx, smart.id, {
            smartParentTaskId: null,
            tasklistId: task.tasklistId,
            sortingKey: keyBetween(last, null),
            dateUpd: now,
          });
          made = smart.id;
        } else {
          const place = {
            projectId: task.projectId,
            tasklistId: task.tasklistId,
            smartParent: null,
          };
          const row = await insertTaskFromSubtask(
            uow.tx,
            place,
            { ...check, ...storedDueDates(check) },
            actor.id,
            now,
          );
          made = row.id;
        }
        await deleteTaskchecks(uow.tx, [id]);
        await recordTaskcheckEvent(deps.recordEvent, uow, {
          type: 'taskcheck.converted',
          actorId: actor.id,
          task,
          notice: {
            taskcheck_name: smart?.name ?? check.name,
            entity: smart ? 'smart_taskcheck' : 'taskcheck',
            target_entity: 'task',
          },
          version: null,
          mutationId,
        });
        return made;
      });
      return deps.presentTask(actor, taskId);
    },
  };
}
