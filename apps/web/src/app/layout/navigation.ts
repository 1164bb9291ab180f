/** The main areas of the app (document 1, section 2.3), in the order the navigation shows them. */
export const NAV_AREAS = [
  { area: 'dashboard', path: '/dashboard' },
  { area: 'projects', path: '/projects' },
  { area: 'calendar', path: '/calendar' },
  { area: 'reports', path: '/work-reports/timesheet' },
  { area: 'timetracking', path: '/timetracking' },
  { area: 'notifications', path: '/notifications' },
  { area: 'search', path: '/search' },
  { area: 'users', path: '/users' },
  { area: 'finishedTasks', path: '/lists/finished-tasks' },
  { area: 'recurrentTasks', path: '/lists/recurrent-tasks' },
  { area: 'reminderTasks', path: '/lists/reminder-tasks' },
  { area: 'trash', path: '/lists/trash' },
  { area: 'settings', path: '/profile' },
] as const;
export type NavArea = (typeof NAV_AREAS)[number]['area'];
