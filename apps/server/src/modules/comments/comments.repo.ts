import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { CommentFile } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { IdParam, IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import {
  commentHistory,
  commentMentions,
  commentReactions,
  commentReads,
  comments,
} from '../../db/schema/comments.ts';
import type { CommentTarget } from '../../db/schema/comments.ts';
import { projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { filePreviews, files } from '../../db/schema/files.ts';
import { projectLinks } from '../../db/schema/project-links.ts';
import { notes } from '../../db/schema/notes.ts';
import { seesProject, viewerSeesTask } from '../projects/index.ts';
import { users } from '../../db/schema/users.ts';

export type CommentRecord = typeof comments.$inferSelect;

interface PersonJson {
  id: number;
  fullname: string;
}

/** A comment with what is shown beside it, read in the same statement. */
export interface CommentRow extends CommentRecord {
  /** The name of what the comment is on, and of its project. */
  targetName: string;
  /** The task list whose limits apply (a task's own list); null for the project's discussion. */
  aclTasklistId: number | null;
  projectName: string;
  author: PersonJson;
  reactions: Array<{ content: string; count: number; users: PersonJson[] }>;
  history: Array<{ date_edited_at: string; editor: PersonJson }>;
  mentions: PersonJson[];
  files: CommentFile[];
}

/** A person's name as the presenters write it: first and last name, the empty ones left out. */
const fullname = (alias: string) =>
  sql.raw(`concat_ws(' ', nullif(${alias}.fname, ''), nullif(${alias}.lname, ''))`);

// Columns named with their table: drizzle leaves them bare in a one-table select, where a bare
// name inside the subqueries below would mean the subquery's own table.
const commentId = sql.raw('"comments"."id"');
const commentAuthorId = sql.raw('"comments"."author_id"');
const commentTaskId = sql.raw('"comments"."task_id"');
const commentTasklistId = sql.raw('"comments"."tasklist_id"');
const commentProjectId = sql.raw('"comments"."project_id"');
const commentTarget = sql.raw('"comments"."target"');
const commentLinkId = sql.raw('"comments"."link_id"');
const commentNoteId = sql.raw('"comments"."note_id"');
const commentFileId = sql.raw('"comments"."file_id"');

/** The columns of a comment with its author, reactions, earlier versions and mentions as JSON. */
const shown = {
  id: comments.id,
  uuid: comments.uuid,
  target: comments.target,
  projectId: comments.projectId,
  tasklistId: comments.tasklistId,
  taskId: comments.taskId,
  linkId: comments.linkId,
  noteId: comments.noteId,
  fileId: comments.fileId,
  authorId: comments.authorId,
  content: comments.content,
  dateAdd: comments.dateAdd,
  dateEdit: comments.dateEdit,
  version: comments.version,
  isDescription: comments.isDescription,
  projectName: sql<string>`(select pn.name from ${projects} pn where pn.id = ${commentProjectId})`,
  targetName: sql<string>`coalesce(
    (select tn.name from ${tasks} tn where tn.id = ${commentTaskId}),
    (select ln.name from ${tasklists} ln where ln.id = ${commentTasklistId}),
    (select kn.name from ${projectLinks} kn where kn.id = ${commentLinkId}),
    (select nn.name from ${notes} nn where nn.id = ${commentNoteId}),
    (select fn.original_filename from ${files} fn where fn.id = ${commentFileId}),
    (select pn.name from ${projects} pn where pn.id = ${commentProjectId}))`,
  aclTasklistId: sql<number | null>`coalesce(
    (select at.tasklist_id from ${tasks} at where at.id = ${commentTaskId}),
    (select an.tasklist_id from ${notes} an where an.id = ${commentNoteId}),
    ${commentTasklistId})`.mapWith((v: unknown) => (v === null ? null : Number(v))),
  author: sql<PersonJson>`(select json_build_object('id', au.id, 'fullname', ${fullname('au')})
    from ${users} au where au.id = ${commentAuthorId})`,
  reactions: sql<CommentRow['reactions']>`(select coalesce(json_agg(json_build_object(
      'content', r.content, 'count', r.count, 'users', r.users) order by r.first), '[]'::json)
    from (select cr.content, count(*)::int as count, min(cr.date_add) as first,
        json_agg(json_build_object('id', ru.id, 'fullname', ${fullname('ru')}) order by cr.date_add) as users
      from ${commentReactions} cr join ${users} ru on ru.id = cr.user_id
      where cr.comment_id = ${commentId} group by cr.content) r)`,
  history: sql<CommentRow['history']>`(select coalesce(json_agg(json_build_object(
      'date_edited_at', h.date_edited_at, 'editor',
      json_build_object('id', hu.id, 'fullname', ${fullname('hu')})) order by h.id desc), '[]'::json)
    from ${commentHistory} h join ${users} hu on hu.id = h.editor_id
    where h.comment_id = ${commentId})`,
  files: sql<CommentFile[]>`(select coalesce(json_agg(json_build_object(
      'id', f.id, 'uuid', f.uuid, 'original_filename', f.original_filename,
      'mime_type', f.mime_type, 'size', f.size, 'width', f.width, 'height', f.height,
      'has_preview', exists (select 1 from ${filePreviews} fp where fp.file_id = f.id))
      order by f.id), '[]'::json)
    from ${files} f where f.comment_id = ${commentId} and f.date_deleted is null)`,
  mentions: sql<PersonJson[]>`(select coalesce(json_agg(json_build_object(
      'id', mu.id, 'fullname', ${fullname('mu')}) order by mu.id), '[]'::json)
    from ${commentMentions} m join ${users} mu on mu.id = m.user_id
    where m.comment_id = ${commentId})`,
};

/** Dates come back from JSON as strings in the database's own format: made ISO here. */
function normalize(row: CommentRow): CommentRow {
  return {
    ...row,
    history: row.history.map((h) => ({
      ...h,
      date_edited_at: new Date(h.date_edited_at).toISOString(),
    })),
  };
}

/** What a thread is: the comments on one task, one task list, or the project itself. */
export interface ThreadRef {
  type: CommentTarget;
  id: number;
}

/** The comments shown in a thread: all on the target but one standing as its task's description. */
function onThread(ref: ThreadRef) {
  if (ref.type === 'task')
    return and(eq(comments.taskId, ref.id), eq(comments.isDescription, false));
  if (ref.type === 'tasklist')
    return and(eq(comments.target, 'tasklist'), eq(comments.tasklistId, ref.id));
  if (ref.type === 'link') return eq(comments.linkId, ref.id);
  if (ref.type === 'note') return eq(comments.noteId, ref.id);
  if (ref.type === 'file') return eq(comments.fileId, ref.id);
  return and(eq(comments.target, 'project'), eq(comments.projectId, ref.id));
}

/** One page of a thread, newest first from `beforeId` (exclusive), one row more than `limit`. */
export async function listThread(
  db: DbOrTx,
  input: { ref: ThreadRef; beforeId?: number | undefined; limit: number },
): Promise<CommentRow[]> {
  const rows = await db
    .select(shown)
    .from(comments)
    .where(
      and(
        onThread(input.ref),
        input.beforeId === undefined ? undefined : lt(comments.id, input.beforeId),
      ),
    )
    .orderBy(desc(comments.id))
    .limit(input.limit + 1);
  return rows.map(normalize);
}

export async function countThread(db: DbOrTx, ref: ThreadRef): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(comments)
    .where(onThread(ref));
  return row?.count ?? 0;
}

/**
 * The newest comments on everything a person sees, by the projects' one visibility rule (the
 * project's own discussion by `seesProject`, anything in a task list by `viewerSeesTask`),
 * tasks in the trash left out; newest first, one row more than `limit`.
 */
export async function listLatestVisible(
  db: DbOrTx,
  input: { viewerId: number; beforeId?: number | undefined; limit: number },
): Promise<CommentRow[]> {
  const listOf = sql`coalesce(${commentTasklistId},
    (select lt.tasklist_id from ${tasks} lt where lt.id = ${commentTaskId}),
    (select ln.tasklist_id from ${notes} ln where ln.id = ${commentNoteId}))`;
  const rows = await db
    .select(shown)
    .from(comments)
    .where(
      and(
        sql`case when ${commentTarget} in ('project', 'link')
            or (${commentTarget} = 'note' and ${listOf} is null)
          then ${seesProject(commentProjectId, input.viewerId)}
          else ${viewerSeesTask({ projectId: commentProjectId, tasklistId: listOf }, input.viewerId)} end`,
        sql`not exists (select 1 from ${tasks} dt where dt.id = ${commentTaskId} and dt.date_deleted is not null)`,
        sql`not exists (select 1 from ${notes} dn where dn.id = ${commentNoteId} and dn.date_deleted is not null)`,
        eq(comments.isDescription, false),
        // A file's thread is read on the file's own page (whose module decides who sees it).
        sql`${commentTarget} <> 'file'`,
        input.beforeId === undefined ? undefined : lt(comments.id, input.beforeId),
      ),
    )
    .orderBy(desc(comments.id))
    .limit(input.limit + 1);
  return rows.map(normalize);
}

/** One comment with what is shown beside it. */
export async function findComment(
  db: DbOrTx,
  where: { uuid: string } | { id: number },
): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(shown)
    .from(comments)
    .where('uuid' in where ? eq(comments.uuid, where.uuid) : eq(comments.id, where.id));
  return row ? normalize(row) : undefined;
}

