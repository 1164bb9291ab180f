import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pidQuerySchema } from './projects.ts';
import { tlidQuerySchema } from './tasks.ts';

/** A project something can be moved or copied to, as the picker lists it. */
export const moveTargetSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string().nullable(),
});
export type MoveTarget = z.infer<typeof moveTargetSchema>;

/** Checks across projects: where the actor may take an object of one project. */
export const projectsActionsEndpoints = {
  /**
   * The actor's active projects, other than `pid`, that may receive the task list `tlid` of
   * `pid`: those where the actor may create task lists (document 2, section 7).
   */
  allowedToMoveTasklistTo: endpoint({
    method: 'GET',
    path: '/api/projects-actions/allowed-to-move-tasklist-to',
    auth: 'user',
    query: pidQuerySchema.extend(tlidQuerySchema.shape),
    response: z.object({ projects: z.array(moveTargetSchema) }),
  }),
};
