import type { FastifyInstance } from 'fastify';
import { projectEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { ProjectLifecycle } from './projects.lifecycle.ts';
import type { ProjectPeople } from './projects.people.ts';
import type { ProjectsService } from './projects.service.ts';

export function registerProjectRoutes(
  app: FastifyInstance,
  projects: ProjectsService,
  lifecycle: ProjectLifecycle,
  people: ProjectPeople,
): void {
  defineRoute(app, projectEndpoints.list, async ({ actor, query }) => projects.list(actor, query));
  defineRoute(app, projectEndpoints.create, async ({ actor, body, mutationId }) => ({
    project: await projects.create(actor, body, mutationId),
  }));
  defineRoute(app, projectEndpoints.detail, async ({ actor, query }) => ({
    project: await projects.get(actor, query.pid),
  }));
  defineRoute(app, projectEndpoints.update, async ({ actor, query, body, mutationId }) => ({
    project: await lifecycle.update(actor, query.pid, body, mutationId),
  }));
  defineRoute(app, projectEndpoints.favorite, async ({ actor, query, body }) => ({
    project: await lifecycle.favorite(actor, query.pid, body),
  }));
  defineRoute(app, projectEndpoints.archive, async ({ actor, query, mutationId }) => ({
    project: await lifecycle.archive(actor, query.pid, mutationId),
  }));
  defineRoute(app, projectEndpoints.restore, async ({ actor, query, mutationId }) => ({
    project: await lifecycle.restore(actor, query.pid, mutationId),
  }));
  defineRoute(app, projectEndpoints.delete, async ({ actor, query, mutationId }) => ({
    project: await lifecycle.delete(actor, query.pid, mutationId),
  }));
  defineRoute(app, projectEndpoints.restoreFromTrash, async ({ actor, query, mutationId }) => ({
    project: await lifecycle.restoreFromTrash(actor, query.pid, mutationId),
  }));
  defineRoute(app, projectEndpoints.setCommander, async ({ actor, query, body, mutationId }) => ({
    project: await people.setCommander(actor, query.pid, body, mutationId),
  }));
  defineRoute(app, projectEndpoints.removeWorker, async ({ actor, query, body, mutationId }) =>
    people.removeWorker(actor, query.pid, body.user_id, mutationId),
  );
}
