import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz, users } from './users.ts';
import { byteOrderedText, projects, tasks } from './projects.ts';
import { notes } from './notes.ts';
import { files } from './files.ts';
import { projectLinks } from './project-links.ts';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const taskRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => tasks.id, { onDelete: 'cascade' });
const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A label: a name and a colour that its owners put on tasks. */
export const labels = pgTable(
  'labels',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** 3- or 6-digit hex or a palette name; null for none. */
    color: text('color'),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [uniqueIndex('labels_uuid_key').on(t.uuid)],
);

/** The people who own a label (the spec's owners_ids): they may edit it. */
export const labelOwners = pgTable(
  'label_owners',
  {
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
  },
  (t) => [
    primaryKey({ columns: [t.labelId, t.userId] }),
    index('label_owners_user_idx').on(t.userId),
  ],
);

export const taskLabels = pgTable(
  'task_labels',
  {
    taskId: taskRef('task_id'),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    addedById: bigint('added_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.labelId] }),
    index('task_labels_label_idx').on(t.labelId),
  ],
);

/** A subtask (the spec's taskcheck). A smart one has a task row of its own (smart_task). */
export const taskchecks = pgTable(
  'taskchecks',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    taskId: taskRef('task_id'),
    name: text('name').notNull(),
    stateId: smallint('state_id').notNull().default(1),
    workerId: bigint('worker_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Stored like the task's due dates: midnight UTC and the flag false for a whole day. */
    dueDate: timestamptz('due_date'),
    dueDateHasTime: boolean('due_date_has_time').notNull().default(false),
    dueDateEnd: timestamptz('due_date_end'),
    dueDateEndHasTime: boolean('due_date_end_has_time').notNull().default(false),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    finishedById: bigint('finished_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    dateAdd: timestamptz('date_add').notNull(),
    dateFinished: timestamptz('date_finished'),
    /** Place among the task's subtasks: a fractional index like the tasks'. */
    sortingKey: byteOrderedText('sorting_key').notNull(),
    /** The task row behind a smart subtask; null for a plain one. */
    smartTaskId: bigint('smart_task_id', { mode: 'number' }).references(() => tasks.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('taskchecks_uuid_key').on(t.uuid),
    index('taskchecks_task_idx').on(t.taskId, t.sortingKey),
    uniqueIndex('taskchecks_smart_task_key')
      .on(t.smartTaskId)
      .where(sql`${t.smartTaskId} is not null`),
    index('taskchecks_worker_idx')
      .on(t.workerId)
      .where(sql`${t.workerId} is not null`),
  ],
);

/** A relation between two tasks, stored once from its source. */
export const taskRelations = pgTable(
  'task_relations',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** blocked_by, blocks, duplicate_of or related_to, read from the source task. */
    kind: text('kind').notNull(),
    sourceTaskId: taskRef('source_task_id'),
    targetTaskId: taskRef('target_task_id'),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [
    uniqueIndex('task_relations_uuid_key').on(t.uuid),
    uniqueIndex('task_relations_pair_key').on(t.sourceTaskId, t.targetTaskId, t.kind),
    index('task_relations_target_idx').on(t.targetTaskId),
    check(
      'task_relations_kind_check',
      sql`${t.kind} in ('blocked_by', 'blocks', 'duplicate_of', 'related_to')`,
    ),
    check('task_relations_not_self_check', sql`${t.sourceTaskId} <> ${t.targetTaskId}`),
  ],
);

/** A project's custom field; type_id is the fixed id of its type (text, number, ... enum). */
export const customFields = pgTable(
  'custom_fields',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    typeId: smallint('type_id').notNull(),
    /** Order among the project's fields (the spec's priority). */
    priority: integer('priority').notNull(),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    dateAdd: timestamptz('date_add').notNull(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('custom_fields_uuid_key').on(t.uuid),
    index('custom_fields_project_idx').on(t.projectId, t.priority),
  ],
);

/** The choices of an enum custom field. */
export const customFieldEnumValues = pgTable(
  'custom_field_enum_values',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    fieldId: bigint('field_id', { mode: 'number' })
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [
    uniqueIndex('custom_field_enum_values_uuid_key').on(t.uuid),
    index('custom_field_enum_values_field_idx').on(t.fieldId, t.priority),
  ],
);

/** One task's value of one custom field, as JSON of the field's type. */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    fieldId: bigint('field_id', { mode: 'number' })
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    taskId: taskRef('task_id'),
    value: jsonb('value').notNull(),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    dateAdd: timestamptz('date_add').notNull(),
    dateEditedAt: timestamptz('date_edited_at'),
  },
  (t) => [
    uniqueIndex('custom_field_values_uuid_key').on(t.uuid),
    uniqueIndex('custom_field_values_field_task_key').on(t.fieldId, t.taskId),
    index('custom_field_values_task_idx').on(t.taskId),
  ],
);

/** How long a task is expected to take one of its people, in minutes. */
export const taskUserEstimates = pgTable(
  'task_user_estimates',
  {
    taskId: taskRef('task_id'),
    userId: userRef('user_id'),
    minutes: integer('minutes').notNull(),
    dateUpd: timestamptz('date_upd').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    check('task_user_estimates_minutes_check', sql`${t.minutes} >= 0`),
  ],
);

/**
 * A recurring task's rule. current_task_id is the occurrence that is due now; finishing it makes
 * the next one and moves the rule on to it.
 */
export const taskRecurrences = pgTable(
  'task_recurrences',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    currentTaskId: bigint('current_task_id', { mode: 'number' }).references(() => tasks.id, {
      onDelete: 'set null',
    }),
    /** day, week, month or year; repeats every `interval` of them. */
    unit: text('unit').notNull(),
    interval: integer('interval').notNull().default(1),
    /** For weekly rules: ISO weekdays, 1 Monday to 7 Sunday. */
    weekdays: smallint('weekdays').array(),
    /** due_date: the next is due one period after this one's due date; completion: after it was finished. */
    basedOn: text('based_on').notNull(),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    dateAdd: timestamptz('date_add').notNull(),
    dateUpd: timestamptz('date_upd'),
  },
  (t) => [
    uniqueIndex('task_recurrences_uuid_key').on(t.uuid),
    uniqueIndex('task_recurrences_current_task_key')
      .on(t.currentTaskId)
      .where(sql`${t.currentTaskId} is not null`),
    index('task_recurrences_project_idx').on(t.projectId),
    check('task_recurrences_unit_check', sql`${t.unit} in ('day', 'week', 'month', 'year')`),
    check('task_recurrences_based_on_check', sql`${t.basedOn} in ('due_date', 'completion')`),
    check('task_recurrences_interval_check', sql`${t.interval} between 1 and 365`),
  ],
);

