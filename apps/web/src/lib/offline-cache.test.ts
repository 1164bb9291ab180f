import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { signedInUser } from '../test/signed-in.tsx';
import { keepForOffline, restoreForOffline } from './offline-cache.ts';
import { sessionKey } from './session.ts';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the offline copy', () => {
  it('keeps what the signed-in person saw, and puts it back, stale, in a new app', () => {
    vi.useFakeTimers();
    const seen = new QueryClient();
    const stop = keepForOffline(seen);
    seen.setQueryData(sessionKey, signedInUser);
    seen.setQueryData(['projects', 'list'], { projects: [{ id: 1, name: 'Website' }] });
    vi.advanceTimersByTime(2500);
    stop();

    const opened = new QueryClient();
    expect(restoreForOffline(opened)).toBe(true);
    expect(opened.getQueryData(['projects', 'list'])).toEqual({
      projects: [{ id: 1, name: 'Website' }],
    });
    expect(opened.getQueryState(['projects', 'list'])?.isInvalidated).toBe(true);
  });

  it('forgets the copy at once when nobody is signed in any more', () => {
    vi.useFakeTimers();
    const seen = new QueryClient();
    keepForOffline(seen);
    seen.setQueryData(sessionKey, signedInUser);
    seen.setQueryData(['projects', 'list'], { projects: [] });
    vi.advanceTimersByTime(2500);
    expect(localStorage.getItem('tandem-offline-cache')).not.toBeNull();
    seen.clear();
    expect(localStorage.getItem('tandem-offline-cache')).toBeNull();
    expect(restoreForOffline(new QueryClient())).toBe(false);
  });
});
