import type { AuthorizationRows } from '../../test/authorization.ts';
import { projectScoped, signedIn } from '../../test/authorization.ts';

const range = { date_from: '2026-01-01', date_to: '2026-12-31' };

/** The project timeline (refused to a worker limited to some lists) and the global one. */
export const authorizationRows: AuthorizationRows = {
  'timeline.project': {
    query: (f) => ({ pid: f.project.id }),
    expect: { ...projectScoped(200), limitedWorker: 403 },
  },
  'timeline.globalProjects': { expect: signedIn(200) },
  'timeline.global': { query: () => range, expect: signedIn(200) },
  'timeline.globalFiltered': {
    body: (f) => ({ ...range, projects_ids: [f.project.id] }),
    expect: signedIn(200),
  },
};
