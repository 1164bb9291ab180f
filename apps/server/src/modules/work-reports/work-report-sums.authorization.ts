import type { AuthorizationRows, Fixture } from '../../test/authorization.ts';
import { ownSavedFilter, ownerOnly, signedIn } from '../../test/authorization.ts';

/** A saved report filter of the owner's own (`made.filter`): only the owner reads or changes it. */
const ownerFilter = ownSavedFilter('/api/work-reports/create-custom-filter', (f) => ({
  name: 'This month',
  filter: { date_tpl: 'this_month', projects_ids: [f.project.id], grouping: 'users' },
}));

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
