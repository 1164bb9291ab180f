import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz, users } from './users.ts';
import { projects, tasklists, tasks } from './projects.ts';
import { projectLinks } from './project-links.ts';
import { notes } from './notes.ts';
import { files } from './files.ts';

/** What a public link shows: a task, a note, a file, a task list or a project's link. */
export const PUBLIC_LINK_TARGETS = ['task', 'note', 'file', 'tasklist', 'link'] as const;
export type PublicLinkTarget = (typeof PUBLIC_LINK_TARGETS)[number];

/**
 * A link that shows one item read-only to anyone who has it. `token` is 32 random bytes in
 * base64url (unguessable); a revoked link (`date_revoked`) shows nothing any more. An item has at
 * most one link in force.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull(),
    target: text('target').$type<PublicLinkTarget>().notNull(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    taskId: bigint('task_id', { mode: 'number' }).references(() => tasks.id, {
      onDelete: 'cascade',
    }),
    noteId: bigint('note_id', { mode: 'number' }).references(() => notes.id, {
      onDelete: 'cascade',
    }),
    fileId: bigint('file_id', { mode: 'number' }).references(() => files.id, {
      onDelete: 'cascade',
    }),
    tasklistId: bigint('tasklist_id', { mode: 'number' }).references(() => tasklists.id, {
      onDelete: 'cascade',
    }),
    linkId: bigint('link_id', { mode: 'number' }).references(() => projectLinks.id, {
      onDelete: 'cascade',
    }),
    createdById: bigint('created_by_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateAdd: timestamptz('date_add').notNull(),
    dateRevoked: timestamptz('date_revoked'),
  },
  (t) => [
    uniqueIndex('public_links_token_key').on(t.token),
    uniqueIndex('public_links_task_in_force_key')
      .on(t.taskId)
      .where(sql`${t.dateRevoked} is null`),
    uniqueIndex('public_links_note_in_force_key')
      .on(t.noteId)
      .where(sql`${t.dateRevoked} is null`),
    uniqueIndex('public_links_file_in_force_key')
      .on(t.fileId)
      .where(sql`${t.dateRevoked} is null`),
    uniqueIndex('public_links_tasklist_in_force_key')
      .on(t.tasklistId)
      .where(sql`${t.dateRevoked} is null`),
    uniqueIndex('public_links_link_in_force_key')
      .on(t.linkId)
      .where(sql`${t.dateRevoked} is null`),
    index('public_links_created_by_idx').on(t.createdById),
    check(
      'public_links_one_target',
      sql`num_nonnulls(${t.taskId}, ${t.noteId}, ${t.fileId}, ${t.tasklistId}, ${t.linkId}) = 1
        and ${t.target} = case when ${t.taskId} is not null then 'task'
          when ${t.noteId} is not null then 'note' when ${t.fileId} is not null then 'file'
          when ${t.tasklistId} is not null then 'tasklist' else 'link' end`,
    ),
  ],
);
