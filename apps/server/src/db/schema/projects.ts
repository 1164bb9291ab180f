import {
  bigint,
  boolean,
  check,
  customType,
  date,
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
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { EventNotice } from '@tandem/contract';
import { timestamptz, users } from './users.ts';

/** A project's client (document 1, section 3). */
export interface ProjectClient {
  id: number | null;
  email: string | null;
  company_id: string | null;
  company_tax_id: string | null;
  name: string | null;
  company: string | null;
  address: {
    street: string | null;
    street2: string | null;
    town: string | null;
    zip: string | null;
  };
}

export const projects = pgTable(
  'projects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name').notNull(),
    color: text('color'),
    currency: text('currency').notNull(),
    stateId: smallint('state_id').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    dateAdd: timestamptz('date_add').notNull(),
    dueDate: date('due_date'),
    dueDateEnd: date('due_date_end'),
    client: jsonb('client').$type<ProjectClient>(),
    /** Budget amount in minor units of the project currency. */
    budgetAmount: bigint('budget_amount', { mode: 'number' }),
    budgetMinutes: integer('budget_minutes'),
    budgetIsRecurrent: boolean('budget_is_recurrent').notNull().default(false),
    budgetNextResetDate: date('budget_next_reset_date'),
    budgetNullAfterMonthsCount: integer('budget_null_after_months_count'),
    budgetNullInDayOfMonth: integer('budget_null_in_day_of_month'),
    hideWorkReportsOnTimeEstimates: boolean('hide_work_reports_on_time_estimates')
      .notNull()
      .default(false),
    dateArchived: timestamptz('date_archived'),
    dateDeleted: timestamptz('date_deleted'),
    deletedById: bigint('deleted_by_id', { mode: 'number' }).references(() => users.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('projects_uuid_key').on(t.uuid),
    index('projects_owner_id_idx').on(t.ownerId),
    index('projects_date_deleted_idx').on(t.dateDeleted),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isCommander: boolean('is_commander').notNull().default(false),
    dateAdd: timestamptz('date_add').notNull(),
    /** Each member marks favourites for themselves. */
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** Task lists this member may see; null when not limited. */
    tasklistsAcl: bigint('tasklists_acl', { mode: 'number' }).array(),
    /** Hour rate in minor units of the project currency; null when none is set. */
    hourRate: bigint('hour_rate', { mode: 'number' }),
    hourRateIsFixed: boolean('hour_rate_is_fixed').notNull().default(false),
    isInvited: boolean('is_invited').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_user_id_idx').on(t.userId),
  ],
);

export const tasklists = pgTable(
  'tasklists',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stateId: smallint('state_id').notNull(),
    sortingId: integer('sorting_id').notNull(),
    dateActivation: timestamptz('date_activation').notNull(),
    dateFinished: timestamptz('date_finished'),
    dateArchived: timestamptz('date_archived'),
    dateDeleted: timestamptz('date_deleted'),
    deletedById: bigint('deleted_by_id', { mode: 'number' }).references(() => users.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('tasklists_project_id_idx').on(t.projectId, t.sortingId)],
);

/**
 * Text compared byte by byte whatever the database's locale: fractional sorting keys mix upper and
 * lower case letters and must sort as their library generates them.
 */
