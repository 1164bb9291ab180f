import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/** A route's `lazy` loader that can also fetch the page's code alone (see `page` in the router). */
type Prefetchable = { prefetch?: () => Promise<unknown> };

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether code may be fetched ahead: never when the person asked to save data or the connection
 * is 2G (or slower), where every byte not asked for costs.
 */
export function mayPrefetch(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Paths whose code was asked for already, so a link hovered again asks nothing. */
export type PrefetchedPaths = Set<string>;

/**
 * Fetches the code of the page at `path` (a pathname, or a route pattern such as
 * `/project/:projectId`), without running it or its data loader. A failure is left to the visit,
 * which reports it as it would have.
 */
export function prefetchPath(
  routes: RouteObject[],
  path: string,
  done: PrefetchedPaths,
  nav: Navigator = navigator,
): void {
  if (done.has(path) || !mayPrefetch(nav)) return;
  done.add(path);
  for (const { route } of matchRoutes(routes, path) ?? []) {
    const lazy = route.lazy as Prefetchable | undefined;
    void lazy?.prefetch?.().catch(() => done.delete(path));
  }
}

/** The path of the same-site link an event happened in, if any. */
export function linkPath(
  target: EventTarget | null,
  origin = window.location.origin,
): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== origin) return null;
  return link.pathname;
}
