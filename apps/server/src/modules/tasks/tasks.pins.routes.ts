import type { FastifyInstance } from 'fastify';
import { taskExtraEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { SetTimeEstimates } from './tasks.estimates.ts';
import type { TaskPins } from './tasks.pins.ts';

/** Time estimates and pins of tasks. */
export function registerTaskPinAndEstimateRoutes(
  app: FastifyInstance,
  services: { setTimeEstimates: SetTimeEstimates; pins: TaskPins },
): void {
  defineRoute(
    app,
    taskExtraEndpoints.setTimeEstimates,
    async ({ actor, query, body, mutationId }) => ({
      task: await services.setTimeEstimates(actor, query.tid, body, mutationId),
    }),
  );
  defineRoute(app, taskExtraEndpoints.pin, async ({ actor, query, mutationId }) => ({
    task: await services.pins.pin(actor, query.tid, mutationId),
  }));
  defineRoute(app, taskExtraEndpoints.unpin, async ({ actor, query, mutationId }) => ({
    task: await services.pins.unpin(actor, query.tid, mutationId),
  }));
  defineRoute(app, taskExtraEndpoints.pinned, async ({ actor, query }) => ({
    tasks: await services.pins.pinned(actor, query.pid),
  }));
}
