import type { FastifyInstance } from 'fastify';
import { labelEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { LabelsService } from './labels.service.ts';

export function registerLabelRoutes(app: FastifyInstance, labels: LabelsService): void {
  defineRoute(app, labelEndpoints.available, async ({ actor, query }) => ({
    labels: await labels.available(actor, query.tid),
  }));
  defineRoute(app, labelEndpoints.add, async ({ actor, query, body, mutationId }) =>
    labels.add(actor, query.tid, body, mutationId),
  );
  defineRoute(app, labelEndpoints.edit, async ({ actor, query, body, mutationId }) => ({
    label: await labels.edit(actor, query.uuid, body, mutationId),
  }));
  defineRoute(app, labelEndpoints.remove, async ({ actor, query, mutationId }) => ({
    task: await labels.remove(actor, query.tid, query.uuid, mutationId),
  }));
}
