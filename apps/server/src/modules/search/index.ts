import type { TandemModule } from '../../core.ts';
import { registerSearchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

/**
 * Search over notes, projects, task lists, tasks, files, links and their comments. The index
 * (`search_items`) is kept by database triggers; this module only reads it.
 */
export const searchModule: TandemModule = {
  name: 'search',
  register(core) {
    registerSearchRoutes(core.app, createSearchService(core));
  },
};
