import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, nameSchema, personSchema, stateSchema } from './common.ts';
import { pidQuerySchema } from './projects.ts';
import { tlidQuerySchema } from './tasks.ts';

/**
 * What the actor may do with a task list. Each ability covers an action and its undo: `archive`
 * also restores from the archive, `finish` also reopens, `delete` also restores from the trash;
 * `update` renames and moves it among the project's task lists.
 */
export const tasklistAbilitiesSchema = z.object({
  update: z.boolean(),
  create_task: z.boolean(),
  archive: z.boolean(),
  finish: z.boolean(),
  delete: z.boolean(),
});

/** A task list (document 1, section 3). */
export const tasklistSchema = z.object({
  id: z.number(),
  name: z.string(),
  state: stateSchema,
  count_active_tasks: z.number(),
  has_pinned_documents: z.boolean(),
  date_activation: dateTimeSchema,
  date_finished: dateTimeSchema.nullable(),
  /** When it went to the archive; null unless archived. */
  date_archived: dateTimeSchema.nullable(),
  count_comments: z.number(),
  project: z.object({ id: z.number() }),
  version: z.number(),
  abilities: tasklistAbilitiesSchema,
});
export type Tasklist = z.infer<typeof tasklistSchema>;

/** A task list in the trash, with its project and who put it there. */
export const trashedTasklistSchema = tasklistSchema.extend({
  project: z.object({ id: z.number(), name: z.string() }),
  date_deleted: dateTimeSchema,
  deleted_by: personSchema.nullable(),
});
export type TrashedTasklist = z.infer<typeof trashedTasklistSchema>;

/** Most task lists a project's reorder accepts at once. */
export const TASKLIST_ORDER_MAX = 1000;

/** A rename; `version` must be the one the editor saw (409 otherwise). */
export const updateTasklistBodySchema = z.object({
  name: nameSchema,
  version: z.number().int().positive(),
});

/** The ids of the project's task lists on the board (the ones the actor sees), in the new order. */
export const reorderTasklistsBodySchema = z.object({
  order: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .min(1, 'List at least one task list.')
    .max(TASKLIST_ORDER_MAX, `List at most ${TASKLIST_ORDER_MAX} task lists.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each task list can appear only once.'),
});

/** Moves a task list with its tasks to another of the actor's active projects. */
export const moveTasklistBodySchema = z.object({ project_id: idSchema });

/** Copies a task list with its tasks into another project; the copy keeps the name unless given. */
export const copyTasklistBodySchema = z.object({
  project_id: idSchema,
  name: nameSchema.optional(),
});

const tasklistResponse = z.object({ tasklist: tasklistSchema });
const tasklistsResponse = z.object({ tasklists: z.array(tasklistSchema) });

/** A state change of one task list: POST with its id, answering the changed task list. */
const transition = <const P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'user',
    query: tlidQuerySchema,
    response: tasklistResponse,
  });

export const tasklistEndpoints = {
  /** One task list the viewer sees, wherever it is (archived or in the trash too). */
  detail: endpoint({
    method: 'GET',
    path: '/api/tasklists/detail',
    auth: 'user',
    query: tlidQuerySchema,
    response: tasklistResponse,
  }),
  /** The project's board: active and finished task lists, not archived, not in the trash. */
  list: endpoint({
    method: 'GET',
    path: '/api/tasklists/list',
    auth: 'user',
    query: pidQuerySchema,
    response: tasklistsResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/tasklists/create',
    auth: 'user',
    query: pidQuerySchema,
    body: z.object({ name: nameSchema }),
    response: tasklistResponse,
    status: 201,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/tasklists/update',
    auth: 'user',
    query: tlidQuerySchema,
    body: updateTasklistBodySchema,
    response: tasklistResponse,
  }),
  /** Answers the board in its new order. */
  reorder: endpoint({
    method: 'POST',
    path: '/api/tasklists/reorder',
    auth: 'user',
    query: pidQuerySchema,
    body: reorderTasklistsBodySchema,
    response: tasklistsResponse,
  }),
  archive: transition('/api/tasklists/archive'),
  restore: transition('/api/tasklists/restore'),
  finish: transition('/api/tasklists/finish'),
  reopen: transition('/api/tasklists/reopen'),
  delete: transition('/api/tasklists/delete'),
  restoreFromTrash: transition('/api/tasklists/restore-from-trash'),
  /** The project's archived task lists, latest archived first. */
  archived: endpoint({
    method: 'GET',
    path: '/api/tasklists/archived',
    auth: 'user',
    query: pidQuerySchema,
    response: tasklistsResponse,
  }),
  /** Answers the task list as it now is, in the target project. */
  move: endpoint({
    method: 'POST',
    path: '/api/tasklists/move',
    auth: 'user',
    query: tlidQuerySchema,
    body: moveTasklistBodySchema,
    response: tasklistResponse,
  }),
  /** Answers the new copy. */
  copy: endpoint({
    method: 'POST',
    path: '/api/tasklists/copy',
    auth: 'user',
    query: tlidQuerySchema,
    body: copyTasklistBodySchema,
    response: tasklistResponse,
    status: 201,
  }),
  /** Task lists in the trash across the projects the actor may see, latest deleted first. */
  trash: endpoint({
    method: 'GET',
    path: '/api/tasklists/trash',
    auth: 'user',
    response: z.object({ tasklists: z.array(trashedTasklistSchema) }),
  }),
};
