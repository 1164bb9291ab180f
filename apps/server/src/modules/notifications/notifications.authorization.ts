import type { AuthorizationRows } from '../../test/authorization.ts';
import { everyone, projectScoped, signedIn } from '../../test/authorization.ts';

/**
 * Notifications are each person's own: anyone signed in reads and sets their own, and another's
 * is as missing as one that does not exist (`notifications.routes.test.ts` shows that case).
 */
export const authorizationRows: AuthorizationRows = {
  'notifications.filterData': { expect: signedIn(200) },
  'notifications.find': {
    query: () => ({ p: 0 }),
    body: () => ({ conds: {} }),
    expect: signedIn(200),
  },
  'notifications.quick': { query: () => ({ page: 0 }), expect: signedIn(200) },
  // Nobody has a notification of this id: each principal gets what a missing one gives.
  'notifications.toggleState': { query: () => ({ nid: 999_999_999 }), expect: signedIn(404) },
  'notifications.markAsRead': { query: () => ({ nid: 999_999_999 }), expect: signedIn(404) },
  'notifications.markAllAsRead': { expect: signedIn(200) },
  'notifications.saveQuickFilter': {
    body: () => ({ conds: { is_only_unread: false } }),
    expect: signedIn(200),
  },
  'notifications.saveSettings': {
    body: () => ({ notif_send_anytime: true }),
    expect: signedIn(200),
  },
  'notifications.settings': { expect: signedIn(200) },
  // Following a task list is for who sees it: the limited worker does not see this one.
  'notifications.trackTasklist': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: () => ({ is_tracked: true }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // One's own follows: a stranger to the project has none there.
  'notifications.trackedTasklists': {
    query: (f) => ({ pid: f.project.id }),
    expect: signedIn(200),
  },
  // Nobody's secret: everyone, signed in or not, gets what an unknown link gives.
  'notifications.unsubscribe': {
    query: () => ({ hash: '0'.repeat(32) }),
    expect: everyone(404),
  },
  'notifications.saveNotificationSettings': {
    body: () => ({ settings: { instant_notif_new_comment: true } }),
    expect: signedIn(200),
  },
};
