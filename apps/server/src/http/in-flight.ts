import type { FastifyInstance } from 'fastify';
import { pendingWork } from '../lib/pending-work.ts';

export interface InFlight {
  /**
   * Waits, up to `timeoutMs`, for the route handlers still running; answers how many were still
   * running when it gave up. A handler may outlive its connection (a client that hung up, a
   * socket closed as the server stopped): the database must stay open until it is done.
   */
  drain(timeoutMs: number): Promise<number>;
}

/** Follows every route handler registered from now on, for a shutdown that waits for them. */
export function trackHandlers(app: FastifyInstance): InFlight {
  const handlers = pendingWork();
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function tracked(this: FastifyInstance, request, reply): unknown {
      const result: unknown = handler.call(this, request, reply);
      return result instanceof Promise ? handlers.track(result) : result;
    };
  });
  return { drain: (timeoutMs) => handlers.settled(timeoutMs) };
}
