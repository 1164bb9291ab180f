import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema, personSchema, stateSchema } from './common.ts';
import { CURRENCIES, LIMITS } from './limits.ts';
import { amountSchema, budgetSchema } from './projects.ts';

/** Messages of the time-tracking rules (document 1, section 4; document 2, section 5). */
export const WORK_MESSAGES = {
  minutesNegative: 'Minutes must be equal or greater than 0.',
  negativeReport: 'You can not save a report with a negative number of minutes.',
  minutesTooMany: `Minutes can be at most ${LIMITS.workMinutesMax}.`,
  duplicate: 'This work report is already saved: the same work at the same minute.',
  noTask: 'Choose the task the time was spent on.',
  taskInTrash: 'The task is in the trash; restore it to track time on it.',
  projectClosed: 'Time can be tracked only in an active project.',
  notRunning: 'This timer is no longer running.',
  workerNotMember: 'The person is not a worker of the task’s project, or does not see the task.',
  invoiced: 'This work report is invoiced and cannot be changed.',
  labelUnavailable: 'This label cannot be used here: use your own labels or those of the project.',
} as const;

/** A moment as the spec's time tracking sends it: whole seconds since 1970 (UTC). */
export const epochSecondsSchema = z.coerce
  .number({ error: 'Enter the moment as seconds since 1970.' })
  .int('Enter the moment as whole seconds since 1970.')
  .min(0, 'Enter the moment as seconds since 1970.')
  .max(253_402_300_799, 'Enter a moment before the year 10000.');

export const workMinutesSchema = z
  .number({ error: WORK_MESSAGES.minutesNegative })
  .int('Minutes must be a whole number.')
  .min(0, WORK_MESSAGES.minutesNegative)
  .max(LIMITS.workMinutesMax, WORK_MESSAGES.minutesTooMany);

/** An amount of money as answers carry it: a string with two decimals and its currency. */
export const moneySchema = z.object({ amount: z.string(), currency: z.enum(CURRENCIES) });
export type Money = z.infer<typeof moneySchema>;

/** Where a report's or a timer's task is: its project and list, for showing it anywhere. */
export const workTaskSchema = z.object({
  id: z.number(),
  name: z.string(),
  state: stateSchema,
  project: z.object({ id: z.number(), name: z.string(), currency: z.enum(CURRENCIES) }),
  tasklist: z.object({ id: z.number(), name: z.string() }),
});
export type WorkTask = z.infer<typeof workTaskSchema>;

/** The hour rate a report was costed with (shown to those who manage the project only). */
/** A label on a work report or a timer. */
export const workLabelSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  color: z.string().nullable(),
});
export type WorkLabel = z.infer<typeof workLabelSchema>;

export const workHourRateSchema = z.object({
  amount: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  isFixed: z.boolean(),
});
export type WorkHourRate = z.infer<typeof workHourRateSchema>;

/** A work report, a time entry (document 2, section 3). */
export const workReportSchema = z.object({
  id: z.number(),
  minutes: z.number(),
  cost: moneySchema,
  /** The project's budget amount, in the same shape; null without a budget or out of sight. */
  budget: moneySchema.nullable(),
  note: z.string(),
  isBillable: z.boolean(),
  /** When the work was done, seconds since 1970. */
  dateReported: z.number(),
  /** When it was written down, seconds since 1970. */
  dateAdd: z.number(),
  task: workTaskSchema,
  worker: personSchema,
  /** The worker's setting in the project (hour_rate, is_fixed); null unless one manages it. */
  projectSetting: z
    .object({ id: z.number(), hour_rate: z.string().nullable(), is_fixed: z.boolean() })
    .nullable(),
  hourRate: workHourRateSchema.nullable(),
  /** The cost was entered by hand instead of computed from the hour rate. */
  isCostFixed: z.boolean(),
  canEdit: z.boolean(),
  labels: z.array(workLabelSchema),
});
export type WorkReport = z.infer<typeof workReportSchema>;

/** The running report, the timer (document 2, section 3). */
export const runningWorkSchema = z.object({
  uuid: z.string(),
  secondsElapsed: z.number(),
  /** When the timer started, seconds since 1970. */
  dateReported: z.number(),
  note: z.string(),
  isBillable: z.boolean(),
  /** A cost entered by hand, or null to cost the time by the hour rate. */
  cost: moneySchema.nullable(),
  task: workTaskSchema.nullable(),
  labels: z.array(workLabelSchema),
});
export type RunningWork = z.infer<typeof runningWorkSchema>;

/** A project's spend beside its budget, sent after a write when `getBudget=1` (commanders). */
export const projectSpendSchema = z.object({
  project_id: z.number(),
  budget: budgetSchema.nullable(),
  real_cost: moneySchema,
  real_minutes_spent: z.number(),
});
export type ProjectSpend = z.infer<typeof projectSpendSchema>;

