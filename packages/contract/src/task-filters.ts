import { z } from 'zod';
import { idSchema, personSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { LIMITS } from './limits.ts';
import { listedTaskSchema } from './recurrence.ts';
import { TASK_PRIORITIES } from './states.ts';
import {
  CONDITIONS_BY_TYPE,
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
} from './custom-field-filter.ts';
import { customFieldFilterSchema } from './custom-fields.ts';
import type { CustomFieldType } from './custom-field-filter.ts';
import { taskPrioritySchema } from './tasks.ts';
import {
  DUE_DATE_TEMPLATES,
  SAVED_TASK_FILTERS_MAX,
  SAVED_TASK_FILTER_NAME_MAX,
  TASK_FILTER_CUSTOM_FIELDS_MAX,
  TASK_FILTER_ORDER_BY,
  TASK_FILTER_STATES,
  TIME_ESTIMATE_FILTERS,
} from './task-filter-values.ts';

export * from './task-filter-values.ts';

/** Tasks one page of the task page answers. */
export const FILTERED_TASKS_PAGE_SIZE = 50;
/** The last page that can be asked for (pages count from 0). */
export const FILTERED_TASKS_PAGE_MAX = 10_000;
/** Items one list of a task filter can name (projects, people, labels, ...). */
export const TASK_FILTER_LIST_MAX = 100;

export const TASK_FILTER_MESSAGES = {
  day: 'Enter a date as yyyy-MM-dd.',
  rangeBackwards: 'The end of the range cannot be before its start.',
  nameEmpty: 'Give the filter a name.',
  nameLong: `The name can be at most ${SAVED_TASK_FILTER_NAME_MAX} characters long.`,
  tooManyFilters: `You can keep at most ${SAVED_TASK_FILTERS_MAX} saved filters. Delete one first.`,
  orderTwice: 'Name each saved filter once in the order.',
  unknownFilter: 'The saved filter is not known.',
} as const;

const day = z.iso.date(TASK_FILTER_MESSAGES.day);

const idList = (what: string) =>
  z
    .array(idSchema, { error: `Send the ${what} as a list of ids.` })
    .max(TASK_FILTER_LIST_MAX, `Choose at most ${TASK_FILTER_LIST_MAX} ${what}.`);

const labelNames = z
  .array(
    z
      .string({ error: 'Send the labels as names.' })
      .trim()
      .min(1, 'A label name must not be empty.')
      .max(LIMITS.labelNameMax, `A label name can be at most ${LIMITS.labelNameMax} characters.`),
    { error: 'Send the labels as a list of names.' },
  )
  .max(TASK_FILTER_LIST_MAX, `Choose at most ${TASK_FILTER_LIST_MAX} labels.`);

const tagNames = z
  .array(
    z
      .string({ error: 'Send the project tags as names.' })
      .trim()
      .min(1, 'A project tag name must not be empty.')
      .max(LIMITS.tagMax, `A project tag name can be at most ${LIMITS.tagMax} characters.`),
    { error: 'Send the project tags as a list of names.' },
  )
  .max(TASK_FILTER_LIST_MAX, `Choose at most ${TASK_FILTER_LIST_MAX} project tags.`);

const teamUuids = z
  .array(z.uuid('Name a team by its uuid.'), { error: 'Send the teams as a list of uuids.' })
  .max(TASK_FILTER_LIST_MAX, `Choose at most ${TASK_FILTER_LIST_MAX} teams.`);

const isDay = (value: string) => day.safeParse(value).success;
const isMoment = (value: string) =>
  z.iso.datetime({ offset: true, local: false }).safeParse(value).success;

/** What each type's value must be in a condition (none for is_set, is_not_set or unfinished). */
function customValueProblem(
  type: CustomFieldType,
  value: string | number | boolean,
): string | undefined {
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? undefined
        : 'Compare a number field with a number.';
    case 'date':
      return typeof value === 'string' && isDay(value) ? undefined : TASK_FILTER_MESSAGES.day;
    case 'datetime':
      return typeof value === 'string' && (isDay(value) || isMoment(value))
        ? undefined
        : 'Enter a date as yyyy-MM-dd, or a date and time with its offset.';
    case 'bool':
      return typeof value === 'boolean' ? undefined : 'Choose true or false.';
    default: {
      const max = type === 'link' ? CUSTOM_FIELD_LIMITS.linkMax : CUSTOM_FIELD_LIMITS.textMax;
      if (typeof value !== 'string') return 'Compare this field with a text.';
      return value.length > max ? `The text can be at most ${max} characters long.` : undefined;
    }
  }
}

/**
 * A custom field condition of the task filter: a field by its name and type (matched in every
 * project the viewer sees), a condition its type allows and the value to compare with. A
 * condition still without its value narrows nothing. An enum is compared by its value's name or
 * uuid.
 */
export const taskFilterCustomFieldSchema = customFieldFilterSchema.superRefine((filter, ctx) => {
  if (!CONDITIONS_BY_TYPE[filter.type].includes(filter.condition))
    ctx.addIssue({
      code: 'custom',
      path: ['condition'],
      message: `A ${filter.type} field cannot be filtered with ${filter.condition}.`,
    });
  const value = filter.value;
  if (value === undefined || value === null || value === '') return;
  if (filter.condition === 'is_set' || filter.condition === 'is_not_set') return;
  const problem = customValueProblem(filter.type, value);
  if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
});

