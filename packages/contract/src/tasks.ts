import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, nameSchema, personSchema, stateSchema } from './common.ts';
import { pidQuerySchema } from './projects.ts';
import { CURRENCIES, LIMITS } from './limits.ts';
import { TASK_PRIORITIES } from './states.ts';
import { CUSTOM_FIELD_TYPES } from './custom-field-filter.ts';

/** What the viewer may do with a task, the role's disallowed actions taken into account. */
export const taskAbilitiesSchema = z.object({
  /** Edit the description, priority and workers. */
  update: z.boolean(),
  finish: z.boolean(),
  /** Move to the trash and restore from it (task_delete). */
  delete: z.boolean(),
  /** Rename (task_name_edit). */
  edit_name: z.boolean(),
  /** Change the due dates (task_due_dates_edit). */
  edit_due_dates: z.boolean(),
});
export type TaskAbilities = z.infer<typeof taskAbilitiesSchema>;

export const taskPrioritySchema = z.enum(TASK_PRIORITIES, {
  error: 'Choose a priority: n, l, m or h.',
});

/**
 * A due date as the wire carries it: `yyyy-MM-dd` for a whole day, or an ISO 8601 date-time with
 * an offset when it has a time.
 */
export const dueDateSchema = z.union(
  [z.iso.date(), z.iso.datetime({ offset: true, local: false })],
  { error: 'Enter a date (yyyy-MM-dd) or a date and time with its offset.' },
);

const moneySchema = z.object({ amount: z.string(), currency: z.enum(CURRENCIES) });
const minutesSpentSchema = z.object({ minutes: z.number(), time_spent: z.number() });

/**
 * The spec's "Task (full)" (document 2, section 3). Fields that later capabilities fill (labels,
 * comments, files, time, subtasks, relations, custom fields, recurrence) carry their empty values.
 */
export const taskSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  /** Sanitized HTML; null when there is none. */
  description: z.string().nullable(),
  state: stateSchema,
  /** The first of the workers, for views that show one. */
  worker: personSchema.nullable(),
  workers: z.array(personSchema),
  /** People whose timers run on the task (time tracking). */
  trackings: z.array(personSchema),
  author: personSchema,
  /** Who last chose the workers. */
  assigner: personSchema.nullable(),
  finished_by: personSchema.nullable(),
  previous_worker: personSchema.nullable(),
  due_date: z.string().nullable(),
  due_date_end: z.string().nullable(),
  /** Due dates relative to a template's start, in days (templates). */
  due_date_plus_days: z.number().nullable(),
  due_date_end_plus_days: z.number().nullable(),
  date_add: dateTimeSchema,
  /** When the task was last edited; null until its first edit. */
  date_upd: dateTimeSchema.nullable(),
  date_finished: dateTimeSchema.nullable(),
  /** When it went to the trash; null when it is not there. */
  date_deleted: dateTimeSchema.nullable(),
  priority_enum: taskPrioritySchema.nullable(),
  project: z.object({ id: z.number(), name: z.string() }),
  tasklist: z.object({ id: z.number(), name: z.string() }),
  labels: z.array(z.object({ uuid: z.string(), name: z.string(), color: z.string().nullable() })),
  count_comments: z.number(),
  count_files: z.number(),
  has_unread_comments: z.boolean(),
  has_public_link: z.boolean(),
  has_email: z.boolean(),
  has_reminder: z.boolean(),
  has_assigned_taskcheck: z.boolean(),
  /** The viewer's own marks. */
  is_my_priority: z.boolean(),
  is_pinned: z.boolean(),
  is_tracked: z.boolean(),
  is_recurrent: z.boolean(),
  recurrent_task: z.object({ id: z.number() }).nullable(),
  is_blocked: z.boolean(),
  /** An unfinished task that blocks this one is out of the viewer's sight (spelt as the spec). */
  has_unnacessable_blocking_task: z.boolean(),
  /** The task's custom field values, in the fields' order; unset ones are left out. */
  custom_fields: z.array(
    z.object({
      /** The field's uuid, name and type. */
      uuid: z.string(),
      name: z.string(),
      type: z.enum(CUSTOM_FIELD_TYPES),
      /** Text, number, yyyy-MM-dd, date-time, boolean, link, or an enum value's uuid. */
      value: z.union([z.string(), z.number(), z.boolean()]),
      /** The stored value: its uuid, who set it and when. */
      value_uuid: z.string(),
      author_id: z.number().nullable(),
      date_add: dateTimeSchema,
      date_edited_at: dateTimeSchema.nullable(),
    }),
  ),
  total_time_estimate: minutesSpentSchema,
  users_time_estimates: z.array(minutesSpentSchema.extend({ user: personSchema })),
  preview_file: z
    .object({
      filename: z.string(),
      file_uuid: z.string(),
      preview_uuid: z.string(),
      task_id: z.number(),
      file_id: z.number(),
      position: z.number(),
      width: z.number(),
      height: z.number(),
    })
    .nullable(),
  sorting_id: z.number(),
  /** The task's place in its list; tasks of a list sort by it (byte order), then by id. */
  sorting_key: z.string(),
  multi_project_task: z.object({
    assigned_to: z.array(
      z.object({
        project: z.object({ id: z.number() }),
        tasklist: z.object({ id: z.number() }),
        task: z.object({ id: z.number(), sorting_id: z.number() }).nullable(),
      }),
    ),
    is_multi_project: z.boolean(),
  }),
  task_checks_summary: z.object({ total: z.number(), finished: z.number() }),
  tasks_relations: z.object({ count: z.number() }),
  real_cost: moneySchema,
  real_minutes_spent: z.number(),
  cost_minutes: z.number(),
  multi_project_task_parent_id: z.number().nullable(),
  smart_taskcheck_parent: z.object({ id: z.number() }).nullable(),
  version: z.number(),
  abilities: taskAbilitiesSchema,
});
export type Task = z.infer<typeof taskSchema>;

