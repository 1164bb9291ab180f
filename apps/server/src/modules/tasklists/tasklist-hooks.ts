import type { UnitOfWork } from '../../db/unit-of-work.ts';

/** A task list that moved, with everything in it, from one project to another. */
export interface TasklistMoved {
  tasklistId: number;
  fromProjectId: number;
  toProjectId: number;
}

/** A task list copied into another project: what it holds is copied by whoever holds it. */
export interface TasklistCopied {
  fromTasklistId: number;
  toTasklistId: number;
  toProjectId: number;
  actorId: number;
  now: Date;
}

/**
 * A module's part in a task list's transfer (the tasks module moves and copies the tasks). Each
 * runs inside the transaction of the transfer, after the list itself has moved or been created.
 */
export interface TasklistHook {
  movedToProject?: (uow: UnitOfWork, moved: TasklistMoved) => Promise<void>;
  copiedToProject?: (uow: UnitOfWork, copied: TasklistCopied) => Promise<void>;
}

/** The hooks other modules register on task lists: the task-list module knows none of them. */
export interface TasklistHooks {
  add(...hooks: TasklistHook[]): void;
  movedToProject(uow: UnitOfWork, moved: TasklistMoved): Promise<void>;
  copiedToProject(uow: UnitOfWork, copied: TasklistCopied): Promise<void>;
}

export function createTasklistHooks(): TasklistHooks {
  const hooks: TasklistHook[] = [];
  return {
    add: (...added) => void hooks.push(...added),
    async movedToProject(uow, moved) {
      for (const hook of hooks) await hook.movedToProject?.(uow, moved);
    },
    async copiedToProject(uow, copied) {
      for (const hook of hooks) await hook.copiedToProject?.(uow, copied);
    },
  };
}
