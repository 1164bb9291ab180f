import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { trackHandlers } from './in-flight.ts';

describe('trackHandlers', () => {
  it('lets a shutdown wait for the handlers still running, and says how many outlast it', async () => {
    const app = Fastify();
    const inFlight = trackHandlers(app);
    let finish: () => void = () => {};
    app.get('/slow', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { done: true };
    });
    app.get('/plain', (_request, reply) => void reply.send({ plain: true }));
    await app.ready();
    expect((await app.inject('/plain')).json()).toEqual({ plain: true });
    const answer = app.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await inFlight.drain(20)).toBe(1);
    const drained = inFlight.drain(5_000);
    finish();
    expect(await drained).toBe(0);
    expect((await answer).json()).toEqual({ done: true });
    await app.close();
  });
});
