import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicLink, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

export const publicLinkKeys = {
  task: (taskId: number) => ['public-links', 'task', taskId] as const,
  mine: () => ['public-links', 'mine'] as const,
};

/** The task's link in force (read only while the task says it has one). */
export function useTaskLink(task: Task) {
  return useQuery({
    queryKey: publicLinkKeys.task(task.id),
    enabled: task.has_public_link,
    queryFn: async ({ signal }) =>
      (await call(ROUTES.publicLinks.ofTask, { query: { tid: task.id } }, { signal })).public_link,
  });
}

/** The links the viewer made that are in force. */
export function useMyLinks() {
  return useQuery({
    queryKey: publicLinkKeys.mine(),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.publicLinks.mine, {}, { signal })).public_links,
  });
}

function markTask(queryClient: ReturnType<typeof useQueryClient>, taskId: number, on: boolean) {
  const current = queryClient.getQueryData<Task>(taskKeys.task(taskId));
  if (current) storeTask(queryClient, { ...current, has_public_link: on });
}

export function useShareTask(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.publicLinks.shareTask, { query: { tid: taskId } }),
    onSuccess: ({ public_link }) => {
      queryClient.setQueryData(publicLinkKeys.task(taskId), public_link);
      markTask(queryClient, taskId, true);
      void queryClient.invalidateQueries({ queryKey: publicLinkKeys.mine() });
    },
  });
}

/** Stops a link; it leaves the lists at once. */
export function useRevokeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: PublicLink) =>
      call(ROUTES.publicLinks.revoke, { query: { token: link.token } }),
    onSuccess: (_answer, link) => {
      queryClient.setQueryData(publicLinkKeys.task(link.target.id), null);
      queryClient.setQueryData<PublicLink[]>(publicLinkKeys.mine(), (list) =>
        list?.filter((l) => l.token !== link.token),
      );
      markTask(queryClient, link.target.id, false);
    },
  });
}

/** The shared item, for anyone with the link. */
export function useSharedItem(token: string) {
  return useQuery({
    queryKey: ['shared-item', token],
    retry: false,
    queryFn: async ({ signal }) => call(ROUTES.publicLinks.view, { query: { token } }, { signal }),
  });
}
