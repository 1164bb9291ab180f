import type { Task } from '@tandem/contract';
import { TASK_STATE, TASKLIST_STATE } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { Transact } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RecordEvent } from '../events/events.service.ts';
import { assertNotDenied, loadProjectAccess } from '../projects/project-access.ts';
import { taskPolicy, tasklistPolicy } from '../projects/projects.policy.ts';
import { loadTasklist } from '../tasklists/tasklist-access.ts';
import { presentTask } from './tasks.presenter.ts';
import {
  findTask,
  findTaskWithPeople,
  insertTask,
  listTasksOfProject,
  updateTaskState,
} from './tasks.repo.ts';

interface Deps {
  db: Db;
  transact: Transact;
  clock: Clock;
  recordEvent: RecordEvent;
}

export function createTasksService(deps: Deps) {
  /** A task the actor may see, with the actor's access to its project; 404 otherwise. */
  async function loadTask(actor: UserActor, taskId: number) {
    const task = await findTask(deps.db, taskId);
    if (!task) throw notFound('The task');
    const { access } = await loadProjectAccess(deps.db, task.projectId, actor.id).catch(() => {
      throw notFound('The task');
    });
    if (!taskPolicy.read(access, task.tasklistId)) throw notFound('The task');
    return { task, access };
  }

  async function present(taskId: number, access: Awaited<ReturnType<typeof loadTask>>['access']) {
    const row = await findTaskWithPeople(deps.db, taskId);
    if (!row) throw notFound('The task');
    return presentTask(row, access);
  }

  async function changeState(
    actor: UserActor,
    taskId: number,
    finish: boolean,
    mutationId: string | null,
  ) {
    const { task, access } = await loadTask(actor, taskId);
    assertNotDenied(access, 'task_finish');
    if (!taskPolicy.finish(access, task.tasklistId))
      throw forbidden('You cannot change this task.');
    await deps.transact(async (uow) => {
      const updated = await updateTaskState(uow.tx, taskId, {
        stateId: finish ? TASK_STATE.finished : TASK_STATE.active,
        finishedById: finish ? actor.id : null,
        dateFinished: finish ? deps.clock.now() : null,
      });
      // Already in the wanted state: nothing changed, so there is nothing to tell anyone.
      if (!updated) return;
      await deps.recordEvent(uow, {
        type: finish ? 'task.finished' : 'task.reopened',
        actorId: actor.id,
        projectId: task.projectId,
        tasklistId: task.tasklistId,
        taskId,
        notice: { task_name: task.name },
        version: updated.version,
        mutationId,
      });
    });
    return present(taskId, access);
  }

  return {
    async listByProject(actor: UserActor, projectId: number): Promise<Task[]> {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      const rows = await listTasksOfProject(deps.db, projectId);
      return rows
        .filter((row) => taskPolicy.read(access, row.task.tasklistId))
        .map((row) => presentTask(row, access));
    },

    async create(
      actor: UserActor,
      tasklistId: number,
      name: string,
      mutationId: string | null,
    ): Promise<Task> {
      const { row: tasklist, access } = await loadTasklist(deps.db, actor.id, tasklistId);
      const projectId = tasklist.tasklist.projectId;
      if (!tasklistPolicy.createTask(access, tasklistId))
        throw forbidden('You cannot add tasks to this task list.');
      if (tasklist.tasklist.dateDeleted || tasklist.tasklist.stateId === TASKLIST_STATE.archived)
        throw conflict('Restore the task list before adding tasks to it.');
      const id = await deps.transact(async (uow) => {
        const task = await insertTask(uow.tx, {
          projectId,
          tasklistId,
          name,
          stateId: TASK_STATE.active,
          authorId: actor.id,
          dateAdd: deps.clock.now(),
        });
        await deps.recordEvent(uow, {
          type: 'task.created',
          actorId: actor.id,
          projectId,
          tasklistId,
          taskId: task.id,
          notice: { task_name: task.name },
          version: task.version,
          mutationId,
        });
        return task.id;
      });
      return present(id, access);
    },

    finish: (actor: UserActor, taskId: number, mutationId: string | null) =>
      changeState(actor, taskId, true, mutationId),
    reopen: (actor: UserActor, taskId: number, mutationId: string | null) =>
      changeState(actor, taskId, false, mutationId),
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
