import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema, nameSchema, personSchema } from './common.ts';
import { CURRENCIES, LIMITS, LOCALES } from './limits.ts';
import { condsParam, moneySchema, pageSchema, workSumsSchema } from './work-reports.ts';
import {
  WORK_REPORT_DATE_TEMPLATES,
  WORK_REPORT_GROUPINGS,
  WORK_REPORT_MODES,
} from './work-report-values.ts';
import type { WorkReportGrouping, WorkReportTaskGrouping } from './work-report-values.ts';

export * from './work-report-values.ts';

/** Items one list of a filter can name (projects, people, labels, ...). */
export const WORK_REPORT_FILTER_MAX = 100;
/** Saved filters one person can keep. */
export const SAVED_WORK_FILTERS_MAX = 100;

export const WORK_REPORT_MESSAGES = {
  rangeBackwards: 'The end of the range cannot be before its start.',
  day: 'Enter a date as yyyy-MM-dd.',
  tooManyFilters: `You can keep at most ${SAVED_WORK_FILTERS_MAX} saved filters. Delete one first.`,
  orderTwice: 'Name each saved filter once in the order.',
} as const;

const dayString = z.iso.date(WORK_REPORT_MESSAGES.day);

const idList = (what: string) =>
  z
    .array(idSchema, { error: `Send the ${what} as a list of ids.` })
    .max(WORK_REPORT_FILTER_MAX, `Choose at most ${WORK_REPORT_FILTER_MAX} ${what}.`);

const nameList = (what: string, max: number) =>
  z
    .array(
      z
        .string({ error: `Send the ${what} as names.` })
        .trim()
        .min(1, `A ${what} name must not be empty.`)
        .max(max, `A ${what} name can be at most ${max} characters long.`),
      { error: `Send the ${what} as a list of names.` },
    )
    .max(WORK_REPORT_FILTER_MAX, `Choose at most ${WORK_REPORT_FILTER_MAX} ${what}.`);

/**
 * The report filter, the spec's conds (document 2, section 3). Every part is optional; the lists
 * narrow the reports to those matching any item of each list. Days are yyyy-MM-dd, both included,
 * in the viewer's time zone; a `date_tpl` other than `custom` replaces them with its period.
 * `grouping` is how a saved filter is summed; the calls named by a grouping use their own.
 */
export const workReportFilterSchema = z
  .object({
    currency_iso: z
      .enum(CURRENCIES, { error: `Choose one of the currencies ${CURRENCIES.join(', ')}.` })
      .nullish(),
    date_from: dayString.nullish(),
    date_to: dayString.nullish(),
    date_tpl: z
      .enum(WORK_REPORT_DATE_TEMPLATES, {
        error: `Choose one of the periods ${WORK_REPORT_DATE_TEMPLATES.join(', ')}.`,
      })
      .nullish(),
    grouping: z
      .enum(WORK_REPORT_GROUPINGS, {
        error: `Choose one of the groupings ${WORK_REPORT_GROUPINGS.join(', ')}.`,
      })
      .nullish(),
    mode: z
      .enum(WORK_REPORT_MODES, { error: `Choose one of ${WORK_REPORT_MODES.join(', ')}.` })
      .nullish(),
    projects_ids: idList('projects').nullish(),
    tasks_labels_names: nameList('label', LIMITS.labelNameMax).nullish(),
    project_tags_names: nameList('project tag', LIMITS.tagMax).nullish(),
    users_ids: idList('people').nullish(),
    /** Teams are not offered yet: a team matches no one. */
    teams_uuids: z
      .array(z.uuid('A team is named by its uuid.'))
      .max(WORK_REPORT_FILTER_MAX, `Choose at most ${WORK_REPORT_FILTER_MAX} teams.`)
      .nullish(),
    tasklists_ids: idList('task lists').nullish(),
    tasks_ids: idList('tasks').nullish(),
  })
  .refine((c) => !c.date_from || !c.date_to || c.date_from <= c.date_to, {
    message: WORK_REPORT_MESSAGES.rangeBackwards,
    path: ['date_to'],
  });
export type WorkReportFilter = z.input<typeof workReportFilterSchema>;
export type WorkReportFilterValue = z.output<typeof workReportFilterSchema>;

/** A POST body with the filter: `{conds}`; a call without a body filters nothing. */
export const workReportCondsBodySchema = z
  .object({ conds: workReportFilterSchema.nullish() })
  .nullish()
  .transform((body) => ({ conds: body?.conds ?? {} }));

/** A filter a GET passes as JSON in its query string (`conds=`). */
const condsQueryParam = condsParam(workReportFilterSchema);

const refSchema = z.object({ id: z.number(), name: z.string() });
const sums = workSumsSchema.shape;

/** The days the answer covers (yyyy-MM-dd, both included); null where the range is open. */
const rangeSchema = z.object({ date_from: z.string().nullable(), date_to: z.string().nullable() });

