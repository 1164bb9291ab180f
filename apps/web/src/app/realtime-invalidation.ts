import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { EventType, RealtimeEvent, Task } from '@tandem/contract';
import { projectSettingsKeys } from '../features/project-settings/api/project-settings.api.ts';
import { peopleKeys } from '../features/people/api/people.api.ts';
import { projectKeys } from '../features/projects/api/projects.api.ts';
import { roleKeys } from '../features/projects/api/roles.api.ts';
import { tagKeys } from '../features/tags/api/tags.api.ts';
import { finishedTaskKeys } from '../features/tasks/api/finished-tasks.api.ts';
import { myOpenTaskKeys } from '../features/tasks/api/my-open-tasks.api.ts';
import { taskLabelKeys } from '../lib/tasks/available-labels.api.ts';
import { taskRelationKeys } from '../features/relations/api/task-relations.api.ts';
import { calendarKeys, myPriorityKeys, taskKeys } from '../lib/tasks/tasks.api.ts';
import { outOfOfficeKeys } from '../lib/out-of-office.ts';
import { customFieldKeys } from '../features/tasks/api/custom-fields.api.ts';
import { recurrenceKeys } from '../features/recurrence/api/recurrence.api.ts';
import { reminderKeys } from '../features/recurrence/api/reminders.api.ts';
import { timeTrackingKeys } from '../features/time-tracking/api/timer-menu.api.ts';
import { reportKeys } from '../features/reports/api/reports.api.ts';
import { taskFilterKeys } from '../features/task-filters/api/task-filters.api.ts';
import { timelineKeys } from '../features/timeline/api/timeline.api.ts';
import { invoicingKeys } from '../features/invoicing/api/invoicing.api.ts';
import { commentKeys } from '../features/comments/api/comments.api.ts';
import { fileKeys } from '../features/files/api/files.api.ts';
import { projectLinkKeys } from '../features/project-links/api/project-links.api.ts';
import { noteKeys } from '../features/notes/api/notes.api.ts';
import { pinnedItemKeys, pinnedTaskKeys } from '../lib/pins.ts';
import { activityKeys } from '../lib/activity.ts';
import { sessionKey } from '../lib/session.ts';
import { applyLiveChange } from '../lib/apply-live-change.ts';
import { ownMutationAnsweredAt } from '../lib/api-client.ts';
import { patchBoardTaskWhenIdle } from '../lib/tasks/board-patch.ts';

const projectScoped = (e: RealtimeEvent, keys: (id: number) => QueryKey[]): QueryKey[] =>
  e.project_id === null ? [] : keys(e.project_id);

/**
 * A change to a task: its project's lists and board, its activity, the task's own detail, the
 * dashboard's open tasks and the lists across projects (calendar, task page).
 */
const taskChange = (e: RealtimeEvent) => [
  ...projectScoped(e, (id) => [taskKeys.tasks(id), taskKeys.tasklists(id), projectKeys.events(id)]),
  ...(e.task_id === null ? [] : [taskKeys.task(e.task_id)]),
  myOpenTaskKeys.all,
  myPriorityKeys.all,
  calendarKeys.all,
  taskFilterKeys.allTasks,
];

/**
 * A comment written, edited, deleted or reacted to: its thread (on a task, a task list or the
 * project), the counts shown beside them, and the latest discussions.
 */
const commentChange = (e: RealtimeEvent): QueryKey[] => [
  commentKeys.latest(),
  ...(e.task_id !== null
    ? [commentKeys.task(e.task_id), taskKeys.task(e.task_id)]
    : e.tasklist_id !== null
      ? [
          commentKeys.thread({ type: 'tasklist', id: e.tasklist_id }),
          taskKeys.tasklist(e.tasklist_id),
        ]
      : e.project_id !== null
        ? [
            commentKeys.thread({ type: 'project', id: e.project_id }),
            // A project link's thread, and the counts on the project's links.
            ['comments', 'link'],
            projectLinkKeys.project(e.project_id),
          ]
        : []),
  // A note's thread and its comments' count (a note may belong to a task list).
  ...projectScoped(e, (id) => [['comments', 'note'], noteKeys.projectAll(id)]),
  // A file's thread and its comments' count.
  ...projectScoped(e, () => [['comments', 'file'], fileKeys.all]),
  ...projectScoped(e, (id) => [projectKeys.events(id)]),
];

