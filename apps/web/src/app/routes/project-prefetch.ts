import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { projectSettingsQuery } from '../../features/project-settings/api/project-settings.api.ts';
import { projectQuery } from '../../features/projects/api/projects.api.ts';
import { projectCustomFieldsQuery } from '../../features/tasks/api/custom-fields.api.ts';
import { projectTasksQuery, tasklistsQuery } from '../../lib/tasks/tasks.api.ts';
import { projectTimelineQuery } from '../../features/timeline/api/timeline.api.ts';
import { parseRouteId } from './parse-route-id.ts';

/**
 * Whether a project's address shows its tasks: the task-list sub-page, or the project's own
 * address unless it asks for the overview. (The page's start script, `public/start.js`, reads the
 * address the same way to ask for the board early.)
 */
function showsProjectTasks(params: Params, url: URL): boolean {
  return (
    params.section === 'tasklists' ||
    (params.section === undefined && url.searchParams.get('view') !== 'overview')
  );
}

/**
 * Starts loading what a project page shows, so that it arrives while the page's code loads:
 * the project and the page settings always; on the tasks page (the task-list sub-page, or the
 * project's own address unless it asks for the overview) also the task lists, the board and the
 * custom fields; on the timeline its tasks and dependencies, and the timeline's code. What is
 * cached and fresh is not asked again; a failure is left for the page's
 * own queries to show.
 */
export function prefetchProjectPage(queryClient: QueryClient, params: Params, url: URL): void {
  const projectId = parseRouteId(params.projectId);
  if (projectId === null) return;
  void queryClient.prefetchQuery(projectQuery(projectId));
  void queryClient.prefetchQuery(projectSettingsQuery(projectId));
  // The timeline of a big project is its page's largest answer: asked for with the page's code,
  // and its code starts loading now rather than once the route's own has (a failure is left for
  // the route to show).
  if (params.section === 'timeline') {
    void queryClient.prefetchQuery(projectTimelineQuery(projectId));
    void import('./project-timeline-route.tsx').catch(() => undefined);
  }
  if (!showsProjectTasks(params, url)) return;
  void queryClient.prefetchQuery(tasklistsQuery(projectId));
  void queryClient.prefetchQuery(projectTasksQuery(projectId));
  void queryClient.prefetchQuery(projectCustomFieldsQuery(projectId));
}
