import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_MS, sessionCache } from './session-cache.ts';

const now = new Date('2026-11-27T10:00:00Z');
const later = new Date(now.getTime() + 60_000);

describe('session cache', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionCache.forgetUser(1);
    sessionCache.forgetUser(2);
  });

  it('answers a session read moments ago, and forgets it after a while', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    sessionCache.set('a', 1, later, { id: 1 });
    expect(sessionCache.get('a', now)).toEqual({ id: 1 });
    vi.advanceTimersByTime(SESSION_CACHE_MS);
    expect(sessionCache.get('a', now)).toBeUndefined();
  });

  it('never answers a session past its end, by the clock it is asked with', () => {
    sessionCache.set('a', 1, later, { id: 1 });
    expect(sessionCache.get('a', later)).toBeUndefined();
  });

  it('forgets one session, or every session of a person', () => {
    sessionCache.set('a', 1, later, { id: 1 });
    sessionCache.set('b', 1, later, { id: 1 });
    sessionCache.set('c', 2, later, { id: 2 });
    sessionCache.forgetSession('a');
    expect(sessionCache.get('a', now)).toBeUndefined();
    expect(sessionCache.get('b', now)).toEqual({ id: 1 });
    sessionCache.forgetUser(1);
    expect(sessionCache.get('b', now)).toBeUndefined();
    expect(sessionCache.get('c', now)).toEqual({ id: 2 });
  });
});
