import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListedTask } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { myPriorityKeys } from '../../../lib/tasks/tasks.api.ts';

/** The tasks the viewer marked as their priority, in their order (the dashboard). */
export function useMyPriorities() {
  return useQuery({
    queryKey: myPriorityKeys.all,
    queryFn: async ({ signal }) => (await call(ROUTES.myPriorities.list, {}, { signal })).tasks,
  });
}

/** The list with one task moved by `offset` places (up is -1), or null when it cannot go. */
export function movedPriority(
  list: readonly ListedTask[],
  taskId: number,
  offset: number,
): ListedTask[] | null {
  const from = list.findIndex((task) => task.id === taskId);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= list.length) return null;
  const next = [...list];
  const [task] = next.splice(from, 1);
  next.splice(to, 0, task!);
  return next;
}

/** Puts the priorities in a new order: shown at once, put back if the server refuses. */
export function useReorderMyPriorities() {
  const queryClient = useQueryClient();
  const key = myPriorityKeys.all;
  return useMutation({
    mutationKey: key,
    mutationFn: (order: ListedTask[]) =>
      call(ROUTES.myPriorities.reorder, { body: { task_ids: order.map((task) => task.id) } }),
    onMutate: (order) => {
      void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      const previous = queryClient.getQueryData<ListedTask[]>(key);
      queryClient.setQueryData<ListedTask[]>(key, order);
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ tasks }) => queryClient.setQueryData<ListedTask[]>(key, tasks),
  });
}