/** One group's sums: a project, a task list (with its project), a task (with both), a person. */
export const workReportGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  ...sums,
  project: refSchema.nullable(),
  tasklist: refSchema.nullable(),
});
export type WorkReportGroup = z.infer<typeof workReportGroupSchema>;

/** One calendar period's sums: a week (Monday to Sunday) or a month, both days included. */
const periodSumSchema = z.object({ date_from: z.string(), date_to: z.string(), ...sums });

const answerBase = { total_sum: workSumsSchema, range: rangeSchema };
const groupedBy = <G extends 'projects' | 'tasklists' | 'tasks' | 'users'>(grouping: G) =>
  z.object({
    grouping: z.literal(grouping),
    ...answerBase,
    groups: z.array(workReportGroupSchema),
  });
export const workReportSumsByDaySchema = z.object({
  grouping: z.literal('day'),
  ...answerBase,
  daily_sums: z.array(z.object({ day: z.string(), ...sums })),
});
export const workReportSumsByWeekSchema = z.object({
  grouping: z.literal('week'),
  ...answerBase,
  weekly_sums: z.array(periodSumSchema),
});
export const workReportSumsByMonthSchema = z.object({
  grouping: z.literal('month'),
  ...answerBase,
  monthly_sums: z.array(periodSumSchema),
});

/** The sums of the filtered reports in any grouping, told apart by `grouping`. */
export const workReportSumsSchema = z.discriminatedUnion('grouping', [
  groupedBy('projects'),
  groupedBy('tasklists'),
  groupedBy('tasks'),
  groupedBy('users'),
  workReportSumsByDaySchema,
  workReportSumsByWeekSchema,
  workReportSumsByMonthSchema,
]);
export type WorkReportSums = z.infer<typeof workReportSumsSchema>;

/** A task's sums within its group. */
export const workReportTaskSumSchema = z.object({
  id: z.number(),
  name: z.string(),
  ...sums,
  project: refSchema,
  tasklist: refSchema,
});
const tasksBy = <G extends WorkReportTaskGrouping>(grouping: G) =>
  z.object({
    grouping: z.literal(grouping),
    ...answerBase,
    groups: z.array(workReportGroupSchema.extend({ tasks: z.array(workReportTaskSumSchema) })),
  });
export type WorkReportTasksBy = z.infer<ReturnType<typeof tasksBy>>;

/** A person's saved filter: a name and the filter, in the person's order. */
export const savedWorkFilterSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  filter: workReportFilterSchema,
  /** When it was saved first, ISO 8601. */
  date_add: z.string(),
});
export type SavedWorkFilter = z.infer<typeof savedWorkFilterSchema>;

export const savedWorkFilterBodySchema = z.object({
  name: nameSchema,
  filter: workReportFilterSchema,
});
export type SavedWorkFilterInput = z.input<typeof savedWorkFilterBodySchema>;

const filterUuidQuery = z.object({ uuid: z.uuid('The saved filter is not known.') });

/** What the filter can offer, from what the viewer sees (document 2, section 3: filter values). */
export const workReportFilterValuesSchema = z.object({
  currencies: z.array(z.enum(CURRENCIES)),
  projects: z.array(z.object({ id: z.number(), name: z.string(), currency: z.enum(CURRENCIES) })),
  users: z.array(personSchema),
  /** Teams are not offered yet: always empty. */
  teams: z.array(z.object({ uuid: z.string(), name: z.string() })),
  labels: z.array(z.object({ name: z.string(), color: z.string().nullable() })),
  project_tags: z.array(z.object({ name: z.string(), color: z.string().nullable() })),
});
export type WorkReportFilterValues = z.infer<typeof workReportFilterValuesSchema>;

/** Reports one page of the report list holds at most. */
export const WORK_REPORT_LIST_LIMIT_MAX = 100;

/** The report list's call: the filter, the page (0 first) and its size. */
export const workReportListBodySchema = z
  .object({
    conds: workReportFilterSchema.nullish(),
    p: pageSchema,
    limit: z
      .number({ error: 'The page size is a whole number.' })
      .int('The page size is a whole number.')
      .min(1, 'The page size is at least 1.')
      .max(WORK_REPORT_LIST_LIMIT_MAX, `The page size is at most ${WORK_REPORT_LIST_LIMIT_MAX}.`)
      .optional()
      .default(50),
  })
  .nullish()
  .transform((body) => ({ conds: body?.conds ?? {}, p: body?.p ?? 0, limit: body?.limit ?? 50 }));

/** One report of the list (document 1: report-list entry). */
export const workReportListEntrySchema = z.object({
  id: z.number(),
  /** When the work was done, seconds since 1970. */
  date_reported: z.number(),
  /** Whose work it is. */
  author: personSchema,
  project: refSchema,
  task: refSchema,
  tasklist: refSchema,
  minutes: z.number(),
  /** Its cost: for one's own work and to those who manage the project; null otherwise. */
  cost: moneySchema.nullable(),
});
export type WorkReportListEntry = z.infer<typeof workReportListEntrySchema>;

