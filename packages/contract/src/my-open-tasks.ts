import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { LIMITS } from './limits.ts';
import { listedTaskSchema } from './recurrence.ts';

export const myOpenTaskEndpoints = {
  /**
   * The viewer's open tasks across their active projects, for the dashboard (our own design): tasks
   * they work on, those due to end first by that date, then those due to start by that date, then
   * the rest by project name and board order; at most `LIMITS.myOpenTasksMax`.
   */
  list: endpoint({
    method: 'GET',
    path: '/api/tasks/my-open-tasks',
    auth: 'user',
    response: z.object({ tasks: z.array(listedTaskSchema).max(LIMITS.myOpenTasksMax) }),
  }),
};
