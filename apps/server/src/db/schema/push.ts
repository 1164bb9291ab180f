import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { pushSubscriptions } from './notifications.ts';
import { timestamptz } from './users.ts';

/**
 * The pushes sent, by the sender's key and subscription: a retried job skips what already went,
 * so one browser is never pushed the same thing twice. Kept a week, well beyond any retry.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    key: text('key').notNull(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    dateSent: timestamptz('date_sent').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.subscriptionId] }),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
    index('push_deliveries_date_sent_idx').on(t.dateSent),
  ],
);
