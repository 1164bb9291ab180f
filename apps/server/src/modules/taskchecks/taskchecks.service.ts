import type { z } from 'zod';
import type { Task, Taskcheck, TaskAbilities, taskcheckCreateBodySchema } from '@tandem/contract';
import { LIMITS, TASK_STATE } from '@tandem/contract';
import { generateNKeysBetween } from 'fractional-indexing';
import type { UserActor } from '../../http/actor.ts';
import { validationFailed } from '../../http/app-error.ts';
import { assertNotDenied } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { dueDatesAfter, loadTask, taskAbilities } from '../tasks/index.ts';
import type { TaskRow } from '../tasks/index.ts';
import { presentPerson } from '../users/index.ts';
import type { TaskcheckDeps } from './taskcheck-rules.ts';
import {
  assertAssignable,
  assertCanEditSubtasks,
  assertRoomFor,
  assignablePeople,
  newTaskcheckKey,
  recordTaskcheckEvent,
} from './taskcheck-rules.ts';
import { parseTaskcheckNames } from './taskcheck-names.ts';
import { dueDateColumns, insertTaskFromSubtask } from './taskcheck-smart-rows.ts';
import { createTaskcheckConversions } from './taskchecks.convert.ts';
import { presentTaskcheck } from './taskchecks.presenter.ts';
import {
  findFullTaskchecks,
  insertTaskchecks,
  lastTaskcheckKey,
  listTaskchecksOfTask,
} from './taskchecks.repo.ts';
import { createTaskcheckSmart } from './taskchecks.smart.ts';
import { createTaskcheckStates } from './taskchecks.state.ts';
import { createTaskcheckMove } from './taskchecks.move.ts';
import { createTaskcheckUpdate } from './taskchecks.update.ts';

type CreateInput = z.output<typeof taskcheckCreateBodySchema>;
const NO_DATES = {
  dueDate: null,
  dueDateHasTime: false,
  dueDateEnd: null,
  dueDateEndHasTime: false,
};

interface Deps extends TaskcheckDeps {
  /** The full task as the actor sees it (the tasks module's detail). */
  presentTask: (actor: UserActor, taskId: number) => Promise<Task>;
}

