import { z } from 'zod';
import { idSchema } from './common.ts';
import { dayRangeSchema } from './day-range.ts';
import { endpoint } from './endpoint.ts';
import {
  TIMELINE_FILTER_IDS_MAX,
  TIMELINE_RANGE_DAYS_MAX,
  TIMELINE_TASKS_MAX,
} from './timeline-values.ts';

export * from './timeline-values.ts';

/** A task on the timeline: its place, its dates and the version a reschedule sends back. */
export const timelineTaskSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  project_id: z.number(),
  tasklist_id: z.number(),
  state_id: z.number(),
  /** When the task starts (yyyy-MM-dd, or a moment with its time). */
  due_date: z.string().nullable(),
  /** When it is due to be done. */
  due_date_end: z.string().nullable(),
  version: z.number(),
  workers_ids: z.array(z.number()),
  /** Whether the viewer may move and stretch its bar (the role may deny `task_due_dates_edit`). */
  can_edit_dates: z.boolean(),
});
export type TimelineTask = z.infer<typeof timelineTaskSchema>;

/** A dependency: the blocking task must be done before the blocked one. */
export const timelineDependencySchema = z.object({
  /** The relation's uuid, to remove it. */
  uuid: z.string(),
  blocking_task_id: z.number(),
  blocked_task_id: z.number(),
});
export type TimelineDependency = z.infer<typeof timelineDependencySchema>;

export const timelineDataSchema = z.object({
  projects: z.array(z.object({ id: z.number(), name: z.string(), color: z.string().nullable() })),
  /** The task lists the tasks sit in, in the project's order: the timeline's groups. */
  tasklists: z.array(z.object({ id: z.number(), name: z.string(), project_id: z.number() })),
  tasks: z.array(timelineTaskSchema).max(TIMELINE_TASKS_MAX),
  /** The `blocks` and `blocked_by` relations among these tasks, each once. */
  dependencies: z.array(timelineDependencySchema),
  /** True when more tasks match than one answer holds. */
  truncated: z.boolean(),
});
export type TimelineData = z.infer<typeof timelineDataSchema>;

const rangeSchema = dayRangeSchema({}, TIMELINE_RANGE_DAYS_MAX, 'The timeline');

const idsFilter = (what: string) =>
  z
    .array(idSchema, { error: `Give the ${what} as a list of ids.` })
    .max(TIMELINE_FILTER_IDS_MAX, `Choose at most ${TIMELINE_FILTER_IDS_MAX} ${what}.`)
    .optional();

export const timelineFilterBodySchema = dayRangeSchema(
  { projects_ids: idsFilter('projects'), workers_ids: idsFilter('people') },
  TIMELINE_RANGE_DAYS_MAX,
  'The timeline',
);
export type TimelineFilter = z.infer<typeof timelineFilterBodySchema>;

/**
 * The timeline's calls (the spec names their paths; their payloads are our own). A project's
 * timeline is refused (403) to a person who does not see all of its task lists.
 */
export const timelineEndpoints = {
  /** A project's whole timeline: every task on its board, dated or not, and the dependencies. */
  project: endpoint({
    method: 'GET',
    path: '/api/timeline/get-timeline-data',
    auth: 'user',
    query: z.object({ pid: idSchema }),
    response: timelineDataSchema,
    bulk: true,
  }),
  /** The projects the global timeline may show: the viewer's active ones. */
  globalProjects: endpoint({
    method: 'GET',
    path: '/api/timeline-global',
    auth: 'user',
    response: z.object({
      projects: z.array(
        z.object({ id: z.number(), name: z.string(), color: z.string().nullable() }),
      ),
    }),
  }),
  /** The dated tasks of all the viewer's active projects that run within the range. */
  global: endpoint({
    method: 'GET',
    path: '/api/timeline-global/get-timeline-data',
    auth: 'user',
    query: rangeSchema,
    response: timelineDataSchema,
    bulk: true,
  }),
  /** The same, narrowed to some projects and to tasks some people work on. */
  globalFiltered: endpoint({
    method: 'POST',
    path: '/api/timeline-global/get-timeline-data-by-filter-values',
    auth: 'user',
    body: timelineFilterBodySchema,
    response: timelineDataSchema,
    bulk: true,
  }),
};
