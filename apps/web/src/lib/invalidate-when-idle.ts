import type { QueryClient, QueryKey } from '@tanstack/react-query';

const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 30_000;

/**
 * Refetches a query that a live update made stale, but not while this tab is still changing it
 * optimistically (a mutation declared with that key), nor while its first load is in flight: a
 * refetch then would show the server's state from before the change. It waits until both are done.
 */
export function invalidateWhenIdle(queryClient: QueryClient, queryKey: QueryKey): void {
  const started = Date.now();
  const attempt = () => {
    const busy =
      queryClient.isMutating({ mutationKey: queryKey }) > 0 ||
      // A first load in flight would swallow the refetch and show what it read before the change.
      queryClient
        .getQueryCache()
        .findAll({ queryKey })
        .some((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
    if (busy && Date.now() - started < WAIT_LIMIT_MS) {
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      setTimeout(attempt, WAIT_STEP_MS);
      return;
    }
    void queryClient.invalidateQueries({ queryKey });
  };
  attempt();
}
