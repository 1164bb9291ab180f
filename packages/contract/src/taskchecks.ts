import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  dateTimeSchema,
  idSchema,
  nameSchema,
  okSchema,
  personSchema,
  placedBody,
  stateSchema,
} from './common.ts';
import { LIMITS } from './limits.ts';
import {
  dueDateSchema,
  taskAbilitiesSchema,
  taskPrioritySchema,
  taskSchema,
  tidQuerySchema,
} from './tasks.ts';
import { tasklistSchema } from './tasklists.ts';

const labelsSchema = taskSchema.shape.labels;

/** The task behind a smart subtask, as its row in the parent shows it. */
export const taskcheckSmartTaskSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  priority_enum: taskPrioritySchema.nullable(),
  labels: labelsSchema,
  workers: z.array(personSchema),
});

/**
 * A subtask (the spec's taskcheck, document 2, section 3). A smart one has a task of its own
 * (`smart_task`): its name, state, worker and due dates are that task's.
 */
export const taskcheckSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  /** The task the subtask belongs to. */
  task_id: z.number(),
  name: z.string(),
  state: stateSchema,
  /** Who does it; for a smart subtask the first worker of its task. */
  worker: personSchema.nullable(),
  due_date: z.string().nullable(),
  due_date_end: z.string().nullable(),
  /** Due dates relative to a template's start, in days (templates). */
  due_date_plus_days: z.number().nullable(),
  due_date_end_plus_days: z.number().nullable(),
  author: personSchema,
  finished_by: personSchema.nullable(),
  date_add: dateTimeSchema,
  date_finished: dateTimeSchema.nullable(),
  /** Its place among the task's subtasks; they sort by it (byte order), then by id. */
  sorting_key: z.string(),
  smart_task: taskcheckSmartTaskSchema.nullable(),
  /** The subtask's own name and state, spelt as the spec's task-like views read them. */
  subtask_name: z.string(),
  subtask_state: stateSchema,
  /** The smart task's labels and priority; empty for a plain subtask. */
  labels: labelsSchema,
  priority_enum: taskPrioritySchema.nullable(),
  version: z.number(),
});
export type Taskcheck = z.infer<typeof taskcheckSchema>;

export const taskcheckIdQuerySchema = z.object({ id: idSchema });

/** Where a new subtask goes: after the given one of the same task, or at the end. */
const afterIdSchema = idSchema.optional();

/** A new subtask; the worker must be a member of the project who sees the task's list. */
export const taskcheckCreateBodySchema = z.object({
  name: nameSchema,
  worker_id: idSchema.nullable().optional(),
  due_date: dueDateSchema.nullable().optional(),
  due_date_end: dueDateSchema.nullable().optional(),
  after_id: afterIdSchema,
});
export type TaskcheckCreateInput = z.input<typeof taskcheckCreateBodySchema>;

/**
 * Many subtasks at once: pasted text (one name a line) or a list of names. Empty lines are
 * skipped; lines that cannot be names come back in `invalid_taskchecks_names`.
 */
export const taskcheckBulkBodySchema = z.object({
  names: z.union(
    [
      z
        .string()
        .max(
          LIMITS.taskchecksBulkTextMax,
          `Paste at most ${LIMITS.taskchecksBulkTextMax} characters at once.`,
        ),
      z
        .array(
          z
            .string()
            .max(
              LIMITS.taskchecksBulkTextMax,
              `Paste at most ${LIMITS.taskchecksBulkTextMax} characters at once.`,
            ),
        )
        .max(LIMITS.taskchecksBulkMax, `Add at most ${LIMITS.taskchecksBulkMax} subtasks at once.`),
    ],
    { error: 'Send the names as text, one a line, or as a list.' },
  ),
});

/** An edit of a subtask at the version the editor saw (409 otherwise); null clears a field. */
export const taskcheckUpdateBodySchema = z.object({
  version: z.number().int().positive(),
  name: nameSchema.optional(),
  worker_id: idSchema.nullable().optional(),
  due_date: dueDateSchema.nullable().optional(),
  due_date_end: dueDateSchema.nullable().optional(),
});
export type TaskcheckUpdateInput = z.input<typeof taskcheckUpdateBodySchema>;

/** A move: right before one subtask of the same task, or right after one; exactly one of them. */
export const taskcheckReorderBodySchema = placedBody({});

