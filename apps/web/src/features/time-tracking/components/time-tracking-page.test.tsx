import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RunningWork } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi, invalid } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import {
  runningWorkFixture,
  workReportFixture,
  workTaskFixture,
} from '../../../test/work-fixtures.ts';
import { TimeTrackingPage } from './time-tracking-page.tsx';
import { TopBarTimer } from './top-bar-timer.tsx';

const W = ROUTES.workReports;
const drafting = workReportFixture();
const review = workReportFixture({
  id: 42,
  minutes: 45,
  note: 'Review',
  cost: { amount: '15.00', currency: 'EUR' },
  dateReported: Date.UTC(2026, 1, 27, 9) / 1000,
  task: workTaskFixture({ id: 6, name: 'Check layout' }),
});

/** The fake server: Olga, her menu (a timer running or not) and what time tracking asks. */
function serve(running: RunningWork | null) {
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(W.menu, () => ({
      work_running: running,
      last_work_reports: [drafting, review],
      time_tracking_hide_finished_tasks: false,
    }))
    .on(W.suggestedTasks, () => ({
      tasks: [workTaskFixture(), workTaskFixture({ id: 6, name: 'Check layout' })],
      total: 2,
      time_tracking_hide_finished_tasks: false,
    }))
    .on(W.hourRate, () => ({ hourRate: { amount: '20.00', currency: 'EUR', isFixed: false } }));
}

describe('TimeTrackingPage', () => {
  it('shows the running timer and the last reports by day, each with its task, time and cost', async () => {
    serve(runningWorkFixture({ secondsElapsed: 3725, note: 'Outline' }));
    await renderSignedIn(<TimeTrackingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Time tracking' })).toBeTruthy();
    const timer = await screen.findByTestId('running-timer');
    expect(within(timer).getByRole('timer').textContent).toMatch(/^1:02:0\d$/);
    expect(within(timer).getByLabelText<HTMLInputElement>('Note of the running timer').value).toBe(
      'Outline',
    );
    expect(within(timer).getByRole('button', { name: 'Stop timer' })).toBeTruthy();
    const march = screen.getByRole('region', { name: 'Mar 2, 2026' });
    expect(within(march).getByRole('link', { name: 'Write copy' }).getAttribute('href')).toBe(
      '/task/5',
    );
    expect(within(march).getByTestId('work-minutes').textContent).toBe('1:30');
    expect(within(march).getByText('€30.00')).toBeTruthy();
    expect(within(march).getByText('Total 1:30')).toBeTruthy();
    const february = screen.getByRole('region', { name: 'Feb 27, 2026' });
    expect(within(february).getByRole('link', { name: 'Check layout' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Delete the time entry of Check layout' }),
    ).toBeTruthy();
  });

  it('enters time by hand: checks the values, shows the cost, and the server’s refusal beside its field', async () => {
    const api = serve(null).on(W.create, () =>
      invalid('minutes', 'Minutes must be equal or greater than 0.'),
    );
    await renderSignedIn(<TimeTrackingPage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Manual' }));
    expect(screen.queryByTestId('running-timer')).toBeNull();
    const form = screen.getByRole('form', { name: 'Enter time by hand' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Choose the task the time was spent on.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('combobox', { name: 'Task' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Write copy' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Time spent' }), {
      target: { value: '1:15' },
    });
    expect((await within(form).findByTestId('cost-preview')).textContent).toBe('Cost: €25.00');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Copy edits' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Minutes must be equal or greater than 0.');
    const [sent] = api.bodiesOf(W.create);
    expect(sent).toMatchObject({
      task: { id: 5 },
      minutes: 75,
      note: 'Copy edits',
      isBillable: true,
    });
    expect(typeof sent?.dateReported).toBe('number');
  });

  it('starts a timer on a new entry and restarts one from a report', async () => {
    const api = serve(null)
      .on(W.createRunning, () => ({ id: null, workRunning: runningWorkFixture({ task: null }) }))
      .on(W.createRunningFromWork, () => ({ id: null, workRunning: runningWorkFixture() }));
    await renderSignedIn(<TimeTrackingPage />);
    const form = await screen.findByRole('form', { name: 'Start a timer' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Planning' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Start timer' }));
    await screen.findByTestId('running-timer');
    expect(api.bodiesOf(W.createRunning)).toEqual([
      { task: null, note: 'Planning', isBillable: true },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Start a timer again on Check layout' }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.url)).toContain(
        '/timetracking/api/create-running-from-work?wid=42',
      ),
    );
  });

  it('edits a report in place', async () => {
    // Unanswered: what the row shows comes from the edit itself.
    const api = serve(null).on(W.edit, () => new Promise(() => {}));
    await renderSignedIn(<TimeTrackingPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the time entry of Check layout' }),
    );
    const form = screen.getByRole('form', { name: 'Time entry of Check layout' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Time spent' }), {
      target: { value: '0:50' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const february = screen.getByRole('region', { name: 'Feb 27, 2026' });
    await waitFor(() =>
      expect(within(february).getByTestId('work-minutes').textContent).toBe('0:50'),
    );
    expect(api.bodiesOf(W.edit)).toEqual([{ minutes: 50 }]);
  });

  it('puts a refused edit back and opens the form again with the reason beside its field', async () => {
    serve(null).on(W.edit, () => invalid('minutes', 'Minutes can be at most 525600.'));
    await renderSignedIn(<TimeTrackingPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the time entry of Check layout' }),
    );
    const form = screen.getByRole('form', { name: 'Time entry of Check layout' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Time spent' }), {
      target: { value: '2:00' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('form', { name: 'Time entry of Check layout' });
    expect(within(again).getByText('Minutes can be at most 525600.')).toBeTruthy();
    fireEvent.keyDown(within(again).getByRole('textbox', { name: 'Note' }), { key: 'Escape' });
    const february = screen.getByRole('region', { name: 'Feb 27, 2026' });
    expect(within(february).getByTestId('work-minutes').textContent).toBe('0:45');
  });

  it('says so when the reports cannot be loaded', async () => {
    fakeApi().on(ROUTES.auth.session, () => ({ user: signedInUser }));
    await renderSignedIn(<TimeTrackingPage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('TopBarTimer', () => {
  it('shows the running timer with its task and stops it', async () => {
    const running = runningWorkFixture({ secondsElapsed: 59 });
    const api = serve(running).on(W.stopRunning, () => ({ id: 90, work: null }));
    await renderSignedIn(<TopBarTimer />);
    const link = await screen.findByRole('link', {
      name: 'Timer running on Write copy: open time tracking',
    });
    expect(link.getAttribute('href')).toBe('/timetracking');
    fireEvent.click(screen.getByRole('button', { name: 'Stop timer' }));
    await waitFor(() => expect(screen.queryByTestId('top-bar-timer')).toBeNull());
    expect(api.bodiesOf(W.stopRunning)).toEqual([
      { uuid: running.uuid, date_stopped: expect.any(Number) as number },
    ]);
  });

  it('shows nothing while no timer runs', async () => {
    const api = serve(null);
    await renderSignedIn(<TopBarTimer />);
    await waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/timetracking/api/menu'));
    expect(screen.queryByTestId('top-bar-timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop timer' })).toBeNull();
  });
});
