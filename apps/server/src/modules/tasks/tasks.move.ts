import type { z } from 'zod';
import type { EventNotice, Task, TaskMoveTarget, taskMoveBodySchema } from '@tandem/contract';
import { TASKLIST_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { TaskHooks } from './task-hooks.ts';
import type { TaskPresenter } from './task-presenting.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import {
  accessOf,
  assertNotDenied,
  deniedAction,
  membersWhoSee,
  tasklistPolicy,
  taskPolicy,
} from '../projects/index.ts';
import type { ProjectAccess, ProjectRow } from '../projects/index.ts';
import { listActiveProjectsOfMember, loadTasklistForWrite } from '../tasklists/index.ts';
import { presentPerson } from '../users/index.ts';
import { TASK_IN_TRASH, TASK_STALE, loadTask } from './task-access.ts';
import { placeBetween } from './tasks.move.place.ts';
import {
  detachFromProject,
  listBoardTasklistsOf,
  lockTask,
  lockTasklist,
  moveSmartSubtaskRows,
  placeTask,
} from './tasks.move.repo.ts';
import type { PersonRow, TaskRow } from './tasks.repo.ts';
import { listTaskWorkers, membersAmong, replaceTaskWorkers } from './tasks.repo.ts';

type MoveInput = z.output<typeof taskMoveBodySchema>;

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  presenter: TaskPresenter;
  hooks: TaskHooks;
}

interface Place {
  project: ProjectRow;
  tasklist: { id: number; name: string };
}

const TARGET_CLOSED = 'Restore the task list before moving tasks to it.';
const ref = (row: { id: number; name: string }) => ({ id: row.id, name: row.name });

/** Whether a task list may receive tasks: neither archived nor in the trash. */
const isOpen = (list: { stateId: number; dateDeleted: Date | null }) =>
  list.dateDeleted === null && list.stateId !== TASKLIST_STATE.archived;

/**
 * A task leaves its project only where the actor may take tasks out of it: a role that denies
 * deleting tasks there denies moving them to another project too.
 */
const mayLeaveProject = (access: ProjectAccess) => !deniedAction(access, 'task_delete');

/**
 * Of the task's workers, those who would not see it in the target list (they are dropped), and
 * whether anyone would be left.
 */
async function workersLosingSight(
  db: DbOrTx,
  taskId: number,
  to: Place,
): Promise<{ dropped: PersonRow[]; noneLeft: boolean }> {
  const workers = await listTaskWorkers(db, taskId);
  const members = await membersAmong(
    db,
    to.project.id,
    workers.map((w) => w.id),
  );
  const seeing = new Set(membersWhoSee(to.project, members, to.tasklist.id).map((m) => m.id));
  const dropped = workers.filter((w) => !seeing.has(w.id));
  return { dropped, noneLeft: dropped.length > 0 && dropped.length === workers.length };
}

/** The activity of a move: one event in each project concerned, so that both boards hear it. */
function moveEvents(task: TaskRow, moved: TaskRow, from: Place, to: Place, dropped: PersonRow[]) {
  const sameList = task.tasklistId === moved.tasklistId;
  const notice: EventNotice = sameList
    ? { task_name: task.name }
    : {
        task_name: task.name,
        project_from: ref(from.project),
        tasklist_from: ref(from.tasklist),
        project_to: ref(to.project),
        ...(dropped.length > 0 ? { removed_users: dropped.map(presentPerson) } : {}),
      };
  return [...new Set([task.projectId, moved.projectId])].map((projectId) => ({
    type: sameList ? ('task.reordered' as const) : ('task.moved' as const),
    projectId,
    tasklistId: moved.tasklistId,
    taskId: task.id,
    notice,
    version: moved.version,
    wasMoved: !sameList,
  }));
}

