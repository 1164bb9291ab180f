import type { FastifyInstance } from 'fastify';
import { projectEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { ProjectsService } from './projects.service.ts';

export function registerProjectRoutes(app: FastifyInstance, projects: ProjectsService): void {
  defineRoute(app, projectEndpoints.list, async ({ actor }) => ({
    projects: await projects.list(actor),
  }));
  defineRoute(app, projectEndpoints.create, async ({ actor, body, mutationId }) => ({
    project: await projects.create(actor, body, mutationId),
  }));
  defineRoute(app, projectEndpoints.addWorkers, async ({ actor, query, body, mutationId }) => ({
    project: await projects.addWorkers(actor, query.pid, body.new_workers, mutationId),
  }));
  defineRoute(app, projectEndpoints.detail, async ({ actor, query }) => ({
    project: await projects.get(actor, query.pid),
  }));
}
