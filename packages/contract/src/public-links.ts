import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, okSchema, personSchema } from './common.ts';
import { tidQuerySchema, tlidQuerySchema } from './tasks.ts';

/** A public link: its token, the address to share, and what it shows. */
export const publicLinkSchema = z.object({
  token: z.string(),
  /** The address to share: the public view of the item. */
  url: z.string(),
  date_add: dateTimeSchema,
  created_by: personSchema,
  /**
   * What it shows: a task, a note or a task list (by id), or a file or a project's link (its id,
   * and `uuid` to open it).
   */
  target: z.object({
    type: z.enum(['task', 'note', 'file', 'tasklist', 'link']),
    id: z.number(),
    uuid: z.string().nullable(),
    name: z.string(),
    project: z.object({ id: z.number(), name: z.string() }),
  }),
});
export type PublicLink = z.infer<typeof publicLinkSchema>;

/** What anyone with the link sees of a task: read-only, nothing about the people around it. */
export const publicTaskSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  finished: z.boolean(),
  due_date: dateTimeSchema.nullable(),
  due_date_end: dateTimeSchema.nullable(),
  project_name: z.string(),
  tasklist_name: z.string(),
  subtasks: z.array(z.object({ name: z.string(), finished: z.boolean() })),
});
export type PublicTask = z.infer<typeof publicTaskSchema>;

/** What anyone with the link sees of a note: its name and content, read-only. */
export const publicNoteSchema = z.object({
  name: z.string(),
  content: z.string(),
  date_upd: dateTimeSchema,
  project_name: z.string(),
});
export type PublicNote = z.infer<typeof publicNoteSchema>;

/** What anyone with the link sees of a file: what it is, its picture, and its download. */
export const publicFileSchema = z.object({
  original_filename: z.string(),
  mime_type: z.string(),
  size: z.number(),
  date_add: dateTimeSchema,
  project_name: z.string(),
  /** The picture's preview, when it is one. */
  preview_url: z.string().nullable(),
  download_url: z.string(),
});
export type PublicFile = z.infer<typeof publicFileSchema>;

/** What anyone with the link sees of a task list: its name and its tasks. */
export const publicTasklistSchema = z.object({
  name: z.string(),
  project_name: z.string(),
  tasks: z.array(
    z.object({ name: z.string(), finished: z.boolean(), due_date_end: dateTimeSchema.nullable() }),
  ),
});
export type PublicTasklist = z.infer<typeof publicTasklistSchema>;

/** What anyone with the link sees of a project's link: its name and address. */
export const publicProjectLinkSchema = z.object({
  name: z.string(),
  url: z.string(),
  project_name: z.string(),
});
export type PublicProjectLink = z.infer<typeof publicProjectLinkSchema>;

export const publicTokenQuerySchema = z.object({
  token: z
    .string({ error: 'Give the token of the link.' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This is not the token of a link.'),
});

/** Public links: sharing an item with people outside, read-only. */
export const publicLinkEndpoints = {
  /** Shares the task: its link in force, made when there is none. Needs the right to edit it. */
  shareTask: endpoint({
    method: 'POST',
    path: '/api/public-links/share-task',
    auth: 'user',
    query: tidQuerySchema,
    response: z.object({ public_link: publicLinkSchema }),
  }),
  /** The task's link in force, or null. */
  ofTask: endpoint({
    method: 'GET',
    path: '/api/public-links/of-task',
    auth: 'user',
    query: tidQuerySchema,
    response: z.object({ public_link: publicLinkSchema.nullable() }),
  }),
  /** Shares the note: its link in force, made when there is none. Needs the right to edit it. */
  shareNote: endpoint({
    method: 'POST',
    path: '/api/public-links/share-note',
    auth: 'user',
    query: z.object({ id: idSchema }),
    response: z.object({ public_link: publicLinkSchema }),
  }),
  ofNote: endpoint({
    method: 'GET',
    path: '/api/public-links/of-note',
    auth: 'user',
    query: z.object({ id: idSchema }),
    response: z.object({ public_link: publicLinkSchema.nullable() }),
  }),
  /** Shares the file: its link in force, made when there is none. Its uploader and managers. */
  shareFile: endpoint({
    method: 'POST',
    path: '/api/public-links/share-file',
    auth: 'user',
    query: z.object({ uuid: z.uuid('Enter a valid uuid.') }),
    response: z.object({ public_link: publicLinkSchema }),
  }),
  ofFile: endpoint({
    method: 'GET',
    path: '/api/public-links/of-file',
    auth: 'user',
    query: z.object({ uuid: z.uuid('Enter a valid uuid.') }),
    response: z.object({ public_link: publicLinkSchema.nullable() }),
  }),
  /** Shares the task list: who may shape it (rename, archive) shares it. */
  shareTasklist: endpoint({
    method: 'POST',
    path: '/api/public-links/share-tasklist',
    auth: 'user',
    query: tlidQuerySchema,
    response: z.object({ public_link: publicLinkSchema }),
  }),
  ofTasklist: endpoint({
    method: 'GET',
    path: '/api/public-links/of-tasklist',
    auth: 'user',
    query: tlidQuerySchema,
    response: z.object({ public_link: publicLinkSchema.nullable() }),
  }),
  /** Shares a project's link: its author and those who manage the project. */
  shareLink: endpoint({
    method: 'POST',
    path: '/api/public-links/share-link',
    auth: 'user',
    query: z.object({ uuid: z.uuid('Enter a valid uuid.') }),
    response: z.object({ public_link: publicLinkSchema }),
  }),
  ofLink: endpoint({
    method: 'GET',
    path: '/api/public-links/of-link',
    auth: 'user',
    query: z.object({ uuid: z.uuid('Enter a valid uuid.') }),
    response: z.object({ public_link: publicLinkSchema.nullable() }),
  }),
  /** The links the caller made and are in force (`/lists/public-items`). */
  mine: endpoint({
    method: 'GET',
    path: '/api/public-links/mine',
    auth: 'user',
    response: z.object({ public_links: z.array(publicLinkSchema) }),
  }),
  /** Stops a link: it shows nothing from now on. Its maker, or whoever edits the item. */
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/public-links/revoke',
    auth: 'user',
    query: publicTokenQuerySchema,
    response: okSchema,
  }),
  /** The shared item, for anyone with the link (`/public/shared-link-view`). */
  view: endpoint({
    method: 'GET',
    path: '/public/shared-link-view/data',
    auth: 'public',
    query: publicTokenQuerySchema,
    response: z.discriminatedUnion('type', [
      z.object({ type: z.literal('task'), task: publicTaskSchema }),
      z.object({ type: z.literal('note'), note: publicNoteSchema }),
      z.object({ type: z.literal('file'), file: publicFileSchema }),
      z.object({ type: z.literal('tasklist'), tasklist: publicTasklistSchema }),
      z.object({ type: z.literal('link'), link: publicProjectLinkSchema }),
    ]),
  }),
  /** A shared file's bytes: its preview to show (`preview=1`), or the file as an attachment. */
  viewFile: endpoint({
    method: 'GET',
    path: '/public/shared-link-view/file',
    auth: 'public',
    query: publicTokenQuerySchema.extend({ preview: z.enum(['1']).optional() }),
    binary: true,
    response: z.unknown(),
  }),
};
