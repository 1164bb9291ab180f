import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, nameSchema, personSchema } from './common.ts';
import { LIMITS } from './limits.ts';
import { pidQuerySchema } from './projects.ts';

/**
 * A note (document) as lists show it (document 1 and 2): who wrote and last changed it, the task
 * list it belongs to (`tasklist_id`, whose ACL then applies), its comments' count and whether the
 * viewer follows it (`is_tracked`). `excerpt` is the start of its text, for cards.
 */
export const noteListItemSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  excerpt: z.string(),
  date_add: dateTimeSchema,
  date_upd: dateTimeSchema,
  author: personSchema,
  updated_by: personSchema.nullable(),
  project: z.object({ id: z.number(), name: z.string() }),
  tasklist_id: z.number().nullable(),
  count_comments: z.number(),
  is_tracked: z.boolean(),
  /** In the trash since then; null for a note in use. */
  date_deleted: dateTimeSchema.nullable(),
  /** Whether the viewer may edit it (and put it in the trash). */
  can_edit: z.boolean(),
});
export type NoteListItem = z.infer<typeof noteListItemSchema>;

/**
 * A note with its content (sanitized HTML), the people who can open it (`users`), those who follow
 * it (`tracking_users`) and the order its comments are shown in (`comments_order`, the viewer's
 * setting). `version` guards edits made through the API; `doc_generation` names the shared
 * document editors join (a restore starts a new one).
 */
export const noteSchema = noteListItemSchema.extend({
  content: z.string(),
  users: z.array(personSchema),
  tracking_users: z.array(personSchema),
  comments_order: z.enum(['asc', 'desc']),
  version: z.number(),
  doc_generation: z.number(),
});
export type Note = z.infer<typeof noteSchema>;

/** One version a note went through (document 2): its name and content, when and by whom. */
export const noteHistoryEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  content: z.string(),
  date_edit: dateTimeSchema,
  editor: personSchema,
});
export type NoteHistoryEntry = z.infer<typeof noteHistoryEntrySchema>;

const noteContentSchema = z
  .string()
  .max(
    LIMITS.noteContentMax,
    `A note can be at most ${LIMITS.noteContentMax.toLocaleString('en-US')} characters long.`,
  );

export const createNoteBodySchema = z.object({
  name: nameSchema,
  content: noteContentSchema.optional(),
  /** The task list the note belongs to; none for the project as a whole. */
  tasklist_id: idSchema.nullable().optional(),
});
export const updateNoteBodySchema = z.object({
  name: nameSchema.optional(),
  content: noteContentSchema.optional(),
  tasklist_id: idSchema.nullable().optional(),
  /** The version the change was made on: an older one answers 409 (editors of the shared document send none). */
  version: z.number().int().positive().optional(),
  /**
   * The generation of the shared document the content was written in: a save from before an
   * older version was restored answers 409 instead of undoing the restore.
   */
  doc_generation: z.number().int().positive().optional(),
});

export const noteIdQuerySchema = z.object({ id: idSchema });
const noteListQuerySchema = pidQuerySchema.extend({
  /** `1` lists the project's notes in the trash instead. */
  trashed: z.enum(['0', '1']).optional(),
});

const noteResponse = z.object({ note: noteSchema });

export const noteEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notes/list',
    auth: 'user',
    query: noteListQuerySchema,
    response: z.object({ notes: z.array(noteListItemSchema) }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/notes/detail',
    auth: 'user',
    query: noteIdQuerySchema,
    response: noteResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/notes/create',
    auth: 'user',
    query: pidQuerySchema,
    body: createNoteBodySchema,
    response: noteResponse,
    status: 201,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/notes/update',
    auth: 'user',
    query: noteIdQuerySchema,
    body: updateNoteBodySchema,
    response: noteResponse,
  }),
  trash: endpoint({
    method: 'POST',
    path: '/api/notes/delete',
    auth: 'user',
    query: noteIdQuerySchema,
    response: noteResponse,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/notes/restore',
    auth: 'user',
    query: noteIdQuerySchema,
    response: noteResponse,
  }),
  track: endpoint({
    method: 'POST',
    path: '/api/notes/track',
    auth: 'user',
    query: noteIdQuerySchema,
    body: z.object({ is_tracked: z.boolean({ error: 'Send is_tracked as true or false.' }) }),
    response: noteResponse,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/notes/history',
    auth: 'user',
    query: noteIdQuerySchema,
    response: z.object({ history: z.array(noteHistoryEntrySchema) }),
  }),
  restoreVersion: endpoint({
    method: 'POST',
    path: '/api/notes/restore-version',
    auth: 'user',
    query: noteIdQuerySchema.extend({ hid: idSchema }),
    response: noteResponse,
  }),
};

/** The shared document of a note, as editors name it on the WebSocket. */
export const noteDocNameSchema = z
  .string()
  .max(LIMITS.topicMax)
  .regex(/^note\.[1-9][0-9]{0,15}$/);

const base64 = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/);
/** Client messages of co-editing: join, send changes and presence, leave. */
export const docClientMessageSchemas = [
  /** Join a note's shared document, telling what this client already has (a Yjs state vector). */
  z.object({
    type: z.literal('doc_open'),
    doc: noteDocNameSchema,
    state_vector: base64(LIMITS.noteAwarenessMax),
  }),
  z.object({
    type: z.literal('doc_update'),
    doc: noteDocNameSchema,
    generation: z.number().int().positive(),
    update: base64(LIMITS.noteDocUpdateMax),
  }),
  z.object({
    type: z.literal('doc_awareness'),
    doc: noteDocNameSchema,
    update: base64(LIMITS.noteAwarenessMax),
  }),
  z.object({ type: z.literal('doc_close'), doc: noteDocNameSchema }),
] as const;

/** Server messages of co-editing. */
export const docServerMessageSchemas = [
  /**
   * The answer to `doc_open`: what the client misses (`update`), what the server has
   * (`state_vector`, so the client sends back what the server misses), and whether it may edit.
   */
  z.object({
    type: z.literal('doc_state'),
    doc: z.string(),
    generation: z.number(),
    update: z.string(),
    state_vector: z.string(),
    editable: z.boolean(),
  }),
  z.object({
    type: z.literal('doc_update'),
    doc: z.string(),
    generation: z.number(),
    update: z.string(),
  }),
  z.object({ type: z.literal('doc_awareness'), doc: z.string(), update: z.string() }),
  /** The document started over (an older version was restored): open it again. */
  z.object({ type: z.literal('doc_reset'), doc: z.string(), generation: z.number() }),
  /** The client may not open or change this document (any more). */
  z.object({ type: z.literal('doc_denied'), doc: z.string(), message: z.string() }),
] as const;
