import {
  bigint,
  boolean,
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
import type { EventNotice } from '@tandem/contract';
import { timestamptz, users } from './users.ts';

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
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('projects_uuid_key').on(t.uuid),
    index('projects_owner_id_idx').on(t.ownerId),
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
    version: integer('version').notNull().default(1),
  },
  (t) => [index('tasklists_project_id_idx').on(t.projectId, t.sortingId)],
);

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
    stateId: smallint('state_id').notNull(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    finishedById: bigint('finished_by_id', { mode: 'number' }).references(() => users.id),
    sortingId: integer('sorting_id').notNull(),
    dateAdd: timestamptz('date_add').notNull(),
    dateFinished: timestamptz('date_finished'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('tasks_uuid_key').on(t.uuid),
    index('tasks_project_id_idx').on(t.projectId, t.tasklistId, t.sortingId),
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
    wasMoved: boolean('was_moved').notNull().default(false),
    notice: jsonb('notice').$type<EventNotice>(),
    version: integer('version'),
    mutationId: text('mutation_id'),
  },
  (t) => [index('events_project_id_idx').on(t.projectId, t.id)],
);