/**
 * A person's reminder of a task: at a chosen time, or relative to the task's due date (2h, 1h,
 * 30m, 15m before, or due: on the due date). Delivering them belongs to notifications.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    taskId: taskRef('task_id'),
    userId: userRef('user_id'),
    remindAt: timestamptz('remind_at'),
    dueDateOffset: text('due_date_offset'),
    dateAdd: timestamptz('date_add').notNull(),
    dateSent: timestamptz('date_sent'),
  },
  (t) => [
    uniqueIndex('task_reminders_uuid_key').on(t.uuid),
    index('task_reminders_user_idx').on(t.userId, t.remindAt),
    index('task_reminders_task_idx').on(t.taskId),
    check(
      'task_reminders_offset_check',
      sql`${t.dueDateOffset} in ('2h', '1h', '30m', '15m', 'due')`,
    ),
    check(
      'task_reminders_one_kind_check',
      sql`(${t.remindAt} is null) <> (${t.dueDateOffset} is null)`,
    ),
  ],
);

/** What a pinned item is: a task, a note, a file or a link. */
export const PINNED_KINDS = ['task', 'note', 'file', 'link'] as const;
export type PinnedKind = (typeof PINNED_KINDS)[number];

/**
 * Items pinned to the top of a project for all its members: tasks, notes, files and links, each
 * once, in one order (`sorting_key`, a fractional index; a new pin goes first). Exactly one of the
 * item columns is set.
 */
export const pinnedItems = pgTable(
  'pinned_items',
  {
    id: id(),
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
    linkId: bigint('link_id', { mode: 'number' }).references(() => projectLinks.id, {
      onDelete: 'cascade',
    }),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    dateAdd: timestamptz('date_add').notNull(),
    sortingKey: byteOrderedText('sorting_key').notNull(),
  },
  (t) => [
    index('pinned_items_project_idx').on(t.projectId, t.sortingKey),
    uniqueIndex('pinned_items_task_key').on(t.projectId, t.taskId),
    uniqueIndex('pinned_items_note_key').on(t.projectId, t.noteId),
    uniqueIndex('pinned_items_file_key').on(t.projectId, t.fileId),
    uniqueIndex('pinned_items_link_key').on(t.projectId, t.linkId),
    check(
      'pinned_items_one_item',
      sql`num_nonnulls(${t.taskId}, ${t.noteId}, ${t.fileId}, ${t.linkId}) = 1`,
    ),
  ],
);
