import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFanoutKicker } from './notifications.fanout.ts';

afterEach(() => vi.useRealTimers());

describe('the fan-out kicker', () => {
  it('takes the kicks of one moment in one run, and one more run for kicks during a run', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const runs: number[] = [];
    const kick = createFanoutKicker(
      () => {
        runs.push(Date.now());
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => {},
      20,
    );
    kick();
    kick();
    kick();
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(runs).toHaveLength(1);
    // Kicks while it runs ask for one more run, right after it.
    kick();
    kick();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(2);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(2);
  });

  it('runs nothing more once stopped, and waits for the run under way', async () => {
    vi.useFakeTimers();
    const done: string[] = [];
    let finish: () => void = () => {};
    const kick = createFanoutKicker(
      () => new Promise<void>((resolve) => (finish = () => (done.push('run'), resolve()))),
      () => {},
      20,
    );
    kick();
    await vi.advanceTimersByTimeAsync(20);
    kick();
    const stopped = kick.stop().then(() => done.push('stopped'));
    finish();
    await stopped;
    expect(done).toEqual(['run', 'stopped']);
    kick();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['run', 'stopped']);
  });
});