const sumsBy = <G extends WorkReportGrouping, R extends z.ZodType>(grouping: G, response: R) =>
  endpoint({
    method: 'POST',
    path: `/api/work-reports/sums-grouped-by-${grouping}`,
    auth: 'user',
    body: workReportCondsBodySchema,
    response,
  });

const tasksByEndpoint = <G extends WorkReportTaskGrouping>(grouping: G) =>
  endpoint({
    method: 'POST',
    path: `/api/work-reports/tasks-by-${grouping}`,
    auth: 'user',
    body: workReportCondsBodySchema,
    response: tasksBy(grouping),
  });

export const workReportSumsEndpoints = {
  /**
   * What the report filter offers: the projects the viewer sees, and the people whose reports
   * they see there (themselves, and the members of the projects they manage).
   */
  filterValues: endpoint({
    method: 'GET',
    path: '/api/work-reports/filter-values',
    auth: 'user',
    response: workReportFilterValuesSchema,
  }),
  sumsByProjects: sumsBy('projects', groupedBy('projects')),
  sumsByTasklists: sumsBy('tasklists', groupedBy('tasklists')),
  sumsByTasks: sumsBy('tasks', groupedBy('tasks')),
  sumsByUsers: sumsBy('users', groupedBy('users')),
  sumsByDay: sumsBy('day', workReportSumsByDaySchema),
  sumsByWeek: sumsBy('week', workReportSumsByWeekSchema),
  sumsByMonth: sumsBy('month', workReportSumsByMonthSchema),
  /** A page of the filtered reports the viewer sees, newest first, with how many there are. */
  reports: endpoint({
    method: 'POST',
    path: '/api/work-reports/reports',
    auth: 'user',
    body: workReportListBodySchema,
    response: z.object({
      reports: z.array(workReportListEntrySchema),
      total: z.number(),
      p: z.number(),
      limit: z.number(),
    }),
  }),
  tasksByProjects: tasksByEndpoint('projects'),
  tasksByTasklists: tasksByEndpoint('tasklists'),
  tasksByUsers: tasksByEndpoint('users'),
  /**
   * The filtered reports as a CSV file (UTF-8 with a BOM), oldest first, with the locale's
   * separators and headers (the person's locale unless `locale` is given).
   */
  downloadCsv: endpoint({
    method: 'GET',
    path: '/api/work-reports/download-csv',
    auth: 'user',
    query: z.object({
      conds: condsQueryParam,
      locale: z.enum(LOCALES, { error: 'The language is not supported.' }).optional(),
    }),
    binary: true,
    response: z.unknown(),
  }),
  /** The person's saved filters, in their order. */
  savedFilters: endpoint({
    method: 'GET',
    path: '/api/work-reports/saved-filters',
    auth: 'user',
    response: z.object({ filters: z.array(savedWorkFilterSchema) }),
  }),
  createCustomFilter: endpoint({
    method: 'POST',
    path: '/api/work-reports/create-custom-filter',
    auth: 'user',
    body: savedWorkFilterBodySchema,
    status: 201,
    response: z.object({ filter: savedWorkFilterSchema }),
  }),
  editCustomFilter: endpoint({
    method: 'POST',
    path: '/api/work-reports/edit-custom-filter',
    auth: 'user',
    query: filterUuidQuery,
    body: savedWorkFilterBodySchema,
    response: z.object({ filter: savedWorkFilterSchema }),
  }),
  deleteCustomFilter: endpoint({
    method: 'DELETE',
    path: '/api/work-reports/delete-custom-filter',
    auth: 'user',
    query: filterUuidQuery,
    response: z.object({ uuid: z.string() }),
  }),
  /** Puts the named filters first, in this order; the others follow in theirs. */
  reorderSavedFilters: endpoint({
    method: 'POST',
    path: '/api/work-reports/reorder-saved-filters',
    auth: 'user',
    body: z.object({
      order: z
        .array(z.uuid('A saved filter is named by its uuid.'))
        .max(SAVED_WORK_FILTERS_MAX, `Order at most ${SAVED_WORK_FILTERS_MAX} saved filters.`)
        .refine((order) => new Set(order).size === order.length, WORK_REPORT_MESSAGES.orderTwice),
    }),
    response: z.object({ filters: z.array(savedWorkFilterSchema) }),
  }),
  /** A saved filter's sums, grouped by its grouping (by projects when it names none). */
  sumsForCustomFilter: endpoint({
    method: 'GET',
    path: '/api/work-reports/sums-grouped-for-custom-filter',
    auth: 'user',
    query: filterUuidQuery,
    response: z.object({ filter: savedWorkFilterSchema, sums: workReportSumsSchema }),
  }),
  /** What the overview's filter offers: everything the viewer sees, reported on or not. */
  overviewFilterValues: endpoint({
    method: 'GET',
    path: '/api/work-overview/get-filter-values',
    auth: 'user',
    response: workReportFilterValuesSchema,
  }),
};
