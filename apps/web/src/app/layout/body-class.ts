import { useEffect } from 'react';

/** The body class of a route: `page-` and the first path segment (`page-project`, `page-dashboard`). */
export function bodyClassFor(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean)[0] ?? 'dashboard';
  return `page-${segment.replace(/[^a-z0-9-]/gi, '').toLowerCase() || 'dashboard'}`;
}

/** Sets the route's body class while the route is shown. */
export function useBodyClass(pathname: string): void {
  useEffect(() => {
    const className = bodyClassFor(pathname);
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [pathname]);
}

/** Puts a class on the body while `on` holds (`is-tracking` while a timer runs). */
export function useBodyClassWhile(className: string, on: boolean): void {
  useEffect(() => {
    if (!on) return;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className, on]);
}
