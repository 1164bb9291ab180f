import type { ClientMessage, RealtimeEvent, ServerMessage } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';

export type ConnectionStatus = 'connecting' | 'online' | 'offline' | 'failed';

export interface RealtimeClientOptions {
  url: string;
  onEvent(event: RealtimeEvent, topic: string): void;
  onStatus(status: ConnectionStatus): void;
  /**
   * Called when what is on screen may be stale: a connection came back and the server could not
   * replay what it missed (too long a gap), or it never knew where the stream stood.
   */
  onReconnect(): void;
  /** New notifications reached the person (the latest's id). */
  onNotifications?(newestId: number): void;
  /** Someone the person works with changed their out-of-office period. */
  onOutOfOfficeChanged?(userId: number): void;
  createSocket?: (url: string) => WebSocket;
  maxRetries?: number;
  /** Delay before retry n (1-based), in ms. */
  backoff?: (attempt: number) => number;
}

/** What a shared document (a note) hears on the connection, and sends on it. */
export type DocServerMessage = Extract<ServerMessage, { type: `doc_${string}` }>;
export type DocClientMessage = Extract<ClientMessage, { type: `doc_${string}` }>;

export interface DocHandlers {
  /** The connection is open (first or again): the document (re)joins from here. */
  onConnected(): void;
  onMessage(message: DocServerMessage): void;
}

/** A joined document's side of the connection. */
export interface DocChannel {
  /** Sends when connected; answers whether it did. */
  send(message: DocClientMessage): boolean;
  leave(): void;
}

const statusListeners = new Set<(status: ConnectionStatus) => void>();

/**
 * Follows the status of every realtime connection of the tab, for whoever tells the user about
 * it without owning the connection: 'failed' is giving up after the last retry, 'online' is being
 * connected (again).
 */
export function onRealtimeStatus(listener: (status: ConnectionStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

const defaultBackoff = (attempt: number) =>
  Math.min(500 * 2 ** (attempt - 1), 15_000) + Math.random() * 250;

/** How many event ids are remembered to tell a replayed event from one already applied. */
const RECENT_EVENTS_KEPT = 500;

/**
 * One WebSocket for the tab: topics are reference-counted, resubscribed after every reconnect,
 * and the connection retries up to 30 times with backoff before giving up. After a reconnect it
 * resumes from the last event it saw: the server replays what was missed, or says to refetch.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly topics = new Map<string, number>();
  private attempts = 0;
  private wasConnected = false;
  private closedByUs = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopWaitingForOnline: (() => void) | undefined;
  /** Where the event stream stood when last heard of; null before the server said. */
  private lastEventId: number | null = null;
  private readonly recentEvents = new Set<number>();
  private readonly docs = new Map<string, DocHandlers>();

  constructor(private readonly options: RealtimeClientOptions) {}

  connect(): void {
    this.closedByUs = false;
    this.status(this.wasConnected ? 'offline' : 'connecting');
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.wasConnected;
      this.attempts = 0;
      this.wasConnected = true;
      for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
      for (const doc of this.docs.values()) doc.onConnected();
      this.status('online');
      if (!reconnected) return;
      // Sent after the subscriptions: the server handles them first, then replays for them.
      if (this.lastEventId === null) this.options.onReconnect();
      else this.send({ type: 'resume', after_id: this.lastEventId });
    };
    socket.onmessage = (message) => this.receive(String(message.data));
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      // 4401: not signed in. Retrying cannot help until the user signs in again.
      if (this.closedByUs || event.code === 4401) return;
      this.scheduleRetry();
    };
  }

  close(): void {
    this.closedByUs = true;
    clearTimeout(this.retryTimer);
    this.stopWaitingForOnline?.();
    this.socket?.close();
    this.socket = null;
  }

  subscribe(topic: string): () => void {
    const count = this.topics.get(topic) ?? 0;
    this.topics.set(topic, count + 1);
    if (count === 0) this.send({ type: 'subscribe', topic });
    return () => this.unsubscribe(topic);
  }

  /**
   * Joins a shared document: its messages go to `handlers`, which rejoin after every reconnect
   * (`onConnected`). One handler per document; the latest join wins.
   */
  joinDoc(doc: string, handlers: DocHandlers): DocChannel {
    this.docs.set(doc, handlers);
    // After this returns, so the joiner holds its channel when it is told to open the document.
    queueMicrotask(() => {
      if (this.docs.get(doc) === handlers && this.socket?.readyState === WebSocket.OPEN)
        handlers.onConnected();
    });
    return {
      send: (message) => {
        if (this.socket?.readyState !== WebSocket.OPEN) return false;
        this.socket.send(JSON.stringify(message));
        return true;
      },
      leave: () => {
        if (this.docs.get(doc) !== handlers) return;
        this.docs.delete(doc);
        this.send({ type: 'doc_close', doc });
      },
    };
  }

  private unsubscribe(topic: string): void {
    const count = this.topics.get(topic) ?? 0;
    if (count <= 1) {
      this.topics.delete(topic);
      this.send({ type: 'unsubscribe', topic });
    } else {
      this.topics.set(topic, count - 1);
    }
  }

  private scheduleRetry(): void {
    const maxRetries = this.options.maxRetries ?? LIMITS.realtimeMaxRetries;
    if (this.attempts >= maxRetries) {
      this.status('failed');
      this.retryWhenBackOnline();
      return;
    }
    this.attempts += 1;
    this.status(this.wasConnected ? 'offline' : 'connecting');
    this.retryTimer = setTimeout(
      () => this.connect(),
      (this.options.backoff ?? defaultBackoff)(this.attempts),
    );
  }

  /** Giving up is for a server that stays away; a browser coming back online tries once more. */
  private retryWhenBackOnline(): void {
    const retry = () => {
      this.stopWaitingForOnline = undefined;
      this.attempts = 0;
      this.connect();
    };
    window.addEventListener('online', retry, { once: true });
    this.stopWaitingForOnline = () => window.removeEventListener('online', retry);
  }

  private status(status: ConnectionStatus): void {
    this.options.onStatus(status);
    for (const listener of statusListeners) listener(status);
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private receive(raw: string): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(raw) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === 'event') this.receiveEvent(message.event, message.topic);
    // Only where the tab starts from: after a reconnect, the last event it saw is where it resumes.
    else if (message.type === 'welcome') this.lastEventId ??= message.last_event_id;
    else if (message.type === 'resync') this.options.onReconnect();
    else if (message.type === 'notifications') this.options.onNotifications?.(message.newest_id);
    else if (message.type === 'out_of_office_changed')
      this.options.onOutOfOfficeChanged?.(message.user_id);
    else if ('doc' in message) this.docs.get(message.doc)?.onMessage(message);
  }

  /** Applies an event once: a replay may repeat one that came live meanwhile. */
  private receiveEvent(event: RealtimeEvent, topic: string): void {
    if (this.recentEvents.has(event.id)) return;
    this.recentEvents.add(event.id);
    if (this.recentEvents.size > RECENT_EVENTS_KEPT) {
      this.recentEvents.delete(this.recentEvents.values().next().value!);
    }
    this.heard(event.id);
    this.options.onEvent(event, topic);
  }

  private heard(eventId: number): void {
    this.lastEventId = Math.max(this.lastEventId ?? 0, eventId);
  }
}
