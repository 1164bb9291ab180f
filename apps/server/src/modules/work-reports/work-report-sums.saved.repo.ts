import { savedFiltersRepo } from '../../db/saved-filters.repo.ts';
import { workReportFilters } from '../../db/schema/work.ts';

export type SavedFilterRow = typeof workReportFilters.$inferSelect;

/** A person's saved report filters, in their order (`sorting`). */
export const savedReportFilterRows = savedFiltersRepo(workReportFilters, 'sorting');
