import type { FastifyInstance } from 'fastify';
import { projectPeopleEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { ProjectWorkers } from './projects.workers.ts';

export function registerProjectPeopleRoutes(app: FastifyInstance, workers: ProjectWorkers): void {
  const e = projectPeopleEndpoints;
  defineRoute(app, e.updateWorker, async ({ actor, query, body, mutationId }) => ({
    project: await workers.updateWorker(actor, query.pid, body, mutationId),
  }));
  defineRoute(app, e.workerRemovalSummary, async ({ actor, query }) => ({
    summary: await workers.summary(actor, query.user_id),
  }));
  defineRoute(app, e.removeWorkerFromAll, async ({ actor, body }) => ({
    summary: await workers.removeFromAll(actor, body.user_id),
  }));
}
