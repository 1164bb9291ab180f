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
   * The channel the database announces each event on as its transaction commits (PostgreSQL);
   * without one, events are handed to `publish` after the commit (the embedded database).
   */
  readonly channel?: string | undefined;
  publish(events: EventRow[]): Promise<void>;
}

export type RecordEvent = (uow: UnitOfWork, input: EventInput) => Promise<number>;

/**
 * Records an activity event inside the caller's transaction and publishes it once the
 * transaction has committed, so that no one hears of a change that was rolled back.
 */
export function createRecordEvent(deps: { clock: Clock; publisher: EventPublisher }): RecordEvent {
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
      },
      deps.publisher.channel,
    );
    if (!deps.publisher.channel) uow.afterCommit(() => deps.publisher.publish([event]));
    return event.id;
  };
}
