import type { TaskComment } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import { mentionedUserIds, plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { membersWhoSee } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { loadTask, membersAmong, TASK_IN_TRASH } from '../tasks/index.ts';
import type { TaskRow } from '../tasks/index.ts';
import { commentPolicy } from './comments.policy.ts';
import { presentTaskComment } from './comments.presenter.ts';
import type { CommentRow } from './comments.repo.ts';
import {
  countTaskComments,
  deleteComment,
  editComment,
  findComment,
  insertComment,
  listHistory,
  listTaskComments,
  markTaskCommentsRead,
  replaceMentions,
  setReaction,
} from './comments.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

const DEFAULT_PAGE = 50;
const STALE = 'Someone else changed this comment in the meantime. Reload and try again.';
const NOTICE_TEXT_MAX = 300;

/** A comment of a task the actor sees, with the task and the actor's access. */
interface Loaded {
  comment: CommentRow;
  task: TaskRow;
  access: ProjectAccess;
}

/** Task comments: the thread, writing, editing with history, deleting, reactions, read marks. */
export function createCommentsService(deps: Deps) {
  const { db } = deps;

  /** The task whose comments the actor reads (404 when they cannot see it). */
  async function readableTask(actorId: number, taskId: number) {
    const loaded = await loadTask(db, actorId, taskId);
    if (!commentPolicy.read(loaded.access, loaded.task.tasklistId)) throw notFound('The task');
    return loaded;
  }

  /** The task the actor writes on: 403 in a project that cannot change, 409 in the trash. */
  async function writableTask(actorId: number, taskId: number) {
    const loaded = await readableTask(actorId, taskId);
    if (!commentPolicy.write(loaded.access, loaded.task.tasklistId))
      throw forbidden('Comments cannot be written in this project now.');
    if (loaded.task.dateDeleted) throw conflict(TASK_IN_TRASH);
    return loaded;
  }

  /** A comment the actor sees: one on a task they see; any other answers the same 404. */
  async function loadComment(actorId: number, uuid: string): Promise<Loaded> {
    const comment = await findComment(db, { uuid });
    if (!comment?.taskId) throw notFound('The comment');
    try {
      return { comment, ...(await readableTask(actorId, comment.taskId)) };
    } catch {
      throw notFound('The comment');
    }
  }

  function present(actorId: number, loaded: Loaded): TaskComment {
    const { comment, task, access } = loaded;
    return presentTaskComment(comment, actorId, {
      edit: commentPolicy.edit(access, task.tasklistId, comment, actorId),
      delete: commentPolicy.delete(access, task.tasklistId, comment, actorId, deps.clock.now()),
    });
  }

  /** Sanitized content and the people it mentions, all of whom must see the task. */
  async function prepare(content: string, task: TaskRow, access: ProjectAccess) {
    const clean = sanitizeRichText(content);
    if (clean === null) throw validationFailed({ content: ['Write a comment.'] });
    const mentioned = mentionedUserIds(clean);
    const members = await membersAmong(db, task.projectId, mentioned);
    const seeing = new Set(membersWhoSee(access, members, task.tasklistId).map((m) => m.id));
    const refused = mentioned.filter((id) => !seeing.has(id));
    if (refused.length > 0)
      throw validationFailed({
        content: [
          refused.length === 1
            ? 'The person you mention cannot see this task. Share the task with them first.'
            : 'Some of the people you mention cannot see this task. Share the task with them first.',
        ],
      });
    return { clean, mentioned };
  }

  /** Reads a comment again in the transaction that changed it, to answer with it. */
  async function reread(uow: UnitOfWork, id: number): Promise<CommentRow> {
    const row = await findComment(uow.tx, { id });
    if (!row) throw notFound('The comment');
    return row;
  }

  const noticeText = (html: string) => plainText(html).slice(0, NOTICE_TEXT_MAX);

  return {
    async list(
      actor: UserActor,
      input: { tid: number; before_id?: number | undefined; limit?: number | undefined },
    ) {
      const { task, access } = await readableTask(actor.id, input.tid);
      const limit = input.limit ?? DEFAULT_PAGE;
      const [rows, count] = await Promise.all([
        listTaskComments(db, { taskId: task.id, beforeId: input.before_id, limit }),
        countTaskComments(db, task.id),
      ]);
      const page = rows.slice(0, limit).reverse();
      return {
        comments: page.map((comment) => present(actor.id, { comment, task, access })),
        has_more: rows.length > limit,
        count,
      };
    },

    async create(actor: UserActor, taskId: number, content: string, mutationId: string | null) {
      const { task, access } = await writableTask(actor.id, taskId);
      const { clean, mentioned } = await prepare(content, task, access);
      const comment = await deps.transact(async (uow) => {
        const created = await insertComment(uow.tx, {
          target: 'task',
          projectId: task.projectId,
          taskId: task.id,
          authorId: actor.id,
          content: clean,
          dateAdd: deps.clock.now(),
        });
        await replaceMentions(uow.tx, created.id, mentioned);
        // The author has read their own comment.
        await markTaskCommentsRead(uow.tx, { userId: actor.id, taskId: task.id });
        await deps.recordEvent(uow, {
          type: 'comment.created',
          actorId: actor.id,
          projectId: task.projectId,
          tasklistId: task.tasklistId,
          taskId: task.id,
          commentId: created.id,
          notice: { task_name: task.name, comment_text: noticeText(clean) },
          mutationId,
        });
        return reread(uow, created.id);
      });
      return present(actor.id, { comment, task, access });
    },

    async edit(actor: UserActor, uuid: string, content: string, mutationId: string | null) {
      const loaded = await loadComment(actor.id, uuid);
      const { comment, task, access } = loaded;
      if (!commentPolicy.edit(access, task.tasklistId, comment, actor.id))
        throw forbidden('Only its author can edit a comment.');
      if (task.dateDeleted) throw conflict(TASK_IN_TRASH);
      const { clean, mentioned } = await prepare(content, task, access);
      if (clean === comment.content) return present(actor.id, loaded);
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
          projectId: task.projectId,
          tasklistId: task.tasklistId,
          taskId: task.id,
          commentId: comment.id,
          notice: { task_name: task.name, comment_text: noticeText(clean) },
          mutationId,
        });
        return reread(uow, comment.id);
      });
      return present(actor.id, { comment: edited, task, access });
    },

    async delete(actor: UserActor, uuid: string, mutationId: string | null) {
      const { comment, task, access } = await loadComment(actor.id, uuid);
      if (!commentPolicy.delete(access, task.tasklistId, comment, actor.id, deps.clock.now()))
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
          projectId: task.projectId,
          tasklistId: task.tasklistId,
          taskId: task.id,
          commentId: comment.id,
          notice: { task_name: task.name, comment_text: noticeText(comment.content) },
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
      const loaded = await loadComment(actor.id, uuid);
      const { comment, task, access } = loaded;
      if (!commentPolicy.write(access, task.tasklistId))
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
          projectId: task.projectId,
          tasklistId: task.tasklistId,
          taskId: task.id,
          commentId: comment.id,
          notice: { task_name: task.name, reaction_emoji: input.content, was_deleted: !input.on },
          mutationId,
        });
        return reread(uow, comment.id);
      });
      return present(actor.id, { comment: reacted, task, access });
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

    async markRead(actor: UserActor, taskId: number) {
      const { task } = await readableTask(actor.id, taskId);
      await markTaskCommentsRead(db, { userId: actor.id, taskId: task.id });
      return { ok: true as const };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
