import type { Task } from '@tandem/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { TaskRow } from './tasks.repo.ts';

/** What can happen to a task that other modules react to. */
export type TaskHappening = 'finished' | 'reopened' | 'updated' | 'moved' | 'trashed' | 'restored';

/** A change of a task, as its hooks hear of it, inside the transaction that made it. */
export interface TaskHappened {
  what: TaskHappening;
  /** The task's row before the change and after it. */
  before: TaskRow;
  after: TaskRow;
  /**
   * The task as the actor saw it before the change, its parts included, so that a hook the change
   * does not concern can tell without a round trip.
   */
  seen: Task;
  actorId: number;
  mutationId: string | null;
}

/** A module's reaction to changes of tasks (subtasks kept in step, the next occurrence made). */
export interface TaskHook {
  on: readonly TaskHappening[];
  /** Whether a change concerns the hook at all; it runs only when it does. */
  concerns(happened: TaskHappened): boolean;
  /** Runs inside the transaction of the change, after the task's own event is recorded. */
  run(uow: UnitOfWork, happened: TaskHappened): Promise<void>;
}

/**
 * The hooks other modules register on tasks: the task module announces what happened and knows
 * none of them.
 */
export interface TaskHooks {
  add(...hooks: TaskHook[]): void;
  /** Runs the hooks the change concerns, in the order they were added; true when any ran. */
  announce(uow: UnitOfWork, happened: TaskHappened): Promise<boolean>;
}

export function createTaskHooks(): TaskHooks {
  const hooks: TaskHook[] = [];
  return {
    add: (...added) => void hooks.push(...added),
    async announce(uow, happened) {
      let ran = false;
      for (const hook of hooks) {
        if (!hook.on.includes(happened.what) || !hook.concerns(happened)) continue;
        await hook.run(uow, happened);
        ran = true;
      }
      return ran;
    },
  };
}
