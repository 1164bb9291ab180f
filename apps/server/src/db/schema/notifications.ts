import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationNotice } from '@tandem/contract';
import { tasklists, tasks } from './projects.ts';
import { timestamptz, users } from './users.ts';

const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * What one person is told (the spec's Notification). Several happenings of one kind about one
 * thing (comments on a task) merge into the unread notification of their `group_key`: the latest
 * author leads, the earlier ones are `more_user_ids`, the counts are in the notice. The things it
 * names are ids without keys: a notification outlives what it is about, and reading hides those
 * the reader no longer sees.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: userRef('user_id'),
    type: text('type').notNull(),
    /** The other kinds merged into this one. */
    moreTypes: text('more_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    whoId: bigint('who_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    moreUserIds: bigint('more_user_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    projectId: bigint('project_id', { mode: 'number' }),
    tasklistId: bigint('tasklist_id', { mode: 'number' }),
    taskId: bigint('task_id', { mode: 'number' }),
    commentId: bigint('comment_id', { mode: 'number' }),
    noteId: bigint('note_id', { mode: 'number' }),
    fileId: bigint('file_id', { mode: 'number' }),
    linkId: bigint('link_id', { mode: 'number' }),
    /** The event it came from; null for what no event records (a reminder coming due). */
    eventId: bigint('event_id', { mode: 'number' }),
    groupKey: text('group_key'),
    notice: jsonb('notice').$type<NotificationNotice>().notNull().default({}),
    wasMoved: boolean('was_moved').notNull().default(false),
    dateAction: timestamptz('date_action').notNull(),
    readAt: timestamptz('read_at'),
    /** The e-mail of it went out, or was folded into a digest. */
    mailedAt: timestamptz('mailed_at'),
  },
  (t) => [
    uniqueIndex('notifications_uuid_key').on(t.uuid),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId, t.id)
      .where(sql`${t.readAt} is null`),
    // One unread notification per group and person: the next of the group merges into it.
    uniqueIndex('notifications_group_key')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/**
 * A person's notification settings and sending schedule (document 2); a person without a row has
 * the defaults. `quick_only_unread` is the bell's saved filter; `seen_at` when they last opened
 * their notifications (what arrived after is `is_new`).
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  flags: jsonb('flags').$type<Record<string, boolean | string>>().notNull().default({}),
  sendMode: text('send_mode').notNull().default('anytime'),
  sendTimeFrom: time('send_time_from').notNull().default('09:00:00'),
  sendTimeTo: time('send_time_to').notNull().default('17:00:00'),
  sendDays: text('send_days').notNull().default('monday'),
  sendProjects: text('send_projects').notNull().default(''),
  sendTypes: text('send_types').notNull().default(''),
  quickOnlyUnread: boolean('quick_only_unread').notNull().default(false),
  seenAt: timestamptz('seen_at'),
  /** When the last digest e-mail went out (every few hours, every morning). */
  digestAt: timestamptz('digest_at'),
  /** The month (YYYY-MM) the last monthly report was about. */
  monthlyReportFor: text('monthly_report_for'),
});

/**
 * The due-date notices told: one per task, person and due date, so a notice goes out once and a
 * new due date is told anew.
 */
export const dueDateNotices = pgTable(
  'due_date_notices',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    dueDate: timestamptz('due_date').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId, t.dueDate] })],
);

/**
 * A browser that receives pushes (the spec's Web push subscription): `device_token` is its push
 * service address, `notification_token` its keys (`p256dh.auth`).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    deviceToken: text('device_token').notNull(),
    notificationToken: text('notification_token').notNull(),
    osType: text('os_type').notNull(),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_device_key').on(t.deviceToken),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Keys the server makes once and keeps (the push service's VAPID pair). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Who follows a task list: they are told of each new task in it. */
export const tasklistTrackers = pgTable(
  'tasklist_trackers',
  {
    tasklistId: bigint('tasklist_id', { mode: 'number' })
      .notNull()
      .references(() => tasklists.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tasklistId, t.userId] }),
    index('tasklist_trackers_user_idx').on(t.userId),
  ],
);
