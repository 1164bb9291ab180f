import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SavedWorkFilter } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { DEFAULT_FILTER } from '../utils/report-filter.ts';
import type { ReportFilter } from '../utils/report-filter.ts';
import { SavedFilters } from './saved-filters.tsx';

const R = ROUTES.workReportSums;
const saved = (uuid: string, name: string, filter: SavedWorkFilter['filter']): SavedWorkFilter => ({
  uuid,
  name,
  filter,
  date_add: '2026-03-01T10:00:00Z',
});
const lastMonth = saved('0b9f4a8e-0000-4000-8000-000000000001', 'Last month', {
  date_tpl: 'last_month',
  grouping: 'users',
});
const launch = saved('0b9f4a8e-0000-4000-8000-000000000002', 'Launch', { projects_ids: [4] });

function Harness({ initial }: { initial: ReportFilter }) {
  const [filter, setFilter] = useState(initial);
  return (
    <>
      <SavedFilters filter={filter} onApply={setFilter} />
      <output data-testid="applied">{JSON.stringify(filter)}</output>
    </>
  );
}

function serve(filters: () => SavedWorkFilter[]) {
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(R.savedFilters, () => ({ filters: filters() }));
}

describe('SavedFilters', () => {
  it('saves the current filter with its grouping under a name', async () => {
    let list: SavedWorkFilter[] = [];
    const api = serve(() => list).on(R.createCustomFilter, ({ body }) => {
      const created = saved('0b9f4a8e-0000-4000-8000-000000000003', body.name, {
        projects_ids: [4],
        grouping: 'day',
      });
      list = [created];
      return { filter: created };
    });
    await renderSignedIn(
      <Harness initial={{ ...DEFAULT_FILTER, projects: [4], grouping: 'day' }} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save filter' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name of the filter' }), {
      target: { value: '  Launch days ' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodiesOf(R.createCustomFilter)).toEqual([
        {
          name: 'Launch days',
          filter: { date_tpl: 'this_month', projects_ids: [4], grouping: 'day' },
        },
      ]),
    );
    // The filter on screen is the one just saved: the picker shows its name.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Saved filter' }).value).toBe(
        'Launch days',
      ),
    );
  });

  it('applies a saved filter, moves one up and deletes one', async () => {
    let list = [lastMonth, launch];
    const api = serve(() => list)
      .on(R.reorderSavedFilters, ({ body }) => {
        list = body.order.map((uuid) => list.find((f) => f.uuid === uuid)!);
        return { filters: list };
      })
      .on(R.deleteCustomFilter, ({ query }) => {
        list = list.filter((f) => f.uuid !== query.get('uuid'));
        return { uuid: query.get('uuid')! };
      });
    await renderSignedIn(<Harness initial={DEFAULT_FILTER} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Saved filter' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Last month', hidden: true }));
    expect(JSON.parse(screen.getByTestId('applied').textContent)).toMatchObject({
      period: 'last_month',
      grouping: 'users',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Manage saved filters' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move Launch up' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('saved-filter').map((f) => f.textContent)).toEqual([
        'Launch',
        'Last month',
      ]),
    );
    expect(api.bodiesOf(R.reorderSavedFilters)).toEqual([{ order: [launch.uuid, lastMonth.uuid] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Launch' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-filter')).toHaveLength(1));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `${R.deleteCustomFilter.path}?uuid=${launch.uuid}`,
    ]);
  });
});
