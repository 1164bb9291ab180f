import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotBuiltPage, NotFoundPage } from './fallback-pages.tsx';
import { parseRouteId } from './parse-route-id.ts';

type SubPage = ComponentType<{ projectId: number }>;
/** A sub-page whose code loads when it is first opened, not with every project page. */
const subPage = (load: () => Promise<SubPage>) =>
  lazy(() => load().then((page) => ({ default: page })));

/**
 * The sub-pages, by the address's section. Each is a chunk of its own and so is the project page
 * (`project-page.tsx`, its own route), so that the timeline does not bring the board along.
 */
const SUB_PAGES: Record<string, SubPage> = {
  'archived-tasklists': subPage(() =>
    import('../../features/tasklists/components/archived-tasklists-page.tsx').then(
      (m) => m.ArchivedTasklistsPage,
    ),
  ),
  'finished-tasks': subPage(() =>
    import('../../features/tasks/components/finished-tasks-page.tsx').then(
      (m) => m.ProjectFinishedTasksPage,
    ),
  ),
  discussions: subPage(() =>
    import('./project-discussions-route.tsx').then((m) => m.ProjectDiscussionsPage),
  ),
  'docs-and-files': subPage(() =>
    import('./project-files-route.tsx').then((m) => m.ProjectFilesRoute),
  ),
  notes: subPage(() => import('./project-notes-route.tsx').then((m) => m.ProjectNotesRoute)),
  'work-reports': subPage(() =>
    import('./project-work-reports-route.tsx').then((m) => m.ProjectWorkReportsRoute),
  ),
  calendar: subPage(() => import('./calendar-routes.tsx').then((m) => m.ProjectCalendarRoute)),
  timeline: subPage(() =>
    import('./project-timeline-route.tsx').then((m) => m.ProjectTimelineRoute),
  ),
  mindmap: subPage(() => import('./mindmap-routes.tsx').then((m) => m.ProjectMindmapRoute)),
};

/** The project sub-pages of the route catalogue (document 1, section 2.1). */
export const PROJECT_SECTIONS = [
  'calendar',
  'tasklists',
  'timeline',
  'mindmap',
  'events',
  'discussions',
  'docs-and-files',
  'crm-pair',
  'crm',
  'notes',
  'client',
  'finished-tasks',
  'request-access',
  'users',
  'work-reports',
  'archived-tasklists',
] as const;

function SubPageLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/**
 * /project/{projectId}/{section}: a sub-page (the task lists and the activity are the project
 * page's own routes, `project-page.tsx`); the id must be numeric.
 */
export function ProjectSectionRoute() {
  const params = useParams();
  const projectId = parseRouteId(params.projectId);
  const section = params.section ?? '';
  if (projectId === null) return <NotFoundPage />;
  // Own keys only: an address such as /project/1/constructor is not a page.
  const Sub = Object.hasOwn(SUB_PAGES, section) ? SUB_PAGES[section] : undefined;
  if (Sub)
    return (
      <Suspense fallback={<SubPageLoading />}>
        <Sub projectId={projectId} />
      </Suspense>
    );
  if ((PROJECT_SECTIONS as readonly string[]).includes(section))
    return <NotBuiltPage area={`project-${section}`} />;
  return <NotFoundPage />;
}
