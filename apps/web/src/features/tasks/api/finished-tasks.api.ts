import type { InfiniteData } from '@tanstack/react-query';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { FinishedTasksConds, FinishedTasksPage, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** The query keys of the finished-tasks lists, defined once; null stands for all projects. */
export const finishedTaskKeys = {
  all: ['finished-tasks'] as const,
  list: (projectId: number | null, conds: FinishedTasksConds) =>
    ['finished-tasks', projectId ?? 'all', conds] as const,
};

type Pages = InfiniteData<FinishedTasksPage, number>;

/**
 * Finished tasks, newest finished first, 50 a page: of one project, or (`projectId` null) of
 * every project the user is a member of. Further pages load on demand.
 */
export function useFinishedTasks(projectId: number | null, conds: FinishedTasksConds) {
  return useInfiniteQuery({
    queryKey: finishedTaskKeys.list(projectId, conds),
    queryFn: ({ pageParam, signal }) =>
      call(
        ROUTES.finishedTasks.find,
        { query: { ...(projectId === null ? {} : { pid: projectId }), p: pageParam }, body: conds },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last: FinishedTasksPage) => (last.has_more ? last.page + 1 : undefined),
    // A changed filter keeps the list and its choices on screen until the new answer is there.
    placeholderData: keepPreviousData,
  });
}

/** Every cached finished-tasks list without the given task. */
const withoutTask = (data: Pages | undefined, taskId: number): Pages | undefined =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      tasks: page.tasks.filter((task) => task.id !== taskId),
    })),
  };

/**
 * Reopens a finished task from a finished-tasks list: it leaves the lists at once and comes back
 * if the server refuses; its project's board and its detail then show it open.
 */
export function useReopenFinishedTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: finishedTaskKeys.all,
    mutationFn: (task: Task) => call(ROUTES.tasks.reopen, { query: { tid: task.id } }),
    onMutate: (task) => {
      void queryClient.cancelQueries({ queryKey: finishedTaskKeys.all }, { revert: false });
      const previous = queryClient.getQueriesData<Pages>({ queryKey: finishedTaskKeys.all });
      queryClient.setQueriesData<Pages>({ queryKey: finishedTaskKeys.all }, (data) =>
        withoutTask(data, task.id),
      );
      return { previous };
    },
    onError: (_error, _task, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ task }) => storeTask(queryClient, task),
    onSettled: async (_answer, _error, task) => {
      await queryClient.invalidateQueries({ queryKey: finishedTaskKeys.all });
      await queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(task.project.id) });
    },
  });
}
