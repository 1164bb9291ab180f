import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { AppError } from './app-error.ts';

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets idle this long are full again: they are dropped rather than kept. */
const IDLE_MS = 10 * 60_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A token bucket per signed-in person for writes (every method but GET, HEAD and OPTIONS):
 * `perMinute` a minute on average, in bursts of up to a quarter of it. Over it, 429 RATE_LIMITED
 * with Retry-After. The buckets live in the process (decision 0011): with several instances the
 * limit applies per instance, which is enough to stop a runaway script without a statement per
 * write.
 */
export function registerWriteRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; clock: Clock },
): void {
  if (options.perMinute <= 0) return;
  const perMs = options.perMinute / 60_000;
  const capacity = Math.max(1, Math.round(options.perMinute / 4));
  const buckets = new Map<number, Bucket>();
  let lastSweep = 0;

  app.addHook('preHandler', async (request) => {
    if (READS.has(request.method) || request.actor.kind !== 'user') return;
    const now = options.clock.now().getTime();
    if (now - lastSweep > IDLE_MS) {
      for (const [id, bucket] of buckets) if (now - bucket.at > IDLE_MS) buckets.delete(id);
      lastSweep = now;
    }
    const bucket = buckets.get(request.actor.id) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    buckets.set(request.actor.id, bucket);
    if (bucket.tokens < 1) {
      throw new AppError(
        429,
        'RATE_LIMITED',
        'Too many changes in a short time. Wait a moment and try again.',
        {
          retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
        },
      );
    }
    bucket.tokens -= 1;
  });
}
