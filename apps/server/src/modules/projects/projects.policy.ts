import type { DisallowedActionName } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';

/**
 * Everything the rules need to know about one actor in one project. Business captain and guest
 * limits arrive with business accounts; the shape carries them already.
 */
export interface ProjectAccess {
  projectId: number;
  stateId: number;
  owner: { id: number; fullname: string };
  isMember: boolean;
  isOwner: boolean;
  isCommander: boolean;
  isBusinessCaptain: boolean;
  isGuest: boolean;
  /** Task lists the actor may see; null when not limited. */
  tasklistsAcl: ReadonlySet<number> | null;
  disallowed: ReadonlySet<DisallowedActionName>;
}

const canSee = (a: ProjectAccess) => a.isMember || a.isBusinessCaptain;
const manages = (a: ProjectAccess) => a.isOwner || a.isCommander || a.isBusinessCaptain;
const isWritable = (a: ProjectAccess) => a.stateId === PROJECT_STATE.active;

/** Who may do what with a project. */
export const projectPolicy = {
  read: canSee,
  update: (a: ProjectAccess) => canSee(a) && manages(a),
  manageWorkers: (a: ProjectAccess) => canSee(a) && manages(a) && isWritable(a),
  createTasklist: (a: ProjectAccess) => canSee(a) && isWritable(a) && !a.isGuest,
};

/** Who may do what with a task list of a project. */
export const tasklistPolicy = {
  read: (a: ProjectAccess, tasklistId: number) =>
    canSee(a) && (a.tasklistsAcl === null || a.tasklistsAcl.has(tasklistId)),
  update: (a: ProjectAccess, tasklistId: number) =>
    tasklistPolicy.read(a, tasklistId) && manages(a),
  createTask: (a: ProjectAccess, tasklistId: number) =>
    tasklistPolicy.read(a, tasklistId) && isWritable(a),
};

/** Who may do what with a task; a task is visible when its task list is. */
export const taskPolicy = {
  read: (a: ProjectAccess, tasklistId: number) => tasklistPolicy.read(a, tasklistId),
  update: (a: ProjectAccess, tasklistId: number) =>
    tasklistPolicy.read(a, tasklistId) && isWritable(a),
  finish: (a: ProjectAccess, tasklistId: number) => taskPolicy.update(a, tasklistId),
};

/** The role-denied action that stands in the way, if any. */
export function deniedAction(a: ProjectAccess, action: DisallowedActionName): boolean {
  return !a.isOwner && a.disallowed.has(action);
}
