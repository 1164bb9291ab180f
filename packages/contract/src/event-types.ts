/** Activity event types, `domain.past_tense`. */
export const EVENT_TYPES = [
  'user.signed_up',
  'user.updated',
  'project.created',
  'project.workers_added',
  'project.workers_removed',
  'project.commander_changed',
  'project.updated',
  'project.archived',
  'project.restored',
  'project.deleted',
  'project.restored_from_trash',
  'project.settings_saved',
  'tasklist.created',
  'tasklist.updated',
  'tasklist.reordered',
  'tasklist.archived',
  'tasklist.restored',
  'tasklist.finished',
  'tasklist.reopened',
  'tasklist.deleted',
  'tasklist.restored_from_trash',
  'task.created',
  'task.finished',
  'task.reopened',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Header a tab sends with writes so it can recognise the events it caused. */
export const MUTATION_ID_HEADER = 'x-mutation-id';
