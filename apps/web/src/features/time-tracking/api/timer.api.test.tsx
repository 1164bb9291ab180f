import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { RunningWork } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi, type FakeFailure } from '../../../test/fake-api.ts';
import { signedInUser } from '../../../test/signed-in.tsx';
import {
  runningWorkFixture,
  workReportFixture,
  workTaskFixture,
} from '../../../test/work-fixtures.ts';
import { sessionKey } from '../../../lib/session.ts';
import type { TaskWorkReports } from './time-tracking.api.ts';
import type { TimeTrackingMenu } from './timer-menu.api.ts';
import { timeTrackingKeys } from './timer-menu.api.ts';
import { useEditRunningTimer } from './running-edit.api.ts';
import { stopInputOf, useStartTimer, useStopTimer } from './timer.api.ts';

const W = ROUTES.workReports;
const earlier = workReportFixture();

type Held<T> = (answer: T | FakeFailure) => void;

/** A server that answers a route when the test says so. */
function hold<T>() {
  const pending: Array<Held<T>> = [];
  return {
    handler: () => new Promise<T | FakeFailure>((resolve) => pending.push(resolve)),
    answer: (answer: T | FakeFailure) => pending.shift()?.(answer),
  };
}

function setUp(running: RunningWork | null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionKey, signedInUser);
  queryClient.setQueryData<TimeTrackingMenu>(timeTrackingKeys.menu(), {
    work_running: running,
    last_work_reports: [earlier],
    time_tracking_hide_finished_tasks: false,
    receivedAt: Date.now(),
    timerPhase: running ? 'running' : 'idle',
  });
  queryClient.setQueryData<TaskWorkReports>(timeTrackingKeys.task(5), {
    reports: [earlier],
    summary: { id: 5, minutes: 90, cost: { amount: '30.00', currency: 'EUR' } },
  });
  queryClient.setQueryData(timeTrackingKeys.hourRate(1), {
    amount: '60.00',
    currency: 'EUR',
    isFixed: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const menu = () => queryClient.getQueryData<TimeTrackingMenu>(timeTrackingKeys.menu())!;
  const ofTask = () => queryClient.getQueryData<TaskWorkReports>(timeTrackingKeys.task(5))!;
  return { queryClient, wrapper, menu, ofTask };
}

describe('starting a timer', () => {
  it('runs at once from a task, then takes the server’s timer', async () => {
    const server = hold<{ id: number | null; workRunning: RunningWork }>();
    const { calls } = fakeApi().on(W.createRunningFromTask, server.handler);
    const { wrapper, menu } = setUp(null);
    const { result } = renderHook(() => useStartTimer(), { wrapper });
    act(() => result.current.mutate({ from: 'task', task: workTaskFixture() }));
    await waitFor(() => expect(menu().work_running?.task?.id).toBe(5));
    expect(menu().work_running?.uuid).toMatch(/^local-/);
    expect(menu().timerPhase).toBe('running');
    const started = runningWorkFixture({ uuid: 'server-1' });
    server.answer({ id: null, workRunning: started });
    await waitFor(() => expect(menu().work_running?.uuid).toBe('server-1'));
    expect(calls[0]?.url).toBe('/timetracking/api/create-running-from-task?tid=5');
  });

  it('drops the started timer and stops when the server refuses the start', async () => {
    const server = hold<{ id: number | null; workRunning: RunningWork }>();
    fakeApi()
      .on(W.createRunning, server.handler)
      .on(W.menu, () => ({
        work_running: null,
        last_work_reports: [earlier],
        time_tracking_hide_finished_tasks: false,
      }));
    const { wrapper, menu } = setUp(null);
    const { result } = renderHook(() => useStartTimer(), { wrapper });
    act(() => result.current.mutate({ from: 'new', task: null, note: 'Call' }));
    await waitFor(() => expect(menu().work_running?.note).toBe('Call'));
    server.answer(fail(403, { message: 'No', code: 'FORBIDDEN' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(menu().work_running).toBeNull();
    expect(menu().timerPhase).toBe('stopped');
    expect(menu().last_work_reports).toEqual([earlier]);
  });

  it('shows the timer that ran as a report, which takes the id the server saved it with', async () => {
    const server = hold<{ id: number | null; workRunning: RunningWork }>();
    fakeApi()
      .on(W.createRunningFromWork, server.handler)
      .on(W.menu, () => new Promise(() => {}));
    const old = runningWorkFixture({ secondsElapsed: 1200, note: 'Before' });
    const { wrapper, menu, ofTask } = setUp(old);
    const { result } = renderHook(() => useStartTimer(), { wrapper });
    act(() => result.current.mutate({ from: 'work', report: earlier }));
    await waitFor(() => expect(menu().last_work_reports).toHaveLength(2));
    const local = menu().last_work_reports.find((r) => r.note === 'Before')!;
    expect(local).toMatchObject({ minutes: 20, cost: { amount: '20.00', currency: 'EUR' } });
    expect(local.id).toBeLessThan(0);
    expect(ofTask().summary).toMatchObject({ minutes: 110, cost: { amount: '50.00' } });
    expect(menu().work_running).toMatchObject({ note: 'Drafting', task: { id: 5 } });
    server.answer({ id: 78, workRunning: runningWorkFixture({ uuid: 'server-2' }) });
    await waitFor(() => expect(menu().work_running?.uuid).toBe('server-2'));
    expect(menu().last_work_reports.map((r) => r.id)).toContain(78);
  });
});

describe('stopping the timer', () => {
  const running = runningWorkFixture({ secondsElapsed: 600, note: 'Writing' });

  it('stops ticking at once, adds the report to the lists and grows the task’s sum', async () => {
    const server = hold<{ id: number | null; work: null }>();
    const api = fakeApi().on(W.stopRunning, server.handler);
    const { wrapper, menu, ofTask } = setUp(running);
    const { result } = renderHook(() => useStopTimer(), { wrapper });
    act(() => result.current.mutate(stopInputOf(menu())!));
    await waitFor(() => expect(menu().work_running).toBeNull());
    expect(menu().timerPhase).toBe('stopped');
    expect(api.bodiesOf(W.stopRunning)).toEqual([
      { uuid: running.uuid, date_stopped: running.dateReported + 600 },
    ]);
    expect(ofTask().reports.map((r) => r.minutes)).toEqual([10, 90]);
    expect(ofTask().summary).toMatchObject({ minutes: 100, cost: { amount: '40.00' } });
    server.answer({ id: 77, work: null });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(menu().last_work_reports.map((r) => r.id)).toEqual([77, earlier.id]);
    expect(ofTask().reports.map((r) => r.id)).toEqual([77, earlier.id]);
  });

  it('takes the report off again when the server saved nothing', async () => {
    fakeApi().on(W.stopRunning, () => ({ id: null, work: null }));
    const { wrapper, menu, ofTask } = setUp(running);
    const { result } = renderHook(() => useStopTimer(), { wrapper });
    act(() => result.current.mutate(stopInputOf(menu())!));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(menu().last_work_reports).toEqual([earlier]);
    expect(ofTask().summary.minutes).toBe(90);
  });

  it('runs on as before when the server refuses the stop', async () => {
    fakeApi().on(W.stopRunning, () =>
      fail(400, { message: 'Choose the task.', code: 'VALIDATION_FAILED' }),
    );
    const { wrapper, menu, ofTask } = setUp(running);
    const { result } = renderHook(() => useStopTimer(), { wrapper });
    act(() => result.current.mutate(stopInputOf(menu())!));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(menu().work_running).toEqual(running);
    expect(ofTask().summary.minutes).toBe(90);
  });
});

describe('changing the running timer', () => {
  it('shows the new task and note at once, and puts them back when the server refuses', async () => {
    let answer: (value: FakeFailure) => void = () => {};
    const api = fakeApi().on(W.editRunning, () => new Promise((resolve) => (answer = resolve)));
    const running = runningWorkFixture({ task: null, note: 'Draft' });
    const { wrapper, menu } = setUp(running);
    const { result } = renderHook(() => useEditRunningTimer(), { wrapper });
    const other = workTaskFixture({ id: 6, name: 'Check layout' });
    act(() => result.current.mutate({ change: { task: { id: 6 }, note: 'Layout' }, task: other }));
    await waitFor(() =>
      expect(menu().work_running).toMatchObject({ task: { id: 6 }, note: 'Layout' }),
    );
    expect(api.bodiesOf(W.editRunning)).toEqual([{ task: { id: 6 }, note: 'Layout' }]);
    answer(fail(404, { message: 'Not found', code: 'NOT_FOUND' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(menu().work_running).toEqual(running);
  });
});
