import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ownMutationAnsweredAt } from './api-client.ts';
import { invalidateWhenIdle } from './invalidate-when-idle.ts';

/** How long the writing tab gives its own write to refresh what it shows. */
export const OWN_ECHO_GRACE_MS = 1_500;

/**
 * Applies a live event to the queries it makes stale. An event of another tab or person refetches
 * them (once this tab's own optimistic changes to them are done). An event of this tab's own write
 * only marks them stale: the write refreshes what it changed when its answer comes, so the tab does
 * not fetch the same thing twice; a query on screen that no fetch has refreshed since that answer
 * (a view the write did not know about) is refetched after a short grace.
 */
export function applyLiveChange(
  queryClient: QueryClient,
  queryKeys: readonly QueryKey[],
  mutationId: string | null,
): void {
  if (ownMutationAnsweredAt(mutationId) === undefined) {
    for (const queryKey of queryKeys) invalidateWhenIdle(queryClient, queryKey);
    return;
  }
  for (const queryKey of queryKeys) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
  setTimeout(() => {
    const answeredAt = ownMutationAnsweredAt(mutationId) ?? Date.now();
    for (const queryKey of queryKeys) {
      for (const query of queryClient.getQueryCache().findAll({ queryKey, type: 'active' })) {
        const refreshed = query.state.dataUpdatedAt > answeredAt;
        if (!refreshed && query.state.fetchStatus === 'idle') {
          void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true });
        }
      }
    }
  }, OWN_ECHO_GRACE_MS);
}
