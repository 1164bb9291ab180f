import { Center, Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate, createBrowserRouter, matchPath } from 'react-router';
import { ChunkFailedPage, ChunkReloadPage } from './routes/chunk-reload-page.tsx';
import { recordChunkFailure, recordChunkLoaded } from './routes/chunk-reload.ts';
import { NotBuiltPage, NotFoundPage, RouteErrorPage } from './routes/fallback-pages.tsx';
import { RequireSignedIn, RequireSignedOut } from './routes/guards.tsx';
import { SignOutRoute } from './routes/sign-out-route.tsx';
import { sessionKey } from '../lib/session.ts';
import { loadProjectCodeEarly } from './routes/project-early-code.ts';
import { PROJECT_SECTION_PATH } from './routes/parse-route-id.ts';

/** Paths of the route catalogue whose areas this version does not have yet, with their area. */
export const UNBUILT_ROUTES: Array<[path: string, area: string]> = [
  ['/dashboard-new', 'dashboard'],
  ['/project-new/:projectId', 'projects'],
  ['/user/:userId/*', 'users'],
  ['/profile/delete-account', 'settings'],
  ['/work-reports/*', 'reports'],
  ['/account/payments', 'payments'],
  ['/task-new/:taskId', 'tasks'],
  ['/settings/*', 'settings'],
  ['/business/*', 'business'],
  ['/premium/checkout/thanks-new', 'payments'],
  ['/timetracking/*', 'timetracking'],
];

/**
 * A route whose page is its own chunk, loaded when the route is first visited. A chunk that does
 * not load (a deploy replaced it) leaves a page that reloads the address, a few times, then asks
 * the user to (document 1, section 4). `prefetch` fetches the code ahead without any of that.
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const lazyPage = async () => {
    let loaded: M;
    try {
      loaded = await load();
    } catch (error) {
      console.error(`The code of ${name} did not load`, error);
      const step = recordChunkFailure(() => window.sessionStorage, name);
      return { Component: step.action === 'reload' ? ChunkReloadPage : ChunkFailedPage };
    }
    recordChunkLoaded(() => window.sessionStorage, name);
    return { Component: loaded[name] as ComponentType };
  };
  // The code alone, fetched ahead of a likely visit (`route-prefetch.ts`).
  return Object.assign(lazyPage, { prefetch: load });
}

/**
 * A project page starts loading its data while its code loads, not after: the board of a big
 * project is the slowest thing the page waits for. The loader waits for nothing and is not run
 * again on later navigations within the page (its queries keep themselves fresh).
 */
function projectDataLoader(
  queryClient: QueryClient,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ params, request }) => {
      const url = new URL(request.url);
      // `tasklists` and `events` are segments of the project page's own routes, not a parameter.
      const section = matchPath(PROJECT_SECTION_PATH, url.pathname)?.params.section;
      const where = { ...params, section };
      if (queryClient.getQueryData(sessionKey)) loadProjectCodeEarly(where, url);
      void import('./routes/project-prefetch.ts').then(({ prefetchProjectPage }) =>
        prefetchProjectPage(queryClient, where, url),
      );
      return null;
    },
    shouldRevalidate: () => false,
  };
}

const projectPage = page(() => import('./routes/project-page.tsx'), 'ProjectRoute');

