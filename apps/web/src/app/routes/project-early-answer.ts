import type { Params } from 'react-router';
import { ROUTES } from '@tandem/contract/browser';
import { askEarly } from '../../lib/api-client.ts';
import { parseRouteId } from './parse-route-id.ts';

/**
 * Whether a project's address shows its tasks: the task-list sub-page, or the project's own
 * address unless it asks for the overview.
 */
export function showsProjectTasks(params: Params, url: URL): boolean {
  return (
    params.section === 'tasklists' ||
    (params.section === undefined && url.searchParams.get('view') !== 'overview')
  );
}

/** The address the app was opened at. */
const openedAt = window.location.href;
let asked = false;

/**
 * When the app was opened at a project's address, asks at once for the page's largest answer
 * (the timeline, or the board): its query's code is still loading, and the answer of a big
 * project is what the page waits for longest. Once, for that address only: later navigations
 * find the code loaded, and their answers may be cached.
 */
export function askProjectAnswerEarly(params: Params, url: URL): void {
  if (asked || url.href !== openedAt) return;
  asked = true;
  const projectId = parseRouteId(params.projectId);
  if (projectId === null) return;
  if (params.section === 'timeline') {
    askEarly(ROUTES.timeline.project, { query: { pid: projectId } });
    // Its code too, before the server is busy writing the answer (a failure is the route's).
    void import('./project-timeline-route.tsx').catch(() => undefined);
  } else if (showsProjectTasks(params, url))
    askEarly(ROUTES.taskBoard.board, { query: { pid: projectId } });
}
