import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { RealtimeEvent } from '@tandem/contract';
import type { EventPublisher } from '../modules/events/events.service.ts';
import { pendingWork } from '../lib/pending-work.ts';

const CHANNEL = 'tandem_events';
/** How long stopping waits for deliveries under way. */
const STOP_WAIT_MS = 5_000;

export interface EventBus extends EventPublisher {
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface BusDeps {
  /** PostgreSQL pool: events then travel through LISTEN/NOTIFY to every instance. */
  pool?: pg.Pool | undefined;
  load(ids: number[]): Promise<Array<{ event: RealtimeEvent; topics: string[] }>>;
  deliver(event: RealtimeEvent, topics: string[]): Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * Carries committed event ids to the hubs. On the embedded database there is one process, so
 * delivery is direct; on PostgreSQL every instance LISTENs and loads the events it is told of.
 */
export function createEventBus(deps: BusDeps): EventBus {
  let listener: pg.PoolClient | undefined;
  /** Deliveries under way: stopping waits for them, so none outlives the database. */
  const deliveries = pendingWork();

  const deliverIds = (ids: number[]) =>
    deliveries.track(
      (async () => {
        try {
          for (const { event, topics } of await deps.load(ids)) await deps.deliver(event, topics);
        } catch (error) {
          deps.log.error({ err: error }, 'realtime delivery failed');
        }
      })(),
    );

  return {
    async publish(ids) {
      if (!deps.pool) return deliverIds(ids);
      for (const id of ids)
        await deps.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, String(id)]);
    },
    async start() {
      if (!deps.pool) return;
      listener = await deps.pool.connect();
      listener.on('notification', (message) => {
        const id = Number(message.payload);
        if (Number.isSafeInteger(id)) void deliverIds([id]);
      });
      listener.on('error', (error) => deps.log.error({ err: error }, 'realtime listener failed'));
      await listener.query(`LISTEN ${CHANNEL}`);
    },
    /** Stops listening, then waits (up to STOP_WAIT_MS) for the deliveries under way. */
    async stop() {
      if (listener) {
        await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
        listener.release();
        listener = undefined;
      }
      await deliveries.settled(STOP_WAIT_MS);
    },
  };
}
