import type { z } from 'zod';
import type { ListedTask, Recurrence, setRecurrenceBodySchema, Task } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { accessOf, taskPolicy } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { loadTask, presentListedTask, TASK_IN_TRASH } from '../tasks/index.ts';
import type { TaskRow } from '../tasks/index.ts';
import { findUserById } from '../users/index.ts';
import { presentRecurrence } from './recurrence.presenter.ts';
import type { RecurrenceRow } from './recurrence.repo.ts';
import { deleteRule, findRuleOfTask, listRecurrentTasksOf, upsertRule } from './recurrence.repo.ts';

type RuleBody = z.output<typeof setRecurrenceBodySchema>;

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  /** The task in the full shape, as the actor sees it. */
  presentTask: (actor: UserActor, taskId: number) => Promise<Task>;
}

const NEEDS_DUE_DATE =
  'Give the task a due date first, or let it repeat from the day it is finished (completion).';

/** Recurring tasks: a rule per task, set and removed by whoever may edit the task. */
export function createRecurrenceService(deps: Deps) {
  const timeZoneOf = async (userId: number) =>
    (await findUserById(deps.db, userId))?.timezone ?? 'UTC';

  async function present(
    actor: UserActor,
    rule: RecurrenceRow,
    task: TaskRow,
    access: ProjectAccess,
  ): Promise<Recurrence> {
    return presentRecurrence(rule, task, {
      canUpdate: taskPolicy.update(access, task.tasklistId),
      timeZone: await timeZoneOf(actor.id),
      now: deps.clock.now(),
    });
  }

  /** A task the actor may edit, out of the trash. */
  async function loadEditable(actor: UserActor, taskId: number) {
    const loaded = await loadTask(deps.db, actor.id, taskId);
    if (!taskPolicy.update(loaded.access, loaded.task.tasklistId))
      throw forbidden('You cannot change this task.');
    if (loaded.task.dateDeleted) throw conflict(TASK_IN_TRASH);
    return loaded;
  }

  return {
    /** The task's rule, or null when it does not repeat. */
    async get(actor: UserActor, taskId: number): Promise<Recurrence | null> {
      const { task, access } = await loadTask(deps.db, actor.id, taskId);
      const rule = await findRuleOfTask(deps.db, taskId);
      return rule ? present(actor, rule, task, access) : null;
    },

    async set(actor: UserActor, taskId: number, body: RuleBody, mutationId: string | null) {
      const { task, access } = await loadEditable(actor, taskId);
      if (task.stateId === TASK_STATE.finished)
        throw conflict('The task is finished. Reopen it before making it repeat.');
      if (body.based_on === 'due_date' && !task.dueDate)
        throw validationFailed({ based_on: [NEEDS_DUE_DATE] });
      const weekdays = body.unit === 'week' && body.weekdays?.length ? body.weekdays : null;
      const rule = await deps.transact(async (uow) => {
        const saved = await upsertRule(uow.tx, {
          task,
          rule: {
            unit: body.unit,
            interval: body.interval,
            weekdays: weekdays ? [...weekdays].sort((a, b) => a - b) : null,
            basedOn: body.based_on,
          },
          authorId: actor.id,
          now: deps.clock.now(),
        });
        await deps.recordEvent(uow, {
          type: 'task.recurrence_set',
          actorId: actor.id,
          projectId: task.projectId,
          tasklistId: task.tasklistId,
          taskId,
          notice: { task_name: task.name },
          mutationId,
        });
        return saved;
      });
      return {
        recurrence: await present(actor, rule, task, access),
        task: await deps.presentTask(actor, taskId),
      };
    },

    /** Stops the task repeating; the occurrences made so far stay as they are. */
    async remove(actor: UserActor, taskId: number, mutationId: string | null): Promise<Task> {
      const { task } = await loadEditable(actor, taskId);
      const rule = await findRuleOfTask(deps.db, taskId);
      if (!rule) throw notFound('The recurrence of the task');
      await deps.transact(async (uow) => {
        await deleteRule(uow.tx, rule.id);
        await deps.recordEvent(uow, {
          type: 'task.recurrence_removed',
          actorId: actor.id,
          projectId: task.projectId,
          tasklistId: task.tasklistId,
          taskId,
          notice: { task_name: task.name },
          mutationId,
        });
      });
      return deps.presentTask(actor, taskId);
    },

    /** The viewer's recurring tasks across the projects and task lists they see. */
    async listMine(actor: UserActor): Promise<Array<{ recurrence: Recurrence; task: ListedTask }>> {
      const rows = await listRecurrentTasksOf(deps.db, actor.id);
      const timeZone = await timeZoneOf(actor.id);
      const now = deps.clock.now();
      return rows.map((row) => {
        const access = accessOf(row.project, '', row.membership, actor.id);
        return {
          recurrence: presentRecurrence(row.rule, row.task, {
            canUpdate: taskPolicy.update(access, row.task.tasklistId),
            timeZone,
            now,
          }),
          task: presentListedTask(row),
        };
      });
    },
  };
}
export type RecurrenceService = ReturnType<typeof createRecurrenceService>;
