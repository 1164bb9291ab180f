import type { FastifyInstance } from 'fastify';
import type { ClientMessage, ErrorBody, ServerMessage } from '@tandem/contract';
import { clientMessageSchema } from '@tandem/contract';
import type { Connection, Hub } from './hub.ts';
import type { StoredEvents } from './replay.ts';
import { resume, welcome } from './replay.ts';
import type { SocketExtensions, SocketPeer } from './socket-extensions.ts';
import { isDocMessage } from './socket-extensions.ts';

const MAX_TOPICS_PER_CONNECTION = 200;
/** Messages of one connection that may wait to be handled; more closes it with CLOSE_FLOODING. */
const MAX_WAITING_MESSAGES = 250;
/** The close code for a client that sends faster than it is answered (policy violation). */
const CLOSE_FLOODING = 1008;
/** Bytes of one connection's messages that may wait to be handled (co-editing sends large ones). */
const MAX_WAITING_BYTES = 4 * 1024 * 1024;
/** The largest message a client may send: a pasted document's update, with room to spare. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
let nextPeerId = 1;

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** What one connection may have waiting to be sent before it is closed as too slow. */
export const SEND_BUFFER_LIMIT = 1024 * 1024;
/** The close code for a client that does not read: it reconnects and refetches what it shows. */
export const CLOSE_TOO_SLOW = 4408;

interface SendingSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code: number, reason: string): void;
}

/**
 * Sends a message unless the connection has fallen too far behind: a client that does not read
 * its socket cannot grow the server's memory; it is closed with CLOSE_TOO_SLOW instead, and
 * reconnects and resynchronises like after any drop.
 */
export function sendBounded(socket: SendingSocket, message: ServerMessage): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > SEND_BUFFER_LIMIT) {
    socket.close(CLOSE_TOO_SLOW, 'Too far behind; reconnect to catch up.');
    return;
  }
  socket.send(JSON.stringify(message));
}

/** What the socket library checks of a handshake (RFC 6455, section 4.2.1). */
function validHandshake(headers: Record<string, string | string[] | undefined>): boolean {
  const key = headers['sec-websocket-key'];
  const version = headers['sec-websocket-version'];
  return (
    typeof key === 'string' &&
    /^[+/0-9A-Za-z]{22}==$/.test(key) &&
    (version === '13' || version === '8') &&
    String(headers['upgrade']).toLowerCase() === 'websocket'
  );
}

/** A WebSocket frame as text, whichever of its binary forms arrived. */
export function rawText(raw: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw instanceof ArrayBuffer ? new Uint8Array(raw) : raw).toString('utf8');
}

/**
 * The one WebSocket endpoint: signed-in users subscribe to topics and receive thin events, and
 * resume after a drop from the last event they saw.
 */
export function registerWebSocket(
  app: FastifyInstance,
  deps: {
    hub: Hub;
    stored: StoredEvents;
    now: () => number;
    publicUrl: string;
    extensions: SocketExtensions;
  },
): void {
  const { hub, stored, publicUrl, extensions } = deps;
  const publicOrigin = new URL(publicUrl).origin;
  app.route({
    method: 'GET',
    url: '/ws',
    // A handshake the socket library would refuse gets its refusal in the error shape first.
    onRequest: async (request, reply) => {
      if (request.ws && !validHandshake(request.headers)) {
        return reply.status(400).send({
          message: 'The WebSocket handshake is not valid.',
          code: 'BAD_REQUEST',
        } satisfies ErrorBody);
      }
    },
    // A plain request (no upgrade) gets an answer in the error shape, like every other route.
    handler: (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({
          message: 'Connect with a WebSocket to receive live updates.',
          code: 'BAD_REQUEST',
        } satisfies ErrorBody),
    wsHandler: (socket, request) => {
      const actor = request.actor;
      // Browsers send their page's origin; a page of another site must not ride the cookie.
      const origin = request.headers.origin;
      if (origin && origin !== publicOrigin && !sameHost(origin, request.headers.host)) {
        socket.close(4403, 'Cross-site connections are not allowed.');
        return;
      }
      if (actor.kind !== 'user') {
        socket.close(4401, 'Sign in to receive live updates.');
        return;
      }
      const connection: Connection = {
        userId: actor.id,
        topics: new Set(),
        send: (message: ServerMessage) => sendBounded(socket, message),
      };
      const peer: SocketPeer = {
        id: nextPeerId++,
        userId: actor.id,
        send: (message) => connection.send(message),
      };
      hub.add(connection);
      socket.on('close', () => {
        hub.remove(connection);
        extensions.closed(peer);
      });
      const failed = (what: string) => (error: unknown) => {
        request.log.error({ err: error }, what);
      };
      void welcome(connection, stored).catch(failed('welcome failed'));
      let resumed = false;
      const subscribe = (topic: string) =>
        connection.topics.size >= MAX_TOPICS_PER_CONNECTION
          ? connection.send({ type: 'subscribe_denied', topic })
          : hub.subscribe(connection, topic).catch((error: unknown) => {
              failed('subscribe failed')(error);
              connection.send({ type: 'subscribe_denied', topic });
            });
      // One catch-up per connection, right after it opens: it reads up to a thousand events.
      const catchUp = (afterId: number) => {
        if (resumed)
          return connection.send({ type: 'error', message: 'This connection has resumed.' });
        resumed = true;
        return resume(connection, afterId, deps).catch((error: unknown) => {
          failed('resume failed')(error);
          connection.send({ type: 'resync' });
        });
      };
      const handle = (message: ClientMessage): Promise<void> | void => {
        switch (message.type) {
          case 'ping':
            return connection.send({ type: 'pong' });
          case 'unsubscribe':
            return hub.unsubscribe(connection, message.topic);
          case 'resume':
            return catchUp(message.after_id);
          case 'subscribe':
            return subscribe(message.topic);
        }
        if (isDocMessage(message)) return extensions.handle(peer, message);
      };
      // Messages are handled one after another (a resume sent after its subscriptions replays for
      // those topics), and only so many may wait: a client that floods is closed, not queued.
      let queue = Promise.resolve();
      let waiting = 0;
      let waitingBytes = 0;
      socket.on('message', (raw) => {
        const size = Array.isArray(raw)
          ? raw.reduce((sum, part) => sum + part.length, 0)
          : raw.byteLength;
        let parsed;
        try {
          parsed = clientMessageSchema.safeParse(JSON.parse(rawText(raw)));
        } catch {
          parsed = undefined;
        }
        if (!parsed?.success) {
          connection.send({ type: 'error', message: 'The message is not valid.' });
          return;
        }
        const message = parsed.data;
        waitingBytes += size;
        if (++waiting > MAX_WAITING_MESSAGES || waitingBytes > MAX_WAITING_BYTES) {
          socket.close(CLOSE_FLOODING, 'Too many messages at once.');
          return;
        }
        queue = queue
          .then(() => handle(message))
          .catch(failed('message failed'))
          .finally(() => {
            waiting -= 1;
            waitingBytes -= size;
          });
      });
    },
  });
}
