import type { QueryKey } from '@tanstack/react-query';
import type { EventType, RealtimeEvent } from '@tandem/contract';
import { projectSettingsKeys } from '../features/project-settings/api/project-settings.api.ts';
import { projectKeys } from '../features/projects/api/projects.api.ts';
import { taskKeys } from '../features/tasks/api/tasks.api.ts';
import { sessionKey } from '../lib/session.ts';

const projectScoped = (e: RealtimeEvent, keys: (id: number) => QueryKey[]): QueryKey[] =>
  e.project_id === null ? [] : keys(e.project_id);

const taskChange = (e: RealtimeEvent) =>
  projectScoped(e, (id) => [taskKeys.tasks(id), taskKeys.tasklists(id), projectKeys.events(id)]);

const tasklistChange = (e: RealtimeEvent) =>
  projectScoped(e, (id) => [
    taskKeys.tasklists(id),
    taskKeys.archivedTasklists(id),
    projectKeys.events(id),
  ]);

/** A task list that goes to or comes back from the archive or the trash moves its tasks too. */
const tasklistMove = (e: RealtimeEvent) => [
  ...projectScoped(e, (id) => [
    taskKeys.tasklists(id),
    taskKeys.archivedTasklists(id),
    taskKeys.tasks(id),
    projectKeys.events(id),
  ]),
  taskKeys.tasklistsTrash(),
];

const projectChange = (e: RealtimeEvent) =>
  projectScoped(e, (id) => [projectKeys.list(), projectKeys.detail(id), projectKeys.events(id)]);

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
  'project.workers_removed': projectChange,
  'project.commander_changed': projectChange,
  'project.updated': projectChange,
  'project.archived': projectChange,
  'project.restored': projectChange,
  'project.deleted': projectChange,
  'project.restored_from_trash': projectChange,
  'project.settings_saved': (e) =>
    projectScoped(e, (id) => [projectSettingsKeys.detail(id), projectKeys.events(id)]),
  'tasklist.created': (e) =>
    projectScoped(e, (id) => [taskKeys.tasklists(id), projectKeys.events(id)]),
  'tasklist.updated': tasklistChange,
  'tasklist.reordered': tasklistChange,
  'tasklist.finished': tasklistChange,
  'tasklist.reopened': tasklistChange,
  'tasklist.archived': tasklistMove,
  'tasklist.restored': tasklistMove,
  'tasklist.deleted': tasklistMove,
  'tasklist.restored_from_trash': tasklistMove,
  'task.created': taskChange,
  'task.finished': taskChange,
  'task.reopened': taskChange,
};
