import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CalendarFeedAddress } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { calendarKeys, taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** The query key of one's calendar feeds, defined once. */
export const calendarFeedKeys = { all: ['calendar-feeds'] as const };

/** One's calendar feeds in force. */
export function useCalendarFeeds() {
  return useQuery({
    queryKey: calendarFeedKeys.all,
    queryFn: async ({ signal }) => (await call(ROUTES.calendarFeeds.list, {}, { signal })).feeds,
  });
}

/** The feed of a scope among one's feeds: one's own tasks (no project) or the project's. */
export const feedOf = (feeds: readonly CalendarFeed[] | undefined, projectId?: number) =>
  feeds?.find((feed) => (feed.project?.id ?? undefined) === projectId) ?? null;

/**
 * Making, renewing and stopping a feed. What a make or a renewal answers is the only time the
 * address is shown: it stays in the mutation's data while the dialog is open.
 */
export function useFeedActions(projectId?: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all });
  const create = useMutation({
    mutationFn: async (): Promise<CalendarFeedAddress> =>
      (
        await call(ROUTES.calendarFeeds.create, {
          query: projectId === undefined ? {} : { pid: projectId },
        })
      ).feed,
    onSettled: refresh,
  });
  const regenerate = useMutation({
    mutationFn: async (feedId: number): Promise<CalendarFeedAddress> =>
      (await call(ROUTES.calendarFeeds.regenerate, { query: { id: feedId } })).feed,
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (feedId: number) => call(ROUTES.calendarFeeds.revoke, { query: { id: feedId } }),
    onSettled: refresh,
  });
  return { create, regenerate, revoke };
}

/** Imports a calendar file's events as tasks of a list; refreshes the calendar and the board. */
export function useImportIcs(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tasklistId, content }: { tasklistId: number; content: string }) =>
      call(ROUTES.calendarFeeds.importIcs, { query: { tlid: tasklistId }, body: { content } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.tasks(projectId) }),
      ]),
  });
}
