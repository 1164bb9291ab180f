import type { z } from 'zod';
import type { EventNotice, EventType, Task, taskUpdateBodySchema } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, validationFailed } from '../../http/app-error.ts';
import type { Core, RecordEvent } from '../../core.ts';
import { assertNotDenied, membersWhoSee, taskPolicy } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { findUserById, presentPerson } from '../users/index.ts';
import { TASK_IN_TRASH, TASK_STALE } from './task-access.ts';
import type { TaskHooks } from './task-hooks.ts';
import type { TaskPresenter } from './task-presenting.ts';
import { actorAsPerson } from './task-presenting.ts';
import { sanitizeRichText as sanitizeDescription } from '../../lib/rich-text.ts';
import type { DueDate } from './task-due-dates.ts';
import { endsBeforeStart, formatDueDate, parseDueDate, sameDueDate } from './task-due-dates.ts';
import type { PersonRow, TaskChange, TaskRow } from './tasks.repo.ts';
import { membersAmong, replaceTaskWorkers, updateTask } from './tasks.repo.ts';

type UpdateInput = z.output<typeof taskUpdateBodySchema>;

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  presenter: TaskPresenter;
  hooks: TaskHooks;
}

interface WorkersChange {
  after: PersonRow[];
  added: PersonRow[];
  removed: PersonRow[];
}

/** One aspect of a task that changed, with the activity event that tells of it. */
interface Aspect {
  type: EventType;
  change: TaskChange;
  notice: EventNotice;
}

/**
 * Due dates (a task's or a subtask's) as an edit leaves them; 400 when the end comes before the
 * start.
 */
export async function dueDatesAfter(
  db: Db,
  actorId: number,
  task: Pick<TaskRow, 'dueDate' | 'dueDateHasTime' | 'dueDateEnd' | 'dueDateEndHasTime'>,
  input: Pick<UpdateInput, 'due_date' | 'due_date_end'>,
): Promise<{ start: DueDate | null; end: DueDate | null }> {
  const stored = (at: Date | null, hasTime: boolean) => (at ? { at, hasTime } : null);
  if (input.due_date === undefined && input.due_date_end === undefined)
    return {
      start: stored(task.dueDate, task.dueDateHasTime),
      end: stored(task.dueDateEnd, task.dueDateEndHasTime),
    };
  const start =
    input.due_date === undefined
      ? stored(task.dueDate, task.dueDateHasTime)
      : parseDueDate(input.due_date);
  const end =
    input.due_date_end === undefined
      ? stored(task.dueDateEnd, task.dueDateEndHasTime)
      : parseDueDate(input.due_date_end);
  if (end && !start)
    throw validationFailed({ due_date: ['Set a start date before setting an end date.'] });
  if (start && end) {
    const timeZone = (await findUserById(db, actorId))?.timezone ?? 'UTC';
    if (endsBeforeStart(start, end, timeZone))
      throw validationFailed({ due_date_end: ['The end date cannot be before the start date.'] });
  }
  return { start, end };
}

/**
 * The workers the update asks for, checked: each must be a member of the project who sees the
 * task's list. 400 names the ids that are not.
 */
async function workersAfter(
  db: Db,
  task: TaskRow,
  access: ProjectAccess,
  ids: number[],
  /** The task's workers now, in the order they were added. */
  before: PersonRow[],
): Promise<WorkersChange | null> {
  const wanted = [...new Set(ids)];
  const members = await membersAmong(db, task.projectId, wanted);
  const allowed = new Map(membersWhoSee(access, members, task.tasklistId).map((m) => [m.id, m]));
  const refused = wanted.filter((id) => !allowed.has(id));
  if (refused.length > 0)
    throw validationFailed({
      workers_ids: [
        `These people are not members of this project who see this task list: ${refused.join(', ')}.`,
      ],
    });
  const beforeIds = new Set(before.map((w) => w.id));
  // The order is the order people were added in; those added together stand by account.
  const added = [...allowed.values()]
    .filter((w) => !beforeIds.has(w.id))
    .sort((a, b) => a.id - b.id);
  const removed = before.filter((w) => !allowed.has(w.id));
  if (added.length === 0 && removed.length === 0) return null;
  const kept = before.filter((w) => allowed.has(w.id));
  return { after: [...kept, ...added], added, removed };
}

/** The due-date change an update asks for, if any; 403 when a role denies it. */
async function dueDatesAspect(
  db: Db,
  actorId: number,
  task: TaskRow,
  access: ProjectAccess,
  input: UpdateInput,
): Promise<Aspect | null> {
  const { start, end } = await dueDatesAfter(db, actorId, task, input);
  const startBefore = task.dueDate ? { at: task.dueDate, hasTime: task.dueDateHasTime } : null;
  const endBefore = task.dueDateEnd
    ? { at: task.dueDateEnd, hasTime: task.dueDateEndHasTime }
    : null;
  if (sameDueDate(start, startBefore) && sameDueDate(end, endBefore)) return null;
  assertNotDenied(access, 'task_due_dates_edit');
  return {
    type: 'task.due_dates_changed',
    change: {
      dueDate: start?.at ?? null,
      dueDateHasTime: start?.hasTime ?? false,
      dueDateEnd: end?.at ?? null,
      dueDateEndHasTime: end?.hasTime ?? false,
    },
    notice: {
      due_date: formatDueDate(start?.at ?? null, start?.hasTime ?? false),
      due_date_end: formatDueDate(end?.at ?? null, end?.hasTime ?? false),
      due_date_previous: formatDueDate(task.dueDate, task.dueDateHasTime),
      due_date_end_previous: formatDueDate(task.dueDateEnd, task.dueDateEndHasTime),
    },
  };
}

