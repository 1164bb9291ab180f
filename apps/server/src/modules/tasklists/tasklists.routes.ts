import type { FastifyInstance } from 'fastify';
import { tasklistEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { TasklistsService } from './tasklists.service.ts';

export function registerTasklistRoutes(app: FastifyInstance, tasklists: TasklistsService): void {
  defineRoute(app, tasklistEndpoints.list, async ({ actor, query }) => ({
    tasklists: await tasklists.list(actor, query.pid),
  }));
  defineRoute(app, tasklistEndpoints.create, async ({ actor, query, body, mutationId }) => ({
    tasklist: await tasklists.create(actor, query.pid, body.name, mutationId),
  }));
}
