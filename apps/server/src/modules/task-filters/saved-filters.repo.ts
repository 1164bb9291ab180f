import { savedFiltersRepo } from '../../db/saved-filters.repo.ts';
import { taskFilters } from '../../db/schema/task-filters.ts';

export type SavedTaskFilterRow = typeof taskFilters.$inferSelect;

/** A person's saved task filters, in their order (`position`). */
export const savedTaskFilterRows = savedFiltersRepo(taskFilters, 'position');
