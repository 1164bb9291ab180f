import type { EventNotice, EventType } from '@tandem/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventRow } from './events.repo.ts';
import { insertEvent } from './events.repo.ts';

export interface EventInput {
  type: EventType;
  actorId: number;
  whoId?: number | null;
  projectId?: number | null;
  tasklistId?: number | null;
  taskId?: number | null;
  /** The comment the event is about. */
  commentId?: number | null;
  /** The note the event is about. */
  noteId?: number | null;
  notice?: EventNotice;
  version?: number | null;
  mutationId?: string | null;
  wasMoved?: boolean;
}

export interface EventPublisher {
  /**
   * The channel the database announces each event on as its transaction commits (PostgreSQL),
   * for the other instances. Every event is also handed to `publish` after the commit, in the
   * process that recorded it.
   */
  readonly channel?: string | undefined;
  publish(events: EventRow[]): Promise<void>;
}

export type RecordEvent = (uow: UnitOfWork, input: EventInput) => Promise<number>;

/**
 * The event types some module wants to hear of once they commit (notifications fan them out):
 * such an event is recorded as pending, and the watchers are told after the commit.
 */
export interface EventWatch {
  watch(types: readonly EventType[], onCommitted: () => void): void;
  isWatched(type: string): boolean;
  /** Tells the watchers that an event of theirs committed (the live layer calls it). */
  committed(type: string): void;
}

export function createEventWatch(): EventWatch {
  const types = new Set<string>();
  const listeners: Array<{ types: ReadonlySet<string>; onCommitted: () => void }> = [];
  return {
    watch(watched, onCommitted) {
      for (const type of watched) types.add(type);
      listeners.push({ types: new Set(watched), onCommitted });
    },
    isWatched: (type) => types.has(type),
    committed(type) {
      if (!types.has(type)) return;
      for (const listener of listeners) if (listener.types.has(type)) listener.onCommitted();
    },
  };
}

/**
 * Records an activity event inside the caller's transaction and publishes it once the
 * transaction has committed, so that no one hears of a change that was rolled back.
 */
export function createRecordEvent(deps: {
  clock: Clock;
  publisher: EventPublisher;
  watch: EventWatch;
}): RecordEvent {
  return async (uow, input) => {
    const event = await insertEvent(
      uow.tx,
      {
        type: input.type,
        dateAction: deps.clock.now(),
        authorId: input.actorId,
        whoId: input.whoId ?? null,
        projectId: input.projectId ?? null,
        tasklistId: input.tasklistId ?? null,
        taskId: input.taskId ?? null,
        commentId: input.commentId ?? null,
        noteId: input.noteId ?? null,
        notice: input.notice ?? null,
        version: input.version ?? null,
        mutationId: input.mutationId ?? null,
        wasMoved: input.wasMoved ?? false,
        fanoutPending: deps.watch.isWatched(input.type),
      },
      deps.publisher.channel,
    );
    uow.afterCommit(() => deps.publisher.publish([event]));
    return event.id;
  };
}
