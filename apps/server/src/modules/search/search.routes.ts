import type { FastifyInstance } from 'fastify';
import { searchEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { SearchService } from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, search: SearchService): void {
  defineRoute(app, searchEndpoints.quickSearch, ({ actor, body }) =>
    search.search(actor, { ...body, entity_type: null }),
  );
  defineRoute(app, searchEndpoints.search, ({ actor, body }) => search.search(actor, body));
}
