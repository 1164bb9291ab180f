import { useEffect, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buildRoutes } from '../router.tsx';
import { linkPath, prefetchPath } from './route-prefetch.ts';

/** How long the idle prefetch waits at most for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3_000;

/** The route table (only its `lazy` loaders are used) and the paths fetched ahead already. */
function usePrefetcher() {
  const queryClient = useQueryClient();
  const [prefetcher] = useState(() => ({
    routes: buildRoutes(queryClient),
    done: new Set<string>(),
  }));
  return prefetcher;
}

/**
 * Handlers for a container of links (a navigation, a list of project cards): when the pointer
 * rests on a link or the focus reaches it, the code of its page starts loading, so the click
 * that follows waits for less.
 */
export function usePrefetchOnIntent() {
  const { routes, done } = usePrefetcher();
  const ahead = (event: SyntheticEvent) => {
    const path = linkPath(event.target);
    if (path) prefetchPath(routes, path, done);
  };
  return { onPointerOver: ahead, onFocus: ahead };
}

/**
 * Once the page is drawn and the browser idle, fetches the code of the pages most likely opened
 * next (paths or route patterns).
 */
export function usePrefetchWhenIdle(paths: readonly string[]) {
  const { routes, done } = usePrefetcher();
  const key = paths.join(' ');
  useEffect(() => {
    const run = () => {
      // Marks where the first page's own code ends (the first-route bench counts up to here).
      performance.mark('tandem:prefetch-when-idle');
      for (const path of key.split(' ')) prefetchPath(routes, path, done);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(id);
  }, [key, routes, done]);
}