/** A note written, changed, trashed or restored: its project's notes, and the note itself. */
const noteChange = (e: RealtimeEvent): QueryKey[] =>
  projectScoped(e, (id) => [noteKeys.all, pinnedItemKeys.project(id), projectKeys.events(id)]);

/** A file added, changed or trashed: its task's or project's files, the task's count, the thread. */
const fileChange = (e: RealtimeEvent): QueryKey[] => [
  ...(e.task_id !== null ? [fileKeys.task(e.task_id), ...taskChange(e)] : []),
  ...projectScoped(e, (id) => [
    fileKeys.project(id),
    // Events name no note: every note's files are asked again (few are open at a time).
    fileKeys.notes,
    pinnedItemKeys.project(id),
    projectKeys.events(id),
  ]),
  // A comment's files show on the comment.
  ...commentChange(e),
];

/** A relation added or removed: the task and its list of relations (each side has its event). */
const relationChange = (e: RealtimeEvent) => [
  ...taskChange(e),
  ...(e.task_id === null ? [] : [taskRelationKeys.list(e.task_id)]),
];

/** A task pinned or unpinned: the task and its project's pinned tasks. */
const pinChange = (e: RealtimeEvent) => [
  ...taskChange(e),
  ...projectScoped(e, (id) => [pinnedTaskKeys.project(id), pinnedItemKeys.project(id)]),
];

/** A change that adds a task to the finished lists, takes it off them or renames it there. */
const finishedListChange = (e: RealtimeEvent) => [...taskChange(e), finishedTaskKeys.all];

/**
 * A change to a task's subtasks: the task (whose key holds its subtask list), every open task
 * detail (a smart subtask's task is a task of its own), the board's counts and the activity.
 */
const taskcheckChange = (e: RealtimeEvent) => [
  ...projectScoped(e, (id) => [taskKeys.tasks(id), projectKeys.events(id)]),
  taskKeys.allTasks,
];

/** A project's custom fields changed: the fields, and every task showing their values. */
const customFieldChange = (e: RealtimeEvent) => [
  ...projectScoped(e, (id) => [
    customFieldKeys.project(id),
    taskKeys.tasks(id),
    projectKeys.events(id),
  ]),
  taskKeys.allTasks,
  // The task page filters by fields' names and offers them.
  taskFilterKeys.allTasks,
  taskFilterKeys.values(),
];

/** A task's rule set, removed, or handed on to its next occurrence. */
const recurrenceChange = (e: RealtimeEvent) => [...taskChange(e), recurrenceKeys.all];

/** A task list renamed, reordered, finished or reopened: its project's lists and timelines. */
const tasklistChange = (e: RealtimeEvent) => [
  ...projectScoped(e, (id) => [
    taskKeys.tasklists(id),
    taskKeys.archivedTasklists(id),
    projectKeys.events(id),
  ]),
  timelineKeys.all,
];

/**
 * A task list that goes to or comes back from the archive or the trash moves its tasks too, and
 * the task page shows or hides them.
 */
const tasklistMove = (e: RealtimeEvent) => [
  ...projectScoped(e, (id) => [
    taskKeys.tasklists(id),
    taskKeys.archivedTasklists(id),
    taskKeys.tasks(id),
    projectKeys.events(id),
  ]),
  taskKeys.tasklistsTrash(),
  taskFilterKeys.allTasks,
  timelineKeys.all,
];

/**
 * A change to roles: the owner's list of roles and, in a project where one is given, what its
 * members may do (the project's denials and every list's and task's abilities).
 */
const rolesChange = (e: RealtimeEvent) => [
  roleKeys.all,
  ...projectScoped(e, (id) => [
    projectKeys.list(),
    projectKeys.detail(id),
    taskKeys.tasklists(id),
    taskKeys.archivedTasklists(id),
    taskKeys.tasks(id),
    projectKeys.events(id),
  ]),
];

const projectChange = (e: RealtimeEvent) =>
  projectScoped(e, (id) => [projectKeys.list(), projectKeys.detail(id), projectKeys.events(id)]);

