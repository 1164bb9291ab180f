import type { AuthorizationRows } from '../../test/authorization.ts';
import { ownSavedFilter, ownerOnly, signedIn } from '../../test/authorization.ts';

/** A saved task filter of the owner's own (`made.filter`): only the owner reads or changes it. */
const ownerFilter = ownSavedFilter('/api/task-filters/create-custom-filter', (f) => ({
  name: 'Due this week',
  values: { projects_ids: [f.project.id], due_date: { date_tpl: 'this_week' } },
}));

/**
 * The task page reads only what each person sees (anyone signed in, over their own projects);
 * saved filters are each person's own.
 */
export const authorizationRows: AuthorizationRows = {
  'taskFilters.tasks': {
    query: () => ({ p: 0 }),
    body: (f) => ({ projects_ids: [f.project.id], task_state: 1 }),
    expect: signedIn(200),
  },
  'taskFilters.filterValues': { expect: signedIn(200) },
  'taskFilters.savedFilters': { expect: signedIn(200) },
  'taskFilters.createCustomFilter': {
    body: () => ({ name: 'Mine', values: { assigned_by_me: true } }),
    expect: signedIn(201),
  },
  'taskFilters.editCustomFilter': {
    query: (f) => ({ uuid: f.made.filter! }),
    body: () => ({ name: 'Renamed', values: { task_state: 5 } }),
    fresh: ownerFilter,
    expect: ownerOnly,
  },
  'taskFilters.deleteCustomFilter': {
    query: (f) => ({ uuid: f.made.filter! }),
    fresh: ownerFilter,
    expect: ownerOnly,
  },
  // Every person orders their own filters; naming none changes nothing.
  'taskFilters.reorderSavedFilters': { body: () => ({ order: [] }), expect: signedIn(200) },
};