export const tidQuerySchema = z.object({ tid: idSchema });
export const tlidQuerySchema = z.object({ tlid: idSchema });

/** A task by its id or by its uuid, exactly one of them. */
export const taskRefQuerySchema = z
  .object({ tid: idSchema.optional(), uuid: z.uuid('Enter a valid uuid.').optional() })
  .refine((q) => (q.tid === undefined) !== (q.uuid === undefined), {
    message: 'Give either the task id (tid) or its uuid.',
    path: ['tid'],
  });

/**
 * An edit of a task; every field is optional and null clears it. `version` must be the one the
 * editor saw (409 otherwise).
 */
export const taskUpdateBodySchema = z.object({
  version: z.number().int().positive(),
  name: nameSchema.optional(),
  description: z
    .string()
    .max(
      LIMITS.taskDescriptionMax,
      `The description can be at most ${LIMITS.taskDescriptionMax} characters long.`,
    )
    .nullable()
    .optional(),
  priority_enum: taskPrioritySchema.nullable().optional(),
  due_date: dueDateSchema.nullable().optional(),
  due_date_end: dueDateSchema.nullable().optional(),
  /** The task's workers, replacing the ones it has; members of the project only. */
  workers_ids: z
    .array(idSchema)
    .max(LIMITS.taskWorkersMax, `A task can have at most ${LIMITS.taskWorkersMax} workers.`)
    .optional(),
});
export type TaskUpdateInput = z.input<typeof taskUpdateBodySchema>;

/** The viewer's own marks on a task; a missing one stays as it is. */
export const taskFlagsBodySchema = z.object({
  is_my_priority: z.boolean().optional(),
  is_tracked: z.boolean().optional(),
});

const taskResponse = z.object({ task: taskSchema });

export const taskEndpoints = {
  /** Thousands of tasks: written without a check on every call (decision 0008). */
  listByProject: endpoint({
    method: 'GET',
    path: '/api/tasks/list',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ tasks: z.array(taskSchema) }),
    bulk: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/task/detail',
    auth: 'user',
    query: taskRefQuerySchema,
    response: taskResponse,
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
  update: endpoint({
    method: 'POST',
    path: '/api/tasks/update',
    auth: 'user',
    query: tidQuerySchema,
    body: taskUpdateBodySchema,
    response: taskResponse,
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
  delete: endpoint({
    method: 'POST',
    path: '/api/tasks/delete',
    auth: 'user',
    query: tidQuerySchema,
    response: taskResponse,
  }),
  restoreFromTrash: endpoint({
    method: 'POST',
    path: '/api/tasks/restore-from-trash',
    auth: 'user',
    query: tidQuerySchema,
    response: taskResponse,
  }),
  setFlags: endpoint({
    method: 'POST',
    path: '/api/tasks/set-flags',
    auth: 'user',
    query: tidQuerySchema,
    body: taskFlagsBodySchema,
    response: taskResponse,
  }),
};
