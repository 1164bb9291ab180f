import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A saved filter of the owner's own (`made.filter`), which only the owner may read or change. */
async function ownerFilter(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post('/api/work-reports/create-custom-filter', {
    name: 'This month',
    filter: { date_tpl: 'this_month', projects_ids: [f.project.id], grouping: 'users' },
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

/** Sums of the reports one sees: anyone signed in, over what they see. */
const conds = (f: Fixture) => ({ conds: { projects_ids: [f.project.id], date_tpl: 'this_year' } });

/** The reports' sums, their file, and the saved filters. */
export const authorizationRows: AuthorizationRows = {
  'workReportSums.filterValues': { expect: signedIn(200) },
  'workReportSums.overviewFilterValues': { expect: signedIn(200) },
  'workReportSums.sumsByProjects': { body: conds, expect: signedIn(200) },
  'workReportSums.sumsByTasklists': { body: conds, expect: signedIn(200) },
  'workReportSums.sumsByTasks': { body: conds, expect: signedIn(200) },
  'workReportSums.sumsByUsers': { body: conds, expect: signedIn(200) },
  'workReportSums.sumsByDay': { body: conds, expect: signedIn(200) },
  'workReportSums.sumsByWeek': { body: conds, expect: signedIn(200) },
  'workReportSums.sumsByMonth': { body: conds, expect: signedIn(200) },
  'workReportSums.reports': { body: conds, expect: signedIn(200) },
  'workReportSums.tasksByProjects': { body: conds, expect: signedIn(200) },
  'workReportSums.tasksByTasklists': { body: conds, expect: signedIn(200) },
  'workReportSums.tasksByUsers': { body: conds, expect: signedIn(200) },
  'workReportSums.downloadCsv': {
    query: (f) => ({ conds: JSON.stringify({ projects_ids: [f.project.id] }), locale: 'cs-CZ' }),
    expect: signedIn(200),
  },
  'workReportSums.savedFilters': { expect: signedIn(200) },
  'workReportSums.createCustomFilter': {
    body: () => ({ name: 'Mine', filter: { date_tpl: 'last_week' } }),
    expect: signedIn(201),
  },
  'workReportSums.editCustomFilter': {
    query: (f) => ({ uuid: f.made.filter! }),
    body: () => ({ name: 'Renamed', filter: { grouping: 'day' } }),
    fresh: ownerFilter,
    expect: ownerOnly,
  },
  'workReportSums.deleteCustomFilter': {
    query: (f) => ({ uuid: f.made.filter! }),
    fresh: ownerFilter,
    expect: ownerOnly,
  },
  // Every person orders their own filters; naming none changes nothing.
  'workReportSums.reorderSavedFilters': { body: () => ({ order: [] }), expect: signedIn(200) },
  'workReportSums.sumsForCustomFilter': {
    query: (f) => ({ uuid: f.made.filter! }),
    fresh: ownerFilter,
    expect: ownerOnly,
  },
};