/** The aspects an update changes, checked against the role's disallowed actions. */
async function aspectsOf(
  db: Db,
  actor: UserActor,
  task: TaskRow,
  access: ProjectAccess,
  input: UpdateInput,
  workersBefore: PersonRow[],
): Promise<{ aspects: Aspect[]; workers: WorkersChange | null }> {
  const aspects: Aspect[] = [];
  const name = { task_name: input.name ?? task.name };
  if (input.name !== undefined && input.name !== task.name) {
    assertNotDenied(access, 'task_name_edit');
    aspects.push({
      type: 'task.renamed',
      change: { name: input.name },
      notice: { task_name: input.name, old_task_name: task.name },
    });
  }
  const dates = await dueDatesAspect(db, actor.id, task, access, input);
  if (dates) aspects.push({ ...dates, notice: { ...name, ...dates.notice } });
  if (input.description !== undefined) {
    const description = sanitizeDescription(input.description);
    if (description !== task.description)
      aspects.push({ type: 'task.description_changed', change: { description }, notice: name });
  }
  if (input.priority_enum !== undefined) {
    // n and null both mean none; none is kept as null.
    const priority = input.priority_enum === 'n' ? null : input.priority_enum;
    if (priority !== task.priorityEnum)
      aspects.push({
        type: 'task.priority_changed',
        change: { priorityEnum: priority },
        notice: { ...name, priority_enum: priority },
      });
  }
  const workers = input.workers_ids
    ? await workersAfter(db, task, access, input.workers_ids, workersBefore)
    : null;
  if (workers)
    aspects.push({
      type: 'task.workers_changed',
      change: { assignerId: workers.after.length > 0 ? actor.id : null },
      notice: {
        ...name,
        workers: workers.after.map(presentPerson),
        added_users: workers.added.map(presentPerson),
        removed_users: workers.removed.map(presentPerson),
      },
    });
  return { aspects, workers };
}

/** Editing a task: name, description, priority, due dates and workers, at a known version. */
export function createTaskUpdate(deps: Deps) {
  async function record(
    uow: UnitOfWork,
    aspects: Aspect[],
    base: Omit<Parameters<RecordEvent>[1], 'type' | 'notice'>,
  ) {
    for (const aspect of aspects)
      await deps.recordEvent(uow, { ...base, type: aspect.type, notice: aspect.notice });
  }

  return async function update(
    actor: UserActor,
    taskId: number,
    input: UpdateInput,
    mutationId: string | null,
  ): Promise<Task> {
    // The task as it is, read once: the checks use it and the answer is presented from it.
    const loaded = await deps.presenter.load(actor.id, taskId);
    const { access } = loaded;
    const { task } = loaded.row;
    if (!taskPolicy.update(access, task.tasklistId)) throw forbidden('You cannot edit this task.');
    if (task.dateDeleted) throw conflict(TASK_IN_TRASH);
    if (task.version !== input.version) throw conflict(TASK_STALE);
    const { aspects, workers } = await aspectsOf(
      deps.db,
      actor,
      task,
      access,
      input,
      loaded.row.workers,
    );
    if (aspects.length === 0) return deps.presenter.present(loaded);
    const now = deps.clock.now();
    const written = await deps.transact(async (uow) => {
      const change = Object.assign({}, ...aspects.map((a) => a.change)) as TaskChange;
      const updated = await updateTask(uow.tx, taskId, input.version, { ...change, dateUpd: now });
      if (!updated) throw conflict(TASK_STALE);
      if (workers)
        await replaceTaskWorkers(uow.tx, taskId, {
          added: workers.added.map((w) => w.id),
          removed: workers.removed.map((w) => w.id),
          now,
        });
      await record(uow, aspects, {
        actorId: actor.id,
        projectId: task.projectId,
        tasklistId: task.tasklistId,
        taskId,
        version: updated.version,
        mutationId,
      });
      const reacted = await deps.hooks.announce(uow, {
        what: 'updated',
        before: task,
        after: updated,
        seen: deps.presenter.present(loaded),
        actorId: actor.id,
        mutationId,
      });
      return { updated, reacted };
    });
    // What other modules did may show on the task: read it again then.
    if (written.reacted) return deps.presenter.detail(actor.id, taskId);
    const { updated } = written;
    // What was written laid over what was read: the rest of the task did not change.
    return deps.presenter.present(loaded, {
      task: updated,
      ...(workers && {
        workers: workers.after,
        assigner: workers.after.length > 0 ? actorAsPerson(actor) : null,
      }),
    });
  };
}
