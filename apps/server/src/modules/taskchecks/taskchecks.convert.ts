import type { z } from 'zod';
import type { Taskcheck, Tasklist, taskToTaskcheckBodySchema } from '@tandem/contract';
import { TASKLIST_STATE } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import { assertNotDenied, projectPolicy, taskPolicy } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { findTasklist, insertTasklist, presentTasklist } from '../tasklists/index.ts';
import { listTaskWorkers, loadTask } from '../tasks/index.ts';
import type { TaskRow } from '../tasks/index.ts';
import type { TaskcheckDeps } from './taskcheck-rules.ts';
import {
  assertCanEditSubtasks,
  assertRoomFor,
  keyBetween,
  newTaskcheckKey,
  recordTaskcheckEvent,
} from './taskcheck-rules.ts';
import { insertTaskFromSubtask, storedDueDates } from './taskcheck-smart-rows.ts';
import {
  countTaskchecks,
  deleteTaskchecks,
  insertTaskchecks,
  listTaskchecksOfTask,
} from './taskchecks.repo.ts';
import { setSmartTaskFields } from './taskcheck-tasks.repo.ts';

type ToTaskcheckInput = z.output<typeof taskToTaskcheckBodySchema>;

const IS_SUBTASK = 'This task is a subtask. Make it a task of its own first.';

/** A task that goes away in a conversion goes to the trash: that takes the right to delete it. */
function assertCanTrash(task: TaskRow, access: ProjectAccess): void {
  assertNotDenied(access, 'task_delete');
  if (!taskPolicy.delete(access, task.tasklistId)) throw forbidden('You cannot delete this task.');
}

