import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, personSchema } from './common.ts';
import { pidQuerySchema } from './projects.ts';
import { LIMITS } from './limits.ts';
import { EVENT_TYPES } from './event-types.ts';
import { CONVERSION_ENTITIES, TASK_PRIORITIES } from './states.ts';
import { TASK_RELATION_VIEW_KINDS } from './task-relation-kinds.ts';
import { docClientMessageSchemas, docServerMessageSchemas } from './notes.ts';

export const eventTypeSchema = z.enum(EVENT_TYPES);

/** The notice of an activity event (document 2, section 3); fields appear as events need them. */
export const eventNoticeSchema = z
  .object({
    task_name: z.string(),
    old_task_name: z.string(),
    added_users: z.array(personSchema),
    removed_users: z.array(personSchema),
    /** Where a moved or copied object came from and went to. */
    project_from: z.object({ id: z.number(), name: z.string() }),
    tasklist_from: z.object({ id: z.number(), name: z.string() }),
    project_to: z.object({ id: z.number(), name: z.string() }),
    /** The template a project was made from. */
    template: z.object({ id: z.number(), name: z.string() }),
    /** Names of the public tags a change put on a project, or of the tag an event is about. */
    labels_added: z.array(z.string()),
    labels_removed: z.array(z.string()),
    /** A task's due dates after and before a change, as the task carries them. */
    due_date: z.string().nullable(),
    due_date_end: z.string().nullable(),
    due_date_previous: z.string().nullable(),
    due_date_end_previous: z.string().nullable(),
    /** A task's workers after a change. */
    workers: z.array(personSchema),
    /** A task's priority after a change. */
    priority_enum: z.enum(TASK_PRIORITIES).nullable(),
    /** The task went to the trash (rather than being gone for good). */
    was_deleted: z.boolean(),
    /** A subtask's name after and before a change. */
    taskcheck_name: z.string(),
    old_taskcheck_name: z.string(),
    /** The task a subtask was moved from (the event's task is the one it went to). */
    task_from: z.object({ id: z.number(), name: z.string() }),
    /** Subtasks added beside the one named, in the same action. */
    more_taskchecks_in_task: z.number(),
    /** The subtask is (now) a smart one. */
    to_smart_taskcheck: z.boolean(),
    /** What a conversion turned what into: task, taskcheck, smart_taskcheck or tasklist. */
    entity: z.enum(CONVERSION_ENTITIES),
    target_entity: z.enum(CONVERSION_ENTITIES),
    /** A task's total time estimate after a change, in minutes; null when there is none. */
    minutes: z.number().nullable(),
    /** The kind of a relation added or removed, read from the event's task. */
    relation_kind: z.enum(TASK_RELATION_VIEW_KINDS),
    /** The text of a comment an event is about, shortened. */
    comment_text: z.string(),
    /** The name of the file an event is about. */
    filename: z.string(),
    /** The name of the note an event is about. */
    note_name: z.string(),
    /** What was pinned or unpinned (a note, a file or a link) and its name. */
    item_kind: z.enum(['task', 'note', 'file', 'link']),
    item_name: z.string(),
    /** The emoji a reaction gave or took back (`was_deleted`). */
    reaction_emoji: z.string(),
  })
  .partial();
export type EventNotice = z.infer<typeof eventNoticeSchema>;

