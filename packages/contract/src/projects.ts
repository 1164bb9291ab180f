import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema, nameSchema, personSchema, stateSchema } from './common.ts';
import { BUDGET_MESSAGES, BUDGET_RESET_MONTHS_MAX } from './budget-period.ts';
import { CURRENCIES, LIMITS } from './limits.ts';
import { MONEY_PATTERN, amountToMinor } from './money.ts';
import { DISALLOWED_ACTIONS, PROJECT_STATE } from './states.ts';
import { projectTagSchema } from './tags.ts';

/** A colour as the spec stores it: 3- or 6-digit hex. */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'The colour must be a 3- or 6-digit hex value.');

/** What the actor may do with a project; the web app reads these instead of re-deriving rules. */
export const projectAbilitiesSchema = z.object({
  update: z.boolean(),
  create_tasklist: z.boolean(),
  /** Add files and links to the project (any member, while the project can change). */
  add_content: z.boolean(),
  manage_workers: z.boolean(),
  archive: z.boolean(),
  delete: z.boolean(),
  /** Give members roles (the owner alone). */
  set_member_roles: z.boolean(),
  /** Save the project as a template. */
  save_as_template: z.boolean(),
  /** Ask a member to take the project over (the owner alone). */
  hand_over: z.boolean(),
  /** Remove a member from all of one's own projects (the owner's menu). */
  remove_workers_everywhere: z.boolean(),
  /** See the hour rates, the cost of everyone's work and the spend against the budget. */
  see_spend: z.boolean(),
});

/** A calendar date as the spec's project due dates carry it: yyyy-MM-dd. */
export const dateOnlySchema = z.iso.date('Enter a date as YYYY-MM-DD.');

const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** A project's client (document 1, section 3). */
export const clientSchema = z.object({
  id: z.number().int().positive().nullable(),
  email: z.string().trim().max(LIMITS.emailMax).nullable(),
  company_id: optionalText(50),
  company_tax_id: optionalText(50),
  name: optionalText(LIMITS.nameMax),
  company: optionalText(LIMITS.nameMax),
  address: z.object({
    street: optionalText(LIMITS.nameMax),
    street2: optionalText(LIMITS.nameMax),
    town: optionalText(LIMITS.nameMax),
    zip: optionalText(20),
  }),
});
export type ProjectClientShape = z.infer<typeof clientSchema>;

/** An amount of money as the spec sends it: a string with up to two decimals. */
export const amountSchema = z
  .string()
  .trim()
  .regex(MONEY_PATTERN, 'Enter an amount such as 1200 or 1200.50.')
  .refine(
    (amount) => amountToMinor(amount) <= LIMITS.workCostMax * 100,
    `The amount can be at most ${LIMITS.workCostMax}.`,
  );

/** A project budget (document 1, section 3); the currency is the project's. */
export const budgetSchema = z.object({
  amount: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  isRecurrent: z.boolean(),
  minutesBudget: z.number().nullable(),
  nextResetDate: z.string().nullable(),
  nullAfterMonthsCount: z.number().nullable(),
  nullInDayOfMonth: z.number().nullable(),
});

export const budgetInputSchema = z
  .object({
    amount: amountSchema.nullable(),
    isRecurrent: z.boolean().optional(),
    minutesBudget: z
      .number()
      .int()
      .min(0)
      .max(LIMITS.workMinutesMax * 100)
      .nullable()
      .optional(),
    /** The first restart of a recurring budget. */
    nextResetDate: z.iso.date(BUDGET_MESSAGES.resetDate).nullable().optional(),
    /** A recurring budget restarts every this many months. */
    nullAfterMonthsCount: z
      .number({ error: BUDGET_MESSAGES.months })
      .int(BUDGET_MESSAGES.months)
      .min(1, BUDGET_MESSAGES.months)
      .max(BUDGET_RESET_MONTHS_MAX, BUDGET_MESSAGES.months)
      .nullable()
      .optional(),
    /** On this day of the month; 29 to 31 mean the last day of a shorter month. */
    nullInDayOfMonth: z
      .number({ error: BUDGET_MESSAGES.day })
      .int(BUDGET_MESSAGES.day)
      .min(1, BUDGET_MESSAGES.day)
      .max(31, BUDGET_MESSAGES.day)
      .nullable()
      .optional(),
  })
  .refine(
    (b) =>
      b.isRecurrent !== true ||
      (!!b.nextResetDate && !!b.nullAfterMonthsCount && !!b.nullInDayOfMonth),
    { message: BUDGET_MESSAGES.recurrentIncomplete, path: ['isRecurrent'] },
  );

/** A worker's hour rate in the project (document 1, section 3: project_setting). */
export const projectSettingSchema = z.object({
  id: z.number(),
  /** Amount in the project currency, as a string; null when none is set. */
  hour_rate: z.string().nullable(),
  is_fixed: z.boolean(),
});

/** A role given to a member in a project, as listed beside the member. */
export const memberRoleSchema = z.object({ id: z.number(), name: z.string() });

/** A member of a project (document 1, section 3: project worker). */
export const projectWorkerSchema = personSchema.extend({
  email: z.string(),
  is_commander: z.boolean(),
  /** Invited by e-mail and not activated yet. */
  is_worker_invited: z.boolean(),
  /** Ids of the task lists the worker may see; null when not limited. */
  tasklists_acl: z.array(z.number()).nullable(),
  /** Null for viewers who may not see it (only managers and the worker themselves do). */
  project_setting: projectSettingSchema.nullable(),
  is_business_captain: z.boolean(),
  roles: z.array(memberRoleSchema),
  /** What the viewer may do with this member, by the server's rules. */
  abilities: z.object({
    /** Make them a commander or take it back. */
    set_commander: z.boolean(),
    /** Remove them from the project. */
    remove: z.boolean(),
    /** Leave the project (the viewer's own row). */
    leave: z.boolean(),
  }),
});
export type ProjectWorker = z.infer<typeof projectWorkerSchema>;

