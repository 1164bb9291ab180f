import type { DisallowedActionName, EventType, Tasklist } from '@tandem/contract';
import { TASKLIST_STATE } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { assertNotDenied, tasklistPolicy } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { loadTasklist } from './tasklist-access.ts';
import { presentTasklist } from './tasklists.presenter.ts';
import { writeTasklistChange } from './tasklists.write.ts';
import type { TasklistChange, TasklistRow } from './tasklists.repo.ts';

export const IN_TRASH = 'The task list is in the trash. Restore it first.';
const ARCHIVED = 'The task list is archived. Restore it from the archive first.';

export type TasklistTransition =
  'archive' | 'restore' | 'finish' | 'reopen' | 'delete' | 'restoreFromTrash';

interface Rule {
  event: EventType;
  allowed: (access: ProjectAccess, tasklistId: number) => boolean;
  denied?: DisallowedActionName;
  refusal: string;
  /**
   * What changes from this state: null when it is already done (the call then changes nothing
   * and tells no one); throws 409 when the state does not allow it.
   */
  change: (tasklist: TasklistRow, now: Date, actorId: number) => TasklistChange | null;
}

/** Refuses a change to a task list in the trash or (unless allowed) in the archive. */
function assertOnBoard(tasklist: TasklistRow, { archivedToo = false } = {}): void {
  if (tasklist.dateDeleted) throw conflict(IN_TRASH);
  if (!archivedToo && tasklist.stateId === TASKLIST_STATE.archived) throw conflict(ARCHIVED);
}

// Restoring from either the archive or the trash needs the same right as going there.
const RULES: Record<TasklistTransition, Rule> = {
  archive: {
    event: 'tasklist.archived',
    allowed: tasklistPolicy.archive,
    denied: 'tasklist_archive',
    refusal: 'You cannot archive this task list.',
    change: (tasklist, now) => {
      assertOnBoard(tasklist, { archivedToo: true });
      if (tasklist.stateId === TASKLIST_STATE.archived) return null;
      return { stateId: TASKLIST_STATE.archived, dateArchived: now };
    },
  },
  restore: {
    event: 'tasklist.restored',
    allowed: tasklistPolicy.archive,
    denied: 'tasklist_archive',
    refusal: 'You cannot restore this task list.',
    change: (tasklist) => {
      assertOnBoard(tasklist, { archivedToo: true });
      if (tasklist.stateId !== TASKLIST_STATE.archived) return null;
      return { stateId: TASKLIST_STATE.active, dateArchived: null, dateFinished: null };
    },
  },
  finish: {
    event: 'tasklist.finished',
    allowed: tasklistPolicy.finish,
    refusal: 'You cannot finish this task list.',
    change: (tasklist, now) => {
      assertOnBoard(tasklist);
      if (tasklist.stateId === TASKLIST_STATE.finished) return null;
      return { stateId: TASKLIST_STATE.finished, dateFinished: now };
    },
  },
  reopen: {
    event: 'tasklist.reopened',
    allowed: tasklistPolicy.finish,
    refusal: 'You cannot reopen this task list.',
    change: (tasklist) => {
      assertOnBoard(tasklist);
      if (tasklist.stateId === TASKLIST_STATE.active) return null;
      return { stateId: TASKLIST_STATE.active, dateFinished: null };
    },
  },
  delete: {
    event: 'tasklist.deleted',
    allowed: tasklistPolicy.delete,
    denied: 'tasklist_delete',
    refusal: 'You cannot delete this task list.',
    change: (tasklist, now, actorId) =>
      tasklist.dateDeleted ? null : { dateDeleted: now, deletedById: actorId },
  },
  restoreFromTrash: {
    event: 'tasklist.restored_from_trash',
    allowed: tasklistPolicy.delete,
    denied: 'tasklist_delete',
    refusal: 'You cannot restore this task list.',
    change: (tasklist) => (tasklist.dateDeleted ? { dateDeleted: null, deletedById: null } : null),
  },
};

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

/** Archive and restore, finish and reopen, delete to the trash and restore from it. */
export function createTasklistLifecycle(deps: Deps) {
  async function apply(
    transition: TasklistTransition,
    actor: UserActor,
    tasklistId: number,
    mutationId: string | null,
  ): Promise<Tasklist> {
    const rule = RULES[transition];
    const { row, access } = await loadTasklist(deps.db, actor.id, tasklistId);
    if (rule.denied) assertNotDenied(access, rule.denied);
    if (!rule.allowed(access, tasklistId)) throw forbidden(rule.refusal);
    const change = rule.change(row.tasklist, deps.clock.now(), actor.id);
    if (!change) return presentTasklist(row, access);
    return writeTasklistChange(deps, {
      actorId: actor.id,
      tasklistId,
      version: row.tasklist.version,
      change,
      event: rule.event,
      mutationId,
      access,
    });
  }

  const transition =
    (name: TasklistTransition) =>
    (actor: UserActor, tasklistId: number, mutationId: string | null) =>
      apply(name, actor, tasklistId, mutationId);

  return {
    archive: transition('archive'),
    restore: transition('restore'),
    finish: transition('finish'),
    reopen: transition('reopen'),
    delete: transition('delete'),
    restoreFromTrash: transition('restoreFromTrash'),
  };
}
