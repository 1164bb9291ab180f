import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

/** The task lists of a project the person follows. */
const followedKey = (projectId: number) => ['tasklists', 'followed', projectId] as const;

export function useFollowedTasklists(projectId: number) {
  return useQuery({
    queryKey: followedKey(projectId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.notifications.trackedTasklists, { query: { pid: projectId } }, { signal }))
        .tasklists_ids,
    staleTime: 60_000,
  });
}

/**
 * Follows a task list, or stops: shown at once, put back if the server refuses. A follower is
 * told of each new task someone adds to the list.
 */
export function useFollowTasklist(projectId: number) {
  const queryClient = useQueryClient();
  const key = followedKey(projectId);
  return useMutation({
    mutationFn: ({ tasklistId, follow }: { tasklistId: number; follow: boolean }) =>
      call(ROUTES.notifications.trackTasklist, {
        query: { tlid: tasklistId },
        body: { is_tracked: follow },
      }),
    onMutate: async ({ tasklistId, follow }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (ids = []) =>
        follow ? [...new Set([...ids, tasklistId])] : ids.filter((id) => id !== tasklistId),
      );
      return { before };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
