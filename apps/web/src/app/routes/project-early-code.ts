import type { Params } from 'react-router';

/** The address the app was opened at. */
const openedAt = window.location.href;
let started = false;

/**
 * When the app was opened at a project's timeline, starts loading the timeline's code at once,
 * beside the project page's: the answer it draws is already on its way (the start script asked
 * for it), and the sub-page's code would otherwise wait for the project page's. Once, for that
 * address only: later navigations find the code loaded.
 */
export function loadProjectCodeEarly(params: Params, url: URL): void {
  if (started || url.href !== openedAt) return;
  started = true;
  // A failure is the route's to show.
  if (params.section === 'timeline')
    void import('./project-timeline-route.tsx').catch(() => undefined);
}