export async function insertComment(
  db: DbOrTx,
  row: typeof comments.$inferInsert,
): Promise<CommentRecord> {
  const [created] = await db.insert(comments).values(row).returning();
  return created!;
}

/**
 * Replaces a comment's content if it is still at the version the caller read, keeping the
 * version it replaces; undefined when it changed in between (nothing is then written).
 */
export async function editComment(
  db: DbOrTx,
  input: { comment: CommentRecord; content: string; editorId: number; now: Date },
): Promise<CommentRecord | undefined> {
  const { comment, now } = input;
  const [updated] = await db
    .update(comments)
    .set({ content: input.content, dateEdit: now, version: sql`${comments.version} + 1` })
    .where(and(eq(comments.id, comment.id), eq(comments.version, comment.version)))
    .returning();
  if (!updated) return undefined;
  await db.insert(commentHistory).values({
    commentId: comment.id,
    content: comment.content,
    editorId: input.editorId,
    dateEditedAt: now,
  });
  return updated;
}

/** The comment standing as the task's description, if one does. */
export async function findDescriptionComment(
  db: DbOrTx,
  taskId: number,
): Promise<CommentRecord | undefined> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.taskId, taskId), eq(comments.isDescription, true)));
  return row;
}

/** Takes a comment out of its thread to stand as its task's description. */
export async function standAsDescription(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(comments)
    .set({ isDescription: true, version: sql`${comments.version} + 1` })
    .where(and(eq(comments.id, id), eq(comments.isDescription, false)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/**
 * Puts a comment that stood as the description back in its thread with the description's text
 * now; when the description was edited meanwhile, the text it had is kept in its history.
 */
export async function returnToThread(
  db: DbOrTx,
  input: { comment: CommentRecord; content: string; editorId: number; now: Date },
): Promise<void> {
  const { comment } = input;
  if (input.content === comment.content) {
    await db
      .update(comments)
      .set({ isDescription: false, version: sql`${comments.version} + 1` })
      .where(eq(comments.id, comment.id));
    return;
  }
  await editComment(db, input);
  await db.update(comments).set({ isDescription: false }).where(eq(comments.id, comment.id));
}

export async function deleteComment(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(comments)
    .where(eq(comments.id, id))
    .returning({ id: comments.id });
  return deleted.length > 0;
}

/** Sets who a comment mentions to exactly these people. */
export async function replaceMentions(
  db: DbOrTx,
  commentId: number,
  userIds: readonly number[],
): Promise<void> {
  await db.delete(commentMentions).where(eq(commentMentions.commentId, commentId));
  if (userIds.length > 0)
    await db
      .insert(commentMentions)
      .values(userIds.map((userId) => ({ commentId, userId })))
      .onConflictDoNothing();
}

/** Gives (or takes back) one person's reaction; answers whether anything changed. */
export async function setReaction(
  db: DbOrTx,
  input: { commentId: number; userId: number; content: string; on: boolean; now: Date },
): Promise<boolean> {
  if (input.on) {
    const added = await db
      .insert(commentReactions)
      .values({
        commentId: input.commentId,
        userId: input.userId,
        content: input.content,
        dateAdd: input.now,
      })
      .onConflictDoNothing()
      .returning({ commentId: commentReactions.commentId });
    return added.length > 0;
  }
  const removed = await db
    .delete(commentReactions)
    .where(
      and(
        eq(commentReactions.commentId, input.commentId),
        eq(commentReactions.userId, input.userId),
        eq(commentReactions.content, input.content),
      ),
    )
    .returning({ commentId: commentReactions.commentId });
  return removed.length > 0;
}

/** How many different emoji a comment carries. */
export async function countReactionKinds(db: DbOrTx, commentId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${commentReactions.content})::int` })
    .from(commentReactions)
    .where(eq(commentReactions.commentId, commentId));
  return row?.count ?? 0;
}

/** A comment's earlier versions, newest first, with who replaced each. */
export async function listHistory(db: DbOrTx, commentId: number) {
  return db
    .select({
      content: commentHistory.content,
      dateEditedAt: commentHistory.dateEditedAt,
      editorId: users.id,
      fname: users.fname,
      lname: users.lname,
    })
    .from(commentHistory)
    .innerJoin(users, eq(users.id, commentHistory.editorId))
    .where(eq(commentHistory.commentId, commentId))
    .orderBy(desc(commentHistory.id));
}

/** Marks a task's comments read for one person up to the newest one there is now. */
export async function markTaskCommentsRead(
  db: DbOrTx,
  input: { userId: number; taskId: number },
): Promise<void> {
  const newest = sql`(select coalesce(max(${comments.id}), 0) from ${comments} where ${comments.taskId} = ${input.taskId})`;
  await db
    .insert(commentReads)
    .values({ userId: input.userId, taskId: input.taskId, lastReadId: newest })
    .onConflictDoUpdate({
      target: [commentReads.taskId, commentReads.userId],
      set: { lastReadId: sql`greatest(${commentReads.lastReadId}, excluded.last_read_id)` },
    });
}

/**
 * Each task's comment count and whether the viewer has comments of others there newer than the
 * last they read: the `comments` part of the task shape.
 */
export function commentCountsOfTasks(
  db: DbOrTx,
  taskIds: IdsParam,
  viewerId: IdParam,
): RowsRead<{ taskId: number; count: number; unread: boolean }> {
  return rowsRead(
    db
      .select({
        taskId: comments.taskId,
        count: sql<number>`count(*)::int`,
        unread: sql<boolean>`bool_or(${commentAuthorId} <> ${viewerId} and ${commentId} > coalesce((
          select rd.last_read_id from ${commentReads} rd
          where rd.task_id = ${commentTaskId} and rd.user_id = ${viewerId}), 0))`,
      })
      .from(comments)
      .where(and(inIds(comments.taskId, taskIds), eq(comments.isDescription, false)))
      .groupBy(comments.taskId),
    3,
    (r) => ({ taskId: Number(r[0]), count: Number(r[1]), unread: r[2] === true }),
  );
}
