import { TASK_STATE, TASKLIST_STATE } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import { tasklistPolicy } from '../projects/index.ts';
import { loadTasklistForWrite } from '../tasklists/index.ts';
import type { DueDate } from './task-due-dates.ts';
import { insertTaskAfter } from './tasks.repo.ts';

/** A task to add: its name and the due dates it starts with. */
export interface NewListTask {
  name: string;
  due: DueDate | null;
  dueEnd: DueDate | null;
}

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

/**
 * Adds tasks at the end of a task list the way one new task is added (the same right, the same
 * event each), all in one transaction: all of them or none. Answers how many were added.
 */
export function createTasksInList(deps: Deps) {
  return async function addTasks(
    actor: UserActor,
    tasklistId: number,
    items: readonly NewListTask[],
    mutationId: string | null,
  ): Promise<number> {
    const { tasklist, access, lastSortingKey } = await loadTasklistForWrite(
      deps.db,
      actor.id,
      tasklistId,
    );
    if (!tasklistPolicy.createTask(access, tasklistId))
      throw forbidden('You cannot add tasks to this task list.');
    if (tasklist.dateDeleted || tasklist.stateId === TASKLIST_STATE.archived)
      throw conflict('Restore the task list before adding tasks to it.');
    const now = deps.clock.now();
    return deps.transact(async (uow) => {
      let lastKey = lastSortingKey;
      for (const item of items) {
        const task = await insertTaskAfter(
          uow.tx,
          {
            projectId: tasklist.projectId,
            tasklistId,
            name: item.name,
            stateId: TASK_STATE.active,
            authorId: actor.id,
            dateAdd: now,
            dueDate: item.due?.at ?? null,
            dueDateHasTime: item.due?.hasTime ?? false,
            dueDateEnd: item.dueEnd?.at ?? null,
            dueDateEndHasTime: item.dueEnd?.hasTime ?? false,
          },
          lastKey,
        );
        lastKey = task.sortingKey;
        await deps.recordEvent(uow, {
          type: 'task.created',
          actorId: actor.id,
          projectId: tasklist.projectId,
          tasklistId,
          taskId: task.id,
          notice: { task_name: task.name },
          version: task.version,
          mutationId,
        });
      }
      return items.length;
    });
  };
}
