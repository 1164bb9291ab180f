import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { rawText } from '../realtime/ws.routes.ts';
import type { ServerMessage } from '@tandem/contract';
import type { TestApp } from './harness.ts';
import { createTestApp } from './harness.ts';

type Match = (message: ServerMessage) => boolean;

/**
 * A WebSocket client for tests: keeps every message the server sent, and lets a test wait for
 * the next one that matches, with a timeout that names what did arrive.
 */
export class TestSocket {
  /** Every message received, in order. */
  readonly received: ServerMessage[] = [];
  /** Messages received that no `waitFor` has taken yet. */
  private readonly pending: ServerMessage[] = [];
  private readonly waiters: Array<{ match: Match; resolve: (message: ServerMessage) => void }> = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  /** The last event id the server's welcome named, once it came. */
  readonly welcomed: Promise<number>;
  private welcome: (lastEventId: number) => void = () => {};

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(rawText(data)) as ServerMessage;
      // Every connection is welcomed first; tests that resume read it here.
      if (message.type === 'welcome') {
        this.welcome(message.last_event_id);
        return;
      }
      this.received.push(message);
      const index = this.waiters.findIndex((w) => w.match(message));
      if (index >= 0) this.waiters.splice(index, 1)[0]!.resolve(message);
      else this.pending.push(message);
    });
    ws.on('error', () => {});
    this.welcomed = new Promise((resolve) => (this.welcome = resolve));
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  /** Connects; `cookie` is the session cookie header of a signed-in client. */
  static connect(url: string, cookie?: string): Promise<TestSocket> {
    const ws = new WebSocket(url, cookie ? { headers: { cookie } } : {});
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message not yet taken that matches, waiting for it when needed. */
  waitFor(match: Match, timeoutMs = 5000): Promise<ServerMessage> {
    const index = this.pending.findIndex(match);
    if (index >= 0) return Promise.resolve(this.pending.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const at = this.waiters.findIndex((w) => w.resolve === done);
        if (at >= 0) this.waiters.splice(at, 1);
        reject(
          new Error(
            `No matching message in ${timeoutMs} ms; received ${JSON.stringify(this.received)}`,
          ),
        );
      }, timeoutMs);
      const done = (message: ServerMessage) => {
        clearTimeout(timer);
        resolve(message);
      };
      this.waiters.push({ match, resolve: done });
    });
  }

  /** Subscribes and answers the server's verdict on the topic. */
  subscribe(topic: string): Promise<ServerMessage> {
    this.send({ type: 'subscribe', topic });
    return this.waitFor(
      (m) => (m.type === 'subscribed' || m.type === 'subscribe_denied') && m.topic === topic,
    );
  }

  /**
   * A ping answered by a pong. The server answers in order, so after this every message it sent
   * before the ping has arrived.
   */
  async roundTrip(): Promise<void> {
    this.send({ type: 'ping' });
    await this.waitFor((m) => m.type === 'pong');
  }

  events(): ServerMessage[] {
    return this.received.filter((m) => m.type === 'event');
  }

  close(): void {
    this.ws.terminate();
  }
}

/** Matches an event message of the given type. */
export const isEvent = (type: string) => (m: ServerMessage) =>
  m.type === 'event' && m.event.type === type;

/** Starts the app on a free local port and answers the URL of its WebSocket endpoint. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return `ws://127.0.0.1:${address.port}/ws`;
}

export interface RealtimeTestApp {
  /** The app, ready once the file's `beforeAll` has run. */
  readonly app: TestApp['app'];
  readonly database: TestApp['database'];
  /** The URL of its WebSocket endpoint. */
  readonly url: string;
  /** Connects a socket that is closed after the test. */
  readonly connect: (cookie?: string) => Promise<TestSocket>;
}

/**
 * A test app listening on a port for the whole file, whose sockets opened with `connect` are
 * closed after each test. Call at the top of a test file.
 */
export function useRealtimeTestApp(): RealtimeTestApp {
  let t: TestApp | undefined;
  let url = '';
  const opened: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForSockets(t.app);
  });
  afterAll(() => t?.close());
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  const started = (): TestApp => {
    if (!t) throw new Error('the test app starts in beforeAll');
    return t;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get url() {
      return url;
    },
    connect: async (cookie) => {
      const socket = await TestSocket.connect(url, cookie);
      opened.push(socket);
      return socket;
    },
  };
}
