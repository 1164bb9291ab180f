import { z } from 'zod';
import { idSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { LIMITS } from './limits.ts';
import { listedTaskSchema } from './recurrence.ts';

/** The tasks a person marked as their priority, in the order they put them (the dashboard). */
export const myPriorityEndpoints = {
  /**
   * The viewer's open priority tasks (`is_my_priority`) that they still see in active projects:
   * in their own order, those never ordered last, the latest marked first among them; at most
   * `LIMITS.myOpenTasksMax`.
   */
  list: endpoint({
    method: 'GET',
    path: '/api/tasks/my-priorities',
    auth: 'user',
    response: z.object({ tasks: z.array(listedTaskSchema).max(LIMITS.myOpenTasksMax) }),
  }),
  /**
   * Puts the viewer's priorities in the order given; tasks that are not among them are passed
   * over. Answers the list as `list` does.
   */
  reorder: endpoint({
    method: 'POST',
    path: '/api/tasks/reorder-my-priorities',
    auth: 'user',
    body: z.object({
      task_ids: z
        .array(idSchema)
        .min(1, 'Give the tasks in their new order.')
        .max(LIMITS.myOpenTasksMax, `At most ${LIMITS.myOpenTasksMax} tasks can be ordered.`)
        .refine((ids) => new Set(ids).size === ids.length, 'A task is given twice.'),
    }),
    response: z.object({ tasks: z.array(listedTaskSchema).max(LIMITS.myOpenTasksMax) }),
  }),
};
