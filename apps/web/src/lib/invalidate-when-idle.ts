import { hashKey } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 30_000;

/** Whether a mutation declares (`meta.holds`) that it edits this query optimistically. */
function holds(meta: Record<string, unknown> | undefined, queryKey: QueryKey): boolean {
  const held = meta?.holds;
  return Array.isArray(held) && held.some((key) => hashKey(key as QueryKey) === hashKey(queryKey));
}

/**
 * Runs `act` on a query once this tab is no longer changing it optimistically (a mutation
 * declared with that key, or holding it in its `meta.holds`) nor loading it for the first time: a live update applied meanwhile
 * would be undone by the change's rollback, or swallowed by the first load. `waiting` runs at
 * each check while it waits.
 */
export function whenIdle(
  queryClient: QueryClient,
  queryKey: QueryKey,
  act: () => void,
  waiting: () => void = () => {},
): void {
  const started = Date.now();
  const attempt = () => {
    const busy =
      queryClient.isMutating({ mutationKey: queryKey }) > 0 ||
      queryClient.isMutating({ predicate: (m) => holds(m.meta, queryKey) }) > 0 ||
      queryClient
        .getQueryCache()
        .findAll({ queryKey })
        .some((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
    if (busy && Date.now() - started < WAIT_LIMIT_MS) {
      waiting();
      setTimeout(attempt, WAIT_STEP_MS);
      return;
    }
    act();
  };
  attempt();
}

/**
 * Refetches a query that a live update made stale, but not while this tab is still changing it
 * (a refetch then would show the server's state from before the change): it is marked stale
 * meanwhile, and refetched when the tab is done.
 */
export function invalidateWhenIdle(queryClient: QueryClient, queryKey: QueryKey): void {
  whenIdle(
    queryClient,
    queryKey,
    () => void queryClient.invalidateQueries({ queryKey }),
    () => void queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
  );
}
