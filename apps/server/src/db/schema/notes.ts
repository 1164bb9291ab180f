import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz, users } from './users.ts';
import { projects, tasklists } from './projects.ts';

/** Binary data: Yjs updates, as both engines hand them over (pg a Buffer, the embedded engine bytes). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A note (a document of the project): its name and content (sanitized HTML, what readers, search
 * and history see). When people edit it together the shared document (`doc_state` plus the
 * updates not yet folded into it) is the truth and the editors save its HTML here. A restore
 * starts a new `doc_generation`: the shared document of the old one is dropped. A note may belong
 * to a task list, whose ACL then applies.
 */
export const notes = pgTable(
  'notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tasklistId: bigint('tasklist_id', { mode: 'number' }).references(() => tasklists.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    authorId: userRef('author_id'),
    updatedById: bigint('updated_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    dateAdd: timestamptz('date_add').notNull(),
    dateUpd: timestamptz('date_upd').notNull(),
    dateDeleted: timestamptz('date_deleted'),
    deletedById: bigint('deleted_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    docGeneration: integer('doc_generation').notNull().default(1),
    /** The shared document's updates folded into one (null before anyone co-edited). */
    docState: bytea('doc_state'),
  },
  (t) => [
    uniqueIndex('notes_uuid_key').on(t.uuid),
    index('notes_project_idx').on(t.projectId, t.id),
    index('notes_tasklist_idx').on(t.tasklistId),
  ],
);

/** The versions a note went through: taken when someone else edits, or after a pause. */
export const noteHistory = pgTable(
  'note_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    noteId: bigint('note_id', { mode: 'number' })
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    dateEdit: timestamptz('date_edit').notNull(),
    editorId: userRef('editor_id'),
  },
  (t) => [index('note_history_note_idx').on(t.noteId, t.id)],
);

/** Updates of a note's shared document not yet folded into `notes.doc_state`. */
export const noteDocUpdates = pgTable(
  'note_doc_updates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    noteId: bigint('note_id', { mode: 'number' })
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull(),
    update: bytea('update').notNull(),
  },
  (t) => [index('note_doc_updates_note_idx').on(t.noteId, t.id)],
);

/** People who follow a note (its `tracking_users`). */
export const noteTrackers = pgTable(
  'note_trackers',
  {
    noteId: bigint('note_id', { mode: 'number' })
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.userId] }),
    index('note_trackers_user_idx').on(t.userId),
  ],
);
