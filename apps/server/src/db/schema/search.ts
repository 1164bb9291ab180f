import {
  bigint,
  boolean,
  customType,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz, users } from './users.ts';
import { projects, tasklists, tasks } from './projects.ts';
import { notes } from './notes.ts';
import { files } from './files.ts';
import { comments } from './comments.ts';
import { projectLinks } from './project-links.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const cascadeTo = <T extends { id: unknown }>(name: string, table: () => T) =>
  bigint(name, { mode: 'number' }).references(() => table().id as never, { onDelete: 'cascade' });

/**
 * One row per thing the search finds (document 2, section 3): its name and plain text, where it
 * sits (project, task list, task, note, file, link, comment: the ids the sight and trash checks
 * read) and what the filters read. Kept by database triggers on the source tables (migration
 * 0030), so every write path keeps it up to date in its own transaction. A row goes with its
 * source through the foreign keys.
 */
export const searchItems = pgTable(
  'search_items',
  {
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    uuid: uuid('uuid'),
    projectId: cascadeTo('project_id', () => projects).notNull(),
    tasklistId: cascadeTo('tasklist_id', () => tasklists),
    taskId: cascadeTo('task_id', () => tasks),
    noteId: cascadeTo('note_id', () => notes),
    fileId: cascadeTo('file_id', () => files),
    linkId: cascadeTo('link_id', () => projectLinks),
    commentId: cascadeTo('comment_id', () => comments),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    stateId: smallint('state_id'),
    isSmart: boolean('is_smart').notNull().default(false),
    dueDate: timestamptz('due_date'),
    dateAdd: timestamptz('date_add').notNull(),
    name: text('name').notNull(),
    /** Plain text (tags stripped), cut to the indexed length. */
    content: text('content').notNull().default(''),
    /** The name without diacritics, lower case: where parts of words are matched. */
    searchText: text('search_text').notNull(),
    /** Name (weight A) and content (weight B) by the `tandem_search` configuration (unaccented). */
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.entityId] }),
    index('search_items_tsv_idx').using('gin', t.tsv),
    index('search_items_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('search_items_project_idx').on(t.projectId),
    index('search_items_tasklist_idx').on(t.tasklistId),
    index('search_items_task_idx').on(t.taskId),
    index('search_items_note_idx').on(t.noteId),
    index('search_items_file_idx').on(t.fileId),
    index('search_items_link_idx').on(t.linkId),
    index('search_items_comment_idx').on(t.commentId),
  ],
);