const costInputSchema = z.object({ amount: amountSchema }).nullable().optional();
const taskRefSchema = z.object({ id: idSchema });
const noteSchema = z
  .string()
  .max(LIMITS.workNoteMax, `The note can be at most ${LIMITS.workNoteMax} characters.`);

/**
 * The labels given to a report or a timer, by uuid: labels the person may use in the task's
 * project (their own and those on its tasks they see). The whole list replaces the one before.
 */
const workLabelsInputSchema = z
  .array(z.uuid('The label is not known.'))
  .max(LIMITS.taskLabelsMax, `A work report can have at most ${LIMITS.taskLabelsMax} labels.`)
  .refine((uuids) => new Set(uuids).size === uuids.length, 'A label is given twice.');

/** A new work report (document 2, section 7: create-work). */
export const createWorkBodySchema = z.object({
  minutes: workMinutesSchema,
  /** A cost entered by hand; without it the cost is the hour rate times the minutes. */
  cost: costInputSchema,
  note: noteSchema.optional().default(''),
  isBillable: z.boolean().optional().default(true),
  dateReported: epochSecondsSchema,
  task: taskRefSchema,
  /** Whose work it is; someone else's only for those who manage the project. */
  worker: z.object({ id: idSchema, fullname: z.string().optional() }).optional(),
  labels: workLabelsInputSchema.optional(),
});
export type CreateWorkInput = z.input<typeof createWorkBodySchema>;

/** A change of a report: every field optional, the cost amount as a string. */
export const editWorkBodySchema = z.object({
  minutes: workMinutesSchema.optional(),
  cost: costInputSchema,
  note: noteSchema.optional(),
  isBillable: z.boolean().optional(),
  dateReported: epochSecondsSchema.optional(),
  task: taskRefSchema.optional(),
  labels: workLabelsInputSchema.optional(),
});
export type EditWorkInput = z.input<typeof editWorkBodySchema>;

export const getBudgetQuery = {
  /** `1` asks for the project's spend beside its budget in the answer. */
  getBudget: z
    .enum(['0', '1'], { error: 'getBudget is 0 or 1.' })
    .optional()
    .transform((v) => v === '1'),
};

/** A running report's fields when it starts or changes. */
export const runningWorkBodySchema = z.object({
  task: taskRefSchema.nullable().optional(),
  note: noteSchema.optional(),
  isBillable: z.boolean().optional(),
  cost: costInputSchema,
  labels: workLabelsInputSchema.optional(),
});
export type RunningWorkInput = z.input<typeof runningWorkBodySchema>;

export const editRunningWorkBodySchema = runningWorkBodySchema.extend({
  /** Move the timer's start (seconds since 1970); not into the future. */
  dateReported: epochSecondsSchema.optional(),
});

export const stopRunningWorkBodySchema = z.object({
  uuid: z.uuid('The timer is not known.'),
  /** When the work stopped, seconds since 1970. */
  date_stopped: epochSecondsSchema,
});

/** Filters a GET passes as JSON in `conds`. */
export function condsParam<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .max(8000, 'The filter is too long.')
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The filter is not valid JSON.' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const idListSchema = (what: string) => z.array(idSchema).max(200, `Choose at most 200 ${what}.`);
const dayString = z.iso.date('Enter a date as YYYY-MM-DD.');

/** The work-report list's filter (document 2, section 3: report filter conds, its list part). */
export const workReportCondsSchema = z
  .object({
    date_from: dayString.optional(),
    date_to: dayString.optional(),
    projects_ids: idListSchema('projects').optional(),
    users_ids: idListSchema('people').optional(),
    tasks_ids: idListSchema('tasks').optional(),
    tasklists_ids: idListSchema('task lists').optional(),
    /** Only the actor's own reports. */
    only_mine: z.boolean().optional(),
  })
  .refine((c) => !c.date_from || !c.date_to || c.date_from <= c.date_to, {
    message: 'The end of the range cannot be before its start.',
    path: ['date_to'],
  });
export type WorkReportConds = z.input<typeof workReportCondsSchema>;

export const suggestedTasksCondsSchema = z.object({
  projects_ids: idListSchema('projects').optional(),
});

export const TIME_TRACKING_SUGGESTIONS = { page: 0, limit: 30 } as const;

/** A page of a list, 0 first. */
export const pageSchema = z.coerce
  .number()
  .int('The page is a whole number.')
  .min(0, 'The page is 0 or more.')
  .max(10_000, 'The page is at most 10000.')
  .optional()
  .default(0);

/** A sum of minutes and money (one per currency) over reports. */
export const workSumsSchema = z.object({ minutes: z.number(), costs: z.array(moneySchema) });
export type WorkSums = z.infer<typeof workSumsSchema>;

const spendPart = { budget: projectSpendSchema.nullable().optional() };

