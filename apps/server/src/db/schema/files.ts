import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz, users } from './users.ts';
import { projects, tasks } from './projects.ts';
import { comments } from './comments.ts';
import { notes } from './notes.ts';

/** What a file is attached to: a task, a comment, a note, or the project itself. */
export const FILE_TARGETS = ['task', 'comment', 'note', 'project'] as const;
export type FileTarget = (typeof FILE_TARGETS)[number];

/**
 * A file someone uploaded. Its bytes are kept by content (`storage_key`, the SHA-256) in the file
 * store; the names are the server's: `original_filename` cleaned for showing, `filename` reduced to
 * safe characters for serving. `mime_type` is told from the content, never taken from the upload.
 * A comment's files hang on the comment and its task (`task_id`) or project.
 */
export const files = pgTable(
  'files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    target: text('target').$type<FileTarget>().notNull(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    taskId: bigint('task_id', { mode: 'number' }).references(() => tasks.id, {
      onDelete: 'cascade',
    }),
    commentId: bigint('comment_id', { mode: 'number' }).references(() => comments.id, {
      onDelete: 'cascade',
    }),
    noteId: bigint('note_id', { mode: 'number' }).references(() => notes.id, {
      onDelete: 'cascade',
    }),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalFilename: text('original_filename').notNull(),
    filename: text('filename').notNull(),
    extension: text('extension').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** A picture's size, upright; null for anything else. */
    width: integer('width'),
    height: integer('height'),
    caption: text('caption'),
    description: text('description'),
    dateAdd: timestamptz('date_add').notNull(),
    dateDeleted: timestamptz('date_deleted'),
    deletedById: bigint('deleted_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('files_uuid_key').on(t.uuid),
    index('files_task_idx').on(t.taskId, t.id),
    index('files_comment_idx').on(t.commentId),
    index('files_note_idx').on(t.noteId, t.id),
    index('files_project_idx').on(t.projectId, t.id),
    index('files_storage_key_idx').on(t.storageKey),
    check(
      'files_one_target',
      sql`(${t.target} = 'comment') = (${t.commentId} is not null)
        and (${t.target} = 'note') = (${t.noteId} is not null)
        and (${t.target} <> 'note' or ${t.taskId} is null)
        and (${t.target} <> 'project' or ${t.taskId} is null)
        and (${t.target} <> 'task' or ${t.taskId} is not null)`,
    ),
  ],
);

/** A picture's thumbnail and preview, kept by content like the files. */
export const filePreviews = pgTable(
  'file_previews',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    size: text('size').$type<'thumb' | 'preview'>().notNull(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.size] })],
);
