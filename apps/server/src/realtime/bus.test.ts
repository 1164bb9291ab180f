import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { RealtimeEvent } from '@tandem/contract';
import { createEventBus } from './bus.ts';

/** A pool whose one listening client lets the test raise notifications. */
function fakePool() {
  let notify: (message: { payload: string }) => void = () => {};
  const client = {
    on: (name: string, handler: (message: { payload: string }) => void) => {
      if (name === 'notification') notify = handler;
    },
    query: () => Promise.resolve(),
    release: () => {},
  };
  const pool = { connect: () => Promise.resolve(client) } as unknown as pg.Pool;
  return { pool, notify: (id: number) => notify({ payload: String(id) }) };
}

const log = { error: () => {} } as unknown as FastifyBaseLogger;

describe('the event bus', () => {
  it('waits, when stopping, for a delivery that a notification started', async () => {
    const { pool, notify } = fakePool();
    const steps: string[] = [];
    let finishLoad: () => void = () => {};
    const bus = createEventBus({
      pool,
      log,
      present: () => [],
      load: async (ids) => {
        steps.push(`load ${ids.join()}`);
        await new Promise<void>((resolve) => (finishLoad = resolve));
        return [{ event: { id: ids[0] } as RealtimeEvent, topics: ['project.1'] }];
      },
      deliver: () => {
        steps.push('delivered');
        return Promise.resolve();
      },
    });
    await bus.start();
    notify(7);
    const stopped = bus.stop().then(() => steps.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['load 7']);
    finishLoad();
    await stopped;
    expect(steps).toEqual(['load 7', 'delivered', 'stopped']);
  });
});
