import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicLink, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** What can be shared: a task, a note or a task list (by id), a file or a link (by uuid). */
export type ShareTarget =
  | { type: 'task'; id: number }
  | { type: 'note'; id: number }
  | { type: 'tasklist'; id: number }
  | { type: 'file'; uuid: string }
  | { type: 'link'; uuid: string };

export const publicLinkKeys = {
  item: (target: ShareTarget) =>
    ['public-links', target.type, 'uuid' in target ? target.uuid : target.id] as const,
  mine: () => ['public-links', 'mine'] as const,
};

function ofItem(target: ShareTarget, signal?: AbortSignal) {
  const options = signal ? { signal } : {};
  switch (target.type) {
    case 'task':
      return call(ROUTES.publicLinks.ofTask, { query: { tid: target.id } }, options);
    case 'note':
      return call(ROUTES.publicLinks.ofNote, { query: { id: target.id } }, options);
    case 'tasklist':
      return call(ROUTES.publicLinks.ofTasklist, { query: { tlid: target.id } }, options);
    case 'file':
      return call(ROUTES.publicLinks.ofFile, { query: { uuid: target.uuid } }, options);
    case 'link':
      return call(ROUTES.publicLinks.ofLink, { query: { uuid: target.uuid } }, options);
  }
}

function shareItem(target: ShareTarget) {
  switch (target.type) {
    case 'task':
      return call(ROUTES.publicLinks.shareTask, { query: { tid: target.id } });
    case 'note':
      return call(ROUTES.publicLinks.shareNote, { query: { id: target.id } });
    case 'tasklist':
      return call(ROUTES.publicLinks.shareTasklist, { query: { tlid: target.id } });
    case 'file':
      return call(ROUTES.publicLinks.shareFile, { query: { uuid: target.uuid } });
    case 'link':
      return call(ROUTES.publicLinks.shareLink, { query: { uuid: target.uuid } });
  }
}

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
      // Keyed as the item's own page asks for it: by uuid (files, links) or by id.
      queryClient.setQueryData(['public-links', target.type, target.uuid ?? target.id], null);
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
