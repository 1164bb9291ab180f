import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/app-error.ts';
import { countRateLimitHit, deleteOldRateLimitHits } from './auth.repo.ts';

export interface RateLimiter {
  /** Counts an attempt for each key; throws 429 when any key is over its limit. */
  hit(keys: Array<{ key: string; limit: number }>): Promise<void>;
}

/**
 * Fixed-window counters kept in the database, so that every instance of the app sees the same
 * counts (nothing another instance needs lives in process memory).
 */
export function createRateLimiter(deps: {
  db: Db;
  clock: Clock;
  windowSeconds: number;
}): RateLimiter {
  const windowMs = deps.windowSeconds * 1000;
  return {
    async hit(keys) {
      const now = deps.clock.now().getTime();
      const windowStart = new Date(now - (now % windowMs));
      let over = false;
      for (const { key, limit } of keys) {
        const count = await countRateLimitHit(deps.db, key, windowStart);
        if (count > limit) over = true;
      }
      if (Math.random() < 0.01) await deleteOldRateLimitHits(deps.db, new Date(now - 2 * windowMs));
      if (over) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          'Too many attempts. Wait a few minutes and try again.',
          { retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now) / 1000) },
        );
      }
    },
  };
}
