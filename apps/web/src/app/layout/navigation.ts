import type { Icon } from '@tabler/icons-react';
import {
  IconActivity,
  IconAlarm,
  IconBell,
  IconBellCog,
  IconCalendar,
  IconChartBar,
  IconCircleCheck,
  IconClockPlay,
  IconFileInvoice,
  IconFolders,
  IconLayoutDashboard,
  IconListSearch,
  IconMessages,
  IconRepeat,
  IconSettings,
  IconTimeline,
  IconTrash,
  IconUserCircle,
  IconUsers,
  IconWorldShare,
} from '@tabler/icons-react';

/**
 * The main areas of the app (document 1, section 2.3) that this version has, in the order the
 * navigation shows them, by group. Areas not built yet are left out: nothing in the navigation
 * leads to a page that only says it is missing.
 */
export const NAV_AREAS = [
  { area: 'dashboard', path: '/dashboard', icon: IconLayoutDashboard, group: 'main' },
  { area: 'calendar', path: '/calendar', icon: IconCalendar, group: 'main' },
  { area: 'timeline', path: '/timeline', icon: IconTimeline, group: 'main' },
  { area: 'projects', path: '/projects', icon: IconFolders, group: 'main' },
  { area: 'timetracking', path: '/timetracking', icon: IconClockPlay, group: 'main' },
  { area: 'reports', path: '/overview', icon: IconChartBar, group: 'main' },
  {
    area: 'invoicing',
    path: '/invoicing/list',
    icon: IconFileInvoice,
    group: 'main',
    labelKey: 'invoicing.nav',
  },
  { area: 'users', path: '/users', icon: IconUsers, group: 'main' },
  { area: 'events', path: '/events', icon: IconActivity, group: 'main' },
  { area: 'notifications', path: '/notifications', icon: IconBell, group: 'main' },
  { area: 'tasks', path: '/lists/tasks', icon: IconListSearch, group: 'lists' },
  { area: 'finishedTasks', path: '/lists/finished-tasks', icon: IconCircleCheck, group: 'lists' },
  { area: 'recurrentTasks', path: '/lists/recurrent-tasks', icon: IconRepeat, group: 'lists' },
  { area: 'reminderTasks', path: '/lists/reminder-tasks', icon: IconAlarm, group: 'lists' },
  {
    area: 'latestDiscussions',
    path: '/lists/latest-discussions',
    icon: IconMessages,
    group: 'lists',
  },
  { area: 'publicItems', path: '/lists/public-items', icon: IconWorldShare, group: 'lists' },
  { area: 'trash', path: '/lists/trash', icon: IconTrash, group: 'lists' },
  { area: 'profile', path: '/profile', icon: IconUserCircle, group: 'account' },
  { area: 'settings', path: '/profile/settings', icon: IconSettings, group: 'account' },
  {
    area: 'notificationSettings',
    path: '/settings/notifications',
    icon: IconBellCog,
    group: 'account',
  },
] as const satisfies ReadonlyArray<{
  area: string;
  path: string;
  icon: Icon;
  group: string;
  /** The label's key when it is not `nav.<area>`. */
  labelKey?: string;
}>;
export type NavArea = (typeof NAV_AREAS)[number]['area'];
export type NavGroup = (typeof NAV_AREAS)[number]['group'];

/** Pages of an area that live at other addresses than its own (document 1's names). */
const ALSO_IN_AREA: Record<string, string[]> = { '/invoicing/list': ['/fakturace', '/invoicing'] };

/** Whether a path belongs to an area (its page or any page under it). */
export function isInArea(pathname: string, areaPath: string): boolean {
  return [areaPath, ...(ALSO_IN_AREA[areaPath] ?? [])].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/**
 * The area a path belongs to: the one with the longest path that holds it, so that
 * `/profile/settings` is Settings, not Profile as well.
 */
export function activeArea(pathname: string): NavArea | undefined {
  let best: (typeof NAV_AREAS)[number] | undefined;
  for (const area of NAV_AREAS) {
    if (isInArea(pathname, area.path) && area.path.length > (best?.path.length ?? -1)) best = area;
  }
  return best?.area;
}
