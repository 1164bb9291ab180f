import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { RealtimeEvent } from '@tandem/contract';
import { createEventBus } from './bus.ts';

interface Message {
  payload: string;
  processId: number;
}

/**
 * A pool whose one listening client lets the test raise notifications, as if sent by the database
 * session it names (200 by default: another instance's; the second test calls 100 its own).
 */
function fakePool() {
  let notify: (message: Message) => void = () => {};
  const client = {
    on: (name: string, handler: (message: Message) => void) => {
      if (name === 'notification') notify = handler;
    },
    query: () => Promise.resolve(),
    release: () => {},
  };
  const pool = { connect: () => Promise.resolve(client) } as unknown as pg.Pool;
  return {
    pool,
    notify: (id: number, processId = 200) => notify({ payload: String(id), processId }),
  };
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

  it('delivers what this process recorded from its rows, and loads only what others recorded', async () => {
    const { pool, notify } = fakePool();
    const delivered: number[] = [];
    const loaded: number[] = [];
    const bus = createEventBus({
      pool,
      isOwnSession: (processId) => processId === 100,
      log,
      present: (events) =>
        events.map((row) => ({ event: { id: row.id } as RealtimeEvent, topics: ['project.1'] })),
      load: async (ids) => {
        loaded.push(...ids);
        return ids.map((id) => ({ event: { id } as RealtimeEvent, topics: ['project.1'] }));
      },
      deliver: (event) => {
        delivered.push(event.id);
        return Promise.resolve();
      },
    });
    await bus.start();
    await bus.publish([{ id: 5 } as Parameters<typeof bus.publish>[0][number]]);
    // The database announces event 5 too, from this process's own session: not delivered twice.
    notify(5, 100);
    notify(6, 200);
    await bus.stop();
    expect(loaded).toEqual([6]);
    expect(delivered).toEqual([5, 6]);
  });
});
