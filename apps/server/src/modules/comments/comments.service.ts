import type { CommentTargetType, TaskComment } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import { mentionedUserIds, plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { loadProjectAccess, membersWhoSee } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import {
  loadEditableTask,
  loadTask,
  membersAmong,
  TASK_IN_TRASH,
  TASK_STALE,
  writeTaskDescription,
} from '../tasks/index.ts';
import { commentPolicy } from './comments.policy.ts';
import type { Target } from './comment-targets.ts';
import { loadVisibleComment, readableTarget, taskTarget } from './comment-targets.ts';
import { presentTaskComment } from './comments.presenter.ts';
import type { CommentRow, ThreadRef } from './comments.repo.ts';
import {
  countThread,
  deleteComment,
  editComment,
  findComment,
  findDescriptionComment,
  insertComment,
  listHistory,
  listLatestVisible,
  listThread,
  markTaskCommentsRead,
  replaceMentions,
  returnToThread,
  setReaction,
  standAsDescription,
} from './comments.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent' | 'present' | 'commentTargets'>;

const DEFAULT_PAGE = 50;
const LATEST_PAGE = 30;
const STALE = 'Someone else changed this comment in the meantime. Reload and try again.';
const NOTICE_TEXT_MAX = 300;
const IN_TRASH = 'This is in the trash. Restore it first.';
const NOT_ON_TASK = 'Only a comment on a task can become its description.';
const NO_DESCRIPTION = 'The task has no description to turn into a comment.';

const WHAT: Record<CommentTargetType, string> = {
  task: 'The task',
  tasklist: 'The task list',
  project: 'The project',
  link: 'The link',
  note: 'The note',
  file: 'The file',
};

/**
 * Comments on tasks, task lists and projects: the threads, writing, editing with history,
 * deleting, reactions, read marks, and the latest discussions across everything one sees.
 */
export function createCommentsService(deps: Deps) {
  const { db } = deps;

  /** The target the actor writes on: 403 in a project that cannot change, 409 in the trash. */
  async function writableTarget(actorId: number, ref: ThreadRef): Promise<Target> {
    const target = await readableTarget(db, actorId, ref, deps.commentTargets);
    if (!commentPolicy.write(target.access, target.tasklistId))
      throw forbidden('Comments cannot be written in this project now.');
    if (target.trashed) throw conflict(ref.type === 'task' ? TASK_IN_TRASH : IN_TRASH);
    return target;
  }

  const loadComment = (actorId: number, uuid: string) =>
    loadVisibleComment(db, actorId, uuid, deps.commentTargets);

  function present(actorId: number, comment: CommentRow, target: Target): TaskComment {
    return presentTaskComment(comment, actorId, {
      edit: commentPolicy.edit(target.access, target.tasklistId, comment, actorId),
      delete: commentPolicy.delete(
        target.access,
        target.tasklistId,
        comment,
        actorId,
        deps.clock.now(),
      ),
    });
  }

  /** Of the people some content mentions, those who see the target. */
  async function mentionedWhoSee(html: string, target: Target) {
    const mentioned = mentionedUserIds(html);
    const members =
      mentioned.length === 0 ? [] : await membersAmong(db, target.projectId, mentioned);
    const seeing = new Set(
      (target.tasklistId === null
        ? members
        : membersWhoSee(target.access, members, target.tasklistId)
      ).map((m) => m.id),
    );
    return { mentioned, seeing };
  }

  /** Sanitized content and the people it mentions, all of whom must see the target. */
  async function prepare(content: string, target: Target) {
    const clean = sanitizeRichText(content);
    if (clean === null) throw validationFailed({ content: ['Write a comment.'] });
    const { mentioned, seeing } = await mentionedWhoSee(clean, target);
    const refused = mentioned.filter((id) => !seeing.has(id));
    if (refused.length > 0) {
      const what =
        target.ref.type === 'project' || target.ref.type === 'link'
          ? 'project'
          : target.ref.type === 'task'
            ? 'task'
            : target.ref.type === 'note'
              ? 'note'
              : target.ref.type === 'file'
                ? 'file'
                : 'task list';
      throw validationFailed({
        content: [
          refused.length === 1
            ? `The person you mention cannot see this ${what}. Share the ${what} with them first.`
            : `Some of the people you mention cannot see this ${what}. Share the ${what} with them first.`,
        ],
      });
    }
    return { clean, mentioned };
  }

  /** Reads a comment again in the transaction that changed it, to answer with it. */
  async function reread(uow: UnitOfWork, id: number): Promise<CommentRow> {
    const row = await findComment(uow.tx, { id });
    if (!row) throw notFound('The comment');
    return row;
  }

  const noticeText = (html: string) => plainText(html).slice(0, NOTICE_TEXT_MAX);

  /** What an event about a comment on the target names. */
  const eventOf = (target: Target, commentId: number) => ({
    projectId: target.projectId,
    tasklistId: target.tasklistId,
    taskId: target.taskId,
    commentId,
    noteId: target.ref.type === 'note' ? target.ref.id : null,
  });
  const noticeOf = (target: Target, html: string) => ({
    ...(target.ref.type === 'task' ? { task_name: target.name } : {}),
    ...(target.ref.type === 'note' ? { note_name: target.name } : {}),
    ...(target.ref.type === 'file' ? { filename: target.name } : {}),
    comment_text: noticeText(html),
  });

  return {
    async list(
      actor: UserActor,
      ref: ThreadRef,
      page: { before_id?: number | undefined; limit?: number | undefined },
    ) {
      const target = await readableTarget(db, actor.id, ref, deps.commentTargets);
      if (!commentPolicy.read(target.access, target.tasklistId)) throw notFound(WHAT[ref.type]);
      const limit = page.limit ?? DEFAULT_PAGE;
      const [rows, count] = await Promise.all([
        listThread(db, { ref, beforeId: page.before_id, limit }),
        countThread(db, ref),
      ]);
      return {
        comments: rows
          .slice(0, limit)
          .reverse()
          .map((comment) => present(actor.id, comment, target)),
        has_more: rows.length > limit,
        count,
        can_write: commentPolicy.write(target.access, target.tasklistId) && !target.trashed,
      };
    },

    async create(actor: UserActor, ref: ThreadRef, content: string, mutationId: string | null) {
      const target = await writableTarget(actor.id, ref);
      const { clean, mentioned } = await prepare(content, target);
      const comment = await deps.transact(async (uow) => {
        const created = await insertComment(uow.tx, {
          target: ref.type,
          projectId: target.projectId,
          taskId: target.taskId,
          tasklistId: ref.type === 'tasklist' ? ref.id : null,
          linkId: ref.type === 'link' ? ref.id : null,
          noteId: ref.type === 'note' ? ref.id : null,
          fileId: ref.type === 'file' ? ref.id : null,
          authorId: actor.id,
          content: clean,
          dateAdd: deps.clock.now(),
        });
        await replaceMentions(uow.tx, created.id, mentioned);
        // The author has read their own comment.
        if (target.taskId !== null)
          await markTaskCommentsRead(uow.tx, { userId: actor.id, taskId: target.taskId });
        await deps.recordEvent(uow, {
          type: 'comment.created',
          actorId: actor.id,
          ...eventOf(target, created.id),
          notice: noticeOf(target, clean),
          mutationId,
        });
        return reread(uow, created.id);
      });
      return present(actor.id, comment, target);
    },

    async edit(actor: UserActor, uuid: string, content: string, mutationId: string | null) {
      const { comment, target } = await loadComment(actor.id, uuid);
      if (!commentPolicy.edit(target.access, target.tasklistId, comment, actor.id))
        throw forbidden('Only its author can edit a comment.');
      if (target.trashed) throw conflict(target.ref.type === 'task' ? TASK_IN_TRASH : IN_TRASH);
      const { clean, mentioned } = await prepare(content, target);
      if (clean === comment.content) return present(actor.id, comment, target);
      const edited = await deps.transact(async (uow) => {
        const updated = await editComment(uow.tx, {
          comment,
          content: clean,
          editorId: actor.id,
          now: deps.clock.now(),
        });
        if (!updated) throw conflict(STALE);
        await replaceMentions(uow.tx, comment.id, mentioned);
        await deps.recordEvent(uow, {
          type: 'comment.updated',
          actorId: actor.id,
          ...eventOf(target, comment.id),
          notice: noticeOf(target, clean),
          mutationId,
        });
        return reread(uow, comment.id);
      });
      return present(actor.id, edited, target);
    },

    async delete(actor: UserActor, uuid: string, mutationId: string | null) {
      const { comment, target } = await loadComment(actor.id, uuid);
      const now = deps.clock.now();
      if (!commentPolicy.delete(target.access, target.tasklistId, comment, actor.id, now))
        throw forbidden(
          comment.authorId === actor.id
            ? 'The time to delete this comment has passed. Ask a project manager to delete it.'
            : 'You cannot delete this comment.',
        );
      await deps.transact(async (uow) => {
        if (!(await deleteComment(uow.tx, comment.id))) throw notFound('The comment');
        await deps.recordEvent(uow, {
          type: 'comment.deleted',
          actorId: actor.id,
          ...eventOf(target, comment.id),
          notice: noticeOf(target, comment.content),
          mutationId,
        });
      });
      return { ok: true as const };
    },

    async react(
      actor: UserActor,
      uuid: string,
      input: { content: string; on: boolean },
      mutationId: string | null,
    ) {
      const { comment, target } = await loadComment(actor.id, uuid);
      if (!commentPolicy.write(target.access, target.tasklistId))
        throw forbidden('Comments cannot be written in this project now.');
      const reacted = await deps.transact(async (uow) => {
        const changed = await setReaction(uow.tx, {
          commentId: comment.id,
          userId: actor.id,
          content: input.content,
          on: input.on,
          now: deps.clock.now(),
        });
        if (!changed) return comment;
        await deps.recordEvent(uow, {
          type: 'comment.reacted',
          actorId: actor.id,
          ...eventOf(target, comment.id),
          notice: {
            ...(target.ref.type === 'task' ? { task_name: target.name } : {}),
            reaction_emoji: input.content,
            was_deleted: !input.on,
          },
          mutationId,
        });
        return reread(uow, comment.id);
      });
      return present(actor.id, reacted, target);
    },

    async history(actor: UserActor, uuid: string) {
      const { comment } = await loadComment(actor.id, uuid);
      const rows = await listHistory(db, comment.id);
      return rows.map((r) => ({
        content: r.content,
        date_edited_at: r.dateEditedAt.toISOString(),
        editor: { id: r.editorId, fullname: [r.fname, r.lname].filter(Boolean).join(' ') },
      }));
    },

    /**
     * A comment on a task becomes the task's description: it leaves the thread and its text is
     * the description. A description there was comes back into the thread (the comment it came
     * from, or a new comment of the actor's), so no text is lost.
     */
    async toDescription(actor: UserActor, uuid: string, mutationId: string | null) {
      const { comment } = await loadComment(actor.id, uuid);
      if (comment.target !== 'task' || comment.taskId === null) throw conflict(NOT_ON_TASK);
      const loaded = await loadEditableTask(db, actor.id, comment.taskId);
      const { task } = loaded;
      const target = taskTarget(loaded);
      const now = deps.clock.now();
      const previous = task.description ?? '';
      const keep = previous === '' ? null : await mentionedWhoSee(previous, target);
      await deps.transact(async (uow) => {
        const standing = await findDescriptionComment(uow.tx, task.id);
        if (keep === null) {
          // The description was emptied since that comment became it: nothing is left to keep.
          if (standing) await deleteComment(uow.tx, standing.id);
        } else if (standing) {
          await returnToThread(uow.tx, {
            comment: standing,
            content: previous,
            editorId: actor.id,
            now,
          });
        } else {
          const kept = await insertComment(uow.tx, {
            target: 'task',
            projectId: task.projectId,
            taskId: task.id,
            tasklistId: null,
            authorId: actor.id,
            content: previous,
            dateAdd: now,
          });
          await replaceMentions(
            uow.tx,
            kept.id,
            keep.mentioned.filter((id) => keep.seeing.has(id)),
          );
        }
        if (!(await standAsDescription(uow.tx, comment.id))) throw conflict(STALE);
        const updated = await writeTaskDescription(uow.tx, {
          taskId: task.id,
          version: task.version,
          description: comment.content,
          now,
        });
        if (!updated) throw conflict(TASK_STALE);
        await deps.recordEvent(uow, {
          type: 'task.description_from_comment',
          actorId: actor.id,
          ...eventOf(target, comment.id),
          version: updated.version,
          notice: noticeOf(target, comment.content),
          mutationId,
        });
      });
      return { task: await deps.present.task(actor, task.id) };
    },

    /**
     * The task's description becomes a comment again: the comment it came from goes back into
     * the thread with the description's text (earlier text kept in its history), or a new comment
     * of the actor's holds it; the description is then empty.
     */
    async fromDescription(actor: UserActor, taskId: number, mutationId: string | null) {
      const loaded = await loadEditableTask(db, actor.id, taskId);
      const { task } = loaded;
      const target = taskTarget(loaded);
      if (!commentPolicy.write(target.access, target.tasklistId))
        throw forbidden('Comments cannot be written in this project now.');
      const description = task.description ?? '';
      if (description === '') throw conflict(NO_DESCRIPTION);
      const now = deps.clock.now();
      const { mentioned, seeing } = await mentionedWhoSee(description, target);
      const comment = await deps.transact(async (uow) => {
        const standing = await findDescriptionComment(uow.tx, task.id);
        let commentId: number;
        if (standing) {
          await returnToThread(uow.tx, {
            comment: standing,
            content: description,
            editorId: actor.id,
            now,
          });
          commentId = standing.id;
        } else {
          const created = await insertComment(uow.tx, {
            target: 'task',
            projectId: task.projectId,
            taskId: task.id,
            tasklistId: null,
            authorId: actor.id,
            content: description,
            dateAdd: now,
          });
          commentId = created.id;
        }
        await replaceMentions(
          uow.tx,
          commentId,
          mentioned.filter((id) => seeing.has(id)),
        );
        const updated = await writeTaskDescription(uow.tx, {
          taskId: task.id,
          version: task.version,
          description: null,
          now,
        });
        if (!updated) throw conflict(TASK_STALE);
        await markTaskCommentsRead(uow.tx, { userId: actor.id, taskId: task.id });
        await deps.recordEvent(uow, {
          type: 'task.description_to_comment',
          actorId: actor.id,
          ...eventOf(target, commentId),
          version: updated.version,
          notice: noticeOf(target, description),
          mutationId,
        });
        return reread(uow, commentId);
      });
      return {
        comment: present(actor.id, comment, target),
        task: await deps.present.task(actor, task.id),
      };
    },

    async markRead(actor: UserActor, taskId: number) {
      const { task } = await loadTask(db, actor.id, taskId);
      await markTaskCommentsRead(db, { userId: actor.id, taskId: task.id });
      return { ok: true as const };
    },

    /**
     * The newest comments on everything the actor sees, newest first. What the actor may do with
     * each is decided by its project: one read of the actor's access per project on the page.
     */
    async latest(
      actor: UserActor,
      page: { before_id?: number | undefined; limit?: number | undefined },
    ) {
      const limit = page.limit ?? LATEST_PAGE;
      const rows = await listLatestVisible(db, {
        viewerId: actor.id,
        beforeId: page.before_id,
        limit,
      });
      const accesses = new Map<number, ProjectAccess>();
      const comments: TaskComment[] = [];
      for (const comment of rows.slice(0, limit)) {
        let access = accesses.get(comment.projectId);
        if (!access) {
          access = (await loadProjectAccess(db, comment.projectId, actor.id)).access;
          accesses.set(comment.projectId, access);
        }
        const tasklistId = comment.target === 'project' ? null : comment.aclTasklistId;
        const now = deps.clock.now();
        comments.push(
          presentTaskComment(comment, actor.id, {
            edit: commentPolicy.edit(access, tasklistId, comment, actor.id),
            delete: commentPolicy.delete(access, tasklistId, comment, actor.id, now),
          }),
        );
      }
      return { comments, has_more: rows.length > limit };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
