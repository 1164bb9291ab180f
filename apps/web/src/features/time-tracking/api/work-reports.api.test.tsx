import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { WorkReport } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { initI18n } from '../../../lib/i18n.ts';
import { fail, fakeApi, type FakeFailure } from '../../../test/fake-api.ts';
import { workReportFixture } from '../../../test/work-fixtures.ts';
import { useRemoveWorkWithUndo } from '../hooks/use-remove-work.tsx';
import type { TaskWorkReports, WorkReportList } from './time-tracking.api.ts';
import type { TimeTrackingMenu } from './timer-menu.api.ts';
import { timeTrackingKeys } from './timer-menu.api.ts';
import { useEditWork } from './work-reports.api.ts';

const W = ROUTES.workReports;
const one = workReportFixture({ id: 41, minutes: 90, note: 'Drafting' });
const two = workReportFixture({
  id: 42,
  minutes: 30,
  note: 'Review',
  cost: { amount: '10.00', currency: 'EUR' },
  dateReported: one.dateReported - 3600,
});

afterEach(() => act(() => notifications.clean()));

async function setUp() {
  await initI18n('en-US');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData<TimeTrackingMenu>(timeTrackingKeys.menu(), {
    work_running: null,
    last_work_reports: [one, two],
    time_tracking_hide_finished_tasks: false,
    receivedAt: Date.now(),
    timerPhase: 'idle',
  });
  queryClient.setQueryData<TaskWorkReports>(timeTrackingKeys.task(5), {
    reports: [one, two],
    summary: { id: 5, minutes: 120, cost: { amount: '40.00', currency: 'EUR' } },
  });
  queryClient.setQueryData<WorkReportList>(timeTrackingKeys.list({ only_mine: true }, 0), {
    reports: [one, two],
    sums: { minutes: 120, costs: [{ amount: '40.00', currency: 'EUR' }] },
    has_more: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Notifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
  const menuIds = () =>
    queryClient
      .getQueryData<TimeTrackingMenu>(timeTrackingKeys.menu())!
      .last_work_reports.map((r) => r.id);
  const ofTask = () => queryClient.getQueryData<TaskWorkReports>(timeTrackingKeys.task(5))!;
  const list = () =>
    queryClient.getQueryData<WorkReportList>(timeTrackingKeys.list({ only_mine: true }, 0))!;
  return { queryClient, wrapper, menuIds, ofTask, list };
}

describe('useEditWork', () => {
  it('shows the new minutes and note everywhere at once and takes the server’s report', async () => {
    let answer: (value: { work: WorkReport } | FakeFailure) => void = () => {};
    const api = fakeApi().on(W.edit, () => new Promise((resolve) => (answer = resolve)));
    const { wrapper, ofTask, list } = await setUp();
    const { result } = renderHook(() => useEditWork(), { wrapper });
    act(() => result.current.mutate({ report: one, change: { minutes: 60, note: 'Draft' } }));
    await waitFor(() => expect(ofTask().reports[0]).toMatchObject({ minutes: 60, note: 'Draft' }));
    // Costed again by the rate the report was made with: 20.00 an hour.
    expect(ofTask().reports[0]?.cost.amount).toBe('20.00');
    expect(ofTask().summary).toMatchObject({ minutes: 90, cost: { amount: '30.00' } });
    expect(list().sums).toEqual({ minutes: 90, costs: [{ amount: '30.00', currency: 'EUR' }] });
    expect(api.bodiesOf(W.edit)).toEqual([{ minutes: 60, note: 'Draft' }]);
    expect(api.calls[0]?.url).toBe('/timetracking/api/edit-work?id=41');
    answer({
      work: { ...one, minutes: 60, note: 'Draft', cost: { amount: '21.00', currency: 'EUR' } },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(ofTask().reports[0]?.cost.amount).toBe('21.00');
    expect(ofTask().summary.cost.amount).toBe('31.00');
  });

  it('shows new labels at once and sends them by uuid', async () => {
    const api = fakeApi().on(W.edit, () => new Promise(() => {}));
    const { wrapper, ofTask } = await setUp();
    const { result } = renderHook(() => useEditWork(), { wrapper });
    const billing = { uuid: 'b0000000-0000-4000-8000-000000000001', name: 'Billing', color: 'red' };
    act(() => result.current.mutate({ report: one, change: { labels: [billing] } }));
    await waitFor(() => expect(ofTask().reports[0]?.labels).toEqual([billing]));
    expect(api.bodiesOf(W.edit)).toEqual([{ labels: [billing.uuid] }]);
  });

  it('puts every list back when the server refuses', async () => {
    fakeApi().on(W.edit, () => fail(403, { message: 'No', code: 'FORBIDDEN' }));
    const { wrapper, ofTask, list, menuIds } = await setUp();
    const { result } = renderHook(() => useEditWork(), { wrapper });
    act(() => result.current.mutate({ report: two, change: { minutes: 600 } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(ofTask()).toEqual({
      reports: [one, two],
      summary: { id: 5, minutes: 120, cost: { amount: '40.00', currency: 'EUR' } },
    });
    expect(list().reports).toEqual([one, two]);
    expect(list().sums.minutes).toBe(120);
    expect(menuIds()).toEqual([41, 42]);
  });
});

describe('deleting a report', () => {
  it('takes it off at once, and Undo in the toast puts it back in its place', async () => {
    const api = fakeApi()
      .on(W.remove, () => ({ id: one.id }))
      .on(W.undelete, () => ({ work: one }))
      .on(W.list, () => new Promise(() => {}));
    const { wrapper, menuIds, ofTask } = await setUp();
    const { result } = renderHook(() => useRemoveWorkWithUndo(), { wrapper });
    act(() => result.current.remove(one));
    await waitFor(() => expect(menuIds()).toEqual([42]));
    expect(ofTask().summary.minutes).toBe(30);
    await screen.findByText('The time entry of Write copy is deleted.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(menuIds()).toEqual([41, 42]));
    expect(ofTask().reports.map((r) => r.id)).toEqual([41, 42]);
    expect(ofTask().summary.minutes).toBe(120);
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => c.url)).toEqual([
      '/timetracking/api/remove-work?id=41',
      '/api/work/undelete?wid=41',
    ]);
  });

  it('keeps it, and says why, when the server refuses', async () => {
    fakeApi().on(W.remove, () => fail(404, { message: 'Not found', code: 'NOT_FOUND' }));
    const { wrapper, menuIds } = await setUp();
    const { result } = renderHook(() => useRemoveWorkWithUndo(), { wrapper });
    act(() => result.current.remove(two));
    await screen.findByText('This does not exist, or you do not have access to it.');
    expect(menuIds()).toEqual([41, 42]);
    expect(result.current.state).toBe('failed');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
