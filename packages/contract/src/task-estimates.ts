import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema } from './common.ts';
import { LIMITS } from './limits.ts';
import { pidQuerySchema } from './projects.ts';
import { taskSchema, tidQuerySchema } from './tasks.ts';

/** Minutes of an estimate; null clears it. */
export const estimateMinutesSchema = z
  .number({ error: 'Enter the minutes as a whole number.' })
  .int('Enter the minutes as a whole number.')
  .min(0, 'Minutes must be equal or greater than 0.')
  .max(
    LIMITS.taskEstimateMinutesMax,
    `An estimate can be at most ${LIMITS.taskEstimateMinutesMax} minutes.`,
  )
  .nullable();

/**
 * Estimates of a task: the task's own total and the minutes of each person; what is left out
 * stays as it is. The people must be members of the project who see the task's list.
 */
export const setTimeEstimatesBodySchema = z.object({
  total_minutes: estimateMinutesSchema.optional(),
  users: z
    .array(z.object({ user_id: idSchema, minutes: estimateMinutesSchema }))
    .max(LIMITS.taskWorkersMax, `Estimate at most ${LIMITS.taskWorkersMax} people at once.`)
    .refine((users) => new Set(users.map((u) => u.user_id)).size === users.length, {
      message: 'Name each person once.',
    })
    .optional(),
});
export type SetTimeEstimatesInput = z.input<typeof setTimeEstimatesBodySchema>;

const taskResponse = z.object({ task: taskSchema });

/** Time estimates and pinning of tasks. */
export const taskExtraEndpoints = {
  setTimeEstimates: endpoint({
    method: 'POST',
    path: '/api/tasks/set-time-estimates',
    auth: 'user',
    query: tidQuerySchema,
    body: setTimeEstimatesBodySchema,
    response: taskResponse,
  }),
  /** Pins the task to the top of its project, for every member. */
  pin: endpoint({
    method: 'POST',
    path: '/api/tasks/pin',
    auth: 'user',
    query: tidQuerySchema,
    response: taskResponse,
  }),
  unpin: endpoint({
    method: 'POST',
    path: '/api/tasks/unpin',
    auth: 'user',
    query: tidQuerySchema,
    response: taskResponse,
  }),
  /** The project's pinned tasks the viewer sees, the latest pinned first. */
  pinned: endpoint({
    method: 'GET',
    path: '/api/tasks/pinned',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ tasks: z.array(taskSchema) }),
  }),
};
