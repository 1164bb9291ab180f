import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz, users } from './users.ts';

/**
 * A person's saved task filter (document 2, section 3): its name, the filter's values and how the
 * task page shows them, private to the person, in their order (`position`).
 */
export const taskFilters = pgTable(
  'task_filters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [
    uniqueIndex('task_filters_uuid_key').on(t.uuid),
    index('task_filters_user_idx').on(t.userId, t.position),
  ],
);
