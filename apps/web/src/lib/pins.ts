import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PinnedItem } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from './api-client.ts';
import { taskKeys } from './tasks/tasks.api.ts';

/** What can be pinned from its own place (tasks are pinned from the task). */
export type PinTarget =
  { kind: 'note'; id: number } | { kind: 'file'; uuid: string } | { kind: 'link'; uuid: string };

/** Query keys of the project's pinned items, defined once. */
export const pinnedItemKeys = {
  all: ['pinned-items'] as const,
  project: (projectId: number) => ['pinned-items', projectId] as const,
};

export function usePinnedItems(projectId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: pinnedItemKeys.project(projectId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.pinnedItems.list, { query: { pid: projectId } }, { signal })).items,
  });
}

/** Whether the item is among the project's pinned items. */
export function isPinned(items: readonly PinnedItem[] | undefined, target: PinTarget): boolean {
  return (items ?? []).some((item) =>
    target.kind === 'note'
      ? item.note_id === target.id
      : target.kind === 'file'
        ? item.file_uuid === target.uuid
        : item.link_uuid === target.uuid,
  );
}

/** Pins or unpins an item; the list the server answers with replaces the one shown. */
export function useSetPinned(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, pinned }: { target: PinTarget; pinned: boolean }) =>
      call(pinned ? ROUTES.pinnedItems.pin : ROUTES.pinnedItems.unpin, {
        query: { pid: projectId },
        body: target,
      }),
    onSuccess: ({ items }) => {
      queryClient.setQueryData(pinnedItemKeys.project(projectId), items);
      // A pinned note marks its task list (`has_pinned_documents`).
      void queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(projectId) });
    },
  });
}
