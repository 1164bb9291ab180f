import type { Params } from 'react-router';

/**
 * Whether a project's address shows its tasks: the task-list sub-page, or the project's own
 * address unless it asks for the overview. (The page's start script, `public/start.js`, reads the
 * address the same way to ask for the board early.)
 */
export function showsProjectTasks(params: Params, url: URL): boolean {
  return (
    params.section === 'tasklists' ||
    (params.section === undefined && url.searchParams.get('view') !== 'overview')
  );
}

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
