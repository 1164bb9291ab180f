import { COMMENT_DELETION_MINUTES, PROJECT_STATE } from '@tandem/contract';
import type { ProjectAccess } from '../projects/index.ts';
import { projectPolicy, tasklistPolicy } from '../projects/index.ts';

/** The facts of one comment a rule looks at. */
interface CommentFacts {
  authorId: number;
  dateAdd: Date;
}

/** Until when the author may delete a comment. */
export const deletionAllowedUntil = (dateAdd: Date): Date =>
  new Date(dateAdd.getTime() + COMMENT_DELETION_MINUTES * 60_000);

// Comments are written where the project can change: active projects and templates.
const writable = (a: ProjectAccess) =>
  a.stateId === PROJECT_STATE.active || a.stateId === PROJECT_STATE.template;
const manages = (a: ProjectAccess) => a.isOwner || a.isCommander || a.isBusinessCaptain;

/**
 * Who may do what with comments. Whoever sees what a comment is on reads and writes its comments,
 * guests and workers whose roles deny actions too (comments are not among the seven actions).
 * `tasklistId` is the task list whose ACL applies (the task's own list for a task's comments),
 * null for the project's own discussion. The author edits their comment; they delete it within
 * the deletion window, those who manage the project at any time.
 */
export const commentPolicy = {
  read: (a: ProjectAccess, tasklistId: number | null) =>
    projectPolicy.read(a) && (tasklistId === null || tasklistPolicy.read(a, tasklistId)),
  write: (a: ProjectAccess, tasklistId: number | null) =>
    commentPolicy.read(a, tasklistId) && writable(a),
  edit: (a: ProjectAccess, tasklistId: number | null, c: CommentFacts, actorId: number) =>
    commentPolicy.write(a, tasklistId) && c.authorId === actorId,
  delete: (
    a: ProjectAccess,
    tasklistId: number | null,
    c: CommentFacts,
    actorId: number,
    now: Date,
  ) =>
    commentPolicy.write(a, tasklistId) &&
    (manages(a) || (c.authorId === actorId && now < deletionAllowedUntil(c.dateAdd))),
};
