import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, okSchema, personSchema } from './common.ts';
import { checkDateRange, dateRangeSchema, filterScopeFields } from './events.ts';
import {
  DUE_DATE_NOTICE_TIMES,
  DUE_DATE_WITHOUT_TIME_NOTICE_TIMES,
  NOTIFICATION_TYPES,
  WEEK_DAYS,
} from './notification-values.ts';

export * from './notification-values.ts';

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

const named = z.object({ id: z.number(), name: z.string() });

/** The notice of a notification: the details its text needs; fields appear as kinds need them. */
export const notificationNoticeSchema = z
  .object({
    comment_text: z.string(),
    /** A task's due dates after and before a change, as the task carries them. */
    due_date: z.string().nullable(),
    due_date_end: z.string().nullable(),
    due_date_previous: z.string().nullable(),
    due_date_end_previous: z.string().nullable(),
    finished_more_checks_in_task: z.number(),
    more_likes: z.number(),
    /** Comments on the same thing after the first, while the notification was unread. */
    more_comments: z.number(),
    tasks_ids: z.array(z.number()),
    was_deleted: z.boolean(),
    assigned_checks_in_task_count: z.number(),
    more_taskchecks_in_task: z.number(),
    from_user: personSchema,
    to_user: personSchema,
    days: z.number(),
    is_taskcheck: z.boolean(),
    minutes: z.number(),
    cost: z.object({ amount: z.string(), currency: z.string() }),
    note: z.string(),
    /** Reactions one person gave the same comment after the first. */
    more_reactions_by_one_user: z.number(),
    /** People who reacted to the same comment after the first. */
    more_reacted_users: z.number(),
    reaction_emoji: z.string(),
    reaction_emojis: z.array(z.string()),
    reaction_texts: z.array(z.string()),
    file_download_queue_uuid: z.string(),
    url_valid_to: dateTimeSchema,
  })
  .partial();
export type NotificationNotice = z.infer<typeof notificationNoticeSchema>;

/** The spec's Notification shape. */
export const notificationSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  type: notificationTypeSchema,
  /** Who caused it; null for what nobody did (a reminder coming due). */
  author: personSchema.nullable(),
  /** The person it is about, when that is not its reader (a worker someone else assigned). */
  who: personSchema.nullable(),
  date_action: dateTimeSchema,
  /** Arrived since the reader last opened their notifications. */
  is_new: z.boolean(),
  is_unread: z.boolean(),
  was_moved: z.boolean(),
  comment: z.object({ id: z.number(), is_description: z.boolean() }).optional(),
  document: named.optional(),
  project: named.optional(),
  task: z.object({ id: z.number(), name: z.string(), is_taskcheck: z.boolean() }).optional(),
  task_check: named.optional(),
  tasklist: named.optional(),
  file: z.object({ uuid: z.string(), name: z.string() }).optional(),
  file_comment: z.object({ id: z.number() }).optional(),
  project_link: z.object({ uuid: z.string(), name: z.string() }).optional(),
  project_link_comment: z.object({ id: z.number() }).optional(),
  /** The kinds merged into this one (a mention in a comment that is also a new comment). */
  multi_notification_types: z.array(notificationTypeSchema),
  /** Others who did the same while it was unread, latest first. */
  more_users: z.array(personSchema),
  notice: notificationNoticeSchema,
  /** Where following it leads: an address, where `>` stands for the `#` of an anchor. */
  follow: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The spec's Notification filter. Empty lists mean "all"; the dates are whole days. */
export const notificationFilterSchema = z
  .object({
    ...filterScopeFields,
    notifications_types: z.array(notificationTypeSchema).max(NOTIFICATION_TYPES.length).default([]),
    is_only_unread: z.boolean({ error: 'Send is_only_unread as true or false.' }).default(false),
    order: z.enum(['desc', 'asc'], { error: 'Choose desc or asc.' }).default('desc'),
    date_range: dateRangeSchema,
  })
  .superRefine((filter, ctx) => checkDateRange(filter.date_range, false, ctx));
