import type { RouteObject } from 'react-router';
import { Navigate, createBrowserRouter } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
import { SignInPage } from '../features/auth/components/sign-in-page.tsx';
import { SignUpPage } from '../features/auth/components/sign-up-page.tsx';
import { DevPage } from '../features/dev/components/dev-page.tsx';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import { ProjectsPage } from '../features/projects/components/projects-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { DashboardRoute } from './routes/dashboard-route.tsx';
import { NotBuiltPage, NotFoundPage, RouteErrorPage } from './routes/fallback-pages.tsx';
import { RequireSignedIn, RequireSignedOut } from './routes/guards.tsx';
import { ProjectRoute } from './routes/project-route.tsx';
import { SignOutRoute } from './routes/sign-out-route.tsx';

/** Paths of the route catalogue whose areas this version does not have yet, with their area. */
export const UNBUILT_ROUTES: Array<[path: string, area: string]> = [
  ['/dashboard-new', 'dashboard'],
  ['/events', 'events'],
  ['/account/events', 'events'],
  ['/search', 'search'],
  ['/lists/recurrent-tasks', 'lists'],
  ['/lists/reminder-tasks', 'lists'],
  ['/lists/trash', 'trash'],
  ['/lists/public-items', 'lists'],
  ['/lists/finished-tasks', 'lists'],
  ['/lists/latest-discussions', 'lists'],
  ['/notifications', 'notifications'],
  ['/project-new/:projectId', 'projects'],
  ['/project-link/:uuid', 'projects'],
  ['/file/:uuid', 'files'],
  ['/users', 'users'],
  ['/user/:userId/*', 'users'],
  ['/profile/files', 'files'],
  ['/profile/created-tasks', 'tasks'],
  ['/profile/delete-account', 'settings'],
  ['/profile/settings', 'settings'],
  ['/calendar', 'calendar'],
  ['/overview/*', 'overview'],
  ['/work-reports/*', 'reports'],
  ['/account/payments', 'payments'],
  ['/task/:taskId', 'tasks'],
  ['/task-new/:taskId', 'tasks'],
  ['/task-modal/*', 'tasks'],
  ['/tasklist/:tasklistId', 'tasks'],
  ['/note/:noteId', 'notes'],
  ['/note-modal/:noteId', 'notes'],
  ['/fakturace', 'invoicing'],
  ['/invoicing/*', 'invoicing'],
  ['/settings/*', 'settings'],
  ['/business/*', 'business'],
  ['/premium/checkout/thanks-new', 'payments'],
  ['/front/task/add', 'tasks'],
  ['/timetracking/*', 'timetracking'],
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <RequireSignedOut />,
        children: [
          { path: '/signin', element: <SignInPage /> },
          { path: '/signup', element: <SignUpPage /> },
        ],
      },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/signout', element: <SignOutRoute /> },
      { path: '/public/*', element: <NotBuiltPage area="public" /> },
      {
        element: <RequireSignedIn />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/', element: <Navigate to="/dashboard" replace /> },
              { path: '/dashboard', element: <DashboardRoute /> },
              { path: '/projects', element: <ProjectsPage /> },
              { path: '/project/:projectId', element: <ProjectRoute /> },
              { path: '/project/:projectId/:section', element: <ProjectRoute /> },
              { path: '/profile', element: <ProfilePage /> },
              { path: '/dev', element: <DevPage /> },
              ...UNBUILT_ROUTES.map(([path, area]) => ({ path, element: <NotBuiltPage area={area} /> })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
