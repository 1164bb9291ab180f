import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchInput } from '@tandem/contract';
import { LIMITS, ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

export const searchKeys = {
  all: ['search'] as const,
  quick: (query: string) => ['search', 'quick', query] as const,
  full: (input: SearchInput) => ['search', 'full', input] as const,
};

/** Whether a query is long enough to be sent (the spec's 2 characters). */
export const isSearchable = (query: string) => query.trim().length >= LIMITS.searchQueryMin;

/** Results of the top bar's search, a few at a time, while the previous ones stay shown. */
export function useQuickSearch(query: string, limit: number) {
  const search_query = query.trim();
  return useQuery({
    queryKey: searchKeys.quick(search_query),
    queryFn: ({ signal }) =>
      call(ROUTES.search.quickSearch, { body: { search_query, limit } }, { signal }),
    enabled: isSearchable(search_query),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The search page's results for its query and facets. */
export function useSearch(input: SearchInput) {
  return useQuery({
    queryKey: searchKeys.full(input),
    queryFn: ({ signal }) => call(ROUTES.search.search, { body: input }, { signal }),
    enabled: isSearchable(input.search_query),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
