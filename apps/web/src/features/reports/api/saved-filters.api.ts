import { useQuery } from '@tanstack/react-query';
import type { WorkReportFilter } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { useReorderSavedFilterList, useSavedFilterChange } from '../../../lib/saved-filters.ts';
import { reportKeys } from './reports.api.ts';

const R = ROUTES.workReportSums;

/** The person's saved filters, in their order. */
export function useSavedFilters() {
  return useQuery({
    queryKey: reportKeys.savedFilters(),
    queryFn: async ({ signal }) => (await call(R.savedFilters, {}, { signal })).filters,
  });
}

/** Saves a filter under a name. */
export function useCreateSavedFilter() {
  return useSavedFilterChange(
    reportKeys.savedFilters(),
    (body: { name: string; filter: WorkReportFilter }) => call(R.createCustomFilter, { body }),
  );
}

/** Renames a saved filter, or changes what it holds. */
export function useEditSavedFilter() {
  return useSavedFilterChange(
    reportKeys.savedFilters(),
    ({ uuid, ...body }: { uuid: string; name: string; filter: WorkReportFilter }) =>
      call(R.editCustomFilter, { query: { uuid }, body }),
  );
}

/** Deletes a saved filter. */
export function useDeleteSavedFilter() {
  return useSavedFilterChange(reportKeys.savedFilters(), (uuid: string) =>
    call(R.deleteCustomFilter, { query: { uuid } }),
  );
}

/** Puts the saved filters in a new order; the list shows it at once. */
export function useReorderSavedFilters() {
  return useReorderSavedFilterList(reportKeys.savedFilters(), (order: string[]) =>
    call(R.reorderSavedFilters, { body: { order } }),
  );
}