export function createTaskchecksService(deps: Deps) {
  /** Subtasks as they now are, in their order. */
  async function present(ids: readonly number[]): Promise<Taskcheck[]> {
    return (await findFullTaskchecks(deps.db, ids)).map(presentTaskcheck);
  }
  const presentOne = async (id: number): Promise<Taskcheck> => (await present([id]))[0]!;

  /** The checks a new subtask passes before it is written: right, room, worker and dates. */
  async function checkNew(
    actor: UserActor,
    task: TaskRow,
    access: ProjectAccess,
    input: CreateInput,
  ) {
    assertCanEditSubtasks(task, access);
    await assertRoomFor(deps.db, task, 1);
    const workerId = input.worker_id ?? null;
    if (workerId !== null) await assertAssignable(deps.db, task, access, workerId);
    const dates = await dueDatesAfter(deps.db, actor.id, NO_DATES, input);
    if (dates.start || dates.end) assertNotDenied(access, 'task_due_dates_edit');
    return { workerId, ...dates };
  }

  /** Adds one subtask to a task; a smart one gets a task row of its own. */
  async function create(
    actor: UserActor,
    taskId: number,
    input: CreateInput,
    smart: boolean,
    mutationId: string | null,
  ): Promise<Taskcheck> {
    const { task, access } = await loadTask(deps.db, actor.id, taskId);
    const { workerId, start, end } = await checkNew(actor, task, access, input);
    const now = deps.clock.now();
    const id = await deps.transact(async (uow) => {
      const sortingKey = await newTaskcheckKey(uow.tx, task.id, input.after_id);
      const fields = { name: input.name, stateId: TASK_STATE.active, authorId: actor.id };
      const smartTask = smart
        ? await insertTaskFromSubtask(
            uow.tx,
            { projectId: task.projectId, tasklistId: task.tasklistId, smartParent: task },
            { ...fields, workerId, start, end, finishedById: null, dateFinished: null },
            actor.id,
            now,
          )
        : null;
      const [row] = await insertTaskchecks(uow.tx, [
        {
          ...fields,
          taskId: task.id,
          workerId,
          ...dueDateColumns(start, end),
          dateAdd: now,
          sortingKey,
          smartTaskId: smartTask?.id ?? null,
        },
      ]);
      await recordTaskcheckEvent(deps.recordEvent, uow, {
        type: 'taskcheck.created',
        actorId: actor.id,
        task,
        notice: { taskcheck_name: input.name, ...(smart ? { to_smart_taskcheck: true } : {}) },
        version: row!.version,
        mutationId,
      });
      return row!.id;
    });
    return presentOne(id);
  }

  return {
    /** A task's subtasks in order, who may be given one, and what the viewer may do with them. */
    async list(
      actor: UserActor,
      taskId: number,
    ): Promise<{
      taskchecks: Taskcheck[];
      workers: { id: number; fullname: string }[];
      abilities: TaskAbilities;
    }> {
      const { task, access } = await loadTask(deps.db, actor.id, taskId);
      const rows = await listTaskchecksOfTask(deps.db, task.id);
      const people = await assignablePeople(deps.db, task, access);
      return {
        taskchecks: rows.map(presentTaskcheck),
        workers: people.map(presentPerson),
        abilities: taskAbilities(access, task.tasklistId, task.dateDeleted !== null),
      };
    },

    create: (actor: UserActor, taskId: number, input: CreateInput, mutationId: string | null) =>
      create(actor, taskId, input, false, mutationId),

    createSmart: (
      actor: UserActor,
      input: CreateInput & { task_id: number },
      mutationId: string | null,
    ) => create(actor, input.task_id, input, true, mutationId),

    /** Adds a subtask for each pasted line; lines that cannot be names are sent back. */
    async createBulk(
      actor: UserActor,
      taskId: number,
      input: string | string[],
      mutationId: string | null,
    ): Promise<{ taskchecks: Taskcheck[]; invalid_taskchecks_names: string[] }> {
      const { task, access } = await loadTask(deps.db, actor.id, taskId);
      assertCanEditSubtasks(task, access);
      const { names, invalid } = parseTaskcheckNames(input);
      const lines = names.length + invalid.length;
      if (lines === 0) throw validationFailed({ names: ['Enter at least one name.'] });
      if (lines > LIMITS.taskchecksBulkMax)
        throw validationFailed({
          names: [`Add at most ${LIMITS.taskchecksBulkMax} subtasks at once.`],
        });
      if (names.length === 0) return { taskchecks: [], invalid_taskchecks_names: invalid };
      await assertRoomFor(deps.db, task, names.length);
      const now = deps.clock.now();
      const ids = await deps.transact(async (uow) => {
        const keys = generateNKeysBetween(
          await lastTaskcheckKey(uow.tx, task.id),
          null,
          names.length,
        );
        const rows = await insertTaskchecks(
          uow.tx,
          names.map((name, i) => ({
            taskId: task.id,
            name,
            stateId: TASK_STATE.active,
            authorId: actor.id,
            dateAdd: now,
            sortingKey: keys[i]!,
          })),
        );
        // One event for the paste, naming the first and counting the others.
        await recordTaskcheckEvent(deps.recordEvent, uow, {
          type: 'taskcheck.created',
          actorId: actor.id,
          task,
          notice: { taskcheck_name: names[0]!, more_taskchecks_in_task: names.length - 1 },
          version: null,
          mutationId,
        });
        return rows.map((row) => row.id);
      });
      return { taskchecks: await present(ids), invalid_taskchecks_names: invalid };
    },

    update: createTaskcheckUpdate({ ...deps, presentOne }),
    ...createTaskcheckStates({ ...deps, presentOne }),
    ...createTaskcheckSmart({ ...deps, presentOne }),
    ...createTaskcheckConversions({ ...deps, presentOne }),
    move: createTaskcheckMove({ ...deps, presentOne }),
  };
}
export type TaskchecksService = ReturnType<typeof createTaskchecksService>;
