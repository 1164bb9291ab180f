import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const NOTIFY_PAYLOAD_MAX = 7_900;

export interface InstanceChannel {
  /** Tells the other instances (no-op on the embedded database, which is one process). */
  notify(payload: object): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A channel between the app instances that share one PostgreSQL database (LISTEN/NOTIFY): each
 * instance hears what the others sent, never its own messages. Messages too large for a NOTIFY
 * are dropped with a warning; callers send ids and load the data.
 */
export function createInstanceChannel(deps: {
  pool?: pg.Pool | undefined;
  name: string;
  onMessage: (payload: unknown) => void;
  log: FastifyBaseLogger;
}): InstanceChannel {
  const self = randomUUID();
  let listener: pg.PoolClient | undefined;
  return {
    async notify(payload) {
      if (!deps.pool) return;
      const text = JSON.stringify({ from: self, payload });
      if (Buffer.byteLength(text) > NOTIFY_PAYLOAD_MAX) {
        deps.log.warn({ channel: deps.name, bytes: text.length }, 'instance message too large');
        return;
      }
      await deps.pool.query('select pg_notify($1, $2)', [deps.name, text]);
    },
    async start() {
      if (!deps.pool) return;
      listener = await deps.pool.connect();
      listener.on('notification', (message) => {
        try {
          const parsed = JSON.parse(message.payload ?? '') as { from?: string; payload?: unknown };
          if (parsed.from !== self) deps.onMessage(parsed.payload);
        } catch (error) {
          deps.log.error({ err: error, channel: deps.name }, 'instance message failed');
        }
      });
      listener.on('error', (error) => deps.log.error({ err: error }, 'instance channel failed'));
      await listener.query(`LISTEN ${deps.name}`);
    },
    async stop() {
      if (!listener) return;
      await listener.query(`UNLISTEN ${deps.name}`).catch(() => {});
      listener.release();
      listener = undefined;
    },
  };
}
