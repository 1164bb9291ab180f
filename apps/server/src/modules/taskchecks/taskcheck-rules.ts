import type { EventNotice, EventType } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Transact, UnitOfWork } from '../../db/unit-of-work.ts';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RecordEvent } from '../../core.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { membersWhoSee, taskPolicy } from '../projects/index.ts';
import { loadTask, sortingKeyBetween, TASK_IN_TRASH } from '../tasks/index.ts';
import type { PersonRow, TaskRow } from '../tasks/index.ts';
import type { TaskcheckRow } from './taskchecks.repo.ts';
import {
  countTaskchecks,
  findTaskcheck,
  lastTaskcheckKey,
  membersOfProject,
  neighbourKey,
} from './taskchecks.repo.ts';

export const SUBTASK = 'The subtask';
export const SUBTASK_STALE =
  'Someone else changed this subtask in the meantime. Reload and try again.';
const NO_NESTING = 'A subtask cannot have subtasks of its own.';

/**
 * A subtask the actor may see (its task is visible), with its task and the actor's access. A
 * missing subtask and one of a task the actor cannot see answer the same 404.
 */
export async function loadTaskcheck(
  db: DbOrTx,
  actorId: number,
  id: number,
): Promise<{ check: TaskcheckRow; task: TaskRow; access: ProjectAccess }> {
  const check = await findTaskcheck(db, id);
  if (!check) throw notFound(SUBTASK);
  const { task, access } = await loadTask(db, actorId, check.taskId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? notFound(SUBTASK) : error;
  });
  return { check, task, access };
}

/** Changing a task's subtasks is editing the task: 403 without the right, 409 in the trash. */
export function assertCanEditSubtasks(task: TaskRow, access: ProjectAccess): void {
  if (!taskPolicy.update(access, task.tasklistId))
    throw forbidden('You cannot change the subtasks of this task.');
  if (task.dateDeleted) throw conflict(TASK_IN_TRASH);
}

/** A task that may take `adding` more subtasks: not a smart subtask's task, and not full. */
export async function assertRoomFor(db: DbOrTx, task: TaskRow, adding: number): Promise<void> {
  if (task.smartParentTaskId !== null) throw conflict(NO_NESTING);
  const existing = await countTaskchecks(db, task.id);
  if (existing + adding > LIMITS.taskchecksMax)
    throw conflict(
      `A task can have at most ${LIMITS.taskchecksMax} subtasks; this one can take ${Math.max(
        0,
        LIMITS.taskchecksMax - existing,
      )} more.`,
    );
}

/** The people a subtask of the task can be given to: members who see its list. */
export async function assignablePeople(
  db: DbOrTx,
  task: TaskRow,
  access: ProjectAccess,
): Promise<PersonRow[]> {
  const members = await membersOfProject(db, task.projectId);
  return membersWhoSee(access, members, task.tasklistId).map(({ id, fname, lname }) => ({
    id,
    fname,
    lname,
  }));
}

/** The person, when they may be given a subtask of the task; 400 otherwise. */
export async function assertAssignable(
  db: DbOrTx,
  task: TaskRow,
  access: ProjectAccess,
  workerId: number,
): Promise<PersonRow> {
  const person = (await assignablePeople(db, task, access)).find((p) => p.id === workerId);
  if (!person)
    throw validationFailed({
      worker_id: ['Choose a member of this project who sees this task list.'],
    });
  return person;
}

/** A key between two neighbours; 409 when they are tied, which only a race between writes makes. */
export function keyBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after)
    throw conflict('The subtasks changed in the meantime. Reload and try again.');
  return sortingKeyBetween(before, after);
}

/**
 * The sorting key right before or right after the subtask `anchorId` of the task `taskId`, for
 * the subtask `movingId`; 400 at the field with `message` when the anchor is not one of them.
 */
export async function keyBeside(
  db: DbOrTx,
  place: { taskId: number; movingId: number; anchorId: number; side: 'before_id' | 'after_id' },
  message: string,
): Promise<string> {
  const anchor = await findTaskcheck(db, place.anchorId);
  if (!anchor || anchor.taskId !== place.taskId || anchor.id === place.movingId)
    throw validationFailed({ [place.side]: [message] });
  return place.side === 'after_id'
    ? keyBetween(anchor.sortingKey, await neighbourKey(db, anchor, 'after', place.movingId))
    : keyBetween(await neighbourKey(db, anchor, 'before', place.movingId), anchor.sortingKey);
}

/**
 * The sorting key of a new subtask: right after the subtask `afterId` of the same task (400
 * otherwise), or at the end.
 */
export async function newTaskcheckKey(
  db: DbOrTx,
  taskId: number,
  afterId: number | undefined,
): Promise<string> {
  if (afterId === undefined) return keyBetween(await lastTaskcheckKey(db, taskId), null);
  const anchor = await findTaskcheck(db, afterId);
  if (!anchor || anchor.taskId !== taskId)
    throw validationFailed({ after_id: ['Choose a subtask of the same task.'] });
  return keyBetween(anchor.sortingKey, await neighbourKey(db, anchor, 'after', null));
}

/** Records an event about a task's subtasks: on the task, so its followers hear of it too. */
export function recordTaskcheckEvent(
  recordEvent: RecordEvent,
  uow: UnitOfWork,
  input: {
    type: EventType;
    actorId: number;
    task: TaskRow;
    notice: EventNotice;
    version: number | null;
    mutationId: string | null;
  },
): Promise<number> {
  return recordEvent(uow, {
    type: input.type,
    actorId: input.actorId,
    projectId: input.task.projectId,
    tasklistId: input.task.tasklistId,
    taskId: input.task.id,
    notice: { task_name: input.task.name, ...input.notice },
    version: input.version,
    mutationId: input.mutationId,
  });
}

export interface TaskcheckDeps {
  db: Db;
  transact: Transact;
  clock: Clock;
  recordEvent: RecordEvent;
}
