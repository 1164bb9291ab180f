import { dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@tandem/contract';
import { sessionKey } from './session.ts';
import { isTaskChange } from './tasks/task-changes.ts';

/** Where changes made offline wait, beside the offline copy of the data. */
const STORAGE_KEY = 'tandem-offline-changes';

interface Kept {
  userId: number;
  mutations: DehydratedState['mutations'];
}

const signedInUserId = (queryClient: QueryClient) =>
  queryClient.getQueryData<CurrentUser | null>(sessionKey)?.id ?? null;

function write(kept: Kept | null): void {
  try {
    if (kept && kept.mutations.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Full or unavailable storage: the changes still wait in this page, as without a copy.
  }
}

/** Writes the task changes that wait for the connection (none: the copy is removed). */
export function saveWaitingChanges(queryClient: QueryClient): void {
  const userId = signedInUserId(queryClient);
  if (userId === null) return write(null);
  const { mutations } = dehydrate(queryClient, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (mutation) => isTaskChange(mutation) && mutation.state.isPaused,
  });
  write({ userId, mutations });
}

/**
 * Keeps the task changes made offline in the browser as they wait, so that closing the page does
 * not lose them: written at once on every change of the queue (it is small, and a change sent
 * must not stay written to be sent again after a reload).
 */
export function keepChangesForOffline(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    const mutation = event.mutation as Parameters<typeof isTaskChange>[0] | undefined;
    if (mutation && isTaskChange(mutation)) saveWaitingChanges(queryClient);
  });
}

/**
 * Puts back the changes kept from an earlier visit by the person signed in now, in their order;
 * they are sent once the connection is there. Answers how many there were.
 */
export function restoreWaitingChanges(queryClient: QueryClient): number {
  let kept: Kept;
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (!text) return 0;
    kept = JSON.parse(text) as Kept;
  } catch {
    write(null);
    return 0;
  }
  if (kept.userId !== signedInUserId(queryClient)) return 0;
  hydrate(queryClient, { queries: [], mutations: kept.mutations });
  void queryClient.resumePausedMutations();
  return kept.mutations.length;
}
