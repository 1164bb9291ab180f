import type { ActivityEvent, EventType } from '@tandem/contract';

/** Query keys of the activity feeds, defined once. */
export const activityKeys = {
  all: ['activity'] as const,
  filterData: ['activity', 'filter-data'] as const,
  feed: (filter: unknown) => ['activity', 'feed', filter] as const,
};

/** The sentence of an activity event in the page's language ("Olga finished Plan"). */
export function describeEvent(
  event: ActivityEvent,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const values = {
    author: event.author.fullname,
    who: event.who?.fullname ?? '',
    task: event.task?.name ?? event.notice?.task_name ?? '',
    taskcheck: event.notice?.taskcheck_name ?? event.notice?.task_name ?? '',
    tasklist: event.tasklist?.name ?? '',
    project: event.project?.name ?? '',
    projectFrom: event.notice?.project_from?.name ?? '',
    projectTo: event.notice?.project_to?.name ?? '',
    tasklistFrom: event.notice?.tasklist_from?.name ?? '',
    template: event.notice?.template?.name ?? '',
    users: [...(event.notice?.added_users ?? []), ...(event.notice?.removed_users ?? [])]
      .map((u) => u.fullname)
      .join(', '),
    filename: event.notice?.filename ?? '',
    note: event.document?.name ?? event.notice?.note_name ?? '',
    item: event.notice?.item_name ?? event.task?.name ?? '',
    tags: (event.notice?.labels_added ?? []).join(', '),
    oldTags: (event.notice?.labels_removed ?? []).join(', '),
    labels: [
      ...(event.notice?.labels_added ?? []).map((name) => `+${name}`),
      ...(event.notice?.labels_removed ?? []).map((name) => `−${name}`),
    ].join(', '),
  };
  // A comment on a task list or on the project itself reads differently from one on a task.
  const context =
    event.type.startsWith('comment.') && event.document
      ? 'note'
      : event.type.startsWith('comment.') && event.notice?.filename
        ? 'file'
        : (event.type.startsWith('comment.') || event.type.startsWith('file.')) && !event.task
          ? event.tasklist
            ? 'tasklist'
            : 'project'
          : undefined;
  return t(`activity.${event.type}`, { ...values, ...(context ? { context } : {}) });
}

/**
 * Event types as people choose them in the Activity filter: by what they are about. Every type
 * belongs to exactly one group.
 */
export const EVENT_GROUPS = {
  tasks: (type: EventType) => type.startsWith('task.') && !type.startsWith('task.description'),
  subtasks: (type: EventType) => type.startsWith('taskcheck.'),
  comments: (type: EventType) => type.startsWith('comment.') || type.startsWith('task.description'),
  files: (type: EventType) => type.startsWith('file.'),
  notes: (type: EventType) => type.startsWith('note.'),
  tasklists: (type: EventType) => type.startsWith('tasklist.'),
  projects: (type: EventType) =>
    type.startsWith('project.') || type.startsWith('tag.') || type.startsWith('role.'),
  other: (type: EventType) => /^(user|custom_field|reminder|label|item|work)\./.test(type),
} as const;
export type EventGroup = keyof typeof EVENT_GROUPS;

/** The event types of the chosen groups. */
export function typesOf(groups: readonly EventGroup[], all: readonly EventType[]): EventType[] {
  return all.filter((type) => groups.some((group) => EVENT_GROUPS[group](type)));
}
