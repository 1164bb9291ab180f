import WebSocket from 'ws';
import { rawText } from '../realtime/ws.routes.ts';
import type { ServerMessage } from '@tandem/contract';

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

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(rawText(data)) as ServerMessage;
      this.received.push(message);
      const index = this.waiters.findIndex((w) => w.match(message));
      if (index >= 0) this.waiters.splice(index, 1)[0]!.resolve(message);
      else this.pending.push(message);
    });
    ws.on('error', () => {});
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