/** Turning a task into a subtask of another task, and into a task list of its subtasks. */
export function createTaskcheckConversions(
  deps: TaskcheckDeps & { presentOne: (id: number) => Promise<Taskcheck> },
) {
  /** The two tasks of a task-to-subtask conversion, checked; 404 for a parent out of sight. */
  async function loadPair(actor: UserActor, taskId: number, parentId: number) {
    const { task, access } = await loadTask(deps.db, actor.id, taskId);
    const { task: parent } = await loadTask(deps.db, actor.id, parentId);
    if (parent.id === task.id)
      throw validationFailed({ parent_task_id: ['A task cannot be a subtask of itself.'] });
    if (parent.projectId !== task.projectId)
      throw validationFailed({ parent_task_id: ['Choose a task of the same project.'] });
    assertCanEditSubtasks(task, access);
    assertCanEditSubtasks(parent, access);
    if (task.smartParentTaskId !== null) throw conflict(IS_SUBTASK);
    if ((await countTaskchecks(deps.db, task.id)) > 0)
      throw conflict('This task has subtasks of its own, so it cannot become a subtask.');
    await assertRoomFor(deps.db, parent, 1);
    return { task, parent, access };
  }

  return {
    /**
     * Makes a task a subtask of another task of its project. A smart subtask keeps the task whole
     * behind it; a plain one takes its name, state, first worker and due dates, and the task goes
     * to the trash.
     */
    async convertTaskToTaskcheck(
      actor: UserActor,
      taskId: number,
      input: ToTaskcheckInput,
      mutationId: string | null,
    ): Promise<Taskcheck> {
      const { task, parent, access } = await loadPair(actor, taskId, input.parent_task_id);
      const smart = input.smart ?? false;
      if (!smart) assertCanTrash(task, access);
      const [firstWorker] = await listTaskWorkers(deps.db, task.id);
      const now = deps.clock.now();
      const id = await deps.transact(async (uow) => {
        const sortingKey = await newTaskcheckKey(uow.tx, parent.id, undefined);
        const moved = await setSmartTaskFields(
          uow.tx,
          task.id,
          smart
            ? { smartParentTaskId: parent.id, tasklistId: parent.tasklistId, dateUpd: now }
            : { dateDeleted: now, deletedById: actor.id, dateUpd: now },
        );
        const [row] = await insertTaskchecks(uow.tx, [
          {
            taskId: parent.id,
            name: task.name,
            stateId: task.stateId,
            workerId: firstWorker?.id ?? null,
            dueDate: task.dueDate,
            dueDateHasTime: task.dueDateHasTime,
            dueDateEnd: task.dueDateEnd,
            dueDateEndHasTime: task.dueDateEndHasTime,
            authorId: task.authorId,
            finishedById: task.finishedById,
            dateAdd: now,
            dateFinished: task.dateFinished,
            sortingKey,
            smartTaskId: smart ? task.id : null,
          },
        ]);
        if (!smart)
          await deps.recordEvent(uow, {
            type: 'task.deleted',
            actorId: actor.id,
            projectId: task.projectId,
            tasklistId: task.tasklistId,
            taskId: task.id,
            notice: { task_name: task.name, was_deleted: true },
            version: moved?.version ?? null,
            mutationId,
          });
        await recordTaskcheckEvent(deps.recordEvent, uow, {
          type: 'taskcheck.converted',
          actorId: actor.id,
          task: parent,
          notice: {
            taskcheck_name: task.name,
            entity: 'task',
            target_entity: smart ? 'smart_taskcheck' : 'taskcheck',
            ...(smart ? { to_smart_taskcheck: true } : {}),
          },
          version: row!.version,
          mutationId,
        });
        return row!.id;
      });
      return deps.presentOne(id);
    },

    /**
     * Makes a task a task list of the same name at the end of the project, its subtasks its
     * tasks in their order. The task itself goes to the trash.
     */
    async convertTaskToTasklist(
      actor: UserActor,
      taskId: number,
      mutationId: string | null,
    ): Promise<Tasklist> {
      const { task, access } = await loadTask(deps.db, actor.id, taskId);
      assertCanEditSubtasks(task, access);
      assertCanTrash(task, access);
      assertNotDenied(access, 'tasklist_create');
      if (!projectPolicy.createTasklist(access))
        throw forbidden('You cannot add task lists to this project.');
      if (task.smartParentTaskId !== null) throw conflict(IS_SUBTASK);
      const checks = await listTaskchecksOfTask(deps.db, task.id);
      const now = deps.clock.now();
      const tasklistId = await deps.transact(async (uow) => {
        const tasklist = await insertTasklist(uow.tx, {
          projectId: task.projectId,
          name: task.name,
          stateId: TASKLIST_STATE.active,
          dateActivation: now,
        });
        let last: string | null = null;
        for (const { check } of checks) {
          if (check.smartTaskId !== null) {
            last = keyBetween(last, null);
            await setSmartTaskFields(uow.tx, check.smartTaskId, {
              smartParentTaskId: null,
              tasklistId: tasklist.id,
              sortingKey: last,
              dateUpd: now,
            });
          } else {
            const place = { projectId: task.projectId, tasklistId: tasklist.id, smartParent: null };
            const fields = { ...check, ...storedDueDates(check) };
            last = (await insertTaskFromSubtask(uow.tx, place, fields, actor.id, now)).sortingKey;
          }
        }
        await deleteTaskchecks(
          uow.tx,
          checks.map(({ check }) => check.id),
        );
        await setSmartTaskFields(uow.tx, task.id, {
          dateDeleted: now,
          deletedById: actor.id,
          dateUpd: now,
        });
        await deps.recordEvent(uow, {
          type: 'tasklist.created',
          actorId: actor.id,
          projectId: task.projectId,
          tasklistId: tasklist.id,
          version: tasklist.version,
          mutationId,
        });
        await recordTaskcheckEvent(deps.recordEvent, uow, {
          type: 'taskcheck.converted',
          actorId: actor.id,
          task,
          notice: { entity: 'task', target_entity: 'tasklist', was_deleted: true },
          version: null,
          mutationId,
        });
        return tasklist.id;
      });
      const row = await findTasklist(deps.db, tasklistId);
      if (!row) throw notFound('The task list');
      return presentTasklist(row, access);
    },
  };
}
