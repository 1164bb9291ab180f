import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { emailSchema, idSchema, nameSchema, personSchema, stateSchema } from './common.ts';
import { CURRENCIES } from './limits.ts';

/** A colour as the spec stores it: 3- or 6-digit hex. */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'The colour must be a 3- or 6-digit hex value.');

/** What the actor may do with a project; the web app reads these instead of re-deriving rules. */
export const projectAbilitiesSchema = z.object({
  update: z.boolean(),
  create_tasklist: z.boolean(),
  manage_workers: z.boolean(),
});

export const projectSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  state: stateSchema,
  owner: personSchema,
  author: personSchema,
  isCommander: z.boolean(),
  workers: z.array(personSchema),
  commanders: z.array(z.number()),
  version: z.number(),
  abilities: projectAbilitiesSchema,
});
export type Project = z.infer<typeof projectSchema>;

export const createProjectBodySchema = z.object({
  name: nameSchema,
  color: hexColorSchema.nullable().optional(),
  currency: z.enum(CURRENCIES).optional(),
});

export const pidQuerySchema = z.object({ pid: idSchema });

/** Adds people who already have an account to a project, by e-mail. */
export const addWorkersBodySchema = z.object({
  new_workers: z
    .array(emailSchema)
    .min(1, 'Enter at least one e-mail address.')
    .max(50, 'Add at most 50 people at once.'),
});

export const projectEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects/list',
    auth: 'user',
    response: z.object({ projects: z.array(projectSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects/create',
    auth: 'user',
    body: createProjectBodySchema,
    response: z.object({ project: projectSchema }),
    status: 201,
  }),
  addWorkers: endpoint({
    method: 'POST',
    path: '/api/projects/add-workers',
    auth: 'user',
    query: pidQuerySchema,
    body: addWorkersBodySchema,
    response: z.object({ project: projectSchema }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/projects/detail',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ project: projectSchema }),
  }),
};