/** A project handover asked for or answered: the pending requests and the project's activity. */
const handoverChange = (e: RealtimeEvent) => [
  peopleKeys.handovers(),
  ...projectScoped(e, (id) => [projectKeys.events(id)]),
];

/**
 * Tags show on projects: a change reaches the project it names, or, when it names none (a private
 * tag, heard only by its author's tabs), every project the tab holds.
 */
const tagChange = (e: RealtimeEvent): QueryKey[] => [
  tagKeys.all,
  ...(e.project_id === null ? [projectKeys.all] : projectChange(e)),
  // The task page filters by project tags and offers them.
  taskFilterKeys.allTasks,
  taskFilterKeys.values(),
];

/**
 * A report written, changed, deleted, restored, invoiced or freed by a cancelled invoice: every
 * list of reports and sum (the viewer's last ones, the task's, the filtered ones, the reports'
 * sums), the billable work and the invoices, the task's time spent and the project's activity.
 */
const workChange = (e: RealtimeEvent): QueryKey[] => [
  timeTrackingKeys.all,
  reportKeys.all,
  invoicingKeys.all,
  ...(e.task_id === null ? [] : [taskKeys.task(e.task_id)]),
  // The board's task shows the time reported on it and beside its estimates.
  ...projectScoped(e, (id) => [taskKeys.tasks(id), projectKeys.events(id)]),
  // The task page can filter by time reported over the estimate.
  taskFilterKeys.allTasks,
];

/**
 * Which cached queries an event makes stale. It is a Record over every event type, so adding an
 * event type without deciding what it invalidates does not compile.
 */
