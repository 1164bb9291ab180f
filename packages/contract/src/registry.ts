import { authEndpoints } from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import { eventEndpoints } from './events.ts';
import { projectEndpoints } from './projects.ts';
import { projectPeopleEndpoints } from './project-people.ts';
import { projectSettingsEndpoints } from './project-settings.ts';
import { projectsActionsEndpoints } from './projects-actions.ts';
import { roleEndpoints } from './roles.ts';
import { tagEndpoints } from './project-tags.ts';
import { tasklistEndpoints } from './tasklists.ts';
import { templateEndpoints } from './templates.ts';
import { taskEndpoints } from './tasks.ts';
import { customFieldEndpoints } from './custom-fields.ts';
import { recurrenceEndpoints } from './recurrence.ts';
import { reminderEndpoints } from './reminders.ts';
import { myOpenTaskEndpoints } from './my-open-tasks.ts';
import { myPriorityEndpoints } from './my-priorities.ts';
import { calendarEndpoints } from './calendar.ts';
import { timelineEndpoints } from './timeline.ts';
import { calendarFeedEndpoints } from './calendar-feeds.ts';
import { taskcheckEndpoints } from './taskchecks.ts';
import { labelEndpoints } from './labels.ts';
import { taskRelationEndpoints } from './task-relations.ts';
import { taskExtraEndpoints } from './task-estimates.ts';
import { taskMoveEndpoints } from './task-move.ts';
import { taskBoardEndpoints } from './task-board.ts';
import { finishedTaskEndpoints } from './finished-tasks.ts';
import { taskFilterEndpoints } from './task-filters.ts';
import { systemEndpoints } from './system.ts';
import { ownerChangeEndpoints } from './owner-change.ts';
import { userEndpoints } from './users.ts';
import {
  commentEndpoints,
  linkCommentEndpoints,
  noteCommentEndpoints,
  fileCommentEndpoints,
  projectCommentEndpoints,
  taskCommentEndpoints,
  tasklistCommentEndpoints,
} from './comments.ts';
import { fileEndpoints } from './files.ts';
import { publicLinkEndpoints } from './public-links.ts';
import { projectLinkEndpoints } from './project-links.ts';
import { noteEndpoints } from './notes.ts';
import { pinnedItemEndpoints } from './pinned-items.ts';
import { notificationEndpoints } from './notifications.ts';
import { pushEndpoints } from './push.ts';
import { workReportEndpoints } from './work-reports.ts';
import { workReportSumsEndpoints } from './work-report-sums.ts';
import { invoiceEndpoints } from './invoices.ts';
import { searchEndpoints } from './search.ts';

/** Every endpoint of the contract by group; tests walk it so no route goes unchecked. */
export const ENDPOINT_GROUPS = {
  auth: authEndpoints,
  projects: projectEndpoints,
  projectPeople: projectPeopleEndpoints,
  projectSettings: projectSettingsEndpoints,
  tags: tagEndpoints,
  templates: templateEndpoints,
  tasklists: tasklistEndpoints,
  tasks: taskEndpoints,
  customFields: customFieldEndpoints,
  recurrence: recurrenceEndpoints,
  reminders: reminderEndpoints,
  workReports: workReportEndpoints,
  workReportSums: workReportSumsEndpoints,
  invoices: invoiceEndpoints,
  myOpenTasks: myOpenTaskEndpoints,
  myPriorities: myPriorityEndpoints,
  calendar: calendarEndpoints,
  timeline: timelineEndpoints,
  calendarFeeds: calendarFeedEndpoints,
  taskchecks: taskcheckEndpoints,
  taskLabels: labelEndpoints,
  taskRelations: taskRelationEndpoints,
  taskEstimates: taskExtraEndpoints,
  taskMove: taskMoveEndpoints,
  taskBoard: taskBoardEndpoints,
  finishedTasks: finishedTaskEndpoints,
  taskFilters: taskFilterEndpoints,
  projectsActions: projectsActionsEndpoints,
  roles: roleEndpoints,
  events: eventEndpoints,
  system: systemEndpoints,
  ownerChangeRequests: ownerChangeEndpoints,
  users: userEndpoints,
  taskComments: taskCommentEndpoints,
  tasklistComments: tasklistCommentEndpoints,
  projectComments: projectCommentEndpoints,
  comments: commentEndpoints,
  files: fileEndpoints,
  publicLinks: publicLinkEndpoints,
  projectLinks: projectLinkEndpoints,
  linkComments: linkCommentEndpoints,
  notes: noteEndpoints,
  noteComments: noteCommentEndpoints,
  fileComments: fileCommentEndpoints,
  pinnedItems: pinnedItemEndpoints,
  notifications: notificationEndpoints,
  push: pushEndpoints,
  search: searchEndpoints,
} as const;

/** All endpoints as `group.name` → endpoint. */
export function listEndpoints(): Array<[name: string, endpoint: Endpoint]> {
  return Object.entries(ENDPOINT_GROUPS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(
      ([name, endpoint]): [string, Endpoint] => [`${group}.${name}`, endpoint],
    ),
  );
}
