import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { RealtimeEvent } from '@tandem/contract';
import type { EventPublisher, EventRow } from '../modules/events/index.ts';
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
  /** Whether a NOTIFY's sender is a session of this process's pool (`Database.isOwnSession`). */
  isOwnSession?: ((processId: number) => boolean) | undefined;
  /** The events of the ids a notification names, as they are delivered. */
  load(ids: number[]): Promise<Array<{ event: RealtimeEvent; topics: string[] }>>;
  /** Events recorded in this process, as they are delivered. */
  present(events: EventRow[]): Array<{ event: RealtimeEvent; topics: string[] }>;
  deliver(event: RealtimeEvent, topics: string[]): Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * Carries committed events to the hubs. The process that recorded an event delivers it itself,
 * from the rows it wrote, once the transaction has committed. On PostgreSQL the database also
 * announces each event as its transaction commits (the insert carries the NOTIFY): every instance
 * LISTENs, and loads the events that other instances recorded. An announcement names the
 * database session that sent it; the sessions of this process's own pool are known, so what this
 * process recorded is neither loaded again nor delivered twice.
 */
export function createEventBus(deps: BusDeps): EventBus {
  let listener: pg.PoolClient | undefined;
  const ownSession = deps.isOwnSession ?? (() => false);
  /** Deliveries under way: stopping waits for them, so none outlives the database. */
  const deliveries = pendingWork();

  const deliverAll = (
    load: () =>
      Promise<Array<{ event: RealtimeEvent; topics: string[] }>> | ReturnType<BusDeps['present']>,
  ) =>
    deliveries.track(
      (async () => {
        try {
          for (const { event, topics } of await load()) await deps.deliver(event, topics);
        } catch (error) {
          deps.log.error({ err: error }, 'realtime delivery failed');
        }
      })(),
    );

  return {
    channel: deps.pool ? CHANNEL : undefined,
    async publish(events) {
      await deliverAll(() => deps.present(events));
    },
    async start() {
      if (!deps.pool) return;
      listener = await deps.pool.connect();
      listener.on('notification', (message) => {
        // Recorded by this process, which delivers it from its own rows.
        if (ownSession(message.processId)) return;
        const id = Number(message.payload);
        if (Number.isSafeInteger(id)) void deliverAll(() => deps.load([id]));
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