export const INVALIDATIONS: Record<EventType, (event: RealtimeEvent) => QueryKey[]> = {
  'user.signed_up': () => [],
  // Heard by the person's own tabs; colleagues hear of an out-of-office change by its message.
  'user.updated': () => [sessionKey, peopleKeys.all, outOfOfficeKeys.all],
  'project.created': () => [projectKeys.list()],
  'project.created_from_template': () => [projectKeys.list()],
  'project.workers_added': (e) =>
    projectScoped(e, (id) => [
      projectKeys.list(),
      projectKeys.detail(id),
      projectKeys.events(id),
      projectKeys.invitations(id),
    ]),
  'project.workers_removed': projectChange,
  'project.commander_changed': projectChange,
  'project.owner_change_requested': handoverChange,
  'project.owner_change_cancelled': handoverChange,
  'project.owner_change_declined': handoverChange,
  'project.owner_changed': (e) => [...projectChange(e), ...handoverChange(e), peopleKeys.all],
  'project.invitation_accepted': (e) => [
    ...projectChange(e),
    ...projectScoped(e, (id) => [projectKeys.invitations(id)]),
  ],
  'project.worker_updated': (e) => [
    ...projectChange(e),
    // A changed task-list limit changes what the worker sees on the board.
    ...projectScoped(e, (id) => [taskKeys.tasklists(id), taskKeys.tasks(id)]),
  ],
  // A changed budget or recurrence changes the spend counted against it.
  'project.updated': (e) => [
    ...projectChange(e),
    ...projectScoped(e, (id) => [timeTrackingKeys.spend(id)]),
  ],
  // The budget's spend counts from the new period: the project and the time reported in it.
  'project.budget_reset': (e) => [...projectChange(e), timeTrackingKeys.all],
  'project.archived': projectChange,
  'project.restored': projectChange,
  'project.deleted': projectChange,
  'project.restored_from_trash': projectChange,
  'project.settings_saved': (e) =>
    projectScoped(e, (id) => [projectSettingsKeys.detail(id), projectKeys.events(id)]),
  'project.tags_changed': tagChange,
  'tag.created': () => [tagKeys.all],
  'tag.updated': tagChange,
  'tag.deleted': tagChange,
  'tasklist.created': (e) => [
    ...projectScoped(e, (id) => [taskKeys.tasklists(id), projectKeys.events(id)]),
    timelineKeys.all,
  ],
  'tasklist.updated': tasklistChange,
  'tasklist.reordered': tasklistChange,
  'tasklist.finished': tasklistChange,
  'tasklist.reopened': tasklistChange,
  'tasklist.archived': tasklistMove,
  'tasklist.restored': tasklistMove,
  'tasklist.deleted': tasklistMove,
  'tasklist.restored_from_trash': tasklistMove,
  // Recorded in both projects of a move; a copy only where it lands.
  'tasklist.moved': tasklistMove,
  'tasklist.copied': tasklistMove,
  'role.created': rolesChange,
  'role.updated': rolesChange,
  'role.deleted': rolesChange,
  'project.member_roles_changed': rolesChange,
  'task.created': taskChange,
  'task.finished': finishedListChange,
  'task.reopened': finishedListChange,
  'task.renamed': finishedListChange,
  'task.description_changed': taskChange,
  'task.priority_changed': taskChange,
  'task.due_dates_changed': taskChange,
  'task.workers_changed': taskChange,
  'task.deleted': finishedListChange,
  'task.restored_from_trash': finishedListChange,
  // Recorded in both projects of a move across projects.
  'task.moved': finishedListChange,
  'task.reordered': taskChange,
  'task.labels_changed': (e) => [...taskChange(e), taskLabelKeys.all],
  // A label shows on every task and time entry carrying it: all the task details and time
  // entries the tab holds, the calendar's label filter, and the task page with its labels on offer.
  'label.updated': (e) => [
    taskLabelKeys.all,
    taskKeys.allTasks,
    timeTrackingKeys.all,
    calendarKeys.all,
    taskFilterKeys.allTasks,
    taskFilterKeys.values(),
    ...projectScoped(e, (id) => [taskKeys.tasks(id), projectKeys.events(id)]),
  ],
  'task.relation_added': relationChange,
  'task.relation_removed': relationChange,
  'task.time_estimates_changed': taskChange,
  'task.pinned': pinChange,
  'task.unpinned': pinChange,
  'taskcheck.created': taskcheckChange,
  'taskcheck.updated': taskcheckChange,
  'taskcheck.finished': taskcheckChange,
  'taskcheck.reopened': taskcheckChange,
  'taskcheck.deleted': taskcheckChange,
  'taskcheck.reordered': taskcheckChange,
  // The subtask leaves one task for another: both, through the project's tasks and every detail.
  'taskcheck.moved': taskcheckChange,
  // A conversion adds or takes away tasks and task lists of the board, or finished ones.
  'taskcheck.converted': (e) => [
    ...taskcheckChange(e),
    ...projectScoped(e, (id) => [taskKeys.tasklists(id)]),
    finishedTaskKeys.all,
    taskFilterKeys.allTasks,
  ],
  'custom_field.created': customFieldChange,
  'custom_field.updated': customFieldChange,
  'custom_field.deleted': customFieldChange,
  'custom_field.reordered': customFieldChange,
  'task.custom_field_changed': taskChange,
  'task.recurrence_set': recurrenceChange,
  'task.recurrence_removed': recurrenceChange,
  'task.recurred': recurrenceChange,
  // Heard on the person's own topic only: nobody else sees their reminders.
  'comment.created': commentChange,
  'comment.updated': commentChange,
  'comment.deleted': commentChange,
  'comment.reacted': commentChange,
  // The description and the thread change together.
  'task.description_from_comment': (e) => [...taskChange(e), ...commentChange(e)],
  'task.description_to_comment': (e) => [...taskChange(e), ...commentChange(e)],
  'file.uploaded': fileChange,
  'file.updated': fileChange,
  'file.deleted': fileChange,
  'file.restored': fileChange,
  'note.created': noteChange,
  'note.updated': noteChange,
  'note.deleted': noteChange,
  'note.restored': noteChange,
  'note.version_restored': noteChange,
  // A note pinned or unpinned changes its task list's `has_pinned_documents`.
  'item.pinned': (e) =>
    projectScoped(e, (id) => [
      pinnedItemKeys.project(id),
      taskKeys.tasklists(id),
      projectKeys.events(id),
    ]),
  'item.unpinned': (e) =>
    projectScoped(e, (id) => [
      pinnedItemKeys.project(id),
      taskKeys.tasklists(id),
      projectKeys.events(id),
    ]),
  'item.reordered': (e) =>
    projectScoped(e, (id) => [
      pinnedItemKeys.project(id),
      pinnedTaskKeys.project(id),
      projectKeys.events(id),
    ]),
  'work.reported': workChange,
  'work.updated': workChange,
  'work.removed': workChange,
  'work.restored': workChange,
  // Heard by the person's own tabs: their timer, and who tracks the task it runs on.
  'work.timer_changed': (e) => [
    timeTrackingKeys.menu(),
    ...(e.task_id === null ? [] : [taskKeys.task(e.task_id)]),
  ],
  // A person's saved report filters, heard by their own tabs.
  'work.filters_changed': () => [reportKeys.savedFilters()],
  // A person's saved task filters, heard by their own tabs.
  'task.filters_changed': () => [taskFilterKeys.saved()],
  'reminder.added': () => [reminderKeys.all, taskKeys.allTasks],
  'reminder.removed': () => [reminderKeys.all, taskKeys.allTasks],
};

