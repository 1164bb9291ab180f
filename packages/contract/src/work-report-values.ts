// The reports' choices, without zod: the browser imports them from the browser entry.

/** How reports are summed: per project, task list, task or person, or per day, week or month. */
export const WORK_REPORT_GROUPINGS = [
  'projects',
  'tasklists',
  'tasks',
  'users',
  'day',
  'week',
  'month',
] as const;
export type WorkReportGrouping = (typeof WORK_REPORT_GROUPINGS)[number];

/** The groupings whose tasks can be listed group by group (`tasks-by-{grouping}`). */
export const WORK_REPORT_TASK_GROUPINGS = ['projects', 'tasklists', 'users'] as const;
export type WorkReportTaskGrouping = (typeof WORK_REPORT_TASK_GROUPINGS)[number];

/**
 * Named periods a filter can cover, counted from today in the viewer's time zone (weeks start on
 * Monday); `custom` takes `date_from` and `date_to` as given.
 */
export const WORK_REPORT_DATE_TEMPLATES = [
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
  'last_year',
  'custom',
] as const;
export type WorkReportDateTemplate = (typeof WORK_REPORT_DATE_TEMPLATES)[number];

/** Which reports count: all of them, the billable ones, or those not billable. */
export const WORK_REPORT_MODES = ['all', 'billable', 'not_billable'] as const;
export type WorkReportMode = (typeof WORK_REPORT_MODES)[number];
