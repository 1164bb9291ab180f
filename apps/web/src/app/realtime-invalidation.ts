import type { QueryKey } from '@tanstack/react-query';
import type { EventType, RealtimeEvent } from '@tandem/contract';
import { projectKeys } from '../features/projects/api/projects.api.ts';
import { taskKeys } from '../features/tasks/api/tasks.api.ts';
import { sessionKey } from '../lib/session.ts';

const projectScoped = (e: RealtimeEvent, keys: (id: number) => QueryKey[]): QueryKey[] =>
  e.project_id === null ? [] : keys(e.project_id);

const taskChange = (e: RealtimeEvent) =>
  projectScoped(e, (id) => [taskKeys.tasks(id), taskKeys.tasklists(id), projectKeys.events(id)]);

/**
 * Which cached queries an event makes stale. It is a Record over every event type, so adding an
 * event type without deciding what it invalidates does not compile.
 */
export const INVALIDATIONS: Record<EventType, (event: RealtimeEvent) => QueryKey[]> = {
  'user.signed_up': () => [],
  'user.updated': () => [sessionKey],
  'project.created': () => [projectKeys.list()],
  'project.workers_added': (e) =>
    projectScoped(e, (id) => [projectKeys.list(), projectKeys.detail(id), projectKeys.events(id)]),
  'tasklist.created': (e) =>
    projectScoped(e, (id) => [taskKeys.tasklists(id), projectKeys.events(id)]),
  'task.created': taskChange,
  'task.finished': taskChange,
  'task.reopened': taskChange,
};
