/**
 * Sessions read in the last moments, so that the burst of requests one page makes asks the
 * database once who is calling. An entry lives at most SESSION_CACHE_MS; ending a session and
 * changing a person forget theirs here at once. Another server instance on the same database may
 * still accept an ended session for up to SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  value: unknown;
  userId: number;
  /** When the session itself ends (the injected clock's time, ms). */
  expires: number;
  /** When this entry must be read again (monotonic, ms). */
  until: number;
}

const entries = new Map<string, Entry>();

export const sessionCache = {
  get<T>(sessionId: string, now: Date): T | undefined {
    const entry = entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= performance.now() || entry.expires <= now.getTime()) {
      entries.delete(sessionId);
      return undefined;
    }
    return entry.value as T;
  },

  set(sessionId: string, userId: number, expires: Date, value: unknown): void {
    if (entries.size >= MAX_ENTRIES) {
      // The oldest first: a Map keeps the order of insertion.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(sessionId, {
      value,
      userId,
      expires: expires.getTime(),
      until: performance.now() + SESSION_CACHE_MS,
    });
  },

  forgetSession(sessionId: string): void {
    entries.delete(sessionId);
  },

  /** Forgets every session of a person (signed out everywhere, or the person changed). */
  forgetUser(userId: number): void {
    for (const [id, entry] of entries) if (entry.userId === userId) entries.delete(id);
  },
};