/** Days from and to (yyyy-MM-dd, both included, in the viewer's time zone). */
const dayRange = z
  .object({ date_from: day.nullable().optional(), date_to: day.nullable().optional() })
  .refine((r) => !r.date_from || !r.date_to || r.date_from <= r.date_to, {
    message: TASK_FILTER_MESSAGES.rangeBackwards,
    path: ['date_to'],
  });

/**
 * The task filter (document 2, section 3). Every part is optional and narrows the tasks; a list
 * matches a task holding any of its items, except `labels_names_all` (every one) and
 * `labels_names_exclude` (none of them). Due days count the task's end, or its start when it has
 * no end; a `date_tpl` replaces `date_from` and `date_to`. Involved means author, assigner or
 * worker. Project tags count those the viewer sees (public, or their own). Tandem has no teams
 * yet, so a filter naming a team matches no task.
 */
export const taskFilterSchema = z.object({
  projects_ids: idList('projects').optional(),
  tasklists_ids: idList('task lists').optional(),
  assigned_users_ids: idList('people').optional(),
  created_users_ids: idList('people').optional(),
  involved_users_ids: idList('people').optional(),
  due_date: dayRange
    .extend({
      date_tpl: z
        .enum(DUE_DATE_TEMPLATES, { error: 'Choose a due-date period the filter knows.' })
        .nullable()
        .optional(),
    })
    .optional(),
  created_range: dayRange.optional(),
  finished_range: dayRange.optional(),
  priority_enum: z
    .array(z.enum(TASK_PRIORITIES, { error: 'Choose none, low, medium or high.' }))
    .max(TASK_PRIORITIES.length, 'Name each priority once.')
    .optional(),
  labels_names: labelNames.optional(),
  labels_names_all: labelNames.optional(),
  labels_names_exclude: labelNames.optional(),
  task_state: z
    .union(
      TASK_FILTER_STATES.map((state) => z.literal(state)),
      { error: 'The state is 0 (all), 1 (incomplete) or 5 (completed).' },
    )
    .optional(),
  /** Only tasks nobody works on. */
  unassigned: z.boolean({ error: 'Send true or false.' }).optional(),
  /** Only tasks the viewer assigned to someone. */
  assigned_by_me: z.boolean({ error: 'Send true or false.' }).optional(),
  assigned_teams_uuids: teamUuids.optional(),
  created_teams_uuids: teamUuids.optional(),
  involved_teams_uuids: teamUuids.optional(),
  project_tags_names: tagNames.optional(),
  project_tags_names_all: tagNames.optional(),
  project_tags_names_exclude: tagNames.optional(),
  /** Every condition must hold. */
  custom_fields: z
    .array(taskFilterCustomFieldSchema, { error: 'Send the custom field conditions as a list.' })
    .max(
      TASK_FILTER_CUSTOM_FIELDS_MAX,
      `Choose at most ${TASK_FILTER_CUSTOM_FIELDS_MAX} custom field conditions.`,
    )
    .optional(),
  time_estimates: z
    .enum(TIME_ESTIMATE_FILTERS, {
      error:
        'The time estimate filter is with_estimate, without_estimate, over_estimate or within_estimate.',
    })
    .nullable()
    .optional(),
});
export type TaskFilter = z.infer<typeof taskFilterSchema>;

/** A task on the task page: where it is, when it is due, who works on it and its labels. */
export const filteredTaskSchema = listedTaskSchema.extend({
  priority_enum: taskPrioritySchema.nullable(),
  author_id: z.number(),
  workers_ids: z.array(z.number()),
  labels: z.array(z.string()),
  date_add: z.string(),
  date_finished: z.string().nullable(),
});
export type FilteredTask = z.infer<typeof filteredTaskSchema>;

export const filteredTasksQuerySchema = z.object({
  p: z.coerce
    .number()
    .int('Enter a whole page number.')
    .min(0, 'Pages count from 0.')
    .max(FILTERED_TASKS_PAGE_MAX, `There are at most ${FILTERED_TASKS_PAGE_MAX} pages.`)
    .default(0),
  order_by: z
    .enum(TASK_FILTER_ORDER_BY, { error: 'The tasks cannot be ordered that way.' })
    .default('due_date'),
  order: z.enum(['asc', 'desc'], { error: 'The order is asc or desc.' }).default('asc'),
});

export const filteredTasksPageSchema = z.object({
  tasks: z.array(filteredTaskSchema),
  /** Everyone the tasks name as authors or workers. */
  people: z.array(personSchema),
  page: z.number(),
  has_more: z.boolean(),
});
export type FilteredTasksPage = z.infer<typeof filteredTasksPageSchema>;

/**
 * What the filter can offer: the projects, lists, people, labels, project tags and custom fields in
 * the viewer's sight (fields once per name and type, an enum with its values' names), and teams
 * (none yet).
 */
