import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz, users } from './users.ts';
import { projects } from './projects.ts';

/**
 * A calendar feed: a secret address that lists a person's tasks (`project_id` null) or one
 * project's, as they see them when it is read. Only the token's SHA-256 is kept (`token_hash`);
 * a revoked feed (`date_revoked`) answers nothing. A person has at most one feed in force per
 * scope.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'cascade',
    }),
    dateAdd: timestamptz('date_add').notNull(),
    dateRevoked: timestamptz('date_revoked'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash),
    uniqueIndex('calendar_feeds_in_force_key')
      .on(t.userId, sql`coalesce(${t.projectId}, 0)`)
      .where(sql`${t.dateRevoked} is null`),
    index('calendar_feeds_project_idx').on(t.projectId),
  ],
);
