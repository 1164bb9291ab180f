import type { Task } from '@tandem/contract';
import { TASK_STATE, TASKLIST_STATE, expandTaskBoard } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { Transact } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RecordEvent } from '../events/events.service.ts';
import { assertNotDenied } from '../projects/project-access.ts';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import { taskPolicy, tasklistPolicy } from '../projects/projects.policy.ts';
import { loadTasklist } from '../tasklists/tasklist-access.ts';
import { TASK_IN_TRASH, loadTask } from './task-access.ts';
import { syncSmartTaskcheck } from '../taskchecks/taskcheck-sync.ts';
import { presentTask } from './tasks.presenter.ts';
import { loadTaskExtras } from './task-extras.ts';
import { loadTaskBoard } from './tasks.board.ts';
import type { FullTaskRow } from './tasks.repo.ts';
import {
  descriptionsOf,
  findFullTask,
  findTaskIdByUuid,
  insertTask,
  updateTaskState,
} from './tasks.repo.ts';
import { createFinishedTasks } from './tasks.finished.ts';
import { listMyOpenTasks } from './tasks.my-open.ts';
import { createTaskMove } from './tasks.move.ts';
import { createTaskTrash } from './tasks.trash.ts';
import { createTaskUpdate } from './tasks.update.ts';
import { createNextOccurrence } from '../recurrence/recurrence.next.ts';

interface Deps {
  db: Db;
  transact: Transact;
  clock: Clock;
  recordEvent: RecordEvent;
}

export function createTasksService(deps: Deps) {
  const update = createTaskUpdate(deps);
  const trash = createTaskTrash(deps);
  const moving = createTaskMove(deps);
  const finished = createFinishedTasks(deps);

  /** The task as it now is, in the full shape, as the actor sees it. */
  async function present(actor: UserActor, taskId: number, access: ProjectAccess): Promise<Task> {
    const row = await findFullTask(deps.db, { id: taskId }, actor.id);
    if (!row) throw notFound('The task');
    const [task] = await presentAll(actor, [row], access);
    return task!;
  }

  /** Tasks of one project in the full shape, their other parts loaded for all of them at once. */
  async function presentAll(
    actor: UserActor,
    rows: readonly FullTaskRow[],
    access: ProjectAccess,
  ): Promise<Task[]> {
    const extras = await loadTaskExtras(
      deps.db,
      rows.map((row) => row.task),
      { id: actor.id, access },
    );
    return rows.map((row) => ({ ...presentTask(row, access), ...extras(row.task.id) }));
  }

  /** A write that answers the task as it is afterwards; the write tells the actor's access. */
  const thenPresent =
    <A extends unknown[]>(
      write: (actor: UserActor, taskId: number, ...rest: A) => Promise<ProjectAccess>,
    ) =>
    async (actor: UserActor, taskId: number, ...rest: A): Promise<Task> =>
      present(actor, taskId, await write(actor, taskId, ...rest));

  async function changeState(
    actor: UserActor,
    taskId: number,
    finish: boolean,
    mutationId: string | null,
  ): Promise<Task> {
    const { task, access } = await loadTask(deps.db, actor.id, taskId);
    assertNotDenied(access, 'task_finish');
    if (!taskPolicy.finish(access, task.tasklistId))
      throw forbidden('You cannot change this task.');
    if (task.dateDeleted) throw conflict(TASK_IN_TRASH);
    await deps.transact(async (uow) => {
      const updated = await updateTaskState(uow.tx, taskId, {
        stateId: finish ? TASK_STATE.finished : TASK_STATE.active,
        finishedById: finish ? actor.id : null,
        dateFinished: finish ? deps.clock.now() : null,
        now: deps.clock.now(),
      });
      // Already in the wanted state: nothing changed, so there is nothing to tell anyone.
      if (!updated) return;
      await syncSmartTaskcheck(uow, deps.recordEvent, {
        task,
        change: {
          stateId: updated.stateId,
          finishedById: updated.finishedById,
          dateFinished: updated.dateFinished,
        },
        actorId: actor.id,
        mutationId,
      });
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
      if (finish)
        await createNextOccurrence(deps, uow, { finished: updated, actorId: actor.id, mutationId });
    });
    return present(actor, taskId, access);
  }

  return {
    /**
     * The project's tasks in the full shape: the compact board expanded, with the descriptions it
     * leaves out. It gives the same tasks as presenting each (a test holds the two together) in a
     * fraction of the time.
     */
    async listByProject(actor: UserActor, projectId: number): Promise<Task[]> {
      const list = expandTaskBoard(await loadTaskBoard(deps.db, actor, projectId));
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
      loadTaskBoard(deps.db, actor, projectId, taskId),

    /** One task by id or uuid, in the trash too; 404 for what the actor cannot see. */
    async detail(actor: UserActor, ref: { tid?: number; uuid?: string }): Promise<Task> {
      const taskId = ref.tid ?? (ref.uuid ? await findTaskIdByUuid(deps.db, ref.uuid) : undefined);
      if (taskId === undefined) throw notFound('The task');
      const { access } = await loadTask(deps.db, actor.id, taskId);
      return present(actor, taskId, access);
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
      return present(actor, id, access);
    },

    update: thenPresent(update),
    finish: (actor: UserActor, taskId: number, mutationId: string | null) =>
      changeState(actor, taskId, true, mutationId),
    reopen: (actor: UserActor, taskId: number, mutationId: string | null) =>
      changeState(actor, taskId, false, mutationId),
    delete: thenPresent(trash.delete),
    restoreFromTrash: thenPresent(trash.restoreFromTrash),
    setFlags: thenPresent(trash.setFlags),
    move: thenPresent((...args: Parameters<typeof moving.move>) => moving.move(...args)),
    allowedMoveTargets: (...args: Parameters<typeof moving.allowedTargets>) =>
      moving.allowedTargets(...args),
    findFinished: (...args: Parameters<typeof finished.find>) => finished.find(...args),
    myOpenTasks: (actor: UserActor) => listMyOpenTasks(deps.db, actor),
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
