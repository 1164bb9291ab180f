import { z } from 'zod';
import { idSchema, personSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { taskSchema } from './tasks.ts';

/** Finished tasks answered per page. */
export const FINISHED_TASKS_PAGE_SIZE = 50;
/** The last page that can be asked for (pages count from 0). */
export const FINISHED_TASKS_PAGE_MAX = 10_000;
/** Projects or people one filter can name. */
export const FINISHED_TASKS_FILTER_MAX = 100;

/**
 * Which project and page: `pid` for one project's finished tasks, left out for those of every
 * project the viewer is a member of; `p` counts pages from 0.
 */
export const finishedTasksQuerySchema = z.object({
  pid: idSchema.optional(),
  p: z.coerce
    .number()
    .int('Enter a whole page number.')
    .min(0, 'Pages count from 0.')
    .max(FINISHED_TASKS_PAGE_MAX, `There are at most ${FINISHED_TASKS_PAGE_MAX} pages.`)
    .default(0),
});

const dayStringSchema = z.iso.date('Enter a date as yyyy-MM-dd.');

const idListSchema = (what: string) =>
  z
    .array(idSchema)
    .max(FINISHED_TASKS_FILTER_MAX, `Choose at most ${FINISHED_TASKS_FILTER_MAX} ${what}.`);

/**
 * The finished-task filter (document 2, section 3): the projects, who finished, and the days
 * (yyyy-MM-dd, both included, in the viewer's time zone). Every part is optional.
 */
export const finishedTasksCondsSchema = z
  .object({
    projects_ids: idListSchema('projects').optional(),
    finished_by: idListSchema('people').optional(),
    date_range: z
      .object({
        date_from: dayStringSchema.nullable().optional(),
        date_to: dayStringSchema.nullable().optional(),
      })
      .refine((r) => !r.date_from || !r.date_to || r.date_from <= r.date_to, {
        message: 'The end of the range cannot be before its start.',
        path: ['date_to'],
      })
      .optional(),
  })
  // A call without a body filters nothing.
  .nullish()
  .transform((conds) => conds ?? {});
export type FinishedTasksConds = NonNullable<z.input<typeof finishedTasksCondsSchema>>;

export const finishedTasksPageSchema = z.object({
  /** Newest finished first; each carries finished_by and date_finished. */
  tasks: z.array(taskSchema),
  page: z.number(),
  /** Whether a next page has tasks. */
  has_more: z.boolean(),
  /** What the filter can offer: the projects in sight and the people who finished tasks there. */
  filter_values: z.object({
    projects: z.array(z.object({ id: z.number(), name: z.string() })),
    users: z.array(personSchema),
  }),
});
export type FinishedTasksPage = z.infer<typeof finishedTasksPageSchema>;

export const finishedTaskEndpoints = {
  /** Finished tasks of a project, or of all the viewer's projects, 50 a page (document 2, section 7). */
  find: endpoint({
    method: 'POST',
    path: '/api/projects/find-finished-tasks',
    auth: 'user',
    query: finishedTasksQuerySchema,
    body: finishedTasksCondsSchema,
    response: finishedTasksPageSchema,
  }),
};
