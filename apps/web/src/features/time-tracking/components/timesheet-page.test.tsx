import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkReport } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../../../test/fake-api.ts';
import type { FakeFailure } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { workReportFixture, workTaskFixture } from '../../../test/work-fixtures.ts';
import { TimesheetPage } from './timesheet-page.tsx';

const W = ROUTES.workReports;
const PATH = '/work-reports/timesheet?week=2026-03-02';
// Olga's 1:30 on Write copy on Monday 2 March 2026; Walt's hour on Wednesday.
const drafting = workReportFixture();
const walts = workReportFixture({
  id: 50,
  minutes: 60,
  worker: { id: 8, fullname: 'Walt Worker' },
  dateReported: Date.UTC(2026, 2, 4, 9) / 1000,
  canEdit: false,
});

function serve(reports: () => WorkReport[]) {
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(W.list, () => ({
      reports: reports(),
      sums: { minutes: reports().reduce((s, r) => s + r.minutes, 0), costs: [] },
      has_more: false,
    }))
    .on(W.suggestedTasks, () => ({
      tasks: [workTaskFixture()],
      total: 1,
      time_tracking_hide_finished_tasks: false,
    }));
}

const cellOf = (name: string) => screen.findByRole('button', { name });

describe('TimesheetPage', () => {
  it('lays the week out by person and task, with the totals and the week in the address', async () => {
    const api = serve(() => [drafting, walts]);
    await renderSignedIn(<TimesheetPage />, { path: PATH });
    const grid = await screen.findByRole('table', { name: 'Timesheet' });
    expect(api.calls.find((c) => c.url.startsWith(W.list.path))?.url).toContain(
      encodeURIComponent('{"date_from":"2026-03-02","date_to":"2026-03-08"}'),
    );
    const rows = within(grid).getAllByTestId('timesheet-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Launch · Olga Owner'),
      expect.stringContaining('Launch · Walt Worker'),
    ]);
    expect(within(rows[0]!).getByTestId('timesheet-row-total').textContent).toBe('1:30');
    expect(screen.getByTestId('timesheet-total').textContent).toBe('2:30');
    // Walt's time is only read; Olga's cells are buttons.
    expect(within(rows[1]!).queryAllByRole('button')).toHaveLength(0);
    expect(await cellOf('Write copy, Monday, March 2: 1:30')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Person' })).toBeTruthy();
  });

  it('edits a cell of one report at once and puts it back when the server refuses', async () => {
    let answer: (value: { work: WorkReport } | FakeFailure) => void = () => {};
    const api = serve(() => [drafting]).on(W.edit, () => new Promise((r) => (answer = r)));
    await renderSignedIn(<TimesheetPage />, { path: PATH });
    fireEvent.click(await cellOf('Write copy, Monday, March 2: 1:30'));
    const input = screen.getByRole('textbox', { name: 'Time on Write copy, Monday, March 2' });
    fireEvent.change(input, { target: { value: '2:15' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const cell = await cellOf('Write copy, Monday, March 2: 2:15');
    expect(document.activeElement).toBe(cell);
    expect(screen.getByTestId('timesheet-total').textContent).toBe('2:15');
    expect(api.bodiesOf(W.edit)).toEqual([{ minutes: 135 }]);
    answer(fail(403, { message: 'No', code: 'FORBIDDEN' }));
    expect(await cellOf('Write copy, Monday, March 2: 1:30')).toBeTruthy();
    expect(screen.getByTestId('timesheet-total').textContent).toBe('1:30');
  });

  it('refuses what is not a time, and Escape leaves the cell as it was', async () => {
    const api = serve(() => [drafting]);
    await renderSignedIn(<TimesheetPage />, { path: PATH });
    fireEvent.click(await cellOf('Write copy, Monday, March 2: 1:30'));
    const input = screen.getByRole('textbox', { name: 'Time on Write copy, Monday, March 2' });
    fireEvent.change(input, { target: { value: 'soon' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(/Enter the time as h:mm/)).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(await cellOf('Write copy, Monday, March 2: 1:30')).toBeTruthy();
    expect(api.bodiesOf(W.edit)).toEqual([]);
  });

  it('creates a report at midday of the day from an empty cell', async () => {
    let reports = [drafting];
    const saved = workReportFixture({
      id: 60,
      minutes: 45,
      dateReported: Date.UTC(2026, 2, 3, 12) / 1000,
    });
    const api = serve(() => reports).on(W.create, () => {
      reports = [drafting, saved];
      return { work: saved };
    });
    await renderSignedIn(<TimesheetPage />, { path: PATH });
    fireEvent.click(await cellOf('Write copy, Tuesday, March 3: no time'));
    const input = screen.getByRole('textbox', { name: 'Time on Write copy, Tuesday, March 3' });
    fireEvent.change(input, { target: { value: '45' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await cellOf('Write copy, Tuesday, March 3: 0:45')).toBeTruthy();
    expect(api.bodiesOf(W.create)).toEqual([
      { minutes: 45, dateReported: Date.UTC(2026, 2, 3, 12) / 1000, task: { id: 5 } },
    ]);
    await waitFor(() => expect(screen.getByTestId('timesheet-total').textContent).toBe('2:15'));
  });

  it('says when the week has no time, and keeps an added task as an empty row', async () => {
    serve(() => []);
    await renderSignedIn(<TimesheetPage />, { path: PATH });
    expect(await screen.findByTestId('timesheet-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Add a task to the week' }));
    // The suggestion, as the open list shows it.
    fireEvent.click(await screen.findByText('Write copy'));
    expect(await screen.findByTestId('timesheet')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Write copy, Friday, March 6: no time' }),
    ).toBeTruthy();
  });
});
