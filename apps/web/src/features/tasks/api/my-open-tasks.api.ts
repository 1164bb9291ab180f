import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListedTask } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

export const myOpenTaskKeys = { all: ['my-open-tasks'] as const };

/** The viewer's open tasks across their projects, soonest due first (the dashboard). */
export function useMyOpenTasks() {
  return useQuery({
    queryKey: myOpenTaskKeys.all,
    queryFn: async ({ signal }) => (await call(ROUTES.myOpenTasks.list, {}, { signal })).tasks,
  });
}

/** Finishes one of them: it leaves the list at once, and comes back if the server refuses. */
export function useFinishMyTask() {
  const queryClient = useQueryClient();
  const key = myOpenTaskKeys.all;
  return useMutation({
    mutationKey: key,
    mutationFn: (task: ListedTask) => call(ROUTES.tasks.finish, { query: { tid: task.id } }),
    onMutate: (task) => {
      void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      const previous = queryClient.getQueryData<ListedTask[]>(key);
      queryClient.setQueryData<ListedTask[]>(key, (list = []) =>
        list.filter((t) => t.id !== task.id),
      );
      return { previous };
    },
    onError: (_error, _task, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: (_data, _error, task) => {
      void queryClient.invalidateQueries({ queryKey: key });
      // A board held from an earlier visit is read again when it is next shown.
      void queryClient.invalidateQueries({ queryKey: taskKeys.tasks(task.project.id) });
    },
  });
}
