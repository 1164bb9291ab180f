import type { FastifyInstance } from 'fastify';
import { tagEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { ProjectTagsService } from './project-tags.service.ts';
import type { TagsService } from './tags.service.ts';

export function registerTagRoutes(
  app: FastifyInstance,
  tags: TagsService,
  projectTags: ProjectTagsService,
): void {
  defineRoute(app, tagEndpoints.list, async ({ actor }) => ({ tags: await tags.list(actor) }));
  defineRoute(app, tagEndpoints.create, async ({ actor, body, mutationId }) => ({
    tag: await tags.create(actor, body, mutationId),
  }));
  defineRoute(app, tagEndpoints.update, async ({ actor, query, body, mutationId }) => ({
    tag: await tags.update(actor, query.id, body, mutationId),
  }));
  defineRoute(app, tagEndpoints.delete, async ({ actor, query, mutationId }) =>
    tags.delete(actor, query.id, mutationId),
  );
  defineRoute(app, tagEndpoints.setProjectTags, async ({ actor, query, body, mutationId }) => ({
    project: await projectTags.setTags(actor, query.pid, body.tags_ids, mutationId),
  }));
}
