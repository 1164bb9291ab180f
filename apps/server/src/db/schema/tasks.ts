import { bigint, boolean, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz, users } from './users.ts';
import { tasks } from './projects.ts';

/** The people working on a task; a task has several. */
export const taskWorkers = pgTable(
  'task_workers',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    // "Assigned to me" and a person's tasks across projects.
    index('task_workers_user_id_idx').on(t.userId, t.taskId),
  ],
);

/** Each user's own marks on a task: among their priorities, followed. Nobody else sees them. */
export const taskUserFlags = pgTable(
  'task_user_flags',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isMyPriority: boolean('is_my_priority').notNull().default(false),
    /** The place the user gave the task among their priorities (1 first); null when never ordered. */
    priorityPosition: integer('priority_position'),
    /** The user follows the task (the spec's is_tracked). */
    isTracked: boolean('is_tracked').notNull().default(false),
    dateUpd: timestamptz('date_upd').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('task_user_flags_my_priority_idx')
      .on(t.userId, t.taskId)
      .where(sql`${t.isMyPriority}`),
  ],
);
