import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, tasks } from '../../db/schema/projects.ts';
import { taskUserFlags, taskWorkers } from '../../db/schema/tasks.ts';
import { notes, noteTrackers } from '../../db/schema/notes.ts';
import { commentMentions, comments } from '../../db/schema/comments.ts';
import { files } from '../../db/schema/files.ts';
import { tasklistTrackers } from '../../db/schema/notifications.ts';

/** Who a task concerns: its author, workers and followers; whether it is in the trash. */
export async function taskFacts(db: DbOrTx, taskId: number) {
  // One statement: the fan-out asks this for every task event.
  const [task] = await db
    .select({
      authorId: tasks.authorId,
      assignerId: tasks.assignerId,
      deleted: tasks.dateDeleted,
      workers: sql<number[]>`array(
        select ${taskWorkers.userId} from ${taskWorkers} where ${taskWorkers.taskId} = ${tasks.id}
      )`,
      followers: sql<number[]>`array(
        select ${taskUserFlags.userId} from ${taskUserFlags}
        where ${taskUserFlags.taskId} = ${tasks.id} and ${taskUserFlags.isTracked}
      )`,
    })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  if (!task) return null;
  return {
    authorId: task.authorId,
    assignerId: task.assignerId,
    trashed: task.deleted !== null,
    workers: task.workers.map(Number),
    followers: task.followers.map(Number),
  };
}

/** Who follows a note; whether it is in the trash. */
export async function noteFacts(db: DbOrTx, noteId: number) {
  const [note] = await db
    .select({
      deleted: notes.dateDeleted,
      followers: sql<number[]>`array(
        select ${noteTrackers.userId} from ${noteTrackers} where ${noteTrackers.noteId} = ${notes.id}
      )`,
    })
    .from(notes)
    .where(eq(notes.id, noteId));
  if (!note) return null;
  return { trashed: note.deleted !== null, followers: note.followers.map(Number) };
}

/** The author of a comment and the file or link its thread is on. */
export async function commentFacts(db: DbOrTx, commentId: number) {
  const [comment] = await db
    .select({ authorId: comments.authorId, fileId: comments.fileId, linkId: comments.linkId })
    .from(comments)
    .where(eq(comments.id, commentId));
  return comment ?? null;
}

/** The people a comment mentions. */
export async function mentionedIn(db: DbOrTx, commentId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: commentMentions.userId })
    .from(commentMentions)
    .where(eq(commentMentions.commentId, commentId));
  return rows.map((m) => m.userId);
}

/** Who uploaded a file out of the trash; null when it is in the trash or gone. */
export async function ownerOfLiveFile(db: DbOrTx, fileId: number): Promise<number | null> {
  const [file] = await db
    .select({ ownerId: files.ownerId })
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.dateDeleted)));
  return file?.ownerId ?? null;
}

/** Who follows a task list. */
export async function tasklistFollowers(db: DbOrTx, tasklistId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: tasklistTrackers.userId })
    .from(tasklistTrackers)
    .where(eq(tasklistTrackers.tasklistId, tasklistId));
  return rows.map((r) => r.userId);
}

/**
 * Whether an event concerns a person, by the rules that decide who is told of it, as one SQL
 * condition over the events table (for the activity that concerns someone): it is about them
 * (`who`), about a task they created, were given to others by, work on or follow, a note or task
 * list they follow, or a comment that mentions them or that they wrote. Their own actions are
 * the caller's to leave out.
 */
export function eventConcerns(userId: number): SQL {
  return sql`(
    ${events.whoId} = ${userId}
    or exists (
      select 1 from ${tasks} ct where ct.id = ${events.taskId}
        and (ct.author_id = ${userId} or ct.assigner_id = ${userId})
    )
    or exists (
      select 1 from ${taskWorkers} cw where cw.task_id = ${events.taskId} and cw.user_id = ${userId}
    )
    or exists (
      select 1 from ${taskUserFlags} cf
      where cf.task_id = ${events.taskId} and cf.user_id = ${userId} and cf.is_tracked
    )
    or exists (
      select 1 from ${noteTrackers} cn where cn.note_id = ${events.noteId} and cn.user_id = ${userId}
    )
    or (${events.type} = 'task.created' and exists (
      select 1 from ${tasklistTrackers} cl
      where cl.tasklist_id = ${events.tasklistId} and cl.user_id = ${userId}
    ))
    or exists (
      select 1 from ${commentMentions} cm
      where cm.comment_id = ${events.commentId} and cm.user_id = ${userId}
    )
    or exists (
      select 1 from ${comments} cc where cc.id = ${events.commentId} and cc.author_id = ${userId}
    )
  )`;
}
