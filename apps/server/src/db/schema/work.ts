import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz, users } from './users.ts';
import { projects, tasks } from './projects.ts';
import { invoices } from './invoices.ts';
import { labels } from './task-details.ts';

const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A work report (time entry): minutes of someone's work on a task, with its cost in the project's
 * currency, in minor units. The hour rate it was costed with is kept beside it, so a later change
 * of the rate does not rewrite past costs.
 */
export const workReports = pgTable(
  'work_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** Whose work it is. */
    workerId: userRef('worker_id'),
    /** Who wrote it down (the worker, or someone who manages the project). */
    authorId: userRef('author_id'),
    minutes: integer('minutes').notNull(),
    costMinor: bigint('cost_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    hourRateMinor: bigint('hour_rate_minor', { mode: 'number' }),
    hourRateIsFixed: boolean('hour_rate_is_fixed').notNull().default(false),
    /** The cost was entered by hand rather than computed from the hour rate. */
    isCostFixed: boolean('is_cost_fixed').notNull().default(false),
    isBillable: boolean('is_billable').notNull().default(true),
    note: text('note').notNull().default(''),
    dateReported: timestamptz('date_reported').notNull(),
    dateAdd: timestamptz('date_add').notNull(),
    dateDeleted: timestamptz('date_deleted'),
    deletedById: bigint('deleted_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The same work at the same minute (worker, task, minute, minutes, note), kept unique among
     * the reports not in the trash: a report sent twice is saved once.
     */
    statementKey: text('statement_key').notNull(),
    /** The issued invoice that bills this work; while set, the report cannot change. */
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('work_reports_task_idx')
      .on(t.taskId)
      .where(sql`${t.dateDeleted} is null`),
    index('work_reports_worker_idx').on(t.workerId, t.dateReported),
    index('work_reports_project_idx').on(t.projectId, t.dateReported),
    index('work_reports_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    // Reports in the order of time, for ranges of days and the pages of the CSV file.
    index('work_reports_date_idx')
      .on(t.dateReported, t.id)
      .where(sql`${t.dateDeleted} is null`),
    uniqueIndex('work_reports_statement_key')
      .on(t.statementKey)
      .where(sql`${t.dateDeleted} is null`),
    check('work_reports_minutes_check', sql`${t.minutes} between 0 and 525600`),
    check('work_reports_cost_check', sql`${t.costMinor} between 0 and 10000000000`),
  ],
);

/** The labels on a work report: labels its worker may use in the report's project. */
export const workReportLabels = pgTable(
  'work_report_labels',
  {
    workReportId: bigint('work_report_id', { mode: 'number' })
      .notNull()
      .references(() => workReports.id, { onDelete: 'cascade' }),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.workReportId, t.labelId] }),
    index('work_report_labels_label_idx').on(t.labelId),
  ],
);

/** A person's running timer: at most one each. */
export const runningWorks = pgTable(
  'running_works',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    uuid: uuid('uuid').notNull().defaultRandom(),
    taskId: bigint('task_id', { mode: 'number' }).references(() => tasks.id, {
      onDelete: 'set null',
    }),
    note: text('note').notNull().default(''),
    isBillable: boolean('is_billable').notNull().default(true),
    /** A cost entered by hand, minor units; null to cost the time by the hour rate. */
    costMinor: bigint('cost_minor', { mode: 'number' }),
    dateStarted: timestamptz('date_started').notNull(),
    /** When the person was told the timer had run above eight hours. */
    dateLongNoticed: timestamptz('date_long_noticed'),
    /** The labels the report will carry when the timer stops, in the order given. */
    labelIds: bigint('label_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
  },
  (t) => [
    uniqueIndex('running_works_uuid_key').on(t.uuid),
    index('running_works_started_idx')
      .on(t.dateStarted)
      .where(sql`${t.dateLongNoticed} is null`),
  ],
);

/**
 * A person's saved report filter: a name and the filter (the contract's conds, as validated), in
 * the person's order (`sorting`, ascending). Personal: nobody else reads or changes it.
 */
export const workReportFilters = pgTable(
  'work_report_filters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    sorting: integer('sorting').notNull(),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [
    uniqueIndex('work_report_filters_uuid_key').on(t.uuid),
    index('work_report_filters_user_idx').on(t.userId, t.sorting),
  ],
);