export const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const tasks = pgTable(
  'tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tasklistId: bigint('tasklist_id', { mode: 'number' })
      .notNull()
      .references(() => tasklists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Sanitized rich text (HTML); null when there is none. */
    description: text('description'),
    stateId: smallint('state_id').notNull(),
    /** l, m or h; null is none (the spec's n is stored as null). */
    priorityEnum: text('priority_enum'),
    /**
     * A due date with or without a time. Without one, the column holds midnight UTC of the
     * calendar day and the flag is false, so the day never shifts with anyone's time zone.
     */
    dueDate: timestamptz('due_date'),
    dueDateHasTime: boolean('due_date_has_time').notNull().default(false),
    dueDateEnd: timestamptz('due_date_end'),
    dueDateEndHasTime: boolean('due_date_end_has_time').notNull().default(false),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Who last chose the task's workers. */
    assignerId: bigint('assigner_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    finishedById: bigint('finished_by_id', { mode: 'number' }).references(() => users.id),
    /** The number the task got in its list when it was made (the spec's sorting_id). */
    sortingId: integer('sorting_id').notNull(),
    /** The task's place in its list: a fractional index, so a move rewrites one row. */
    sortingKey: byteOrderedText('sorting_key').notNull(),
    dateAdd: timestamptz('date_add').notNull(),
    /** When the task was last edited; null until its first edit. */
    dateUpd: timestamptz('date_upd'),
    dateFinished: timestamptz('date_finished'),
    dateDeleted: timestamptz('date_deleted'),
    deletedById: bigint('deleted_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Time the task is expected to take as a whole, in minutes; null when nobody estimated it. */
    timeEstimateMinutes: integer('time_estimate_minutes'),
    /**
     * Set on the task row behind a smart subtask: the task whose subtask it is. Such rows are not
     * on the board; they are shown inside their parent.
     */
    smartParentTaskId: bigint('smart_parent_task_id', { mode: 'number' }).references(
      (): AnyPgColumn => tasks.id,
      { onDelete: 'cascade' },
    ),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('tasks_uuid_key').on(t.uuid),
    index('tasks_smart_parent_idx')
      .on(t.smartParentTaskId)
      .where(sql`${t.smartParentTaskId} is not null`),
    // The board: a project's tasks list by list, in order, without those in the trash.
    index('tasks_board_idx')
      .on(t.projectId, t.tasklistId, t.sortingKey)
      .where(sql`${t.dateDeleted} is null`),
    // One list's tasks: counts on the list and the place of a new or moved task.
    index('tasks_tasklist_idx').on(t.tasklistId, t.sortingKey),
    // The number a new task gets in its list (the greatest so far, plus one) without a scan.
    index('tasks_tasklist_number_idx').on(t.tasklistId, t.sortingId),
    index('tasks_trash_idx')
      .on(t.projectId, t.dateDeleted)
      .where(sql`${t.dateDeleted} is not null`),
    index('tasks_due_date_idx')
      .on(t.projectId, t.dueDate)
      .where(sql`${t.dateDeleted} is null and ${t.dueDate} is not null`),
    check('tasks_priority_enum_check', sql`${t.priorityEnum} in ('l', 'm', 'h')`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    dateAction: timestamptz('date_action').notNull(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    whoId: bigint('who_id', { mode: 'number' }).references(() => users.id),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'cascade',
    }),
    tasklistId: bigint('tasklist_id', { mode: 'number' }),
    taskId: bigint('task_id', { mode: 'number' }),
    /** The comment an event is about (it may be gone since). */
    commentId: bigint('comment_id', { mode: 'number' }),
    /** The note an event is about (it may be gone since). */
    noteId: bigint('note_id', { mode: 'number' }),
    wasMoved: boolean('was_moved').notNull().default(false),
    notice: jsonb('notice').$type<EventNotice>(),
    version: integer('version'),
    mutationId: text('mutation_id'),
    /** Someone may have to be told of it and nobody has looked yet (notifications). */
    fanoutPending: boolean('fanout_pending').notNull().default(false),
  },
  (t) => [
    index('events_project_id_idx').on(t.projectId, t.id),
    index('events_fanout_pending_idx')
      .on(t.id)
      .where(sql`${t.fanoutPending}`),
  ],
);

/**
 * Remembered project page settings (document 2, project settings payload). A row is one of: a
 * user's settings for one project (both ids), a project's defaults for all its users (no user),
 * or a user's general settings for all projects (no project).
 */
export const projectViewSettings = pgTable(
  'project_view_settings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'cascade',
    }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    layout: text('layout'),
    defaultPage: text('default_page'),
    orderSettings: jsonb('order_settings').$type<Array<{ section: string; isVisible: boolean }>>(),
    dateUpd: timestamptz('date_upd').notNull(),
  },
  (t) => [
    uniqueIndex('project_view_settings_scope_key').on(
      sql`coalesce(${t.userId}, 0)`,
      sql`coalesce(${t.projectId}, 0)`,
    ),
  ],
);