export const buildRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteErrorPage />,
    // Shown while a first page's code (and a data loader) loads.
    hydrateFallbackElement: (
      <Center mih="100dvh">
        <Loader />
      </Center>
    ),
    children: [
      {
        element: <RequireSignedOut />,
        children: [
          {
            path: '/signin',
            lazy: page(() => import('../features/auth/components/sign-in-page.tsx'), 'SignInPage'),
          },
          {
            path: '/signup',
            lazy: page(() => import('../features/auth/components/sign-up-page.tsx'), 'SignUpPage'),
          },
        ],
      },
      {
        path: '/forgot-password',
        lazy: page(
          () => import('../features/auth/components/forgot-password-page.tsx'),
          'ForgotPasswordPage',
        ),
      },
      {
        path: '/reset-password',
        lazy: page(
          () => import('../features/auth/components/reset-password-page.tsx'),
          'ResetPasswordPage',
        ),
      },
      {
        // Open signed in or out: the link itself proves the address.
        path: '/invitation',
        lazy: page(
          () => import('../features/auth/components/invitation-page.tsx'),
          'InvitationPage',
        ),
      },
      { path: '/signout', element: <SignOutRoute /> },
      {
        // The link of every notification e-mail, signed in or out: the secret is the proof.
        path: '/unsubscribe',
        lazy: page(
          () => import('../features/auth/components/unsubscribe-page.tsx'),
          'UnsubscribePage',
        ),
      },
      // Readable signed out: it is where a self-hoster without SMTP finds the password reset link.
      {
        path: '/dev',
        lazy: page(() => import('../features/dev/components/dev-page.tsx'), 'DevPage'),
      },
      {
        // Anyone's with the link, signed in or out.
        path: '/public/shared-link-view',
        lazy: page(
          () => import('../features/public-links/components/shared-item-page.tsx'),
          'SharedItemPage',
        ),
      },
      { path: '/public/*', element: <NotBuiltPage area="public" /> },
      {
        element: <RequireSignedIn />,
        children: [
          {
            // The signed-in shell is its own chunk: the sign-in page does not need it.
            lazy: page(() => import('./layout/app-layout.tsx'), 'AppLayout'),
            children: [
              { path: '/', element: <Navigate to="/dashboard" replace /> },
              {
                path: '/dashboard',
                lazy: page(() => import('./routes/dashboard-route.tsx'), 'DashboardRoute'),
              },
              {
                path: '/front/task/add',
                lazy: page(() => import('./routes/add-task-route.tsx'), 'AddTaskRoute'),
              },
              {
                path: '/projects',
                lazy: page(() => import('./routes/projects-route.tsx'), 'ProjectsRoute'),
              },
              // The project page itself; its sub-pages are another chunk (the timeline does not
              // load the board).
              ...[
                '/project/:projectId',
                '/project/:projectId/tasklists',
                '/project/:projectId/events',
              ].map((path) => ({ path, ...projectDataLoader(queryClient), lazy: projectPage })),
              {
                path: PROJECT_SECTION_PATH,
                ...projectDataLoader(queryClient),
                lazy: page(() => import('./routes/project-route.tsx'), 'ProjectSectionRoute'),
              },
              {
                path: '/search',
                lazy: page(
                  () => import('../features/search/components/search-page.tsx'),
                  'SearchPage',
                ),
              },
              {
                path: '/task/:taskId',
                lazy: page(() => import('./routes/task-routes.tsx'), 'TaskRoute'),
              },
              {
                path: '/task-modal/uuid/:uuid',
                lazy: page(() => import('./routes/task-modal-route.tsx'), 'TaskModalRoute'),
              },
              {
                path: '/task-modal/:id',
                lazy: page(() => import('./routes/task-modal-route.tsx'), 'TaskModalRoute'),
              },
              {
                path: '/tasklist/:tasklistId',
                lazy: page(() => import('./routes/tasklist-route.tsx'), 'TasklistRoute'),
              },
              {
                path: '/users',
                lazy: page(() => import('./routes/people-routes.tsx'), 'UsersRoute'),
              },
              {
                // The person's other sub-pages (finished tasks) stay in UNBUILT_ROUTES.
                path: '/user/:userId',
                lazy: page(() => import('./routes/people-routes.tsx'), 'PersonRoute'),
              },
              {
                path: '/calendar',
                lazy: page(() => import('./routes/calendar-routes.tsx'), 'CalendarRoute'),
              },
              {
                path: '/timeline',
                lazy: page(() => import('./routes/timeline-routes.tsx'), 'TimelineRoute'),
              },
              {
                path: '/events',
                lazy: page(() => import('./routes/activity-routes.tsx'), 'EventsRoute'),
              },
              {
                path: '/account/events',
                lazy: page(() => import('./routes/activity-routes.tsx'), 'MyEventsRoute'),
              },
              {
                path: '/user/:userId/events',
                lazy: page(() => import('./routes/activity-routes.tsx'), 'PersonEventsRoute'),
              },
              {
                path: '/user/:userId/files',
                lazy: page(() => import('./routes/file-routes.tsx'), 'UserFilesRoute'),
              },
              {
                path: '/profile/files',
                lazy: page(() => import('./routes/file-routes.tsx'), 'MyFilesRoute'),
              },
              {
                path: '/file/:uuid',
                lazy: page(() => import('./routes/file-routes.tsx'), 'FileRoute'),
              },
              {
                path: '/project-link/:uuid',
                lazy: page(() => import('./routes/project-link-route.tsx'), 'ProjectLinkRoute'),
              },
              {
                path: '/note/:noteId',
                lazy: page(() => import('./routes/note-routes.tsx'), 'NoteRoute'),
              },
              {
                path: '/note-modal/:noteId',
                lazy: page(() => import('./routes/note-routes.tsx'), 'NoteModalRoute'),
              },
              {
                path: '/timetracking',
                lazy: page(
                  () => import('../features/time-tracking/components/time-tracking-page.tsx'),
                  'TimeTrackingPage',
                ),
              },
              {
                path: '/timetracking/reports',
                lazy: page(
                  () => import('../features/reports/components/own-reports-page.tsx'),
                  'OwnReportsPage',
                ),
              },
              {
                path: '/fakturace',
                lazy: page(() => import('./routes/invoicing-routes.tsx'), 'InvoicingStartRoute'),
              },
              {
                path: '/invoicing/second-step',
                lazy: page(() => import('./routes/invoicing-routes.tsx'), 'InvoicingReviewRoute'),
              },
              {
                path: '/invoicing/list',
                lazy: page(() => import('./routes/invoicing-routes.tsx'), 'InvoicingListRoute'),
              },
              {
                path: '/overview',
                lazy: page(() => import('./routes/overview-routes.tsx'), 'OverviewRoute'),
              },
              {
                path: '/overview/work-reports',
                lazy: page(
                  () => import('./routes/overview-routes.tsx'),
                  'OverviewWorkReportsRoute',
                ),
              },
              {
                path: '/overview/activities',
                lazy: page(() => import('./routes/overview-routes.tsx'), 'OverviewActivitiesRoute'),
              },
              {
                path: '/work-reports/timesheet',
                lazy: page(
                  () => import('../features/time-tracking/components/timesheet-page.tsx'),
                  'TimesheetPage',
                ),
              },
              {
                path: '/lists/public-items',
                lazy: page(
                  () => import('../features/public-links/components/public-items-page.tsx'),
                  'PublicItemsPage',
                ),
              },
              {
                path: '/notifications',
                lazy: page(
                  () => import('../features/notifications/components/notifications-page.tsx'),
                  'NotificationsPage',
                ),
              },
              {
                path: '/notification',
                lazy: page(
                  () => import('../features/notifications/components/follow-notification.tsx'),
                  'FollowNotification',
                ),
              },
              {
                path: '/settings/notifications',
                lazy: page(
                  () => import('./routes/notification-settings-route.tsx'),
                  'NotificationSettingsRoute',
                ),
              },
              {
                path: '/dev/jobs',
                lazy: page(
                  () => import('../features/dev/components/failed-jobs-page.tsx'),
                  'FailedJobsPage',
                ),
              },
              {
                path: '/lists/trash',
                lazy: page(() => import('./routes/trash-route.tsx'), 'TrashRoute'),
              },
              {
                path: '/lists/tasks',
                lazy: page(() => import('./routes/task-filter-routes.tsx'), 'TasksRoute'),
              },
              {
                path: '/profile/created-tasks',
                lazy: page(() => import('./routes/task-filter-routes.tsx'), 'CreatedTasksRoute'),
              },
              {
                path: '/profile/finished-tasks',
                lazy: page(() => import('./routes/people-routes.tsx'), 'MyFinishedTasksRoute'),
              },
              {
                path: '/user/:userId/finished-tasks',
                lazy: page(() => import('./routes/people-routes.tsx'), 'PersonFinishedTasksRoute'),
              },
              {
                path: '/lists/finished-tasks',
                lazy: page(
                  () => import('../features/tasks/components/finished-tasks-page.tsx'),
                  'AllFinishedTasksPage',
                ),
              },
              {
                path: '/lists/latest-discussions',
                lazy: page(
                  () => import('../features/comments/components/latest-discussions-page.tsx'),
                  'LatestDiscussionsPage',
                ),
              },
              {
                path: '/lists/recurrent-tasks',
                lazy: page(
                  () => import('../features/recurrence/components/recurrent-tasks-page.tsx'),
                  'RecurrentTasksPage',
                ),
              },
              {
                path: '/lists/reminder-tasks',
                lazy: page(
                  () => import('../features/recurrence/components/reminder-tasks-page.tsx'),
                  'ReminderTasksPage',
                ),
              },
              {
                path: '/profile',
                lazy: page(
                  () => import('../features/profile/components/profile-page.tsx'),
                  'ProfilePage',
                ),
              },
              {
                path: '/profile/settings',
                lazy: page(
                  () => import('./routes/profile-settings-route.tsx'),
                  'ProfileSettingsRoute',
                ),
              },
              ...UNBUILT_ROUTES.map(([path, area]) => ({
                path,
                element: <NotBuiltPage area={area} />,
              })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = (queryClient: QueryClient) =>
  createBrowserRouter(buildRoutes(queryClient));
