import type { FastifyInstance } from 'fastify';
import { eventEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { EventsQueries } from './events.queries.ts';

export function registerEventRoutes(app: FastifyInstance, events: EventsQueries): void {
  defineRoute(app, eventEndpoints.projectEvents, async ({ actor, query }) => ({
    events: await events.projectFeed(actor.id, query.pid),
  }));
  defineRoute(app, eventEndpoints.filterData, async ({ actor }) => events.filterData(actor.id));
  defineRoute(app, eventEndpoints.find, async ({ actor, query, body }) =>
    events.feed(actor.id, body, query.p),
  );
}
