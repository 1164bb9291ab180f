import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, personSchema, stateSchema } from './common.ts';
import { LIMITS } from './limits.ts';
import { TASK_RELATION_KINDS, TASK_RELATION_VIEW_KINDS } from './task-relation-kinds.ts';
import { taskSchema, tidQuerySchema } from './tasks.ts';

export const taskRelationKindSchema = z.enum(TASK_RELATION_KINDS, {
  error: `Choose a kind: ${TASK_RELATION_KINDS.join(', ')}.`,
});

/** The other task of a relation, as far as the viewer needs it to find it. */
export const relatedTaskSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  state: stateSchema,
  /** The task is in the trash. */
  is_deleted: z.boolean(),
  project: z.object({ id: z.number(), name: z.string() }),
  tasklist: z.object({ id: z.number(), name: z.string() }),
});
export type RelatedTask = z.infer<typeof relatedTaskSchema>;

/** A relation as seen from one of its tasks; `kind` reads from that task. */
export const taskRelationSchema = z.object({
  uuid: z.string(),
  kind: z.enum(TASK_RELATION_VIEW_KINDS),
  task: relatedTaskSchema,
  author: personSchema.nullable(),
  date_add: dateTimeSchema,
  /** Whether the viewer may remove it (they may edit one of its tasks). */
  can_delete: z.boolean(),
});
export type TaskRelation = z.infer<typeof taskRelationSchema>;

/** A relation from the task in the query to another task, named by id or uuid (one of them). */
export const createTaskRelationBodySchema = z
  .object({
    kind: taskRelationKindSchema,
    target_task_id: idSchema.optional(),
    target_task_uuid: z.uuid('Enter a valid uuid.').optional(),
  })
  .refine((b) => (b.target_task_id === undefined) !== (b.target_task_uuid === undefined), {
    message: 'Give either the other task id (target_task_id) or its uuid.',
    path: ['target_task_id'],
  });
export type CreateTaskRelationInput = z.input<typeof createTaskRelationBodySchema>;

export const relationCandidatesQuerySchema = tidQuerySchema.extend({
  q: z
    .string()
    .trim()
    .min(
      LIMITS.searchQueryMin,
      `Search query must be at least ${LIMITS.searchQueryMin} characters long.`,
    )
    .max(LIMITS.nameMax, `The search can be at most ${LIMITS.nameMax} characters long.`),
});

export const taskRelationEndpoints = {
  /**
   * The task's relations with tasks the viewer sees; the others are only counted. The flag says
   * whether an unfinished task the viewer cannot see blocks this one.
   */
  list: endpoint({
    method: 'GET',
    path: '/api/task-relations/list',
    auth: 'user',
    query: tidQuerySchema,
    response: z.object({
      relations: z.array(taskRelationSchema),
      hidden_count: z.number(),
      has_unnacessable_blocking_task: z.boolean(),
    }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/task-relations/create',
    auth: 'user',
    query: tidQuerySchema,
    body: createTaskRelationBodySchema,
    response: z.object({ relation: taskRelationSchema, task: taskSchema }),
    status: 201,
  }),
  /** Removes a relation; answers both tasks as they now are. */
  delete: endpoint({
    method: 'DELETE',
    path: '/api/task-relations/delete',
    auth: 'user',
    query: z.object({ uuid: z.uuid('Enter a valid uuid.') }),
    response: z.object({ tasks: z.array(taskSchema) }),
  }),
  /** Tasks the viewer sees, in any of their projects, whose name contains the query. */
  candidates: endpoint({
    method: 'GET',
    path: '/api/task-relations/candidates',
    auth: 'user',
    query: relationCandidatesQuerySchema,
    response: z.object({ tasks: z.array(relatedTaskSchema) }),
  }),
};
