import type { FastifyInstance } from 'fastify';
import { pinnedItemEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { PinnedItemsService } from './pinned-items.service.ts';

export function registerPinnedItemRoutes(app: FastifyInstance, pins: PinnedItemsService) {
  defineRoute(app, e.list, async ({ actor, query }) => ({
    items: await pins.list(actor, query.pid),
  }));
  defineRoute(app, e.pin, async ({ actor, query, body, mutationId }) => ({
    items: await pins.pin(actor, query.pid, body, mutationId),
  }));
  defineRoute(app, e.unpin, async ({ actor, query, body, mutationId }) => ({
    items: await pins.unpin(actor, query.pid, body, mutationId),
  }));
  defineRoute(app, e.reorder, async ({ actor, query, body, mutationId }) => ({
    items: await pins.reorder(actor, query.pid, body, mutationId),
  }));
}