export const taskFilterValuesSchema = z.object({
  projects: z.array(z.object({ id: z.number(), name: z.string() })),
  tasklists: z.array(z.object({ id: z.number(), name: z.string(), project_id: z.number() })),
  users: z.array(personSchema),
  teams: z.array(z.object({ uuid: z.string(), name: z.string() })),
  labels: z.array(z.object({ name: z.string(), color: z.string().nullable() })),
  project_tags: z.array(z.object({ name: z.string(), color: z.string().nullable() })),
  custom_fields: z.array(
    z.object({
      name: z.string(),
      type: z.enum(CUSTOM_FIELD_TYPES),
      enum_values: z.array(z.string()),
    }),
  ),
});
export type TaskFilterValues = z.infer<typeof taskFilterValuesSchema>;

/** How a saved filter shows its tasks (document 2, section 3: saved filter settings). */
export const savedTaskFilterSettingsSchema = z.strictObject(
  {
    show_taskchecks: z.boolean().default(false),
    enable_table_view: z.boolean().default(false),
    enable_timeline_view: z.boolean().default(false),
    show_filters_sidebar: z.boolean().default(true),
    selected_tab: z.enum(['list', 'table', 'timeline']).default('list'),
    show_project_and_tasklist_in_my_priorities: z.boolean().default(true),
    table_columns: z
      .array(z.string().trim().min(1).max(50))
      .max(30, 'Choose at most 30 columns.')
      .default([]),
    order_by: z.enum(TASK_FILTER_ORDER_BY).default('due_date'),
    order: z.enum(['asc', 'desc']).default('asc'),
    show_exact_dates: z.boolean().default(false),
  },
  { error: 'The settings hold only the saved filter settings the spec names.' },
);
export type SavedTaskFilterSettings = z.infer<typeof savedTaskFilterSettingsSchema>;

export const savedTaskFilterSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  values: taskFilterSchema,
  settings: savedTaskFilterSettingsSchema,
  position: z.number(),
  date_add: z.string(),
});
export type SavedTaskFilter = z.infer<typeof savedTaskFilterSchema>;

export const savedTaskFilterBodySchema = z.object({
  name: z
    .string({ error: TASK_FILTER_MESSAGES.nameEmpty })
    .trim()
    .min(1, TASK_FILTER_MESSAGES.nameEmpty)
    .max(SAVED_TASK_FILTER_NAME_MAX, TASK_FILTER_MESSAGES.nameLong),
  values: taskFilterSchema.default({}),
  settings: savedTaskFilterSettingsSchema.default(savedTaskFilterSettingsSchema.parse({})),
});
export type SavedTaskFilterInput = z.input<typeof savedTaskFilterBodySchema>;

const uuidQuery = z.object({ uuid: z.uuid(TASK_FILTER_MESSAGES.unknownFilter) });

export const taskFilterEndpoints = {
  /**
   * One page (from 0) of the tasks the viewer sees across their active and archived projects that
   * match the filter. Our own design: the spec names the filter, not this call.
   */
  tasks: endpoint({
    method: 'POST',
    path: '/api/task-filters/tasks',
    auth: 'user',
    query: filteredTasksQuerySchema,
    body: taskFilterSchema,
    response: filteredTasksPageSchema,
  }),
  filterValues: endpoint({
    method: 'GET',
    path: '/api/task-filters/filter-values',
    auth: 'user',
    response: taskFilterValuesSchema,
  }),
  /** The person's saved task filters, in their order. */
  savedFilters: endpoint({
    method: 'GET',
    path: '/api/task-filters/saved-filters',
    auth: 'user',
    response: z.object({ filters: z.array(savedTaskFilterSchema) }),
  }),
  createCustomFilter: endpoint({
    method: 'POST',
    path: '/api/task-filters/create-custom-filter',
    auth: 'user',
    body: savedTaskFilterBodySchema,
    status: 201,
    response: z.object({ filter: savedTaskFilterSchema }),
  }),
  editCustomFilter: endpoint({
    method: 'POST',
    path: '/api/task-filters/edit-custom-filter',
    auth: 'user',
    query: uuidQuery,
    body: savedTaskFilterBodySchema,
    response: z.object({ filter: savedTaskFilterSchema }),
  }),
  deleteCustomFilter: endpoint({
    method: 'DELETE',
    path: '/api/task-filters/delete-custom-filter',
    auth: 'user',
    query: uuidQuery,
    response: z.object({ uuid: z.string() }),
  }),
  /** Puts the named filters first, in this order; the others follow in theirs. */
  reorderSavedFilters: endpoint({
    method: 'POST',
    path: '/api/task-filters/reorder-saved-filters',
    auth: 'user',
    body: z.object({
      order: z
        .array(z.uuid('A saved filter is named by its uuid.'))
        .max(SAVED_TASK_FILTERS_MAX, `Order at most ${SAVED_TASK_FILTERS_MAX} saved filters.`)
        .refine((order) => new Set(order).size === order.length, TASK_FILTER_MESSAGES.orderTwice),
    }),
    response: z.object({ filters: z.array(savedTaskFilterSchema) }),
  }),
};
