import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tasklist } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../api-client.ts';
import { taskKeys } from './tasks.api.ts';

/** Shows the board in its new order at once, and puts the old order back if the server refuses. */
export function useReorderTasklists(projectId: number) {
  const queryClient = useQueryClient();
  const key = taskKeys.tasklists(projectId);
  return useMutation({
    // Live updates of the board wait for this to settle (see invalidateWhenIdle).
    mutationKey: key,
    mutationFn: (order: number[]) =>
      call(ROUTES.tasklists.reorder, { query: { pid: projectId }, body: { order } }),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Tasklist[]>(key);
      queryClient.setQueryData<Tasklist[]>(key, (list) =>
        list ? order.flatMap((id) => list.filter((item) => item.id === id)) : list,
      );
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ tasklists }) => queryClient.setQueryData(key, tasklists),
  });
}
