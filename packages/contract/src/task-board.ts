import { z } from 'zod';
import { idSchema, personSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { CURRENCIES } from './limits.ts';
import { pidQuerySchema } from './projects.ts';
import { taskAbilitiesSchema, taskPrioritySchema, taskSchema } from './tasks.ts';

/** The fields of a task that its other parts (labels, subtasks, relations, ...) fill. */
const partFields = taskSchema
  .pick({
    labels: true,
    tasks_relations: true,
    is_blocked: true,
    has_unnacessable_blocking_task: true,
    total_time_estimate: true,
    users_time_estimates: true,
    is_pinned: true,
    task_checks_summary: true,
    has_assigned_taskcheck: true,
    custom_fields: true,
    is_recurrent: true,
    recurrent_task: true,
    has_reminder: true,
    trackings: true,
    real_minutes_spent: true,
    cost_minutes: true,
    real_cost: true,
  })
  .partial();

/**
 * A task on a board, compact: people and task lists by id (the board answer names them once),
 * no description (the task's detail has it), and the other parts' fields only where they are set.
 */
export const boardTaskSchema = z
  .object({
    id: z.number(),
    uuid: z.string(),
    name: z.string(),
    state_id: z.number(),
    tasklist_id: z.number(),
    sorting_id: z.number(),
    sorting_key: z.string(),
    author_id: z.number(),
    assigner_id: z.number().nullable(),
    finished_by_id: z.number().nullable(),
    worker_ids: z.array(z.number()),
    due_date: z.string().nullable(),
    due_date_end: z.string().nullable(),
    date_add: z.string(),
    date_upd: z.string().nullable(),
    date_finished: z.string().nullable(),
    priority_enum: taskPrioritySchema.nullable(),
    is_my_priority: z.boolean(),
    is_tracked: z.boolean(),
    version: z.number(),
  })
  .extend(partFields.shape);
export type BoardTask = z.infer<typeof boardTaskSchema>;

export const taskBoardSchema = z.object({
  project: z.object({ id: z.number(), name: z.string(), currency: z.enum(CURRENCIES) }),
  /** The task lists the tasks are in, with what the viewer may do with tasks there. */
  tasklists: z.array(
    z.object({ id: z.number(), name: z.string(), task_abilities: taskAbilitiesSchema }),
  ),
  /** Everyone the tasks name (authors, assigners, finishers, workers). */
  people: z.array(personSchema),
  tasks: z.array(boardTaskSchema),
});
export type TaskBoard = z.infer<typeof taskBoardSchema>;

export const taskBoardEndpoints = {
  /**
   * The project's board, the same tasks as /api/tasks/list, compact: what the views need for
   * thousands of tasks. Expand it to full tasks with `expandTaskBoard`.
   */
  board: endpoint({
    method: 'GET',
    path: '/api/tasks/board',
    auth: 'user',
    query: pidQuerySchema.extend({
      /**
       * Only this task, as the board would hold it: what a live change needs. The board then
       * names just its list and people, and no task when the task is not on the board or not
       * visible to the viewer (moved away, deleted, in a hidden list).
       */
      tid: idSchema.optional(),
    }),
    response: taskBoardSchema,
    bulk: true,
  }),
};
