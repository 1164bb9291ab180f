import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Runs a change of one saved filter; the list under `key` is asked again after it. */
export function useSavedFilterChange<I, O>(key: QueryKey, change: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/**
 * Puts the saved filters under `key` in a new order: shown at once, put back if the server
 * refuses, and replaced by its answer.
 */
export function useReorderSavedFilterList<F extends { uuid: string }>(
  key: QueryKey,
  reorder: (order: string[]) => Promise<{ filters: F[] }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<F[]>(key);
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
