import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { MUTATION_ID_HEADER, ROUTES } from '@tandem/contract/browser';
import { call } from './api-client.ts';
import { applyLiveChange, OWN_ECHO_GRACE_MS } from './apply-live-change.ts';

const KEY = ['tasks', 'board', 1];

/** A client with one query on screen (an observer), and how often it was fetched. */
async function boardOnScreen() {
  const queryClient = new QueryClient();
  const fetches = { count: 0 };
  const observer = new QueryObserver(queryClient, {
    queryKey: KEY,
    queryFn: () => ++fetches.count,
  });
  const stop = observer.subscribe(() => {});
  await vi.waitFor(() => expect(fetches.count).toBe(1));
  return { queryClient, fetches, stop };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A write of this tab, answered; its mutation id as the server would echo it. */
async function ownWrite(): Promise<string> {
  await tick();
  let id = '';
  globalThis.fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    id = (init?.headers as Record<string, string>)[MUTATION_ID_HEADER]!;
    return Promise.resolve(Response.json({ ok: true }, { status: 200 }));
  });
  await call(ROUTES.auth.signOut, {});
  await tick();
  return id;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a live change', () => {
  it('of someone else refetches what is on screen', async () => {
    const { queryClient, fetches, stop } = await boardOnScreen();
    applyLiveChange(queryClient, [KEY], 'other-tab:1');
    await vi.waitFor(() => expect(fetches.count).toBe(2));
    stop();
  });

  it('of this tab’s own write, which refreshed the view itself, fetches nothing more', async () => {
    const { queryClient, fetches, stop } = await boardOnScreen();
    const id = await ownWrite();
    // The write's own refresh, as a mutation's onSettled does.
    await queryClient.refetchQueries({ queryKey: KEY });
    expect(fetches.count).toBe(2);
    vi.useFakeTimers();
    applyLiveChange(queryClient, [KEY], id);
    await vi.advanceTimersByTimeAsync(OWN_ECHO_GRACE_MS + 10);
    expect(fetches.count).toBe(2);
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(true);
    stop();
  });

  it('of this tab’s own write that did not refresh a view on screen refetches it after a grace', async () => {
    const { queryClient, fetches, stop } = await boardOnScreen();
    const id = await ownWrite();
    vi.useFakeTimers();
    applyLiveChange(queryClient, [KEY], id);
    await vi.advanceTimersByTimeAsync(OWN_ECHO_GRACE_MS - 100);
    expect(fetches.count).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetches.count).toBe(2);
    stop();
  });
});
