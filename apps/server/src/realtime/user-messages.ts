import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { ServerMessage } from '@tandem/contract';
import { createInstanceChannel } from './channel.ts';
import type { Hub } from './hub.ts';

/** People a NOTIFY names at most: their ids must fit its 8 KB. */
const IDS_PER_MESSAGE = 500;

/**
 * Live messages for people's tabs, wherever their sockets are open: this instance's hub sends
 * them at once, the others hear of them on a channel (PostgreSQL's NOTIFY).
 */
export function createUserMessages(deps: {
  pool?: pg.Pool | undefined;
  hub: Hub;
  log: FastifyBaseLogger;
}) {
  const channel = createInstanceChannel({
    pool: deps.pool,
    name: 'tandem_user_messages',
    onMessage: (payload) => {
      const { users, message } = payload as { users: number[]; message: ServerMessage };
      deps.hub.sendToUsers(users, message);
    },
    log: deps.log,
  });
  return {
    start: () => channel.start(),
    stop: () => channel.stop(),
    async send(users: readonly number[], message: ServerMessage): Promise<void> {
      deps.hub.sendToUsers(users, message);
      for (let from = 0; from < users.length; from += IDS_PER_MESSAGE)
        await channel.notify({ users: users.slice(from, from + IDS_PER_MESSAGE), message });
    },
  };
}
