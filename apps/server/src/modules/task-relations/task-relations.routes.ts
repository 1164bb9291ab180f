import type { FastifyInstance } from 'fastify';
import { taskRelationEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { TaskRelationsService } from './task-relations.service.ts';

export function registerTaskRelationRoutes(
  app: FastifyInstance,
  relations: TaskRelationsService,
): void {
  defineRoute(app, taskRelationEndpoints.list, async ({ actor, query }) =>
    relations.list(actor, query.tid),
  );
  defineRoute(app, taskRelationEndpoints.create, async ({ actor, query, body, mutationId }) =>
    relations.create(actor, query.tid, body, mutationId),
  );
  defineRoute(app, taskRelationEndpoints.delete, async ({ actor, query, mutationId }) => ({
    tasks: await relations.delete(actor, query.uuid, mutationId),
  }));
  defineRoute(app, taskRelationEndpoints.candidates, async ({ actor, query }) => ({
    tasks: await relations.candidates(actor, query.tid, query.q),
  }));
}
