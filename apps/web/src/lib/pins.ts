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

/** Query keys of the project's pinned tasks (the board's pinned strip), defined once. */
export const pinnedTaskKeys = {
  all: ['tasks-pinned'] as const,
  project: (projectId: number) => ['tasks-pinned', projectId] as const,
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

/** A pinned item put right before or right after another. */
export interface PinnedMove {
  item: PinnedItem;
  neighbour: PinnedItem;
  place: 'before' | 'after';
}

/** The items in the order a move makes. */
export function movedPinned(items: readonly PinnedItem[], move: PinnedMove): PinnedItem[] {
  const rest = items.filter((item) => item.id !== move.item.id);
  const at = rest.findIndex((item) => item.id === move.neighbour.id);
  if (at < 0 || rest.length === items.length) return [...items];
  rest.splice(move.place === 'after' ? at + 1 : at, 0, move.item);
  return rest;
}

/**
 * Moves a pinned item: it takes its new place at once and goes back if the server refuses; the
 * order the server answers with replaces the one shown.
 */
export function useReorderPinned(projectId: number) {
  const queryClient = useQueryClient();
  const key = pinnedItemKeys.project(projectId);
  return useMutation({
    mutationFn: ({ item, neighbour, place }: PinnedMove) =>
      call(ROUTES.pinnedItems.reorder, {
        query: { pid: projectId },
        body:
          place === 'before'
            ? { id: item.id, before_id: neighbour.id }
            : { id: item.id, after_id: neighbour.id },
      }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PinnedItem[]>(key);
      if (before) queryClient.setQueryData(key, movedPinned(before, move));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: ({ items }) => {
      queryClient.setQueryData(key, items);
      void queryClient.invalidateQueries({ queryKey: pinnedTaskKeys.project(projectId) });
    },
  });
}
