import type { TandemModule } from '../../core.ts';
import { createFilteredTasks } from './filtered-tasks.ts';
import { createSavedTaskFilters } from './saved-filters.service.ts';
import { registerTaskFilterRoutes } from './task-filters.routes.ts';

/** The task page across projects, filtered, and each person's saved task filters. */
export const taskFiltersModule: TandemModule = {
  name: 'task-filters',
  register(core) {
    registerTaskFilterRoutes(core.app, createFilteredTasks(core), createSavedTaskFilters(core));
  },
};
