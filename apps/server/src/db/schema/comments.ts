import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz, users } from './users.ts';
import { projects, tasklists, tasks } from './projects.ts';
import { projectLinks } from './project-links.ts';
import { notes } from './notes.ts';
import { files } from './files.ts';

const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** What a comment is on: exactly one target, named by `target` and its id column. */
export const COMMENT_TARGETS = ['task', 'tasklist', 'project', 'link', 'note', 'file'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

/**
 * A comment on one target (a task today; task lists, projects, files, notes and links share the
 * table). `project_id` is always the target's project, for access and for the project's
 * discussions. `content` is sanitized HTML.
 */
export const comments = pgTable(
  'comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    target: text('target').$type<CommentTarget>().notNull(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tasklistId: bigint('tasklist_id', { mode: 'number' }).references(() => tasklists.id, {
      onDelete: 'cascade',
    }),
    taskId: bigint('task_id', { mode: 'number' }).references(() => tasks.id, {
      onDelete: 'cascade',
    }),
    /** The project link the comment is on (target `link`). */
    linkId: bigint('link_id', { mode: 'number' }).references(() => projectLinks.id, {
      onDelete: 'cascade',
    }),
    /** The note the comment is on (target `note`). */
    noteId: bigint('note_id', { mode: 'number' }).references(() => notes.id, {
      onDelete: 'cascade',
    }),
    /** The file the comment is on (target `file`). */
    fileId: bigint('file_id', { mode: 'number' }).references((): AnyPgColumn => files.id, {
      onDelete: 'cascade',
    }),
    authorId: userRef('author_id'),
    content: text('content').notNull(),
    dateAdd: timestamptz('date_add').notNull(),
    dateEdit: timestamptz('date_edit'),
    version: integer('version').notNull().default(1),
    /**
     * The comment is its task's description now: out of the thread until it is turned back into a
     * comment. The task's `description` holds the text meanwhile.
     */
    isDescription: boolean('is_description').notNull().default(false),
  },
  (t) => [
    uniqueIndex('comments_uuid_key').on(t.uuid),
    index('comments_task_idx').on(t.taskId, t.id),
    index('comments_project_idx').on(t.projectId, t.id),
    index('comments_link_idx').on(t.linkId, t.id),
    index('comments_note_idx').on(t.noteId, t.id),
    index('comments_file_idx').on(t.fileId, t.id),
    check(
      'comments_one_target',
      sql`(${t.target} = 'task') = (${t.taskId} is not null)
        and (${t.target} = 'tasklist') = (${t.tasklistId} is not null and ${t.taskId} is null)
        and (${t.target} = 'link') = (${t.linkId} is not null)
        and (${t.target} = 'note') = (${t.noteId} is not null)
        and (${t.target} = 'file') = (${t.fileId} is not null)
        and ${t.target} in ('task', 'tasklist', 'project', 'link', 'note', 'file')`,
    ),
    check('comments_description_on_task', sql`not ${t.isDescription} or ${t.target} = 'task'`),
    // A task has at most one comment standing as its description.
    uniqueIndex('comments_description_key')
      .on(t.taskId)
      .where(sql`${t.isDescription}`),
  ],
);

/** The versions an edit replaced, with who replaced them and when. */
export const commentHistory = pgTable(
  'comment_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    editorId: userRef('editor_id'),
    dateEditedAt: timestamptz('date_edited_at').notNull(),
  },
  (t) => [index('comment_history_comment_idx').on(t.commentId, t.id)],
);

/** One person's emoji reaction on a comment (a like is the thumbs up). */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    content: text('content').notNull(),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.content, t.userId] })],
);

/** The people a comment mentions, kept for notifications and shown on the comment. */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_mentions_user_idx').on(t.userId),
  ],
);

/** How far one person has read a task's comments: the newest comment id they have seen. */
export const commentReads = pgTable(
  'comment_reads',
  {
    userId: userRef('user_id'),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] })],
);
