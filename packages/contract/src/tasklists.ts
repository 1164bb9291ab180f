import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, nameSchema, stateSchema } from './common.ts';
import { pidQuerySchema } from './projects.ts';

export const tasklistAbilitiesSchema = z.object({ update: z.boolean(), create_task: z.boolean() });

/** A task list (document 1, section 3). */
export const tasklistSchema = z.object({
  id: z.number(),
  name: z.string(),
  state: stateSchema,
  count_active_tasks: z.number(),
  has_pinned_documents: z.boolean(),
  date_activation: dateTimeSchema,
  date_finished: dateTimeSchema.nullable(),
  count_comments: z.number(),
  project: z.object({ id: z.number() }),
  version: z.number(),
  abilities: tasklistAbilitiesSchema,
});
export type Tasklist = z.infer<typeof tasklistSchema>;

export const tasklistEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/tasklists/list',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ tasklists: z.array(tasklistSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/tasklists/create',
    auth: 'user',
    query: pidQuerySchema,
    body: z.object({ name: nameSchema }),
    response: z.object({ tasklist: tasklistSchema }),
    status: 201,
  }),
};
