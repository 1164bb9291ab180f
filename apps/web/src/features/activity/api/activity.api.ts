import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ActivityFilterInput } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { activityKeys } from '../../../lib/activity.ts';

/** What the Activity filter offers: projects, people, event types, and its starting values. */
export function useActivityFilterData() {
  return useQuery({
    queryKey: activityKeys.filterData,
    queryFn: ({ signal }) => call(ROUTES.events.filterData, {}, { signal }),
    staleTime: 60_000,
  });
}

/** The activity the filter chooses, a page of 50 after another as the list is scrolled. */
export function useActivityFeed(filter: ActivityFilterInput) {
  return useInfiniteQuery({
    queryKey: activityKeys.feed(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(ROUTES.events.find, { query: { p: pageParam }, body: filter }, { signal }),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}
