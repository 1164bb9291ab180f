import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedWorkFilter, WorkReportFilter } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { reportKeys } from './reports.api.ts';

const R = ROUTES.workReportSums;

/** The person's saved filters, in their order. */
export function useSavedFilters() {
  return useQuery({
    queryKey: reportKeys.savedFilters(),
    queryFn: async ({ signal }) => (await call(R.savedFilters, {}, { signal })).filters,
  });
}

/** Runs a change of one saved filter; the list is asked again after it. */
function useFiltersChange<I, O>(change: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.savedFilters() }),
  });
}

/** Saves a filter under a name. */
export function useCreateSavedFilter() {
  return useFiltersChange((body: { name: string; filter: WorkReportFilter }) =>
    call(R.createCustomFilter, { body }),
  );
}

/** Renames a saved filter, or changes what it holds. */
export function useEditSavedFilter() {
  return useFiltersChange(
    ({ uuid, ...body }: { uuid: string; name: string; filter: WorkReportFilter }) =>
      call(R.editCustomFilter, { query: { uuid }, body }),
  );
}

/** Deletes a saved filter. */
export function useDeleteSavedFilter() {
  return useFiltersChange((uuid: string) => call(R.deleteCustomFilter, { query: { uuid } }));
}

/** Puts the saved filters in a new order; the list shows it at once. */
export function useReorderSavedFilters() {
  const queryClient = useQueryClient();
  const key = reportKeys.savedFilters();
  return useMutation({
    mutationFn: (order: string[]) => call(R.reorderSavedFilters, { body: { order } }),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedWorkFilter[]>(key);
      if (previous) {
        const byUuid = new Map(previous.map((f) => [f.uuid, f]));
        queryClient.setQueryData(
          key,
          order.map((uuid) => byUuid.get(uuid)).filter((f) => f !== undefined),
        );
      }
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ filters }) => queryClient.setQueryData(key, filters),
  });
}