/** The spec's Activity event shape. */
export const activityEventSchema = z.object({
  id: z.number(),
  date_action: dateTimeSchema,
  type: eventTypeSchema,
  was_moved: z.boolean(),
  author: personSchema,
  who: personSchema.nullable(),
  project: z.object({ id: z.number(), name: z.string() }).optional(),
  tasklist: z.object({ id: z.number(), name: z.string() }).optional(),
  task: z.object({ id: z.number(), name: z.string(), is_taskcheck: z.boolean() }).optional(),
  /** The comment the event is about; `is_description` when it was the task's description. */
  comment: z.object({ id: z.number(), is_description: z.boolean() }).optional(),
  /** The note (document) the event is about. */
  document: z.object({ id: z.number(), name: z.string() }).optional(),
  notice: eventNoticeSchema.optional(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest date or moment a range takes (an ISO 8601 moment with its offset fits). */
const DATE_MAX = 40;
/** The most ids one filter names. */
const FILTER_IDS_MAX = 500;

/**
 * Checks a filter's date range: days (YYYY-MM-DD) or, `withTime`, moments (ISO 8601 with an
 * offset), the start not after the end.
 */
export function checkDateRange(
  range: { date_from: string | null; date_to: string | null } | null,
  withTime: boolean,
  ctx: z.RefinementCtx,
): void {
  if (!range) return;
  const valid = (value: string) =>
    withTime
      ? z.iso.datetime({ offset: true }).safeParse(value).success
      : DAY.test(value) && z.iso.date().safeParse(value).success;
  const message = withTime
    ? 'Enter a date and time in ISO 8601, with its offset.'
    : 'Enter a date as YYYY-MM-DD.';
  for (const key of ['date_from', 'date_to'] as const) {
    const value = range[key];
    if (value !== null && !valid(value))
      ctx.addIssue({ code: 'custom', message, path: ['date_range', key] });
  }
  if (
    range.date_from &&
    range.date_to &&
    valid(range.date_from) &&
    valid(range.date_to) &&
    new Date(range.date_from).getTime() > new Date(range.date_to).getTime()
  )
    ctx.addIssue({
      code: 'custom',
      message: 'The start of the range must not be after its end.',
      path: ['date_range', 'date_from'],
    });
}

/** The projects, people and teams a feed's filter narrows to; empty lists mean "all". */
export const filterScopeFields = {
  projects_ids: z.array(idSchema).max(FILTER_IDS_MAX, 'Choose at most 500 projects.').default([]),
  users_ids: z.array(idSchema).max(FILTER_IDS_MAX, 'Choose at most 500 people.').default([]),
  teams_uuids: z
    .array(z.uuid('Enter a valid uuid.'))
    .max(100, 'Choose at most 100 teams.')
    .default([]),
};

/** A filter's range of dates, either end open. */
export const dateRangeSchema = z
  .object({
    date_from: z.string().max(DATE_MAX, 'Enter a shorter date.').nullable(),
    date_to: z.string().max(DATE_MAX, 'Enter a shorter date.').nullable(),
  })
  .nullable()
  .default(null);

/**
 * The spec's Activity filter. Empty lists mean "all". `date_range` holds days (YYYY-MM-DD, whole
 * days in the viewer's time zone, both included) or, with `use_date_with_time`, moments
 * (ISO 8601 with an offset). Teams come with business accounts; until then no event is a team's,
 * so naming a team finds nothing.
 */
export const activityFilterSchema = z
  .object({
    ...filterScopeFields,
    events_types: z.array(eventTypeSchema).max(EVENT_TYPES.length).default([]),
    order: z.enum(['desc', 'asc'], { error: 'Choose desc or asc.' }).default('desc'),
    date_range: dateRangeSchema,
    use_date_with_time: z.boolean().default(false),
    /**
     * Only what concerns the viewer, as notifications decide it (tasks they created, work on or
     * follow, notes and lists they follow, mentions, their comments, themselves), without their
     * own actions. Our own addition, for the dashboard.
     */
    concerns_me: z.boolean({ error: 'Choose true or false.' }).default(false),
  })
  .superRefine((filter, ctx) => checkDateRange(filter.date_range, filter.use_date_with_time, ctx));
export type ActivityFilter = z.infer<typeof activityFilterSchema>;
export type ActivityFilterInput = z.input<typeof activityFilterSchema>;

/** What the Activity filter offers, with the values it starts from. */
export const activityFilterDataSchema = z.object({
  events_types: z.array(eventTypeSchema),
  projects: z.array(z.object({ id: z.number(), name: z.string() })),
  users: z.array(personSchema),
  teams: z.array(z.object({ uuid: z.string(), name: z.string() })),
  default_values: z.object({
    projects_ids: z.array(z.number()),
    users_ids: z.array(z.number()),
    teams_uuids: z.array(z.string()),
    events_types: z.array(eventTypeSchema),
    order: z.enum(['desc', 'asc']),
    date_range: z.null(),
    use_date_with_time: z.boolean(),
  }),
});
export type ActivityFilterData = z.infer<typeof activityFilterDataSchema>;

export const eventEndpoints = {
  projectEvents: endpoint({
    method: 'GET',
    path: '/api/events/project',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ events: z.array(activityEventSchema) }),
  }),
  /** The Activity filter's options and default values. */
  filterData: endpoint({
    method: 'GET',
    path: '/api/events/find-filter-data',
    auth: 'user',
    response: activityFilterDataSchema,
  }),
  /**
   * The activity the viewer sees in all their projects, as the filter chooses, a page of 50 at a
   * time (`p` from 0); `has_more` says whether another page follows.
   */
  find: endpoint({
    method: 'POST',
    path: '/api/events/find-events-data',
    auth: 'user',
    query: z.object({ p: z.coerce.number().int().min(0).max(10_000).default(0) }),
    body: activityFilterSchema,
    response: z.object({
      events: z.array(activityEventSchema),
      page: z.number(),
      has_more: z.boolean(),
    }),
  }),
};

/** A topic a client may follow: `project.12`, `task.55`, `user.7`. */
export const topicSchema = z
  .string()
  .max(LIMITS.topicMax)
  .regex(/^(project|task|user)\.[1-9][0-9]{0,15}$/);

/** What travels on the WebSocket from the browser. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
  /**
   * After a reconnect: replay what this client missed since the last event it saw (after its
   * subscriptions, which the server handles in the order they came).
   */
  z.object({ type: z.literal('resume'), after_id: z.number().int().nonnegative() }),
  ...docClientMessageSchemas,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A thin event: enough to know which queries are stale, never the data itself. */
export const realtimeEventSchema = z.object({
  id: z.number(),
  type: eventTypeSchema,
  actor_id: z.number(),
  project_id: z.number().nullable(),
  tasklist_id: z.number().nullable(),
  task_id: z.number().nullable(),
  version: z.number().nullable(),
  mutation_id: z.string().nullable(),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** What travels on the WebSocket from the server. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('subscribe_denied'), topic: z.string() }),
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  z.object({ type: z.literal('event'), topic: z.string(), event: realtimeEventSchema }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), message: z.string() }),
  /** Sent once a connection is open: where the event stream stands, to resume from later. */
  z.object({ type: z.literal('welcome'), last_event_id: z.number() }),
  /** The missed events were sent again (`count` of them, before this message). */
  z.object({ type: z.literal('resumed'), count: z.number() }),
  /** The gap is too old or too long to replay: refetch what is on screen. */
  z.object({ type: z.literal('resync') }),
  /** New notifications reached the person (`newest_id` the latest of them): refetch the bell. */
  z.object({ type: z.literal('notifications'), newest_id: z.number() }),
  /**
   * Someone the person works with (`user_id`) turned their out of office on, changed it or
   * turned it off: refetch the calendar's periods. Their own account change stays on their topic.
   */
  z.object({ type: z.literal('out_of_office_changed'), user_id: z.number() }),
  ...docServerMessageSchemas,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
