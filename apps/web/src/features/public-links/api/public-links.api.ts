import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicLink, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** What can be shared: a task, a note (by id) or a file (by uuid). */
export type ShareTarget =
  { type: 'task'; id: number } | { type: 'note'; id: number } | { type: 'file'; uuid: string };

export const publicLinkKeys = {
  item: (target: ShareTarget) =>
    ['public-links', target.type, target.type === 'file' ? target.uuid : target.id] as const,
  mine: () => ['public-links', 'mine'] as const,
};

const ofItem = (target: ShareTarget, signal?: AbortSignal) =>
  target.type === 'task'
    ? call(ROUTES.publicLinks.ofTask, { query: { tid: target.id } }, { signal })
    : target.type === 'note'
      ? call(ROUTES.publicLinks.ofNote, { query: { id: target.id } }, { signal })
      : call(ROUTES.publicLinks.ofFile, { query: { uuid: target.uuid } }, { signal });

const shareItem = (target: ShareTarget) =>
  target.type === 'task'
    ? call(ROUTES.publicLinks.shareTask, { query: { tid: target.id } })
    : target.type === 'note'
      ? call(ROUTES.publicLinks.shareNote, { query: { id: target.id } })
      : call(ROUTES.publicLinks.shareFile, { query: { uuid: target.uuid } });

/** An item's link in force, or null (read only when it may have one). */
export function useItemLink(target: ShareTarget, enabled = true) {
  return useQuery({
    queryKey: publicLinkKeys.item(target),
    enabled,
    queryFn: async ({ signal }) => (await ofItem(target, signal)).public_link,
  });
}

export function useShareItem(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareItem(target),
    onSuccess: ({ public_link }) => {
      queryClient.setQueryData(publicLinkKeys.item(target), public_link);
      if (target.type === 'task') markTask(queryClient, target.id, true);
      void queryClient.invalidateQueries({ queryKey: publicLinkKeys.mine() });
    },
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

/** Stops a link; it leaves the lists at once. */
export function useRevokeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: PublicLink) =>
      call(ROUTES.publicLinks.revoke, { query: { token: link.token } }),
    onSuccess: (_answer, link) => {
      const { target } = link;
      queryClient.setQueryData(
        publicLinkKeys.item(
          target.type === 'file'
            ? { type: 'file', uuid: target.uuid! }
            : { type: target.type, id: target.id },
        ),
        null,
      );
      queryClient.setQueryData<PublicLink[]>(publicLinkKeys.mine(), (list) =>
        list?.filter((l) => l.token !== link.token),
      );
      if (target.type === 'task') markTask(queryClient, target.id, false);
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