/**
 * Events about one task that a board held by the tab takes in place: that task alone is fetched
 * and patched in, with its lists' counts, instead of the whole board and its lists.
 */
const PATCH_BOARD_TASK: ReadonlySet<EventType> = new Set<EventType>([
  'task.created',
  'task.finished',
  'task.reopened',
  'task.renamed',
  'task.description_changed',
  'task.priority_changed',
  'task.due_dates_changed',
  'task.workers_changed',
  'task.deleted',
  'task.restored_from_trash',
  'task.moved',
  'task.reordered',
  'task.labels_changed',
  'task.relation_added',
  'task.relation_removed',
  'task.time_estimates_changed',
  'task.pinned',
  'task.unpinned',
  'taskcheck.created',
  'taskcheck.updated',
  'taskcheck.finished',
  'taskcheck.reopened',
  'taskcheck.deleted',
  'taskcheck.reordered',
  'task.custom_field_changed',
  'task.recurrence_set',
  'task.recurrence_removed',
  'task.recurred',
  'comment.created',
  'comment.deleted',
  'task.description_from_comment',
  'task.description_to_comment',
  'work.reported',
  'work.updated',
  'work.removed',
  'work.restored',
]);

const sameKey = (a: QueryKey, b: QueryKey) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

/** Tasks a write makes beside the one it answers with (the next occurrence of a recurring one). */
const MADE_ALONGSIDE: ReadonlySet<EventType> = new Set<EventType>([
  'task.created',
  'task.recurred',
]);

/** Writes that answer with something else than the task (a work report): no board has it yet. */
const ANSWERED_WITHOUT_TASK: ReadonlySet<EventType> = new Set<EventType>([
  'work.reported',
  'work.updated',
  'work.removed',
  'work.restored',
]);

/**
 * The board task a live event is patched in as, when the tab holds that board; null when the
 * event is applied by refetching instead.
 */
function boardPatch(
  queryClient: QueryClient,
  event: RealtimeEvent,
): { projectId: number; taskId: number } | null {
  const { project_id: projectId, task_id: taskId } = event;
  if (projectId === null || taskId === null || !PATCH_BOARD_TASK.has(event.type)) return null;
  const board = queryClient.getQueryData<Task[]>(taskKeys.tasks(projectId));
  if (!board) return null;
  // This tab's own write put its answer on the board already; a task it made alongside is not.
  const own =
    ownMutationAnsweredAt(event.mutation_id) !== undefined &&
    !ANSWERED_WITHOUT_TASK.has(event.type);
  if (own && !(MADE_ALONGSIDE.has(event.type) && !board.some((task) => task.id === taskId)))
    return null;
  return { projectId, taskId };
}

/**
 * Applies a live event to the tab's caches: a change to one task of a board the tab holds is
 * patched in (for events of other tabs and people; this tab's own writes already put their
 * answers there), and whatever else it concerns is refetched or marked stale.
 */
export function applyEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  // Every event is activity: the open activity feeds ask again.
  const keys = [...INVALIDATIONS[event.type](event), activityKeys.all];
  const patch = boardPatch(queryClient, event);
  if (!patch) return applyLiveChange(queryClient, keys, event.mutation_id);
  const patched = [taskKeys.tasks(patch.projectId), taskKeys.tasklists(patch.projectId)];
  applyLiveChange(
    queryClient,
    keys.filter((key) => !patched.some((p) => sameKey(p, key))),
    event.mutation_id,
  );
  patchBoardTaskWhenIdle(queryClient, patch.projectId, patch.taskId);
}
