import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A saved task filter of the owner's own (`made.filter`), which only the owner may change. */
async function ownerFilter(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post('/api/task-filters/create-custom-filter', {
    name: 'Due this week',
    values: { projects_ids: [f.project.id], due_date: { date_tpl: 'this_week' } },
  });
  if (res.statusCode !== 201) throw new Error(`saving a filter failed: ${res.body}`);
  return { filter: res.json().filter.uuid };
}

/** The owner's own filter: everyone else finds none. */
const ownerOnly = {
  anonymous: 401,
  nonMember: 404,
  worker: 404,
  limitedWorker: 404,
  commander: 404,
  owner: 200,
};

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
