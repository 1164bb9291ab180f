import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, nameSchema, okSchema, personSchema } from './common.ts';
import { pidQuerySchema } from './projects.ts';

/** A link a project keeps (document 1): uuid, name, address, its comments' count. */
export const projectLinkSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  url: z.string(),
  count_comments: z.number(),
  author: personSchema,
  date_add: dateTimeSchema,
  project: z.object({ id: z.number(), name: z.string() }),
  /** Whether the viewer may rename or remove it (its author, or who manages the project). */
  can_edit: z.boolean(),
});
export type ProjectLink = z.infer<typeof projectLinkSchema>;

const ADDRESS = 'Enter an address that starts with https:// or http://.';
/** A web address people open: http or https, at most 2,000 characters. */
export const linkAddressSchema = z
  .string({ error: ADDRESS })
  .trim()
  .max(2000, 'An address can be at most 2,000 characters long.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, ADDRESS);

export const projectLinkBodySchema = z.object({ name: nameSchema, url: linkAddressSchema });
export const projectLinkEditSchema = z.object({
  name: nameSchema.optional(),
  url: linkAddressSchema.optional(),
});
export const linkUuidQuerySchema = z.object({ uuid: z.uuid('Enter a valid uuid.') });

export const projectLinkEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/project-links/list',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ links: z.array(projectLinkSchema) }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/project-links/detail',
    auth: 'user',
    query: linkUuidQuerySchema,
    response: z.object({ link: projectLinkSchema }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/project-links/create',
    auth: 'user',
    query: pidQuerySchema,
    body: projectLinkBodySchema,
    response: z.object({ link: projectLinkSchema }),
    status: 201,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/project-links/edit',
    auth: 'user',
    query: linkUuidQuerySchema,
    body: projectLinkEditSchema,
    response: z.object({ link: projectLinkSchema }),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/project-links/delete',
    auth: 'user',
    query: linkUuidQuerySchema,
    response: okSchema,
  }),
};
