import type { RealtimeEvent, ServerMessage } from '@tandem/contract';
import type { Connection, Hub } from './hub.ts';

/** How far back a reconnecting client is caught up from the stored events. */
export const REPLAY_WINDOW_MS = 10 * 60_000;
/** The most events one catch-up sends; a longer gap refetches instead. */
export const REPLAY_MAX_EVENTS = 1_000;

export interface StoredEvents {
  /** The events after an id, oldest first, with their topics and when they happened. */
  after(
    afterId: number,
    limit: number,
  ): Promise<Array<{ event: RealtimeEvent; topics: string[]; at: number }>>;
  latestId(): Promise<number>;
}

/** Where a connection's event stream stands as it opens, for it to resume from after a drop. */
export async function welcome(connection: Connection, stored: StoredEvents): Promise<void> {
  connection.send({ type: 'welcome', last_event_id: await stored.latestId() });
}

/**
 * Catches a reconnected client up: the events after the last one it saw are sent again, as they
 * would have been delivered, when the gap is recent (REPLAY_WINDOW_MS) and short
 * (REPLAY_MAX_EVENTS); otherwise the client is told to refetch what it shows.
 */
export async function resume(
  connection: Connection,
  afterId: number,
  deps: { hub: Hub; stored: StoredEvents; now: () => number },
): Promise<void> {
  const missed = await deps.stored.after(afterId, REPLAY_MAX_EVENTS + 1);
  const tooOld = missed.length > 0 && missed[0]!.at < deps.now() - REPLAY_WINDOW_MS;
  if (tooOld || missed.length > REPLAY_MAX_EVENTS) {
    connection.send({ type: 'resync' } satisfies ServerMessage);
    return;
  }
  const count = await deps.hub.replay(connection, missed);
  connection.send({ type: 'resumed', count });
}
