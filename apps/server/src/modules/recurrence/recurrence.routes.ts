import type { FastifyInstance } from 'fastify';
import { recurrenceEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { RecurrenceService } from './recurrence.service.ts';

export function registerRecurrenceRoutes(app: FastifyInstance, recurrence: RecurrenceService) {
  defineRoute(app, recurrenceEndpoints.get, async ({ actor, query }) => ({
    recurrence: await recurrence.get(actor, query.tid),
  }));
  defineRoute(app, recurrenceEndpoints.set, async ({ actor, query, body, mutationId }) =>
    recurrence.set(actor, query.tid, body, mutationId),
  );
  defineRoute(app, recurrenceEndpoints.remove, async ({ actor, query, mutationId }) => ({
    task: await recurrence.remove(actor, query.tid, mutationId),
  }));
  defineRoute(app, recurrenceEndpoints.recurrentTasks, async ({ actor }) => ({
    items: await recurrence.listMine(actor),
  }));
}