/** Placing a task between neighbours of a list, of its project or another; where it may go. */
export function createTaskMove(deps: Deps) {
  /** Writes the move: the task's own row, and what leaving its list or project takes. */
  async function write(
    uow: UnitOfWork,
    input: MoveInput & { task: TaskRow; seen: Task; from: Place; to: Place; actorId: number },
    mutationId: string | null,
  ): Promise<void> {
    const { task, from, to } = input;
    const list = await lockTasklist(uow.tx, to.tasklist.id);
    if (!list || !isOpen(list)) throw conflict(TARGET_CLOSED);
    const locked = await lockTask(uow.tx, task.id);
    if (!locked || locked.tasklistId !== task.tasklistId || locked.dateDeleted)
      throw conflict(TASK_STALE);
    if (input.version !== undefined && locked.version !== input.version) throw conflict(TASK_STALE);
    const key = await placeBetween(uow.tx, locked, to.tasklist.id, input);
    // Already there: nothing changes, so there is nothing to tell anyone.
    if (key === null) return;
    const changesList = to.tasklist.id !== task.tasklistId;
    const { dropped, noneLeft } = changesList
      ? await workersLosingSight(uow.tx, task.id, to)
      : { dropped: [], noneLeft: false };
    const now = deps.clock.now();
    const moved = await placeTask(uow.tx, {
      taskId: task.id,
      projectId: to.project.id,
      tasklistId: to.tasklist.id,
      sortingKey: key,
      changesList,
      clearAssigner: noneLeft,
      now,
    });
    if (dropped.length > 0)
      await replaceTaskWorkers(uow.tx, task.id, {
        added: [],
        removed: dropped.map((w) => w.id),
        now,
      });
    if (changesList)
      await moveSmartSubtaskRows(uow.tx, {
        parentId: task.id,
        projectId: to.project.id,
        tasklistId: to.tasklist.id,
      });
    if (to.project.id !== from.project.id)
      await detachFromProject(uow.tx, {
        taskId: task.id,
        fromProjectId: from.project.id,
        toProjectId: to.project.id,
      });
    for (const event of moveEvents(task, moved, from, to, dropped))
      await deps.recordEvent(uow, { ...event, actorId: input.actorId, mutationId });
    await deps.hooks.announce(uow, {
      what: 'moved',
      before: task,
      after: moved,
      seen: input.seen,
      actorId: input.actorId,
      mutationId,
    });
  }

  return {
    /** Moves a task between neighbours of a task list (docs/moving-tasks-and-finished-tasks.md). */
    async move(
      actor: UserActor,
      taskId: number,
      input: MoveInput,
      mutationId: string | null,
    ): Promise<void> {
      const loaded = await deps.presenter.load(actor.id, taskId);
      const { access } = loaded;
      const { task } = loaded.row;
      if (!taskPolicy.update(access, task.tasklistId))
        throw forbidden('You cannot move this task.');
      const source = await loadTasklistForWrite(deps.db, actor.id, task.tasklistId);
      const target = await loadTasklistForWrite(deps.db, actor.id, input.tasklist_id);
      const targetList = target.tasklist;
      if (targetList.projectId !== task.projectId) assertNotDenied(access, 'task_delete');
      if (!tasklistPolicy.createTask(target.access, targetList.id))
        throw forbidden('You cannot add tasks to that task list.');
      if (task.smartParentTaskId !== null)
        throw conflict('This task stands for a subtask: move the task it belongs to.');
      if (task.dateDeleted) throw conflict(TASK_IN_TRASH);
      if (input.version !== undefined && input.version !== task.version) throw conflict(TASK_STALE);
      if (!isOpen(targetList)) throw conflict(TARGET_CLOSED);
      await deps.transact((uow) =>
        write(
          uow,
          {
            ...input,
            task,
            seen: deps.presenter.present(loaded),
            actorId: actor.id,
            from: { project: source.project, tasklist: ref(source.tasklist) },
            to: { project: target.project, tasklist: ref(targetList) },
          },
          mutationId,
        ),
      );
    },

    /**
     * The actor's active projects and their open task lists where the task may go: lists where
     * the actor may add tasks, other projects only when the task may leave its own. Nothing
     * when the actor may not move the task at all; `projectId`, when given, must be its own.
     */
    async allowedTargets(
      actor: UserActor,
      taskId: number,
      projectId?: number,
    ): Promise<TaskMoveTarget[]> {
      const { task, access } = await loadTask(deps.db, actor.id, taskId);
      if (projectId !== undefined && projectId !== task.projectId) throw notFound('The task');
      if (task.dateDeleted || task.smartParentTaskId !== null) return [];
      if (!taskPolicy.update(access, task.tasklistId)) return [];
      // No project has id 0: every active project of the actor is a candidate.
      const projects = (await listActiveProjectsOfMember(deps.db, actor.id, 0))
        .filter(({ project }) => project.id === task.projectId || mayLeaveProject(access))
        .map(({ project, membership, deniedIds }) => ({
          project,
          access: accessOf(project, '', membership, actor.id, deniedIds),
        }));
      const lists = await listBoardTasklistsOf(
        deps.db,
        projects.map(({ project }) => project.id),
      );
      return projects
        .map(({ project, access: there }) => ({
          id: project.id,
          name: project.name,
          color: project.color,
          tasklists: lists
            .filter((l) => l.projectId === project.id && tasklistPolicy.createTask(there, l.id))
            .map(ref),
        }))
        .filter((p) => p.tasklists.length > 0);
    },
  };
}
