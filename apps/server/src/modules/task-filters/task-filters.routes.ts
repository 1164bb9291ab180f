import type { FastifyInstance } from 'fastify';
import { taskFilterEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { FilteredTasks } from './filtered-tasks.ts';
import type { SavedTaskFilters } from './saved-filters.service.ts';

export function registerTaskFilterRoutes(
  app: FastifyInstance,
  tasks: FilteredTasks,
  saved: SavedTaskFilters,
): void {
  defineRoute(app, e.tasks, ({ actor, query, body }) => tasks.find(actor, query, body));
  defineRoute(app, e.filterValues, ({ actor }) => tasks.values(actor));
  defineRoute(app, e.savedFilters, async ({ actor }) => ({ filters: await saved.list(actor) }));
  defineRoute(app, e.createCustomFilter, ({ actor, body, mutationId }) =>
    saved.create(actor, body, mutationId),
  );
  defineRoute(app, e.editCustomFilter, ({ actor, query, body, mutationId }) =>
    saved.edit(actor, query.uuid, body, mutationId),
  );
  defineRoute(app, e.deleteCustomFilter, ({ actor, query, mutationId }) =>
    saved.remove(actor, query.uuid, mutationId),
  );
  defineRoute(app, e.reorderSavedFilters, ({ actor, body, mutationId }) =>
    saved.reorder(actor, body.order, mutationId),
  );
}
