import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkReportFilterValues, WorkReportGroup } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { ReportView } from './report-view.tsx';

const R = ROUTES.workReportSums;
const range = { date_from: '2026-03-01', date_to: '2026-03-31' };
const values: WorkReportFilterValues = {
  currencies: ['EUR', 'CZK'],
  projects: [{ id: 4, name: 'Launch', currency: 'EUR' }],
  users: [
    { id: 7, fullname: 'Olga Owner' },
    { id: 8, fullname: 'Walt Worker' },
  ],
  teams: [],
  labels: [{ name: 'Urgent', color: null }],
  project_tags: [],
};
const group = (id: number, name: string, minutes: number): WorkReportGroup => ({
  id,
  name,
  minutes,
  costs: [{ amount: String(minutes), currency: 'EUR' }],
  project: null,
  tasklist: null,
});
const total = { minutes: 150, costs: [{ amount: '150.00', currency: 'EUR' as const }] };

function serve() {
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(R.overviewFilterValues, () => values)
    .on(R.filterValues, () => values)
    .on(R.savedFilters, () => ({ filters: [] }))
    .on(R.sumsByProjects, () => ({
      grouping: 'projects',
      total_sum: total,
      range,
      groups: [group(4, 'Launch', 150)],
    }))
    .on(R.sumsByTasklists, () => ({ grouping: 'tasklists', total_sum: total, range, groups: [] }))
    .on(R.sumsByUsers, () => ({
      grouping: 'users',
      total_sum: total,
      range,
      groups: [group(7, 'Olga Owner', 90), group(8, 'Walt Worker', 60)],
    }));
}

const rows = () => screen.getAllByTestId('report-row').map((row) => row.textContent);

describe('ReportView', () => {
  it('sums the filter of the address, groups by people on request and offers its CSV', async () => {
    const api = serve();
    await renderSignedIn(<ReportView source="overview" />, {
      path: '/overview/work-reports?period=last_month&projects=4&label=Urgent',
    });
    await waitFor(() => expect(rows()).toEqual([expect.stringContaining('Launch2:30')]));
    const conds = { date_tpl: 'last_month', projects_ids: [4], tasks_labels_names: ['Urgent'] };
    expect(api.bodiesOf(R.sumsByProjects)).toEqual([{ conds }]);
    expect(screen.getByTestId('report-total').textContent).toBe('2:30');
    expect(await screen.findByTestId('report-chart')).toBeTruthy();
    const csv = new URL(screen.getByTestId('report-csv').getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/work-reports/download-csv');
    expect(JSON.parse(csv.searchParams.get('conds')!)).toEqual(conds);
    expect(csv.searchParams.get('locale')).toBe('en-US');

    fireEvent.click(screen.getByRole('radio', { name: 'People' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.bodiesOf(R.sumsByUsers)).toEqual([{ conds }]);
    expect(rows()).toEqual([
      expect.stringContaining('Olga Owner1:30'),
      expect.stringContaining('Walt Worker1:00'),
    ]);
  });

  it('opens a group to show its tasks', async () => {
    const api = serve().on(R.tasksByProjects, () => ({
      grouping: 'projects',
      total_sum: total,
      range,
      groups: [
        {
          ...group(4, 'Launch', 150),
          tasks: [
            {
              id: 5,
              name: 'Write copy',
              minutes: 150,
              costs: [],
              project: { id: 4, name: 'Launch' },
              tasklist: { id: 2, name: 'Drafts' },
            },
          ],
        },
      ],
    }));
    await renderSignedIn(<ReportView source="overview" />, { path: '/overview/work-reports' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show the tasks of Launch' }));
    const task = await screen.findByTestId('report-task-row');
    expect(within(task).getByRole('link', { name: 'Write copy' }).getAttribute('href')).toBe(
      '/task/5',
    );
    // Only the opened group's tasks are asked for.
    expect(api.bodiesOf(R.tasksByProjects)).toEqual([
      { conds: { date_tpl: 'this_month', projects_ids: [4] } },
    ]);
  });

  it('narrows the own reports to the viewer, and shows everyone’s on request', async () => {
    const api = serve();
    await renderSignedIn(<ReportView source="reports" own />, { path: '/timetracking/reports' });
    const all = await screen.findByRole('switch', { name: 'Show everyone’s reports' });
    expect(api.bodiesOf(R.sumsByProjects)).toEqual([
      { conds: { date_tpl: 'this_month', users_ids: [7] } },
    ]);
    expect(screen.queryByRole('combobox', { name: 'People' })).toBeNull();
    fireEvent.click(all);
    await waitFor(() =>
      expect(api.bodiesOf(R.sumsByProjects).at(-1)).toEqual({ conds: { date_tpl: 'this_month' } }),
    );
    expect(api.calls.some((c) => c.url.startsWith(R.overviewFilterValues.path))).toBe(false);
  });
});
