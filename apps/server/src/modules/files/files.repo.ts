import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IdParam, IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import { filePreviews, files } from '../../db/schema/files.ts';
import { projects, tasks } from '../../db/schema/projects.ts';
import { comments } from '../../db/schema/comments.ts';
import { notes } from '../../db/schema/notes.ts';
import { users } from '../../db/schema/users.ts';
import { seesProject, viewerSeesTask } from '../projects/index.ts';

export type FileRecord = typeof files.$inferSelect;

interface PersonJson {
  id: number;
  fullname: string;
}

/** A file with what is shown beside it, read in the same statement. */
export interface FileRow extends FileRecord {
  projectName: string;
  /** The name of the task it is attached to (directly or by a comment). */
  taskName: string | null;
  /** The task list whose limits apply (the task's); null for the project's own files. */
  aclTasklistId: number | null;
  owner: PersonJson;
  deletedBy: PersonJson | null;
  hasPreview: boolean;
  countComments: number;
}

const fullname = (alias: string) =>
  sql.raw(`concat_ws(' ', nullif(${alias}.fname, ''), nullif(${alias}.lname, ''))`);
// Named with their table: drizzle leaves columns bare in a one-table select.
const fileId = sql.raw('"files"."id"');
const fileTaskId = sql.raw('"files"."task_id"');
const fileProjectId = sql.raw('"files"."project_id"');
const fileOwnerId = sql.raw('"files"."owner_id"');
const fileDeletedById = sql.raw('"files"."deleted_by_id"');
const fileCommentId = sql.raw('"files"."comment_id"');
const fileNoteId = sql.raw('"files"."note_id"');

/** The task list whose ACL applies to a file: its task's, its note's, or its comment's target's. */
export const listOfFile = sql`coalesce(
  (select at.tasklist_id from ${tasks} at where at.id = ${fileTaskId}),
  (select nf.tasklist_id from ${notes} nf where nf.id = ${fileNoteId}),
  (select coalesce(ac.tasklist_id, an.tasklist_id) from ${comments} ac
    left join ${notes} an on an.id = ac.note_id where ac.id = ${fileCommentId}))`;

const shown = {
  id: files.id,
  uuid: files.uuid,
  target: files.target,
  projectId: files.projectId,
  taskId: files.taskId,
  commentId: files.commentId,
  noteId: files.noteId,
  ownerId: files.ownerId,
  originalFilename: files.originalFilename,
  filename: files.filename,
  extension: files.extension,
  mimeType: files.mimeType,
  size: files.size,
  storageKey: files.storageKey,
  width: files.width,
  height: files.height,
  caption: files.caption,
  description: files.description,
  dateAdd: files.dateAdd,
  dateDeleted: files.dateDeleted,
  deletedById: files.deletedById,
  projectName: sql<string>`(select pn.name from ${projects} pn where pn.id = ${fileProjectId})`,
  taskName: sql<string | null>`(select tn.name from ${tasks} tn where tn.id = ${fileTaskId})`,
  aclTasklistId: sql<number | null>`${listOfFile}`.mapWith((v: unknown) =>
    v === null ? null : Number(v),
  ),
  owner: sql<PersonJson>`(select json_build_object('id', ou.id, 'fullname', ${fullname('ou')})
    from ${users} ou where ou.id = ${fileOwnerId})`,
  deletedBy: sql<PersonJson | null>`(select json_build_object('id', du.id, 'fullname', ${fullname('du')})
    from ${users} du where du.id = ${fileDeletedById})`,
  hasPreview: sql<boolean>`exists (select 1 from ${filePreviews} fp where fp.file_id = ${fileId})`,
  countComments: sql<number>`(select count(*)::int from ${comments} fc where fc.file_id = ${fileId})`,
};

export async function findFile(
  db: DbOrTx,
  where: { uuid: string } | { id: number },
): Promise<FileRow | undefined> {
  const [row] = await db
    .select(shown)
    .from(files)
    .where('uuid' in where ? eq(files.uuid, where.uuid) : eq(files.id, where.id));
  return row;
}

/** A comment's files, oldest first. */
export async function listCommentFiles(db: DbOrTx, commentId: number): Promise<FileRow[]> {
  return db
    .select(shown)
    .from(files)
    .where(and(eq(files.commentId, commentId), isNull(files.dateDeleted)))
    .orderBy(files.id);
}

/**
 * A task's files (its own and its comments') or a note's own, newest first; those in the trash
 * with `trashed`.
 */
export async function listAttachedFiles(
  db: DbOrTx,
  to: { taskId: number } | { noteId: number },
  trashed = false,
): Promise<FileRow[]> {
  return db
    .select(shown)
    .from(files)
    .where(
      and(
        'taskId' in to ? eq(files.taskId, to.taskId) : eq(files.noteId, to.noteId),
        trashed ? sql`${files.dateDeleted} is not null` : isNull(files.dateDeleted),
      ),
    )
    .orderBy(desc(files.id));
}

