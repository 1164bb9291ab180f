// The task filter's fixed choices, without zod: the web's filter form imports these at run time
// through '@tandem/contract/browser'.

/**
 * Task filter completion (document 2, section 3): all 0, incomplete 1, completed 5. "Unassigned"
 * is its own switch, `unassigned`.
 */
export const TASK_FILTER_STATES = [0, 1, 5] as const;

/** Due-date templates, counted in the viewer's time zone; weeks start on Monday. */
export const DUE_DATE_TEMPLATES = [
  'overdue',
  'today',
  'tomorrow',
  'this_week',
  'next_week',
  'no_date',
] as const;
export type DueDateTemplate = (typeof DUE_DATE_TEMPLATES)[number];

/** How the task page can be ordered. */
export const TASK_FILTER_ORDER_BY = [
  'due_date',
  'date_add',
  'priority',
  'name',
  'project',
] as const;
export type TaskFilterOrderBy = (typeof TASK_FILTER_ORDER_BY)[number];

/** Saved task filters one person can keep. */
export const SAVED_TASK_FILTERS_MAX = 50;
/** The longest name of a saved task filter. */
export const SAVED_TASK_FILTER_NAME_MAX = 100;

/**
 * Time-estimate filters (document 2 names the filter, not its values): tasks with an estimate,
 * without one, with more time reported than estimated, or with an estimate not yet exceeded.
 * The estimate is the task's own, else the sum of its people's; reported time counts as none in
 * projects that hide it on estimates.
 */
export const TIME_ESTIMATE_FILTERS = [
  'with_estimate',
  'without_estimate',
  'over_estimate',
  'within_estimate',
] as const;
export type TimeEstimateFilter = (typeof TIME_ESTIMATE_FILTERS)[number];

/** Custom field conditions one task filter can hold. */
export const TASK_FILTER_CUSTOM_FIELDS_MAX = 20;
