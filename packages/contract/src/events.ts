import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, personSchema } from './common.ts';
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

export const eventEndpoints = {
  projectEvents: endpoint({
    method: 'GET',
    path: '/api/events/project',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ events: z.array(activityEventSchema) }),
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
  ...docServerMessageSchemas,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
