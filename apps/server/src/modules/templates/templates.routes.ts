import type { FastifyInstance } from 'fastify';
import { templateEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { TemplatesService } from './templates.service.ts';

export function registerTemplateRoutes(app: FastifyInstance, templates: TemplatesService): void {
  defineRoute(
    app,
    templateEndpoints.saveAsTemplate,
    async ({ actor, query, body, mutationId }) => ({
      project: await templates.saveAsTemplate(actor, query.pid, body, mutationId),
    }),
  );
  defineRoute(
    app,
    templateEndpoints.createFromTemplate,
    async ({ actor, query, body, mutationId }) => ({
      project: await templates.createFromTemplate(actor, query.pid, body, mutationId),
    }),
  );
}
