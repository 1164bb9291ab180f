import { TASK_STATE } from '@tandem/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../lib/clock.ts';
import { copyValues } from '../custom-fields/index.ts';
import type { RecordEvent } from '../../core.ts';
import { formatDueDate, insertTask } from '../tasks/index.ts';
import type { TaskHook, TaskRow } from '../tasks/index.ts';
import { findUserById } from '../users/index.ts';
import { nextDueDates } from './recurrence-rule.ts';
import { dueDatesOf, ruleOf } from './recurrence.presenter.ts';
import { copyTaskParts, findRuleOfTask, moveRule, setOccurrenceFields } from './recurrence.repo.ts';

/**
 * Called inside the transaction that finished a task: when the task is the occurrence of a rule
 * due now, makes the next one in the same list (same name, description, priority, workers,
 * labels, custom field values and estimates; due dates moved by the rule), hands the rule on to
 * it and tells the project. A task finished again after a reopen is no longer the rule's, so it
 * makes no second occurrence. Answers the new task's id, or null.
 */
export async function createNextOccurrence(
  deps: { clock: Clock; recordEvent: RecordEvent },
  uow: UnitOfWork,
  input: { finished: TaskRow; actorId: number; mutationId: string | null },
): Promise<number | null> {
  const { finished, actorId, mutationId } = input;
  const rule = await findRuleOfTask(uow.tx, finished.id);
  if (!rule) return null;
  const now = deps.clock.now();
  // Days are counted in the time zone of whoever finishes the task.
  const timeZone = (await findUserById(uow.tx, actorId))?.timezone ?? 'UTC';
  const next = nextDueDates(
    ruleOf(rule),
    dueDatesOf(finished),
    finished.dateFinished ?? now,
    timeZone,
  );
  const created = await insertTask(uow.tx, {
    projectId: finished.projectId,
    tasklistId: finished.tasklistId,
    name: finished.name,
    stateId: TASK_STATE.active,
    authorId: finished.authorId,
    dateAdd: now,
  });
  await setOccurrenceFields(uow.tx, created.id, {
    description: finished.description,
    priorityEnum: finished.priorityEnum,
    dueDate: next.due.at,
    dueDateHasTime: next.due.hasTime,
    dueDateEnd: next.dueEnd?.at ?? null,
    dueDateEndHasTime: next.dueEnd?.hasTime ?? false,
    assignerId: finished.assignerId,
    timeEstimateMinutes: finished.timeEstimateMinutes,
  });
  await copyTaskParts(uow.tx, { fromTaskId: finished.id, toTaskId: created.id, now });
  await copyValues(uow.tx, { fromTaskId: finished.id, toTaskId: created.id, now });
  await moveRule(uow.tx, rule.id, created.id, now);
  const event = {
    actorId,
    projectId: finished.projectId,
    tasklistId: finished.tasklistId,
    taskId: created.id,
    version: created.version,
    mutationId,
  };
  await deps.recordEvent(uow, {
    ...event,
    type: 'task.created',
    notice: { task_name: created.name },
  });
  await deps.recordEvent(uow, {
    ...event,
    type: 'task.recurred',
    notice: { task_name: created.name, due_date: formatDueDate(next.due.at, next.due.hasTime) },
  });
  return created.id;
}

/** How recurrence follows the task calls: finishing a rule's occurrence makes the next one. */
export function recurrenceTaskHooks(deps: { clock: Clock; recordEvent: RecordEvent }): TaskHook[] {
  return [
    {
      on: ['finished'],
      concerns: ({ seen }) => seen.is_recurrent,
      run: async (uow, { after, actorId, mutationId }) => {
        await createNextOccurrence(deps, uow, { finished: after, actorId, mutationId });
      },
    },
  ];
}