/**
 * A subtask moved to another task of its project: at the end of that task's subtasks, or right
 * before or after one of them (at most one of the two).
 */
export const taskcheckMoveBodySchema = z
  .object({
    task_id: idSchema,
    before_id: idSchema.optional(),
    after_id: idSchema.optional(),
  })
  .refine((body) => body.before_id === undefined || body.after_id === undefined, {
    message: 'Send before_id or after_id, not both.',
    path: ['after_id'],
  });

/** A smart subtask: a subtask with a task of its own (workers, labels, priority, comments). */
export const taskcheckCreateSmartBodySchema = taskcheckCreateBodySchema.extend({
  task_id: idSchema,
});

/** A task made into a subtask of another task of its project; smart keeps its task whole. */
export const taskToTaskcheckBodySchema = z.object({
  parent_task_id: idSchema,
  smart: z.boolean().optional(),
});

const taskcheckResponse = z.object({ taskcheck: taskcheckSchema });

export const taskcheckEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/taskchecks/list',
    auth: 'user',
    query: tidQuerySchema,
    response: z.object({
      taskchecks: z.array(taskcheckSchema),
      /** The people a subtask of this task can be given to. */
      workers: z.array(personSchema),
      /** What the viewer may do with the task, and so with its subtasks. */
      abilities: taskAbilitiesSchema,
    }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/taskchecks/create',
    auth: 'user',
    query: tidQuerySchema,
    body: taskcheckCreateBodySchema,
    response: taskcheckResponse,
    status: 201,
  }),
  createBulk: endpoint({
    method: 'POST',
    path: '/api/taskchecks/create-bulk',
    auth: 'user',
    query: tidQuerySchema,
    body: taskcheckBulkBodySchema,
    response: z.object({
      taskchecks: z.array(taskcheckSchema),
      invalid_taskchecks_names: z.array(z.string()),
    }),
    status: 201,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/taskchecks/update',
    auth: 'user',
    query: taskcheckIdQuerySchema,
    body: taskcheckUpdateBodySchema,
    response: taskcheckResponse,
  }),
  finish: endpoint({
    method: 'POST',
    path: '/api/taskchecks/finish',
    auth: 'user',
    query: taskcheckIdQuerySchema,
    response: taskcheckResponse,
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/api/taskchecks/reopen',
    auth: 'user',
    query: taskcheckIdQuerySchema,
    response: taskcheckResponse,
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/api/taskchecks/reorder',
    auth: 'user',
    query: taskcheckIdQuerySchema,
    body: taskcheckReorderBodySchema,
    response: taskcheckResponse,
  }),
  /** Our own design: the spec moves subtasks only within their task. */
  move: endpoint({
    method: 'POST',
    path: '/api/taskchecks/move',
    auth: 'user',
    query: taskcheckIdQuerySchema,
    body: taskcheckMoveBodySchema,
    response: taskcheckResponse,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/taskchecks/delete',
    auth: 'user',
    query: taskcheckIdQuerySchema,
    response: okSchema,
  }),
  createSmart: endpoint({
    method: 'POST',
    path: '/api/taskcheck/create-smart',
    auth: 'user',
    body: taskcheckCreateSmartBodySchema,
    response: taskcheckResponse,
    status: 201,
  }),
  convertToSmart: endpoint({
    method: 'POST',
    path: '/api/taskchecks/convert-to-smart',
    auth: 'user',
    query: taskcheckIdQuerySchema,
    response: taskcheckResponse,
  }),
  convertToTask: endpoint({
    method: 'POST',
    path: '/api/taskchecks/convert-to-task',
    auth: 'user',
    query: taskcheckIdQuerySchema,
    response: z.object({ task: taskSchema }),
  }),
  convertTaskToTaskcheck: endpoint({
    method: 'POST',
    path: '/api/tasks/convert-to-taskcheck',
    auth: 'user',
    query: tidQuerySchema,
    body: taskToTaskcheckBodySchema,
    response: taskcheckResponse,
  }),
  convertTaskToTasklist: endpoint({
    method: 'POST',
    path: '/api/tasks/convert-to-tasklist',
    auth: 'user',
    query: tidQuerySchema,
    response: z.object({ tasklist: tasklistSchema }),
    status: 201,
  }),
};
