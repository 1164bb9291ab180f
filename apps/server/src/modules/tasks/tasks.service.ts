import type { Task } from '@tandem/contract';
import { TASK_STATE, TASKLIST_STATE, expandTaskBoard } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import {
  assertNotDenied,
  loadProjectAccess,
  tasklistPolicy,
  taskPolicy,
} from '../projects/index.ts';
import { loadTasklistForWrite } from '../tasklists/index.ts';
import { TASK_IN_TRASH } from './task-access.ts';
import type { TaskHooks } from './task-hooks.ts';
import type { TaskParts } from './task-parts.ts';
import { actorAsPerson, createTaskPresenter } from './task-presenting.ts';
import { loadTaskBoard } from './tasks.board.ts';
import {
  descriptionsOf,
  findTaskIdByUuid,
  insertTaskAfter,
  updateTaskState,
} from './tasks.repo.ts';
import { createFinishedTasks } from './tasks.finished.ts';
import { listMyOpenTasks, listMyPriorities, reorderMyPriorities } from './tasks.my-open.ts';
import { listCalendarTasks } from './tasks.calendar.ts';
import { createTaskMove } from './tasks.move.ts';
import { createTaskTrash } from './tasks.trash.ts';
import { createTaskUpdate } from './tasks.update.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  parts: TaskParts;
  hooks: TaskHooks;
}

export function createTasksService(deps: Deps) {
  const presenter = createTaskPresenter(deps);
  const update = createTaskUpdate({ ...deps, presenter });
  const trash = createTaskTrash({ ...deps, presenter });
  const moving = createTaskMove({ ...deps, presenter });
  const finished = createFinishedTasks({ ...deps, presenter });

  /** The task as it now is, in the full shape, as the actor sees it. */
  const present = (actor: UserActor, taskId: number): Promise<Task> =>
    presenter.detail(actor.id, taskId);

  async function changeState(
    actor: UserActor,
    taskId: number,
    finish: boolean,
    mutationId: string | null,
  ): Promise<Task> {
    const loaded = await presenter.load(actor.id, taskId);
    const { access } = loaded;
    const { task } = loaded.row;
    assertNotDenied(access, 'task_finish');
    if (!taskPolicy.finish(access, task.tasklistId))
      throw forbidden('You cannot change this task.');
    if (task.dateDeleted) throw conflict(TASK_IN_TRASH);
    const done = await deps.transact(async (uow) => {
      const updated = await updateTaskState(uow.tx, taskId, {
        stateId: finish ? TASK_STATE.finished : TASK_STATE.active,
        finishedById: finish ? actor.id : null,
        dateFinished: finish ? deps.clock.now() : null,
        now: deps.clock.now(),
      });
      // Already in the wanted state: nothing changed, so there is nothing to tell anyone.
      if (!updated) return null;
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
      const reacted = await deps.hooks.announce(uow, {
        what: finish ? 'finished' : 'reopened',
        before: task,
        after: updated,
        seen: presenter.present(loaded),
        actorId: actor.id,
        mutationId,
      });
      return { updated, reacted };
    });
    if (!done) return presenter.present(loaded);
    // What other modules did may show on the task (a next occurrence takes its rule over).
    if (done.reacted) return present(actor, taskId);
    return presenter.present(loaded, {
      task: done.updated,
      finishedBy: finish ? actorAsPerson(actor) : null,
    });
  }

  return {
    /**
     * The project's tasks in the full shape: the compact board expanded, with the descriptions it
     * leaves out. It gives the same tasks as presenting each (a test holds the two together) in a
     * fraction of the time.
     */
    async listByProject(actor: UserActor, projectId: number): Promise<Task[]> {
      const list = expandTaskBoard(await loadTaskBoard(deps.db, deps.parts, actor, projectId));
      const descriptions = await descriptionsOf(
        deps.db,
        list.map((task) => task.id),
      );
      for (const task of list) task.description = descriptions.get(task.id) ?? null;
      return list;
    },

    /**
     * The project's board, compact, for views of thousands of tasks, in a constant number of
     * queries and only the lists the actor sees; or just one task of it.
     */
    board: (actor: UserActor, projectId: number, taskId?: number) =>
      loadTaskBoard(deps.db, deps.parts, actor, projectId, taskId),

    /** One task by id or uuid, in the trash too; 404 for what the actor cannot see. */
    async detail(actor: UserActor, ref: { tid?: number; uuid?: string }): Promise<Task> {
      const taskId = ref.tid ?? (ref.uuid ? await findTaskIdByUuid(deps.db, ref.uuid) : undefined);
      if (taskId === undefined) throw notFound('The task');
      return present(actor, taskId);
    },

    async create(
      actor: UserActor,
      tasklistId: number,
      name: string,
      mutationId: string | null,
    ): Promise<Task> {
      const { tasklist, access, project, lastSortingKey } = await loadTasklistForWrite(
        deps.db,
        actor.id,
        tasklistId,
      );
      const projectId = tasklist.projectId;
      if (!tasklistPolicy.createTask(access, tasklistId))
        throw forbidden('You cannot add tasks to this task list.');
      if (tasklist.dateDeleted || tasklist.stateId === TASKLIST_STATE.archived)
        throw conflict('Restore the task list before adding tasks to it.');
      const created = await deps.transact(async (uow) => {
        const task = await insertTaskAfter(
          uow.tx,
          {
            projectId,
            tasklistId,
            name,
            stateId: TASK_STATE.active,
            authorId: actor.id,
            dateAdd: deps.clock.now(),
          },
          lastSortingKey,
        );
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
        return task;
      });
      // A new task is what was written: no part of it exists yet.
      return presenter.present({
        row: {
          task: created,
          author: actorAsPerson(actor),
          finishedBy: null,
          assigner: null,
          workers: [],
          project: { id: project.id, name: project.name, currency: project.currency },
          tasklist: { id: tasklistId, name: tasklist.name },
          flags: null,
        },
        access,
        parts: () => ({}),
      });
    },

    update,
    finish: (actor: UserActor, taskId: number, mutationId: string | null) =>
      changeState(actor, taskId, true, mutationId),
    reopen: (actor: UserActor, taskId: number, mutationId: string | null) =>
      changeState(actor, taskId, false, mutationId),
    delete: trash.delete,
    restoreFromTrash: trash.restoreFromTrash,
    setFlags: trash.setFlags,
    async move(...args: Parameters<typeof moving.move>): Promise<Task> {
      await moving.move(...args);
      const [actor, taskId] = args;
      return present(actor, taskId);
    },
    allowedMoveTargets: (...args: Parameters<typeof moving.allowedTargets>) =>
      moving.allowedTargets(...args),
    findFinished: (...args: Parameters<typeof finished.find>) => finished.find(...args),
    myOpenTasks: (actor: UserActor) => listMyOpenTasks(deps.db, actor),
    myPriorities: (actor: UserActor) => listMyPriorities(deps.db, actor),
    calendar: async (actor: UserActor, range: { from: string; to: string; projectId?: number }) => {
      // One project's calendar answers 404 for a project the actor does not see.
      if (range.projectId !== undefined)
        await loadProjectAccess(deps.db, range.projectId, actor.id);
      return listCalendarTasks(deps.db, actor, range);
    },
    reorderMyPriorities: (actor: UserActor, taskIds: readonly number[]) =>
      reorderMyPriorities(deps.db, actor, taskIds),
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