export const workReportEndpoints = {
  searchTasks: endpoint({
    method: 'GET',
    path: '/timetracking/api/search-tasks',
    auth: 'user',
    query: z.object({
      q: z.string().trim().max(200, 'The search can be at most 200 characters.').default(''),
    }),
    response: z.object({ tasks: z.array(workTaskSchema) }),
  }),
  suggestedTasks: endpoint({
    method: 'GET',
    path: '/timetracking/api/find-suggested-tasks',
    auth: 'user',
    query: z.object({ p: pageSchema, conds: condsParam(suggestedTasksCondsSchema) }),
    response: z.object({
      tasks: z.array(workTaskSchema),
      total: z.number(),
      time_tracking_hide_finished_tasks: z.boolean(),
    }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/timetracking/api/create-work',
    auth: 'user',
    query: z.object(getBudgetQuery),
    body: createWorkBodySchema,
    status: 201,
    response: z.object({ work: workReportSchema, ...spendPart }),
  }),
  edit: endpoint({
    method: 'POST',
    path: '/timetracking/api/edit-work',
    auth: 'user',
    query: z.object({ id: idSchema, ...getBudgetQuery }),
    body: editWorkBodySchema,
    response: z.object({ work: workReportSchema, ...spendPart }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/timetracking/api/remove-work',
    auth: 'user',
    query: z.object({ id: idSchema, ...getBudgetQuery }),
    response: z.object({ id: z.number(), ...spendPart }),
  }),
  undelete: endpoint({
    method: 'POST',
    path: '/api/work/undelete',
    auth: 'user',
    query: z.object({ wid: idSchema }),
    response: z.object({ work: workReportSchema }),
  }),
  hourRate: endpoint({
    method: 'GET',
    path: '/timetracking/api/hour-rate',
    auth: 'user',
    query: z.object({ pid: idSchema }),
    response: z.object({ hourRate: workHourRateSchema }),
  }),
  /**
   * The project's spend beside its budget (in the current period of a recurring one, counted in
   * the owner's time zone), as a write with `getBudget=1` answers it; for those who manage it.
   */
  projectSpend: endpoint({
    method: 'GET',
    path: '/timetracking/api/project-spend',
    auth: 'user',
    query: z.object({ pid: idSchema }),
    response: z.object({
      budget: projectSpendSchema,
      /** The day (yyyy-MM-dd) the current period of a recurring budget began; null otherwise. */
      period_from: z.string().nullable(),
    }),
  }),
  menu: endpoint({
    method: 'GET',
    path: '/timetracking/api/menu',
    auth: 'user',
    response: z.object({
      work_running: runningWorkSchema.nullable(),
      last_work_reports: z.array(workReportSchema),
      time_tracking_hide_finished_tasks: z.boolean(),
    }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/timetracking/api/work-reports',
    auth: 'user',
    query: z.object({ p: pageSchema, conds: condsParam(workReportCondsSchema) }),
    response: z.object({
      reports: z.array(workReportSchema),
      sums: workSumsSchema,
      has_more: z.boolean(),
    }),
  }),
  ofTask: endpoint({
    method: 'GET',
    path: '/front/task/api/work-reports',
    auth: 'user',
    query: z.object({ tid: idSchema }),
    response: z.object({
      reports: z.array(workReportSchema),
      /** The task's summary (document 2, section 3): what the viewer may see of it. */
      summary: z.object({ id: z.number(), minutes: z.number(), cost: moneySchema }),
    }),
  }),
  createRunning: endpoint({
    method: 'POST',
    path: '/timetracking/api/create-running-work',
    auth: 'user',
    body: runningWorkBodySchema,
    response: z.object({ id: z.number().nullable(), workRunning: runningWorkSchema }),
  }),
  createRunningFromWork: endpoint({
    method: 'POST',
    path: '/timetracking/api/create-running-from-work',
    auth: 'user',
    query: z.object({ wid: idSchema }),
    response: z.object({ id: z.number().nullable(), workRunning: runningWorkSchema }),
  }),
  createRunningFromTask: endpoint({
    method: 'POST',
    path: '/timetracking/api/create-running-from-task',
    auth: 'user',
    query: z.object({ tid: idSchema }),
    response: z.object({ id: z.number().nullable(), workRunning: runningWorkSchema }),
  }),
  editRunning: endpoint({
    method: 'POST',
    path: '/timetracking/api/edit-running-work',
    auth: 'user',
    body: editRunningWorkBodySchema,
    response: z.object({ workRunning: runningWorkSchema }),
  }),
  stopRunning: endpoint({
    method: 'POST',
    path: '/timetracking/api/stop-running-work',
    auth: 'user',
    body: stopRunningWorkBodySchema,
    /** The saved report's id; null when nothing was saved (no time went by). */
    response: z.object({ id: z.number().nullable(), work: workReportSchema.nullable() }),
  }),
  setHideFinished: endpoint({
    method: 'POST',
    path: '/timetracking/api/hide-finished-tasks',
    auth: 'user',
    body: z.object({ hide: z.boolean({ error: 'hide is true or false.' }) }),
    response: z.object({ timeTrackingHideFinishedTasks: z.boolean() }),
  }),
};
