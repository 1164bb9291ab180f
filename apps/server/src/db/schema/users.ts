import { sql } from 'drizzle-orm';
import type { DashboardLayout } from '@tandem/contract';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    email: text('email').notNull(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    /** Null for a person invited to a project who has not chosen a password yet. */
    passwordHash: text('password_hash'),
    /** Invited by e-mail and not activated yet: cannot sign in until the invitation link is used. */
    isInvited: boolean('is_invited').notNull().default(false),
    outOfOfficeFrom: date('out_of_office_from'),
    outOfOfficeTo: date('out_of_office_to'),
    localeCode: text('locale_code').notNull(),
    timezone: text('timezone').notNull(),
    mentionKey: text('mention_key').notNull(),
    apiKeyHash: text('api_key_hash'),
    /** Null follows the system's light or dark scheme; true and false choose one. */
    darkMode: boolean('dark_mode'),
    /** Time tracking offers finished tasks too unless this is on. */
    timeTrackingHideFinishedTasks: boolean('time_tracking_hide_finished_tasks')
      .notNull()
      .default(false),
    dontCollapseComment: boolean('dont_collapse_comment').notNull().default(false),
    scrollToNewestComment: boolean('scroll_to_newest_comment').notNull().default(true),
    commentsDescOrder: boolean('comments_desc_order').notNull().default(false),
    alertDueDateChange: boolean('alert_due_date_change').notNull().default(false),
    /** How the person arranged their dashboard; null for the first layout. */
    dashboardLayout: jsonb('dashboard_layout').$type<DashboardLayout>(),
    /**
     * The person's photo (the `cover`): its public address names `cover_uuid`, new with every
     * photo; `cover_key` is its square picture in the file store.
     */
    coverUuid: uuid('cover_uuid'),
    coverKey: text('cover_key'),
    /** The secret of the one-click unsubscribe link in every notification e-mail. */
    mailUnsubscribeHash: text('mail_unsubscribe_hash')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    dateAdd: timestamptz('date_add').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_mail_unsubscribe_hash_key').on(t.mailUnsubscribeHash),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_mention_key_key').on(t.mentionKey),
    uniqueIndex('users_uuid_key').on(t.uuid),
    uniqueIndex('users_api_key_hash_key').on(t.apiKeyHash),
    uniqueIndex('users_cover_uuid_key').on(t.coverUuid),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a stolen database does not yield live sessions. */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateAdd: timestamptz('date_add').notNull(),
    dateExpires: timestamptz('date_expires').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    dateAdd: timestamptz('date_add').notNull(),
    dateExpires: timestamptz('date_expires').notNull(),
    dateUsed: timestamptz('date_used'),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The mail's own key: a retried delivery finds it kept already. */
    key: text('key'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [uniqueIndex('mail_outbox_key').on(t.key)],
);

/** Mails handed to the SMTP server, by their keys: a retried delivery sends none twice. */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text('key').primaryKey(),
  dateSent: timestamptz('date_sent').notNull(),
});

export { timestamptz };
