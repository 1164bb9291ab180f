import { z } from 'zod';
import { idSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { pidQuerySchema } from './projects.ts';
import { taskSchema, tidQuerySchema } from './tasks.ts';

/**
 * Where a task goes: a task list (of its own project or another one) and its place there between
 * two neighbours, tasks of that list. `after_id` is the task it comes right after (the one above
 * it), `before_id` the task it comes right before (the one below it); give either, both or
 * neither (the end of the list). `version` is the task's version the mover saw (409 if stale).
 */
export const taskMoveBodySchema = z
  .object({
    tasklist_id: idSchema,
    after_id: idSchema.nullable().optional(),
    before_id: idSchema.nullable().optional(),
    version: z.number().int().positive().optional(),
  })
  .refine((b) => b.after_id == null || b.after_id !== b.before_id, {
    message: 'A task cannot come both right before and right after the same task.',
    path: ['before_id'],
  });
export type TaskMoveInput = z.input<typeof taskMoveBodySchema>;

/** A project a task may be moved to, with the task lists of it that may receive the task. */
export const taskMoveTargetSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string().nullable(),
  tasklists: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TaskMoveTarget = z.infer<typeof taskMoveTargetSchema>;

const targetsResponse = z.object({ projects: z.array(taskMoveTargetSchema) });

/** Moving a task to another place: in its list, to another list, to another project. */
export const taskMoveEndpoints = {
  /**
   * Places the task in a task list between the neighbours given, rewriting only the task's own
   * row; the actor needs to edit the task where it is and to add tasks where it goes.
   */
  move: endpoint({
    method: 'POST',
    path: '/api/tasks/move',
    auth: 'user',
    query: tidQuerySchema,
    body: taskMoveBodySchema,
    response: z.object({ task: taskSchema }),
  }),
  /**
   * The actor's active projects (`pid`, the task's own, among them) and their task lists where
   * the task `tid` may go (document 2, section 7).
   */
  allowedToMoveTaskTo: endpoint({
    method: 'GET',
    path: '/api/projects-actions/allowed-to-move-task-to',
    auth: 'user',
    query: pidQuerySchema.extend(tidQuerySchema.shape),
    response: targetsResponse,
  }),
  /** The same answer for a task known by id alone (document 2, section 7). */
  projectsAllowedToAssignTaskTo: endpoint({
    method: 'GET',
    path: '/api/projects/get-projects-allowed-to-assign-task-to',
    auth: 'user',
    query: z.object({ taskId: idSchema }),
    response: targetsResponse,
  }),
};
