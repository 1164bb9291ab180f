import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, nameSchema, personSchema, stateSchema } from './common.ts';
import { pidQuerySchema } from './projects.ts';

export const taskAbilitiesSchema = z.object({
  update: z.boolean(),
  finish: z.boolean(),
});

/** A task as the thin journey needs it; later work fills in the rest of document 2's fields. */
export const taskSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  state: stateSchema,
  author: personSchema,
  finished_by: personSchema.nullable(),
  date_add: dateTimeSchema,
  date_finished: dateTimeSchema.nullable(),
  project: z.object({ id: z.number() }),
  tasklist: z.object({ id: z.number() }),
  sorting_id: z.number(),
  version: z.number(),
  abilities: taskAbilitiesSchema,
});
export type Task = z.infer<typeof taskSchema>;

export const tidQuerySchema = z.object({ tid: idSchema });
export const tlidQuerySchema = z.object({ tlid: idSchema });

const taskResponse = z.object({ task: taskSchema });

export const taskEndpoints = {
  listByProject: endpoint({
    method: 'GET',
    path: '/api/tasks/list',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ tasks: z.array(taskSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/tasks/create',
    auth: 'user',
    query: tlidQuerySchema,
    body: z.object({ name: nameSchema }),
    response: taskResponse,
    status: 201,
  }),
  finish: endpoint({
    method: 'POST',
    path: '/api/tasks/finish',
    auth: 'user',
    query: tidQuerySchema,
    response: taskResponse,
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/api/tasks/reopen',
    auth: 'user',
    query: tidQuerySchema,
    response: taskResponse,
  }),
};
