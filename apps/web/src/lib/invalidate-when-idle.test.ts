import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { invalidateWhenIdle } from './invalidate-when-idle.ts';

describe('invalidateWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refetches at once when nothing is changing the query', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    invalidateWhenIdle(client, ['tasks', 1]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tasks', 1] });
  });

  it('waits for the tab’s own change to settle, then refetches', () => {
    const client = new QueryClient();
    let mutating = 1;
    vi.spyOn(client, 'isMutating').mockImplementation(() => mutating);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    invalidateWhenIdle(client, ['tasks', 1]);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['tasks', 1], refetchType: 'none' });
    mutating = 0;
    vi.advanceTimersByTime(100);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['tasks', 1] });
  });

  it('waits for a first load in flight, which would swallow the refetch', async () => {
    const client = new QueryClient();
    let finish: (value: string[]) => void = () => {};
    void client.fetchQuery({
      queryKey: ['tasks', 2],
      queryFn: () => new Promise<string[]>((resolve) => (finish = resolve)),
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    invalidateWhenIdle(client, ['tasks', 2]);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['tasks', 2], refetchType: 'none' });
    finish(['read before the change']);
    await vi.advanceTimersByTimeAsync(100);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['tasks', 2] });
  });
});
