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

// A project in the trash is out of everyone's sight but its owner's, who may restore it.
const canSee = (a: ProjectAccess) =>
  a.stateId === PROJECT_STATE.deleted ? a.isOwner : a.isMember || a.isBusinessCaptain;
const manages = (a: ProjectAccess) => a.isOwner || a.isCommander || a.isBusinessCaptain;
// Templates are edited like active projects; archived and trashed ones are read-only.
const isWritable = (a: ProjectAccess) =>
  a.stateId === PROJECT_STATE.active || a.stateId === PROJECT_STATE.template;

const SAVABLE_STATES: readonly number[] = [
  PROJECT_STATE.active,
  PROJECT_STATE.archived,
  PROJECT_STATE.template,
];

/** Who may do what with a project. */
export const projectPolicy = {
  read: canSee,
  /**
   * Add what members share beside the tasks (files, links), whatever their role: everyone who
   * sees the project, while it can change.
   */
  addContent: (a: ProjectAccess) => canSee(a) && isWritable(a),
  update: (a: ProjectAccess) => canSee(a) && manages(a) && isWritable(a),
  archive: (a: ProjectAccess) => canSee(a) && manages(a) && a.stateId === PROJECT_STATE.active,
  restore: (a: ProjectAccess) => canSee(a) && manages(a) && a.stateId === PROJECT_STATE.archived,
  delete: (a: ProjectAccess) =>
    a.isOwner && (a.stateId === PROJECT_STATE.active || a.stateId === PROJECT_STATE.archived),
  restoreFromTrash: (a: ProjectAccess) => a.isOwner && a.stateId === PROJECT_STATE.deleted,
  manageWorkers: (a: ProjectAccess) => canSee(a) && manages(a) && isWritable(a),
  createTasklist: (a: ProjectAccess) => canSee(a) && isWritable(a) && !a.isGuest,
  /**
   * Roles are given by the project owner alone, from their own account, and only while the
   * project can be changed: a commander manages people but cannot narrow what others may do.
   */
  setMemberRoles: (a: ProjectAccess) => a.isOwner && canSee(a) && manages(a) && isWritable(a),
  /** Attach public tags to the project and make one's own tags public (canManagePublicTag). */
  managePublicTags: (a: ProjectAccess) =>
    canSee(a) && manages(a) && a.stateId !== PROJECT_STATE.deleted,
  /** Those who manage a project that is not in the trash; a template may become another one. */
  saveAsTemplate: (a: ProjectAccess) =>
    canSee(a) && manages(a) && SAVABLE_STATES.includes(a.stateId),
  /** Every member of a template but guests; the new project is the actor's own. */
  createFromTemplate: (a: ProjectAccess) =>
    canSee(a) && a.stateId === PROJECT_STATE.template && !a.isGuest,
  /**
   * Only the owner hands a project over (commanders cannot give away what is not theirs), and
   * only an active or archived one, never a template or one in the trash.
   */
  handOver: (a: ProjectAccess) =>
    a.isOwner && (a.stateId === PROJECT_STATE.active || a.stateId === PROJECT_STATE.archived),
  /** See the hour rates, the cost of everyone's work and the spend against the budget. */
  seeSpend: (a: ProjectAccess) => canSee(a) && manages(a),
  /**
   * Open the project's timeline: only those who see all of its task lists (spec, section 6), as
   * its dependencies would otherwise lead to tasks out of sight.
   */
  useTimeline: (a: ProjectAccess) => canSee(a) && a.tasklistsAcl === null,
};

/**
 * Who may do what with one member of the project (`self` when it is the actor's own row). The
 * owner stays in the project and is always a commander; managers act on the others.
 */
const managesOther = (a: ProjectAccess, member: { id: number; self: boolean }) =>
  projectPolicy.manageWorkers(a) && member.id !== a.owner.id && !member.self;

export const memberPolicy = {
  setCommander: managesOther,
  remove: managesOther,
  /** Anyone but the owner may leave a project they see. */
  leave: (a: ProjectAccess, member: { id: number; self: boolean }) =>
    member.self && canSee(a) && member.id !== a.owner.id,
};

/** Members other than guests shape an active project's task lists: name, order, state, trash. */
const shapesTasklists = (a: ProjectAccess) => canSee(a) && isWritable(a) && !a.isGuest;

/**
 * Who may do what with a task list of a project. Each action covers its undo (archive and
 * restore, finish and reopen, delete and restore from the trash); the role's disallowed actions
 * are checked beside these (`deniedAction`).
 */
export const tasklistPolicy = {
  read: (a: ProjectAccess, tasklistId: number) =>
    canSee(a) && (a.tasklistsAcl === null || a.tasklistsAcl.has(tasklistId)),
  /** Rename. */
  update: (a: ProjectAccess, tasklistId: number) =>
    tasklistPolicy.read(a, tasklistId) && shapesTasklists(a),
  /** Put the task lists the actor sees in a new order. */
  reorder: (a: ProjectAccess) => shapesTasklists(a),
  archive: (a: ProjectAccess, tasklistId: number) =>
    tasklistPolicy.read(a, tasklistId) && shapesTasklists(a),
  finish: (a: ProjectAccess, tasklistId: number) =>
    tasklistPolicy.read(a, tasklistId) && shapesTasklists(a),
  delete: (a: ProjectAccess, tasklistId: number) =>
    tasklistPolicy.read(a, tasklistId) && shapesTasklists(a),
  createTask: (a: ProjectAccess, tasklistId: number) =>
    tasklistPolicy.read(a, tasklistId) && isWritable(a),
};

/**
 * The task lists the actor sees, for a query that filters by them (the rule of
 * `tasklistPolicy.read` as a list): null when not limited, none when the project is out of sight.
 */
export function visibleTasklistIds(a: ProjectAccess): number[] | null {
  if (!canSee(a)) return [];
  return a.tasklistsAcl === null ? null : [...a.tasklistsAcl];
}

/** Who may do what with a task; a task is visible when its task list is. */
export const taskPolicy = {
  read: (a: ProjectAccess, tasklistId: number) => tasklistPolicy.read(a, tasklistId),
  update: (a: ProjectAccess, tasklistId: number) =>
    tasklistPolicy.read(a, tasklistId) && isWritable(a),
  finish: (a: ProjectAccess, tasklistId: number) => taskPolicy.update(a, tasklistId),
  /** Move to the trash and restore from it. */
  delete: (a: ProjectAccess, tasklistId: number) => taskPolicy.update(a, tasklistId),
};

/** The role-denied action that stands in the way, if any. */
export function deniedAction(a: ProjectAccess, action: DisallowedActionName): boolean {
  return !a.isOwner && a.disallowed.has(action);
}