export const projectSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  state: stateSchema,
  owner: personSchema,
  author: personSchema,
  isCommander: z.boolean(),
  isTemplate: z.boolean(),
  isUserBusinessCaptain: z.boolean(),
  /** Whether the viewer may attach public tags to the project and make tags public. */
  canManagePublicTag: z.boolean(),
  tags: z.array(projectTagSchema),
  workers: z.array(projectWorkerSchema),
  commanders: z.array(z.number()),
  version: z.number(),
  isFavorite: z.boolean(),
  dueDate: z.string().nullable(),
  dueDateEnd: z.string().nullable(),
  /** For templates: the due dates as days after the start date chosen when a project is made. */
  due_date_plus_days: z.number().nullable(),
  due_date_end_plus_days: z.number().nullable(),
  client: clientSchema.nullable(),
  budget: budgetSchema.nullable(),
  hide_work_reports_on_time_estimates: z.boolean(),
  date_archived: z.string().nullable(),
  date_deleted: z.string().nullable(),
  /** Open and finished tasks the viewer sees in the open task lists: the project's progress. */
  task_counts: z.object({ active: z.number(), finished: z.number() }),
  abilities: projectAbilitiesSchema,
  /** Actions the viewer's roles deny in this project; the owner is never denied anything. */
  disallowed_actions: z.array(z.enum(DISALLOWED_ACTIONS)),
});
export type Project = z.infer<typeof projectSchema>;

/** Project states by name, as the projects list filters them. */
export const projectStateNameSchema = z.enum(
  Object.keys(PROJECT_STATE) as [keyof typeof PROJECT_STATE, ...Array<keyof typeof PROJECT_STATE>],
);

export const projectListQuerySchema = z.object({
  state: projectStateNameSchema.optional(),
  search: z.string().trim().max(LIMITS.nameMax).optional(),
  /** Only projects carrying this tag, as the actor sees it. */
  tag_id: idSchema.optional(),
});

/** Changes to a project; `version` must be the one the editor saw (409 otherwise). */
export const updateProjectBodySchema = z
  .object({
    version: z.number().int().positive(),
    name: nameSchema.optional(),
    color: hexColorSchema.nullable().optional(),
    /** Fixed after creation: sending another currency is refused. */
    currency: z.enum(CURRENCIES).optional(),
    dueDate: dateOnlySchema.nullable().optional(),
    dueDateEnd: dateOnlySchema.nullable().optional(),
    client: clientSchema.nullable().optional(),
    budget: budgetInputSchema.nullable().optional(),
    hide_work_reports_on_time_estimates: z.boolean().optional(),
  })
  .refine((b) => !b.dueDate || !b.dueDateEnd || b.dueDate <= b.dueDateEnd, {
    message: 'The end date must not be before the start date.',
    path: ['dueDateEnd'],
  });

/** Marks a project as a favourite of the actor; both spellings of the spec are accepted. */
export const favoriteBodySchema = z
  .object({ isFavorite: z.boolean().optional(), is_favorite: z.boolean().optional() })
  .refine((b) => b.isFavorite !== undefined || b.is_favorite !== undefined, {
    message: 'Say whether the project is a favourite.',
    path: ['isFavorite'],
  });

export const createProjectBodySchema = z.object({
  name: nameSchema,
  color: hexColorSchema.nullable().optional(),
  currency: z.enum(CURRENCIES).optional(),
  /** Start it as a template (the "create template" modal) instead of an active project. */
  isTemplate: z.boolean().optional(),
});

export const pidQuerySchema = z.object({ pid: idSchema });

/** A member of the project, by user id. */
export const memberBodySchema = z.object({ user_id: idSchema });
export const setCommanderBodySchema = z.object({ user_id: idSchema, is_commander: z.boolean() });

export const projectEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects/list',
    auth: 'user',
    query: projectListQuerySchema,
    response: z.object({
      projects: z.array(projectSchema),
      counts: z.object({
        active: z.number(),
        archived: z.number(),
        template: z.number(),
        deleted: z.number(),
      }),
    }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/projects/update',
    auth: 'user',
    query: pidQuerySchema,
    body: updateProjectBodySchema,
    response: z.object({ project: projectSchema }),
  }),
  favorite: endpoint({
    method: 'POST',
    path: '/api/projects/favorite',
    auth: 'user',
    query: pidQuerySchema,
    body: favoriteBodySchema,
    response: z.object({ project: projectSchema }),
  }),
  archive: endpoint({
    method: 'POST',
    path: '/api/projects/archive',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ project: projectSchema }),
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/projects/restore',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ project: projectSchema }),
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/projects/delete',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ project: projectSchema }),
  }),
  restoreFromTrash: endpoint({
    method: 'POST',
    path: '/api/projects/restore-from-trash',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ project: projectSchema }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects/create',
    auth: 'user',
    body: createProjectBodySchema,
    response: z.object({ project: projectSchema }),
    status: 201,
  }),
  setCommander: endpoint({
    method: 'POST',
    path: '/api/projects/set-commander',
    auth: 'user',
    query: pidQuerySchema,
    body: setCommanderBodySchema,
    response: z.object({ project: projectSchema }),
  }),
  removeWorker: endpoint({
    method: 'POST',
    path: '/api/projects/remove-worker',
    auth: 'user',
    query: pidQuerySchema,
    body: memberBodySchema,
    response: z.object({ removed: z.literal(true) }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/projects/detail',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ project: projectSchema }),
  }),
};
