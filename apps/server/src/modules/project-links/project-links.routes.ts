import type { FastifyInstance } from 'fastify';
import { projectLinkEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { ProjectLinksService } from './project-links.service.ts';

export function registerProjectLinkRoutes(app: FastifyInstance, links: ProjectLinksService) {
  defineRoute(app, e.list, async ({ actor, query }) => ({
    links: await links.list(actor, query.pid),
  }));
  defineRoute(app, e.detail, async ({ actor, query }) => ({
    link: await links.detail(actor, query.uuid),
  }));
  defineRoute(app, e.create, async ({ actor, query, body }) => ({
    link: await links.create(actor, query.pid, body),
  }));
  defineRoute(app, e.edit, async ({ actor, query, body }) => ({
    link: await links.edit(actor, query.uuid, body),
  }));
  defineRoute(app, e.delete, async ({ actor, query }) => links.delete(actor, query.uuid));
}
