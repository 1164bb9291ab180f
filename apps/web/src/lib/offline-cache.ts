import { dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@tandem/contract';
import { sessionKey } from './session.ts';

/** Where the last data seen is kept for opening the app offline. */
const STORAGE_KEY = 'tandem-offline-cache';
/** How often, at most, the kept copy is written while data arrives. */
const SAVE_EVERY_MS = 2000;
/** A copy larger than this is not kept (the browser's storage holds a few MB per site). */
const MAX_CHARS = 2_000_000;

interface Kept {
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

const signedInUser = (queryClient: QueryClient) =>
  queryClient.getQueryData<CurrentUser | null>(sessionKey) ?? null;

function forget(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (a private window): nothing was kept then.
  }
}

function save(queryClient: QueryClient): void {
  const user = signedInUser(queryClient);
  if (!user) return forget();
  const kept: Kept = {
    userId: user.id,
    savedAt: Date.now(),
    state: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    }),
  };
  try {
    const text = JSON.stringify(kept);
    if (text.length > MAX_CHARS) return forget();
    localStorage.setItem(STORAGE_KEY, text);
  } catch {
    // Full or unavailable storage: the app works as before, without an offline copy.
    forget();
  }
}

/** How long a due copy may wait for the browser to be idle. */
const IDLE_WAIT_MS = 5000;

/**
 * Keeps a copy of what the signed-in person last saw (the successful queries) in the browser, so
 * that the app opened offline shows it. Written at most every two seconds while data arrives, and
 * then when the browser is idle: writing a big project's copy takes a tenth of a second, which a
 * page being drawn should not wait for. Removed at once when nobody is signed in any more
 * (signing out clears the queries).
 */
export function keepForOffline(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    if (idle !== undefined) window.cancelIdleCallback(idle);
    idle = undefined;
  };
  const saveWhenIdle = () => {
    timer = undefined;
    if (typeof window.requestIdleCallback !== 'function') return save(queryClient);
    idle ??= window.requestIdleCallback(
      () => {
        idle = undefined;
        save(queryClient);
      },
      { timeout: IDLE_WAIT_MS },
    );
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (!signedInUser(queryClient)) {
      cancel();
      forget();
      return;
    }
    if (idle === undefined) timer ??= setTimeout(saveWhenIdle, SAVE_EVERY_MS);
  });
  return () => {
    cancel();
    unsubscribe();
  };
}

/**
 * Opened without a network: puts the kept copy back, so the pages seen before show their last
 * data (and who was signed in) until the connection returns and they are asked again. Answers
 * whether there was a copy.
 */
export function restoreForOffline(queryClient: QueryClient): boolean {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (!text) return false;
    const kept = JSON.parse(text) as Kept;
    hydrate(queryClient, kept.state);
    // Everything kept is old news: asked again as soon as the connection allows.
    void queryClient.invalidateQueries({ refetchType: 'none' });
    return signedInUser(queryClient)?.id === kept.userId;
  } catch {
    forget();
    return false;
  }
}
