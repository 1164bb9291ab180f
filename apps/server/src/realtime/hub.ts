import type { RealtimeEvent, ServerMessage } from '@tandem/contract';

/** Decides who may follow a topic and who may still see an event. */
export interface RealtimeAccess {
  canSubscribe(userId: number, topic: string): Promise<boolean>;
  /**
   * Of the given users: those who may see this event now (`hear`), and those who may no longer
   * see its project at all (`lost`), whose subscriptions to it end. The others (a worker whose
   * task lists do not include the event's) simply do not hear this one.
   */
  audience(
    event: RealtimeEvent,
    userIds: number[],
  ): Promise<{ hear: Set<number>; lost: Set<number> }>;
}

export interface Connection {
  userId: number;
  topics: Set<string>;
  send(message: ServerMessage): void;
}

/** A subscription matches its own topic and every topic below it (`project.1` ⊃ `project.1.x`). */
export function topicMatches(subscription: string, topic: string): boolean {
  return topic === subscription || topic.startsWith(`${subscription}.`);
}

export interface Hub {
  add(connection: Connection): void;
  remove(connection: Connection): void;
  subscribe(connection: Connection, topic: string): Promise<void>;
  unsubscribe(connection: Connection, topic: string): void;
  deliver(event: RealtimeEvent, topics: string[]): Promise<void>;
  /**
   * Sends one connection the stored events it missed, each as `deliver` would have (the same
   * topics and access checks, as they stand now); answers how many it sent.
   */
  replay(
    connection: Connection,
    missed: ReadonlyArray<{ event: RealtimeEvent; topics: string[] }>,
  ): Promise<number>;
  /** Sends a message to every connection of these people on this instance. */
  sendToUsers(userIds: readonly number[], message: ServerMessage): void;
  connectionCount(): number;
}

const matchingTopic = (connection: Connection, topics: string[]) =>
  [...connection.topics].find((subscription) => topics.some((t) => topicMatches(subscription, t)));

/**
 * Gives one connection an event it follows, by the audience's verdict: heard, or, for a person
 * who lost sight of the project, the end of their subscriptions to it. Answers whether it sent
 * the event.
 */
function sendTo(
  connection: Connection,
  event: RealtimeEvent,
  topics: string[],
  verdict: { hear: Set<number>; lost: Set<number> },
): boolean {
  if (verdict.hear.has(connection.userId)) {
    connection.send({ type: 'event', topic: matchingTopic(connection, topics)!, event });
    return true;
  }
  if (!verdict.lost.has(connection.userId)) return false;
  // An event addressed to the person (a removal) still reaches their own topic, so their open
  // page learns it lost access; the thin event carries nothing but ids they knew.
  const own = `user.${connection.userId}`;
  for (const lost of [...connection.topics]) {
    if (lost === own || !topics.some((t) => topicMatches(lost, t))) continue;
    connection.topics.delete(lost);
    connection.send({ type: 'unsubscribed', topic: lost });
  }
  if (connection.topics.has(own) && topics.includes(own)) {
    connection.send({ type: 'event', topic: own, event });
    return true;
  }
  return false;
}

/** The WebSocket connections of this instance and their topics. */
export function createHub(access: RealtimeAccess): Hub {
  const connections = new Set<Connection>();

  return {
    add: (connection) => void connections.add(connection),
    remove: (connection) => void connections.delete(connection),
    async subscribe(connection, topic) {
      if (await access.canSubscribe(connection.userId, topic)) {
        connection.topics.add(topic);
        connection.send({ type: 'subscribed', topic });
      } else {
        connection.send({ type: 'subscribe_denied', topic });
      }
    },
    unsubscribe(connection, topic) {
      connection.topics.delete(topic);
      connection.send({ type: 'unsubscribed', topic });
    },
    async deliver(event, topics) {
      const targets = [...connections].filter((c) => matchingTopic(c, topics) !== undefined);
      if (targets.length === 0) return;
      // Access is checked again at delivery, so a member removed since subscribing hears nothing.
      const verdict = await access.audience(event, [...new Set(targets.map((c) => c.userId))]);
      for (const connection of targets) sendTo(connection, event, topics, verdict);
    },
    async replay(connection, missed) {
      let sent = 0;
      for (const { event, topics } of missed) {
        if (matchingTopic(connection, topics) === undefined) continue;
        const verdict = await access.audience(event, [connection.userId]);
        if (sendTo(connection, event, topics, verdict)) sent += 1;
      }
      return sent;
    },
    sendToUsers(userIds, message) {
      const wanted = new Set(userIds);
      for (const connection of connections)
        if (wanted.has(connection.userId)) connection.send(message);
    },
    connectionCount: () => connections.size,
  };
}
