import type { Task } from './tasks.ts';

/**
 * The fields of the full task shape that parts kept in their own tables fill, grouped by the part
 * that owns them, each with its value for a task the part has nothing for. Every field of the task
 * belongs either to the task's own row (`TASK_ROW_FIELDS`) or to exactly one part here; a test
 * holds the two lists together with the schema. Parts whose capability is not built yet are listed
 * too: they say plainly that those fields stay empty until it is.
 */
export const TASK_PART_DEFAULTS = {
  labels: { labels: [] },
  relations: {
    tasks_relations: { count: 0 },
    is_blocked: false,
    has_unnacessable_blocking_task: false,
  },
  estimates: {
    total_time_estimate: { minutes: 0, time_spent: 0 },
    users_time_estimates: [],
  },
  pins: { is_pinned: false },
  subtasks: {
    task_checks_summary: { total: 0, finished: 0 },
    has_assigned_taskcheck: false,
    smart_taskcheck_parent: null,
  },
  custom_fields: { custom_fields: [] },
  recurrence: { is_recurrent: false, recurrent_task: null },
  reminders: { has_reminder: false },
  comments: { count_comments: 0, has_unread_comments: false },
  files: { count_files: 0, preview_file: null },
  public_links: { has_public_link: false },
  /**
   * The time tracked on the task. It also replaces the row's `real_cost` (a zero in the project's
   * currency) where the task has reports: the row owns the field, the part its sum.
   */
  time_tracking: { trackings: [], real_minutes_spent: 0, cost_minutes: 0 },
  // Not built yet: the capabilities that own these fill them when they arrive.
  email: { has_email: false },
  handovers: { previous_worker: null },
  multi_project: {
    multi_project_task: { assigned_to: [], is_multi_project: false },
    multi_project_task_parent_id: null,
  },
  due_date_shifts: { due_date_plus_days: null, due_date_end_plus_days: null },
} satisfies Record<string, Partial<Task>>;

export type TaskPartName = keyof typeof TASK_PART_DEFAULTS;

const ALL_DEFAULTS = Object.entries(
  Object.assign({}, ...Object.values(TASK_PART_DEFAULTS)) as Record<string, unknown>,
);

/** A copy of a default value: its arrays (always empty) and objects are new. */
function fresh(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = fresh(inner);
  return copy;
}

/**
 * Every part's empty values, as one overlay. Its objects are new on each call: a task's arrays are
 * never shared with another's.
 */
export function taskPartDefaults(): Partial<Task> {
  const fields: Record<string, unknown> = {};
  for (const [field, value] of ALL_DEFAULTS) fields[field] = fresh(value);
  return fields;
}

/** Every field some part owns. */
export const TASK_PART_FIELDS = Object.values(TASK_PART_DEFAULTS).flatMap(
  (fields) => Object.keys(fields) as (keyof Task)[],
);

/**
 * The fields the task's own row (with its project, list and people) gives. `real_cost` is here
 * because its empty value needs the project's currency; time tracking lays its sum over it.
 */
export const TASK_ROW_FIELDS = [
  'id',
  'uuid',
  'name',
  'description',
  'state',
  'worker',
  'workers',
  'author',
  'assigner',
  'finished_by',
  'due_date',
  'due_date_end',
  'date_add',
  'date_upd',
  'date_finished',
  'date_deleted',
  'priority_enum',
  'project',
  'tasklist',
  'is_my_priority',
  'is_tracked',
  'sorting_id',
  'sorting_key',
  'real_cost',
  'version',
  'abilities',
] as const satisfies readonly (keyof Task)[];
