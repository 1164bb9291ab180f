import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationFilterInput, NotificationList } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/notifications.ts';

/** The bell's list: the latest 20 (the saved quick filter applied) and the unread count. */
export function useQuickNotifications() {
  return useQuery({
    queryKey: notificationKeys.quick,
    queryFn: ({ signal }) => call(ROUTES.notifications.quick, { query: { page: 0 } }, { signal }),
    // The live layer tells of new ones; this catches up after a sleep.
    refetchInterval: 5 * 60_000,
  });
}

export function useNotificationFilterData() {
  return useQuery({
    queryKey: notificationKeys.filterData,
    queryFn: ({ signal }) => call(ROUTES.notifications.filterData, {}, { signal }),
    staleTime: 60_000,
  });
}

/** The notifications the filter chooses, 50 a page, more as the list is scrolled. */
export function useNotificationList(filter: NotificationFilterInput) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        ROUTES.notifications.find,
        { query: { p: pageParam }, body: { conds: filter } },
        { signal },
      ),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}

type Cached = NotificationList | InfiniteData<NotificationList> | undefined;

/** Puts one notification's new state and the unread count into every cached list. */
function patchCached(
  queryClient: QueryClient,
  change: (n: Notification) => Notification | null,
  unread: (count: number) => number,
) {
  const patchList = (list: NotificationList): NotificationList => ({
    ...list,
    all_unread_count: unread(list.all_unread_count),
    notifications: list.notifications.map((n) => change(n) ?? n),
  });
  for (const [key, data] of queryClient.getQueriesData<Cached>({
    queryKey: notificationKeys.all,
  })) {
    if (!data || typeof data !== 'object') continue;
    if ('pages' in data)
      queryClient.setQueryData(key, { ...data, pages: data.pages.map(patchList) });
    else if ('notifications' in data) queryClient.setQueryData(key, patchList(data));
  }
}

/**
 * Marks one read (or, toggling, flips it) at once in every list, and puts it back if the server
 * refuses.
 */
export function useNotificationState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, toggle }: { id: number; toggle: boolean }) =>
      call(toggle ? ROUTES.notifications.toggleState : ROUTES.notifications.markAsRead, {
        query: { nid: id },
      }),
    onMutate: async ({ id, toggle }) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const before = queryClient.getQueriesData<Cached>({ queryKey: notificationKeys.all });
      let delta = 0;
      patchCached(
        queryClient,
        (n) => {
          if (n.id !== id) return null;
          const unread = toggle ? !n.is_unread : false;
          delta = unread === n.is_unread ? 0 : unread ? 1 : -1;
          return { ...n, is_unread: unread, is_new: unread && n.is_new };
        },
        (count) => Math.max(0, count + delta),
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) =>
      patchCached(
        queryClient,
        (n) => (n.id === answer.notification.id ? answer.notification : null),
        () => answer.all_unread_count,
      ),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.notifications.markAllAsRead, {}),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const before = queryClient.getQueriesData<Cached>({ queryKey: notificationKeys.all });
      patchCached(
        queryClient,
        (n) => ({ ...n, is_unread: false, is_new: false }),
        () => 0,
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useSaveQuickFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onlyUnread: boolean) =>
      call(ROUTES.notifications.saveQuickFilter, {
        body: { conds: { is_only_unread: onlyUnread } },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.quick }),
  });
}
