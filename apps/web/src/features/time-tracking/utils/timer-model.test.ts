import { describe, expect, it } from 'vitest';
import { runningWorkFixture, workTaskFixture } from '../../../test/work-fixtures.ts';
import { phaseOnLoad } from '../api/timer-menu.api.ts';
import type { TimerState } from './timer-state.ts';
import {
  isLocalTimer,
  localRunningWork,
  reportFromTimer,
  stopMoment,
  timerReading,
} from './timer-model.ts';
import { stepTimer } from './timer-state.ts';

const idle: TimerState = { phase: 'idle', running: null, receivedAt: 0 };
const first = runningWorkFixture({ uuid: 'a' });
const second = runningWorkFixture({ uuid: 'b' });

describe('the timer state machine', () => {
  it('runs when started, and ends nothing when none ran', () => {
    expect(stepTimer(idle, { type: 'started', running: first, at: 1000 })).toEqual({
      state: { phase: 'running', running: first, receivedAt: 1000 },
      ended: null,
    });
  });

  it('ends the running timer when another starts: the server saves it', () => {
    const running: TimerState = { phase: 'running', running: first, receivedAt: 1000 };
    expect(stepTimer(running, { type: 'started', running: second, at: 5000 })).toEqual({
      state: { phase: 'running', running: second, receivedAt: 5000 },
      ended: { running: first, receivedAt: 1000 },
    });
  });

  it('is stopped after a stop, and says which timer ended', () => {
    const running: TimerState = { phase: 'running', running: first, receivedAt: 1000 };
    expect(stepTimer(running, { type: 'stopped' })).toEqual({
      state: { phase: 'stopped', running: null, receivedAt: 1000 },
      ended: { running: first, receivedAt: 1000 },
    });
  });

  it('drops a timer whose start failed, and stops; one that ran before runs on', () => {
    const started = stepTimer(idle, { type: 'started', running: first, at: 1000 }).state;
    expect(stepTimer(started, { type: 'start_failed', before: idle }).state).toEqual({
      phase: 'stopped',
      running: null,
      receivedAt: 0,
    });
    const before: TimerState = { phase: 'running', running: first, receivedAt: 1000 };
    const replaced = stepTimer(before, { type: 'started', running: second, at: 5000 }).state;
    expect(stepTimer(replaced, { type: 'start_failed', before }).state).toEqual(before);
  });
});

describe('phaseOnLoad', () => {
  it('takes what the server says runs, keeping a stop made here in mind', () => {
    expect(phaseOnLoad(undefined, false)).toBe('idle');
    expect(phaseOnLoad('idle', false)).toBe('idle');
    expect(phaseOnLoad('stopped', false)).toBe('stopped');
    expect(phaseOnLoad('running', false)).toBe('stopped');
    expect(phaseOnLoad('stopped', true)).toBe('running');
  });
});

describe('timerReading', () => {
  it('counts on from the seconds the server told, as h:mm:ss', () => {
    const running = runningWorkFixture({ secondsElapsed: 3599 });
    expect(timerReading(running, 10_000, 10_000)).toEqual({ seconds: 3599, label: '0:59:59' });
    expect(timerReading(running, 10_000, 11_000)?.label).toBe('1:00:00');
  });

  it('is no time for an invalid or negative value', () => {
    expect(timerReading(runningWorkFixture({ secondsElapsed: Number.NaN }), 0, 5000)).toBeNull();
    expect(timerReading(runningWorkFixture({ secondsElapsed: -30 }), 0, 5000)).toBeNull();
  });

  it('never counts back from a moment before the answer came', () => {
    expect(timerReading(runningWorkFixture({ secondsElapsed: 5 }), 10_000, 2_000)?.seconds).toBe(5);
  });
});

describe('stopping a timer', () => {
  const running = runningWorkFixture({ secondsElapsed: 600, note: 'Call' });

  it('stops at its start plus the time it shows, whatever the local clock says', () => {
    expect(stopMoment(running, 50_000, 60_500)).toBe(running.dateReported + 610);
  });

  it('becomes a report of its minutes, rounded up, costed by the hour rate', () => {
    const report = reportFromTimer(running, running.dateReported + 10, {
      id: -1,
      worker: { id: 7, fullname: 'Olga Owner' },
      hourRateMinor: 6000,
    });
    expect(report).toMatchObject({
      id: -1,
      minutes: 1,
      cost: { amount: '1.00', currency: 'EUR' },
      note: 'Call',
      task: { id: 5 },
      isCostFixed: false,
    });
  });

  it('keeps a cost entered by hand, and makes no report without a task', () => {
    const worker = { id: 7, fullname: 'Olga Owner' };
    const costed = runningWorkFixture({ cost: { amount: '12.00', currency: 'EUR' } });
    expect(
      reportFromTimer(costed, costed.dateReported + 3600, { id: -2, worker, hourRateMinor: null }),
    ).toMatchObject({ minutes: 60, cost: { amount: '12.00' }, isCostFixed: true });
    const untasked = runningWorkFixture({ task: null });
    expect(
      reportFromTimer(untasked, untasked.dateReported + 60, {
        id: -3,
        worker,
        hourRateMinor: null,
      }),
    ).toBeNull();
  });
});

describe('localRunningWork', () => {
  it('is a fresh timer at zero, told apart from the server’s', () => {
    const local = localRunningWork({ task: workTaskFixture(), note: 'Plan' }, 1_700_000_000_500);
    expect(local).toMatchObject({ secondsElapsed: 0, dateReported: 1_700_000_000, note: 'Plan' });
    expect(isLocalTimer(local)).toBe(true);
    expect(isLocalTimer(runningWorkFixture())).toBe(false);
  });
});