export type NotificationFilter = z.infer<typeof notificationFilterSchema>;
export type NotificationFilterInput = z.input<typeof notificationFilterSchema>;

/** Whether notifications reach the person now, as the list answers tell. */
export const notificationDefaultValuesSchema = z.object({
  /** The quick list shows only unread ones (the saved quick filter). */
  is_only_unread: z.boolean(),
  /** All notifications are switched off. */
  is_turn_off: z.boolean(),
  /** The sending schedule holds e-mails back at this moment. */
  is_scheduled_off: z.boolean(),
  /** The schedule is "never". */
  is_permanently_off: z.boolean(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  default_values: notificationDefaultValuesSchema,
  all_unread_count: z.number(),
  page: z.number(),
  has_more: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationFilterDataSchema = z.object({
  notifications_types: z.array(notificationTypeSchema),
  projects: z.array(named),
  users: z.array(personSchema),
  teams: z.array(z.object({ uuid: z.string(), name: z.string() })),
  default_values: z.object({
    projects_ids: z.array(z.number()),
    users_ids: z.array(z.number()),
    teams_uuids: z.array(z.string()),
    notifications_types: z.array(notificationTypeSchema),
    is_only_unread: z.boolean(),
    order: z.enum(['desc', 'asc']),
    date_range: z.null(),
  }),
});
export type NotificationFilterData = z.infer<typeof notificationFilterDataSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A time of day as HH:MM:SS (HH:MM is taken and completed). */
const timeOfDaySchema = z
  .string({ error: 'Enter a time as HH:MM:SS.' })
  .regex(TIME, 'Enter a time as HH:MM:SS.')
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

const idListPattern = /^(\d{1,15}(,\d{1,15})*)?$/;
/** A comma list of ids, as the spec keeps them ("1,5,8"; empty for none). */
const idListSchema = z
  .string({ error: 'Send a comma list of ids.' })
  .max(5_000, 'Name at most 500 ids.')
  .regex(idListPattern, 'Send a comma list of ids, like 1,5,8.');

/** The sending schedule (document 2): exactly one of the three modes is true. */
export const notificationScheduleSchema = z.object({
  notif_send_anytime: z.boolean(),
  notif_send_never: z.boolean(),
  notif_send_according_to_schedule: z.boolean(),
  notif_send_time_from: z.string(),
  notif_send_time_to: z.string(),
  /** Comma list of week days (monday … sunday). */
  notif_send_days_in_week: z.string(),
  /** Comma list of project ids the schedule sends about; empty for all. */
  notif_send_projects: z.string(),
  /** Comma list of notification types the schedule sends; empty for all. */
  notif_send_types: z.string(),
});
export type NotificationSchedule = z.infer<typeof notificationScheduleSchema>;

/**
 * The spec's Notification settings. The instant switches decide, kind by kind, whether an e-mail
 * goes out at once; the notification itself always shows in the app unless
 * `disabled_all_notifications`.
 */
export const notificationSettingsSchema = z
  .object({
    disabled_all_notifications: z.boolean(),
    disabled_monthly_reports: z.boolean(),
    enable_due_date_notifications: z.boolean(),
    instant_notif_new_task_in_tracked_tasklist: z.boolean(),
    instant_notif_document_edit: z.boolean(),
    instant_notif_finished_task: z.boolean(),
    instant_notif_finished_tracked_task: z.boolean(),
    instant_notif_new_comment: z.boolean(),
    instant_notif_new_notification: z.boolean(),
    instant_notif_new_task: z.boolean(),
    instant_notif_ping_or_mention: z.boolean(),
    instant_notif_task_assigned: z.boolean(),
    is_long_running_work_notification_enabled: z.boolean(),
    notif_task_remind: z.boolean(),
    /** E-mails at all. */
    notification_email: z.boolean(),
    notification_every_few_hours: z.boolean(),
    notification_every_morning: z.boolean(),
    /** Comma list of the project ids notifications come from; empty for all. */
    notification_projects: z.string(),
    /** instant: each as it happens; grouped: in digests only. */
    notification_type: z.enum(['instant', 'grouped']),
    notification_when_task_finished: z.boolean(),
    when_send_due_date_notification: z.enum(DUE_DATE_NOTICE_TIMES),
    when_send_due_date_without_time_part_notification: z.enum(DUE_DATE_WITHOUT_TIME_NOTICE_TIMES),
    send_email_with_grouped_notifications: z.boolean(),
  })
  .extend(notificationScheduleSchema.shape);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const flag = (name: string) => z.boolean({ error: `Send ${name} as true or false.` });

/** A change to the sending schedule: the fields sent are saved, the rest kept. */
export const scheduleChangeSchema = z
  .object({
    notif_send_anytime: flag('notif_send_anytime'),
    notif_send_never: flag('notif_send_never'),
    notif_send_according_to_schedule: flag('notif_send_according_to_schedule'),
    notif_send_time_from: timeOfDaySchema,
    notif_send_time_to: timeOfDaySchema,
    notif_send_days_in_week: z
      .string({ error: 'Send the days as a comma list.' })
      .max(100, 'Name each day once.')
      .refine(
        (value) =>
          value === '' ||
          value.split(',').every((day) => (WEEK_DAYS as readonly string[]).includes(day)),
        'Name days as monday, tuesday, wednesday, thursday, friday, saturday or sunday.',
      ),
    notif_send_projects: idListSchema,
    notif_send_types: z
      .string({ error: 'Send the types as a comma list.' })
      .max(500, 'Name each type once.')
      .refine(
        (value) =>
          value === '' ||
          value
            .split(',')
            .every((type) => (NOTIFICATION_TYPES as readonly string[]).includes(type)),
        'Name only notification types.',
      ),
  })
  .partial()
  .refine(
    (change) =>
      [
        change.notif_send_anytime,
        change.notif_send_never,
        change.notif_send_according_to_schedule,
      ].filter((mode) => mode === true).length <= 1,
    { message: 'Choose one sending mode.', path: ['notif_send_anytime'] },
  );
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;

/** A change to the notification settings: the fields sent are saved, the rest kept. */
export const settingsChangeSchema = z
  .object({
    disabled_all_notifications: flag('disabled_all_notifications'),
    disabled_monthly_reports: flag('disabled_monthly_reports'),
    enable_due_date_notifications: flag('enable_due_date_notifications'),
    instant_notif_new_task_in_tracked_tasklist: flag('instant_notif_new_task_in_tracked_tasklist'),
    instant_notif_document_edit: flag('instant_notif_document_edit'),
    instant_notif_finished_task: flag('instant_notif_finished_task'),
    instant_notif_finished_tracked_task: flag('instant_notif_finished_tracked_task'),
    instant_notif_new_comment: flag('instant_notif_new_comment'),
    instant_notif_new_notification: flag('instant_notif_new_notification'),
    instant_notif_new_task: flag('instant_notif_new_task'),
    instant_notif_ping_or_mention: flag('instant_notif_ping_or_mention'),
    instant_notif_task_assigned: flag('instant_notif_task_assigned'),
    is_long_running_work_notification_enabled: flag('is_long_running_work_notification_enabled'),
    notif_task_remind: flag('notif_task_remind'),
    notification_email: flag('notification_email'),
    notification_every_few_hours: flag('notification_every_few_hours'),
    notification_every_morning: flag('notification_every_morning'),
    notification_projects: idListSchema,
    notification_type: z.enum(['instant', 'grouped'], { error: 'Choose instant or grouped.' }),
    notification_when_task_finished: flag('notification_when_task_finished'),
    when_send_due_date_notification: z.enum(DUE_DATE_NOTICE_TIMES, {
      error: 'Choose 2h, 1h, 30m, 15m or due.',
    }),
    when_send_due_date_without_time_part_notification: z.enum(DUE_DATE_WITHOUT_TIME_NOTICE_TIMES, {
      error: 'Choose day_before or due.',
    }),
    send_email_with_grouped_notifications: flag('send_email_with_grouped_notifications'),
  })
  .partial();
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

const nidQuerySchema = z.object({ nid: idSchema });
const pageNumber = z.coerce.number().int().min(0).max(10_000).default(0);

const stateResponse = z.object({ notification: notificationSchema, all_unread_count: z.number() });

export const notificationEndpoints = {
  /** The Notification filter's options and default values. */
  filterData: endpoint({
    method: 'GET',
    path: '/api/notifications/find-filter-data',
    auth: 'user',
    response: notificationFilterDataSchema,
  }),
  /** The reader's notifications as the filter chooses, 50 a page (`p` from 0). */
  find: endpoint({
    method: 'POST',
    path: '/api/notifications/find-notifications-data',
    auth: 'user',
    query: z.object({ p: pageNumber }),
    body: z.object({ conds: notificationFilterSchema }),
    response: notificationListSchema,
  }),
  /** The bell's list: 20 a page, the saved quick filter applied. */
  quick: endpoint({
    method: 'GET',
    path: '/api/notifications/find-notifications-quick',
    auth: 'user',
    query: z.object({ page: pageNumber }),
    response: notificationListSchema,
  }),
  /** Read becomes unread and unread read. */
  toggleState: endpoint({
    method: 'POST',
    path: '/api/notifications/toggle-state',
    auth: 'user',
    query: nidQuerySchema,
    response: stateResponse,
  }),
  markAsRead: endpoint({
    method: 'POST',
    path: '/api/notifications/mark-as-read',
    auth: 'user',
    query: nidQuerySchema,
    response: stateResponse,
  }),
  markAllAsRead: endpoint({
    method: 'POST',
    path: '/api/notifications/mark-all-as-read',
    auth: 'user',
    response: z.object({ marked: z.number(), all_unread_count: z.number() }),
  }),
  saveQuickFilter: endpoint({
    method: 'POST',
    path: '/api/notifications/save-quick-filter',
    auth: 'user',
    body: z.object({
      conds: z.object({
        is_only_unread: z.boolean({ error: 'Send is_only_unread as true or false.' }),
      }),
    }),
    response: okSchema,
  }),
  /** Saves the sending schedule. */
  saveSettings: endpoint({
    method: 'POST',
    path: '/api/notifications/save-settings',
    auth: 'user',
    body: scheduleChangeSchema,
    response: z.object({ settings: notificationSettingsSchema }),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/settings/notifications-settings',
    auth: 'user',
    response: z.object({ settings: notificationSettingsSchema }),
  }),
  saveNotificationSettings: endpoint({
    method: 'POST',
    path: '/api/settings/save',
    auth: 'user',
    body: z.object({ settings: settingsChangeSchema }),
    response: z.object({ settings: notificationSettingsSchema }),
  }),
  /** Follows a task list the reader sees, or stops: a follower is told of each new task in it. */
  trackTasklist: endpoint({
    method: 'POST',
    path: '/api/notifications/track-tasklist',
    auth: 'user',
    query: z.object({ tlid: idSchema }),
    body: z.object({ is_tracked: z.boolean({ error: 'Send is_tracked as true or false.' }) }),
    response: z.object({ is_tracked: z.boolean() }),
  }),
  /** The task lists of a project the reader follows. */
  trackedTasklists: endpoint({
    method: 'GET',
    path: '/api/notifications/tracked-tasklists',
    auth: 'user',
    query: z.object({ pid: idSchema }),
    response: z.object({ tasklists_ids: z.array(z.number()) }),
  }),
  /**
   * Stops notification e-mails for the person whose `mail_unsubscribe_hash` is given: the link in
   * every e-mail, and the one-click POST of its `List-Unsubscribe` header (RFC 8058). No sign-in.
   */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    auth: 'public',
    fromAnywhere: true,
    query: z.object({
      hash: z
        .string({ error: 'The unsubscribe link is incomplete.' })
        .regex(/^[0-9a-f]{32}$/, { error: 'The unsubscribe link is not valid.' }),
    }),
    response: z.object({ email: z.string() }),
  }),
};
