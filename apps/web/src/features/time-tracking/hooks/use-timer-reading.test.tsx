import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { RunningWork } from '@tandem/contract';
import { runningWorkFixture } from '../../../test/work-fixtures.ts';
import { useTimerReading } from './use-timer-reading.ts';

const START = Date.UTC(2026, 2, 2, 12);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('useTimerReading', () => {
  it('ticks each second from the seconds the server told when the menu came', () => {
    const running = runningWorkFixture({ secondsElapsed: 58 });
    const { result } = renderHook(() => useTimerReading(running, START));
    expect(result.current?.label).toBe('0:00:58');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current?.label).toBe('0:00:59');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current?.label).toBe('0:01:01');
  });

  it('counts from when the menu was fetched, not from when it is shown', () => {
    const running = runningWorkFixture({ secondsElapsed: 10 });
    vi.setSystemTime(START + 5000);
    const { result } = renderHook(() => useTimerReading(running, START));
    expect(result.current?.label).toBe('0:00:15');
  });

  it('does not tick on an invalid value, nor without a timer', () => {
    const invalid = runningWorkFixture({ secondsElapsed: Number.NaN });
    const { result } = renderHook(() => useTimerReading(invalid, START));
    expect(result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    const none = renderHook(() => useTimerReading(null, START));
    expect(none.result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops ticking when the timer goes', () => {
    const running = runningWorkFixture({ secondsElapsed: 1 });
    const { result, rerender } = renderHook<
      ReturnType<typeof useTimerReading>,
      { timer: RunningWork | null }
    >(({ timer }) => useTimerReading(timer, START), { initialProps: { timer: running } });
    expect(vi.getTimerCount()).toBe(1);
    rerender({ timer: null });
    expect(result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
