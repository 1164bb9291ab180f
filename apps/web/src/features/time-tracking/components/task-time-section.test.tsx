import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RunningWork, WorkReport } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi, invalid } from '../../../test/fake-api.ts';
import { taskFixture } from '../../../test/fixtures.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import {
  runningWorkFixture,
  workReportFixture,
  workTaskFixture,
} from '../../../test/work-fixtures.ts';
import { TaskTimeSection } from './task-time-section.tsx';

const W = ROUTES.workReports;
const olgas = workReportFixture();
const petrs = workReportFixture({
  id: 43,
  minutes: 30,
  note: '',
  cost: { amount: '10.00', currency: 'EUR' },
  worker: { id: 8, fullname: 'Petr Worker' },
  canEdit: false,
  dateReported: Date.UTC(2026, 2, 1, 9) / 1000,
});

/** The fake server: Olga, her timer (running or not), and the task's two reports. */
function serve(running: RunningWork | null, reports: WorkReport[] = [olgas, petrs]) {
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(W.menu, () => ({
      work_running: running,
      last_work_reports: [],
      time_tracking_hide_finished_tasks: false,
    }))
    .on(W.ofTask, () => ({
      reports,
      summary: {
        id: 5,
        minutes: reports.reduce((sum, r) => sum + r.minutes, 0),
        cost: {
          amount: reports.reduce((sum, r) => sum + Number(r.cost.amount), 0).toFixed(2),
          currency: 'EUR',
        },
      },
    }));
}

describe('TaskTimeSection', () => {
  it('lists the task’s reports with who worked and when, and their sum', async () => {
    serve(null);
    await renderSignedIn(<TaskTimeSection task={taskFixture()} />);
    const section = await screen.findByRole('region', { name: 'Time' });
    expect((await within(section).findByTestId('task-time-sum')).textContent).toBe(
      'Total 2:00 · €40.00',
    );
    expect(within(section).getByText('Olga Owner · Mar 2, 2026')).toBeTruthy();
    expect(within(section).getByText('Petr Worker · Mar 1, 2026')).toBeTruthy();
    // Petr's report is not Olga's to change: only her own can be deleted.
    expect(within(section).getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
  });

  it('starts a timer on the task, then offers to stop it', async () => {
    const api = serve(null).on(W.createRunningFromTask, () => ({
      id: null,
      workRunning: runningWorkFixture(),
    }));
    await renderSignedIn(<TaskTimeSection task={taskFixture()} />);
    const start = await screen.findByRole('button', { name: 'Start timer' });
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start);
    expect(await screen.findByRole('button', { name: /Stop timer/ })).toBeTruthy();
    expect(api.calls.map((c) => c.url)).toContain(
      '/timetracking/api/create-running-from-task?tid=5',
    );
  });

  it('offers Start, not Stop, while the timer runs on another task', async () => {
    serve(runningWorkFixture({ task: workTaskFixture({ id: 9, name: 'Other' }) }));
    await renderSignedIn(<TaskTimeSection task={taskFixture()} />);
    expect(await screen.findByRole('button', { name: 'Start timer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Stop timer/ })).toBeNull();
  });

  it('stops the timer running on this task', async () => {
    const running = runningWorkFixture({ secondsElapsed: 300 });
    const api = serve(running).on(W.stopRunning, () => ({ id: 91, work: null }));
    await renderSignedIn(<TaskTimeSection task={taskFixture()} />);
    fireEvent.click(await screen.findByRole('button', { name: /Stop timer/ }));
    await waitFor(() =>
      expect(api.bodiesOf(W.stopRunning)).toEqual([
        { uuid: running.uuid, date_stopped: running.dateReported + 300 },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Start timer' })).toBeTruthy();
  });

  it('adds time by hand, showing the server’s refusal beside its field', async () => {
    const api = serve(null, [olgas]).on(W.create, ({ body }) =>
      body.note === 'bad'
        ? invalid('note', 'The note can be at most 2000 characters.')
        : {
            work: workReportFixture({
              id: 50,
              minutes: 45,
              note: 'Fixes',
              cost: { amount: '15.00', currency: 'EUR' },
            }),
          },
    );
    await renderSignedIn(<TaskTimeSection task={taskFixture()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add time' }));
    const form = screen.getByRole('form', { name: 'Add time' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Time spent' }), {
      target: { value: '0:45' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'bad' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await within(form).findByText('The note can be at most 2000 characters.');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Fixes' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add time' })).toBeNull());
    expect(screen.getByTestId('task-time-sum').textContent).toBe('Total 2:15 · €45.00');
    expect(api.bodiesOf(W.create)[1]).toMatchObject({
      task: { id: 5 },
      minutes: 45,
      note: 'Fixes',
    });
  });

  it('takes no new time on a task in the trash', async () => {
    serve(null);
    await renderSignedIn(
      <TaskTimeSection task={taskFixture({ date_deleted: '2026-03-01T00:00:00.000Z' })} />,
    );
    await screen.findByTestId('task-time-sum');
    expect(screen.queryByRole('button', { name: 'Start timer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add time' })).toBeNull();
  });
});
