import type { FastifyInstance } from 'fastify';
import { projectSettingsEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { ProjectSettingsService } from './project-settings.service.ts';

export function registerProjectSettingsRoutes(
  app: FastifyInstance,
  settings: ProjectSettingsService,
): void {
  defineRoute(app, projectSettingsEndpoints.fetch, async ({ actor, query }) =>
    settings.fetch(actor, query.pid),
  );
  defineRoute(app, projectSettingsEndpoints.save, async ({ actor, query, body, mutationId }) =>
    settings.save(actor, query.pid, body, mutationId),
  );
}
