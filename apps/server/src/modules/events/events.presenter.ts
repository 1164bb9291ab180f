import type { ActivityEvent, EventType, RealtimeEvent } from '@tandem/contract';
import { presentPerson } from '../users/index.ts';
import type { EventRow, ProjectEventRow } from './events.repo.ts';

/** Events about a comment that became its task's description, or the description a comment. */
const DESCRIPTION_EVENTS: ReadonlySet<string> = new Set<EventType>([
  'task.description_from_comment',
  'task.description_to_comment',
]);

/** The spec's Activity event shape. */
export function presentActivityEvent(row: ProjectEventRow): ActivityEvent {
  const { event } = row;
  return {
    id: event.id,
    date_action: event.dateAction.toISOString(),
    type: event.type as EventType,
    was_moved: event.wasMoved,
    author: presentPerson(row.author),
    who: row.who ? presentPerson(row.who) : null,
    ...(row.project ? { project: row.project } : {}),
    ...(row.tasklist ? { tasklist: row.tasklist } : {}),
    ...(row.task ? { task: { ...row.task, is_taskcheck: false } } : {}),
    ...(event.commentId
      ? { comment: { id: event.commentId, is_description: DESCRIPTION_EVENTS.has(event.type) } }
      : {}),
    ...(event.noteId
      ? { document: { id: event.noteId, name: event.notice?.note_name ?? '' } }
      : {}),
    ...(event.notice ? { notice: event.notice } : {}),
  };
}

/** The thin realtime form: ids only, the client refetches what it shows. */
export function presentRealtimeEvent(event: EventRow): RealtimeEvent {
  return {
    id: event.id,
    type: event.type as EventType,
    actor_id: event.authorId,
    project_id: event.projectId,
    tasklist_id: event.tasklistId,
    task_id: event.taskId,
    version: event.version,
    mutation_id: event.mutationId,
  };
}

/** The topics an event is published on: its project and task, and the people it concerns. */
export function topicsOf(event: EventRow): string[] {
  const topics: string[] = [];
  if (event.projectId) topics.push(`project.${event.projectId}`);
  if (event.taskId) topics.push(`task.${event.taskId}`);
  if (!event.projectId) topics.push(`user.${event.authorId}`);
  // The person an event is about hears of it wherever they are in the app (a handover asked of
  // them, a handover they asked for answered), not only on the project's page.
  if (event.whoId && event.whoId !== event.authorId) topics.push(`user.${event.whoId}`);
  // The people added or removed hear of it on their own topic: a removed person no longer
  // passes the project topic's access check, yet their open page must learn it lost access.
  for (const user of event.notice?.added_users ?? []) topics.push(`user.${user.id}`);
  for (const user of event.notice?.removed_users ?? []) topics.push(`user.${user.id}`);
  return topics;
}

/** An event as the live layer carries it: the thin event, its topics, and when it happened. */
export function presentLiveEvent(event: EventRow) {
  return {
    event: presentRealtimeEvent(event),
    topics: topicsOf(event),
    at: event.dateAction.getTime(),
  };
}