/**
 * Whether a person sees a file, by the projects' one visibility rule: the project's own files by
 * `seesProject`, a task's, a note's or a task-list comment's by `viewerSeesTask`; files of tasks
 * or notes in the trash and files in the trash are out of sight.
 */
export function seenBy(viewerId: IdParam) {
  return and(
    isNull(files.dateDeleted),
    sql`case when ${listOfFile} is null then ${seesProject(fileProjectId, viewerId)}
      else ${viewerSeesTask({ projectId: fileProjectId, tasklistId: listOfFile }, viewerId)} end`,
    sql`not exists (select 1 from ${tasks} dt where dt.id = ${fileTaskId} and dt.date_deleted is not null)`,
    sql`not exists (select 1 from ${notes} dn where dn.id = ${fileNoteId} and dn.date_deleted is not null)`,
  );
}

/** Every file of a project a person sees, newest first. */
export async function listProjectFiles(
  db: DbOrTx,
  projectId: number,
  viewerId: IdParam,
): Promise<FileRow[]> {
  return db
    .select(shown)
    .from(files)
    .where(and(eq(files.projectId, projectId), seenBy(viewerId)))
    .orderBy(desc(files.id));
}

/** The files one person added that another sees, newest first, at most `limit`. */
export async function listUserFiles(
  db: DbOrTx,
  ownerId: number,
  viewerId: IdParam,
  limit: number,
): Promise<FileRow[]> {
  return db
    .select(shown)
    .from(files)
    .where(and(eq(files.ownerId, ownerId), seenBy(viewerId)))
    .orderBy(desc(files.id))
    .limit(limit);
}

export async function insertFile(db: DbOrTx, row: typeof files.$inferInsert): Promise<FileRecord> {
  const [created] = await db.insert(files).values(row).returning();
  return created!;
}

export async function insertPreviews(
  db: DbOrTx,
  rows: Array<typeof filePreviews.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await db.insert(filePreviews).values(rows);
}

export async function findPreview(db: DbOrTx, fileId: number, size: 'thumb' | 'preview') {
  const [row] = await db
    .select()
    .from(filePreviews)
    .where(and(eq(filePreviews.fileId, fileId), eq(filePreviews.size, size)));
  return row;
}

/** Whether any file or preview still keeps this content. */
export async function contentInUse(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({
      used: sql<boolean>`exists (select 1 from ${files} where ${files.storageKey} = ${key})
      or exists (select 1 from ${filePreviews} where ${filePreviews.storageKey} = ${key})
      or exists (select 1 from ${users} where ${users.coverKey} = ${key})`,
    })
    .from(sql`(select 1) one`);
  return row?.used === true;
}

/** What the files of all projects of one owner take together, in bytes (the trash counts). */
export async function accountUsage(db: DbOrTx, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .innerJoin(projects, eq(projects.id, files.projectId))
    .where(eq(projects.ownerId, ownerId));
  return Number(row?.bytes ?? 0);
}

export async function updateFile(
  db: DbOrTx,
  id: number,
  change: Partial<Pick<FileRecord, 'caption' | 'description' | 'dateDeleted' | 'deletedById'>>,
): Promise<void> {
  await db.update(files).set(change).where(eq(files.id, id));
}

/** Each task's count of files and its newest picture with a thumbnail: the `files` part. */
export function fileCountsOfTasks(
  db: DbOrTx,
  taskIds: IdsParam,
): RowsRead<{
  taskId: number;
  count: number;
  cover: {
    filename: string;
    file_uuid: string;
    preview_uuid: string;
    file_id: number;
    width: number;
    height: number;
  } | null;
}> {
  return rowsRead(
    db
      .select({
        taskId: files.taskId,
        count: sql<number>`count(*)::int`,
        cover: sql`(select json_build_object('filename', cf.filename, 'file_uuid', cf.uuid,
            'preview_uuid', cp.uuid, 'file_id', cf.id, 'width', cp.width, 'height', cp.height)
          from ${files} cf join ${filePreviews} cp on cp.file_id = cf.id and cp.size = 'thumb'
          where cf.task_id = ${fileTaskId} and cf.date_deleted is null
          order by cf.id desc limit 1)`,
      })
      .from(files)
      .where(and(inIds(files.taskId, taskIds), isNull(files.dateDeleted)))
      .groupBy(files.taskId),
    3,
    (r) => ({
      taskId: Number(r[0]),
      count: Number(r[1]),
      cover: (typeof r[2] === 'string' ? JSON.parse(r[2]) : r[2]) as never,
    }),
  );
}

/** Whether the task a file hangs on (directly or by its comment) is in the trash. */
export async function fileTaskTrashed(db: DbOrTx, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({
      trashed: sql<boolean>`exists (select 1 from ${tasks} tt where tt.id = ${files.taskId}
        and tt.date_deleted is not null)`,
    })
    .from(files)
    .where(eq(files.id, fileId));
  return row?.trashed === true;
}
