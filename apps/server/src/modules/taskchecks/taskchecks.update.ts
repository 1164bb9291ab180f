import type { z } from 'zod';
import type { EventNotice, Taskcheck, taskcheckUpdateBodySchema } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict } from '../../http/app-error.ts';
import { assertNotDenied } from '../projects/index.ts';
import {
  dueDatesAfter,
  findTask,
  formatDueDate,
  listTaskWorkers,
  replaceTaskWorkers,
  sameDueDate,
} from '../tasks/index.ts';
import type { TaskRow } from '../tasks/index.ts';
import { presentPerson } from '../users/index.ts';
import type { TaskcheckDeps } from './taskcheck-rules.ts';
import {
  SUBTASK_STALE,
  assertAssignable,
  assertCanEditSubtasks,
  loadTaskcheck,
  recordTaskcheckEvent,
} from './taskcheck-rules.ts';
import { dueDateColumns, storedDueDates } from './taskcheck-smart-rows.ts';
import type { TaskcheckChange } from './taskchecks.repo.ts';
import { updateTaskcheck } from './taskchecks.repo.ts';
import { setSmartTaskFields } from './taskcheck-tasks.repo.ts';

type UpdateInput = z.output<typeof taskcheckUpdateBodySchema>;
type Dated = Parameters<typeof storedDueDates>[0];

/** The due-date change an edit asks for, with its notice; 403 when a role denies it. */
async function datesChange(
  deps: TaskcheckDeps,
  actorId: number,
  own: Dated,
  input: UpdateInput,
  access: Parameters<typeof assertNotDenied>[0],
): Promise<{ change: TaskcheckChange; notice: EventNotice } | null> {
  if (input.due_date === undefined && input.due_date_end === undefined) return null;
  const { start, end } = await dueDatesAfter(deps.db, actorId, own, input);
  const before = storedDueDates(own);
  if (sameDueDate(start, before.start) && sameDueDate(end, before.end)) return null;
  assertNotDenied(access, 'task_due_dates_edit');
  return {
    change: dueDateColumns(start, end),
    notice: {
      due_date: formatDueDate(start?.at ?? null, start?.hasTime ?? false),
      due_date_end: formatDueDate(end?.at ?? null, end?.hasTime ?? false),
      due_date_previous: formatDueDate(own.dueDate, own.dueDateHasTime),
      due_date_end_previous: formatDueDate(own.dueDateEnd, own.dueDateEndHasTime),
    },
  };
}

/**
 * Editing a subtask at a known version: name, worker and due dates. A smart subtask's edits go to
 * its task too, whose worker becomes the one chosen.
 */
export function createTaskcheckUpdate(
  deps: TaskcheckDeps & { presentOne: (id: number) => Promise<Taskcheck> },
) {
  return async function update(
    actor: UserActor,
    id: number,
    input: UpdateInput,
    mutationId: string | null,
  ): Promise<Taskcheck> {
    const { check, task, access } = await loadTaskcheck(deps.db, actor.id, id);
    assertCanEditSubtasks(task, access);
    if (check.version !== input.version) throw conflict(SUBTASK_STALE);
    const smart: TaskRow | null =
      check.smartTaskId === null ? null : ((await findTask(deps.db, check.smartTaskId)) ?? null);
    const own = smart ?? check;
    const change: TaskcheckChange = {};
    let notice: EventNotice = { taskcheck_name: input.name ?? own.name };
    if (input.name !== undefined && input.name !== own.name) {
      assertNotDenied(access, 'task_name_edit');
      change.name = input.name;
      notice.old_taskcheck_name = own.name;
    }
    const dates = await datesChange(deps, actor.id, own, input, access);
    if (dates) {
      Object.assign(change, dates.change);
      notice = { ...notice, ...dates.notice };
    }
    const workersBefore = smart
      ? (await listTaskWorkers(deps.db, smart.id)).map((w) => w.id)
      : check.workerId === null
        ? []
        : [check.workerId];
    const workerAfter = input.worker_id;
    const workerChanged =
      workerAfter !== undefined &&
      !(workerAfter === null
        ? workersBefore.length === 0
        : workersBefore.length === 1 && workersBefore[0] === workerAfter);
    if (workerChanged) {
      const person =
        workerAfter === null ? null : await assertAssignable(deps.db, task, access, workerAfter);
      change.workerId = workerAfter;
      notice.workers = person ? [presentPerson(person)] : [];
    }
    if (Object.keys(change).length === 0) return deps.presentOne(id);

    const now = deps.clock.now();
    await deps.transact(async (uow) => {
      const updated = await updateTaskcheck(uow.tx, id, input.version, change);
      if (!updated) throw conflict(SUBTASK_STALE);
      if (smart) {
        const { workerId, ...shared } = change;
        await setSmartTaskFields(uow.tx, smart.id, {
          ...shared,
          dateUpd: now,
          ...(workerChanged ? { assignerId: workerId ? actor.id : null } : {}),
        });
        if (workerChanged)
          await replaceTaskWorkers(uow.tx, smart.id, {
            added: workerId ? [workerId] : [],
            removed: workersBefore.filter((w) => w !== workerId),
            now,
          });
      }
      await recordTaskcheckEvent(deps.recordEvent, uow, {
        type: 'taskcheck.updated',
        actorId: actor.id,
        task,
        notice,
        version: updated.version,
        mutationId,
      });
    });
    return deps.presentOne(id);
  };
}
