import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { loadProjectAccess } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { loadTasklist } from '../tasklists/index.ts';
import { loadTask } from '../tasks/index.ts';
import { loadLink } from '../project-links/index.ts';
import { loadNote } from '../notes/index.ts';
import type { CommentRecord, CommentRow, ThreadRef } from './comments.repo.ts';
import { findComment } from './comments.repo.ts';

/** What a thread is on, as the actor sees it. */
export interface Target {
  ref: ThreadRef;
  projectId: number;
  /** The task list whose ACL applies (the task's list for a task); null for the project. */
  tasklistId: number | null;
  taskId: number | null;
  name: string;
  access: ProjectAccess;
  trashed: boolean;
}

/** What a module tells of one of its things that has a thread (a file), as the actor sees it. */
export type TargetFacts = Omit<Target, 'ref'>;

/**
 * Thread targets that modules resolve themselves (files): the comments module asks them where the
 * thing is and whether the actor sees it (404 when not), without importing them.
 */
export interface CommentTargetRegistry {
  add(type: 'file', load: (db: DbOrTx, actorId: number, id: number) => Promise<TargetFacts>): void;
  load(type: 'file', db: DbOrTx, actorId: number, id: number): Promise<TargetFacts>;
}

export function createCommentTargetRegistry(): CommentTargetRegistry {
  const loaders = new Map<
    string,
    (db: DbOrTx, actorId: number, id: number) => Promise<TargetFacts>
  >();
  return {
    add: (type, load) => void loaders.set(type, load),
    load(type, db, actorId, id) {
      const load = loaders.get(type);
      if (!load) throw notFound('The item');
      return load(db, actorId, id);
    },
  };
}

/** A task as the target of its thread. */
export const taskTarget = ({ task, access }: Awaited<ReturnType<typeof loadTask>>): Target => ({
  ref: { type: 'task', id: task.id },
  projectId: task.projectId,
  tasklistId: task.tasklistId,
  taskId: task.id,
  name: task.name,
  access,
  trashed: task.dateDeleted !== null,
});

/** The target whose comments the actor reads (404 when they cannot see it). */
export async function readableTarget(
  db: DbOrTx,
  actorId: number,
  ref: ThreadRef,
  registry?: CommentTargetRegistry,
): Promise<Target> {
  if (ref.type === 'task') return taskTarget(await loadTask(db, actorId, ref.id));
  if (ref.type === 'file') {
    if (!registry) throw notFound('The file');
    return { ref, ...(await registry.load('file', db, actorId, ref.id)) };
  }
  if (ref.type === 'link') {
    const { link, access } = await loadLink(db, actorId, { id: ref.id });
    return {
      ref,
      projectId: link.projectId,
      tasklistId: null,
      taskId: null,
      name: link.name,
      access,
      trashed: false,
    };
  }
  if (ref.type === 'note') {
    const { note, access } = await loadNote(db, actorId, ref.id);
    return {
      ref,
      projectId: note.projectId,
      tasklistId: note.tasklistId,
      taskId: null,
      name: note.name,
      access,
      trashed: note.dateDeleted !== null,
    };
  }
  if (ref.type === 'tasklist') {
    const { row, access } = await loadTasklist(db, actorId, ref.id);
    return {
      ref,
      projectId: row.tasklist.projectId,
      tasklistId: row.tasklist.id,
      taskId: null,
      name: row.tasklist.name,
      access,
      trashed: row.tasklist.dateDeleted !== null,
    };
  }
  const { project, access } = await loadProjectAccess(db, ref.id, actorId);
  return {
    ref,
    projectId: project.id,
    tasklistId: null,
    taskId: null,
    name: project.name,
    access,
    trashed: false,
  };
}

/** What a comment is on. */
export const refOf = (comment: CommentRecord): ThreadRef =>
  comment.target === 'task'
    ? { type: 'task', id: comment.taskId! }
    : comment.target === 'tasklist'
      ? { type: 'tasklist', id: comment.tasklistId! }
      : comment.target === 'link'
        ? { type: 'link', id: comment.linkId! }
        : comment.target === 'note'
          ? { type: 'note', id: comment.noteId! }
          : comment.target === 'file'
            ? { type: 'file', id: comment.fileId! }
            : { type: 'project', id: comment.projectId };

/**
 * A comment the actor sees, with what it is on: one on something they see; any other, and one
 * standing as its task's description, answers the same 404.
 */
export async function loadVisibleComment(
  db: DbOrTx,
  actorId: number,
  uuid: string,
  registry?: CommentTargetRegistry,
): Promise<{ comment: CommentRow; target: Target }> {
  const comment = await findComment(db, { uuid });
  if (!comment || comment.isDescription) throw notFound('The comment');
  try {
    return { comment, target: await readableTarget(db, actorId, refOf(comment), registry) };
  } catch {
    throw notFound('The comment');
  }
}
