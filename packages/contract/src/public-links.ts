import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, okSchema, personSchema } from './common.ts';
import { tidQuerySchema } from './tasks.ts';

/** A public link: its token, the address to share, and what it shows. */
export const publicLinkSchema = z.object({
  token: z.string(),
  /** The address to share: the public view of the item. */
  url: z.string(),
  date_add: dateTimeSchema,
  created_by: personSchema,
  target: z.object({
    type: z.literal('task'),
    id: z.number(),
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
    response: z.object({ type: z.literal('task'), task: publicTaskSchema }),
  }),
};
