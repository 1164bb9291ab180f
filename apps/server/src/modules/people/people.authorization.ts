import type { AuthorizationRows } from '../../test/authorization.ts';
import { projectScoped, signedIn } from '../../test/authorization.ts';

/** The people one works with, and one's own time out of office. */
export const authorizationRows: AuthorizationRows = {
  'users.list': { expect: signedIn(200) },
  'users.detail': {
    query: (f) => ({ user_id: f.people.worker.id }),
    // Only people one shares a project with can be looked at.
    expect: { anonymous: 401, nonMember: 404, worker: 200, owner: 200 },
  },
  'users.outOfOfficeEnable': {
    body: () => ({ date_from: '2026-07-01', date_to: '2026-07-10' }),
    expect: signedIn(200),
  },
  'users.outOfOfficeDisable': { expect: signedIn(200) },
  // A project's calendar shows its members' time out of office to whoever sees the project.
  'calendar.outOfOffice': {
    query: (f) => ({ date_from: '2026-07-01', date_to: '2026-07-31', pid: f.project.id }),
    expect: projectScoped(200),
  },
};
