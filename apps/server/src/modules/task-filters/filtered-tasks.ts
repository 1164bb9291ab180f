import type { z } from 'zod';
import type {
  DueDateTemplate,
  FilteredTasksPage,
  TaskFilter,
  TaskFilterValues,
  filteredTasksQuerySchema,
} from '@tandem/contract';
import { FILTERED_TASKS_PAGE_SIZE, TASK_STATE, customFieldTypeOf } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UserActor } from '../../http/actor.ts';
import { addDays } from '../../lib/calendar-dates.ts';
import { dayIn, instantAt } from '../../lib/zoned-time.ts';
import { findUserById, presentPerson } from '../users/index.ts';
import type { ResolvedTaskFilter } from './filtered-tasks.repo.ts';
import {
  findFilteredTasks,
  findPeople,
  listLabelsInSight,
  listMembersOf,
  listCustomFieldsOf,
  listProjectTagsInSight,
  listTasklistsInSight,
} from './filtered-tasks.repo.ts';
import { listProjectsInSight, presentListedTask } from '../tasks/index.ts';

type Query = z.output<typeof filteredTasksQuerySchema>;
type Deps = Pick<Core, 'db' | 'clock'>;

/** The due days a template stands for, counted from `today`; weeks start on Monday. */
export function dueDaysOf(
  template: DueDateTemplate,
  today: string,
): NonNullable<ResolvedTaskFilter['due']> {
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  switch (template) {
    case 'overdue':
      return { to: addDays(today, -1), openOnly: true };
    case 'today':
      return { from: today, to: today };
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1) };
    case 'this_week':
      return { from: monday, to: addDays(monday, 6) };
    case 'next_week':
      return { from: addDays(monday, 7), to: addDays(monday, 13) };
    case 'no_date':
      return { noDate: true };
  }
}

/** The instants a range of days (both included) covers in a zone. */
function instants(
  range: { date_from?: string | null; date_to?: string | null } | undefined,
  zone: string,
) {
  return {
    from: range?.date_from ? instantAt(range.date_from, '00:00:00', zone) : undefined,
    before: range?.date_to ? instantAt(addDays(range.date_to, 1), '00:00:00', zone) : undefined,
  };
}

/** The filter as the repo reads it: templates and days turned into days and instants. */
export function resolveTaskFilter(
  filter: TaskFilter,
  viewerId: number,
  today: string,
  zone: string,
): ResolvedTaskFilter {
  const due = filter.due_date;
  const created = instants(filter.created_range, zone);
  const finished = instants(filter.finished_range, zone);
  const resolved: ResolvedTaskFilter = {
    projectIds: filter.projects_ids,
    tasklistIds: filter.tasklists_ids,
    assignedIds: filter.assigned_users_ids,
    createdByIds: filter.created_users_ids,
    involvedIds: filter.involved_users_ids,
    due: due?.date_tpl
      ? dueDaysOf(due.date_tpl, today)
      : due?.date_from || due?.date_to
        ? {
            ...(due.date_from ? { from: due.date_from } : {}),
            ...(due.date_to ? { to: due.date_to } : {}),
          }
        : undefined,
    createdFrom: created.from,
    createdBefore: created.before,
    finishedFrom: finished.from,
    finishedBefore: finished.before,
    priorities: filter.priority_enum,
    labelsAny: filter.labels_names,
    labelsAll: filter.labels_names_all,
    labelsExclude: filter.labels_names_exclude,
    stateId:
      filter.task_state === 1
        ? TASK_STATE.active
        : filter.task_state === 5
          ? TASK_STATE.finished
          : undefined,
    unassigned: filter.unassigned,
    assignedBy: filter.assigned_by_me ? viewerId : undefined,
    teamsNamed:
      [filter.assigned_teams_uuids, filter.created_teams_uuids, filter.involved_teams_uuids].some(
        (list) => (list?.length ?? 0) > 0,
      ) || undefined,
    tagsAny: filter.project_tags_names,
    tagsAll: filter.project_tags_names_all,
    tagsExclude: filter.project_tags_names_exclude,
    customFields: filter.custom_fields,
    timeEstimates: filter.time_estimates ?? undefined,
  };
  return Object.fromEntries(Object.entries(resolved).filter(([, value]) => value !== undefined));
}

/** The task page across projects: filtered tasks, and what the filter can offer. */
export function createFilteredTasks(deps: Deps) {
  const zoneOf = async (actor: UserActor) =>
    (await findUserById(deps.db, actor.id))?.timezone ?? 'UTC';

  return {
    /** One page (from 0) of the tasks the viewer sees that match the filter. */
    async find(actor: UserActor, query: Query, filter: TaskFilter): Promise<FilteredTasksPage> {
      const timeZone = await zoneOf(actor);
      const today = dayIn(deps.clock.now(), timeZone);
      const rows = await findFilteredTasks(deps.db, {
        viewerId: actor.id,
        timeZone,
        filter: resolveTaskFilter(filter, actor.id, today, timeZone),
        orderBy: query.order_by,
        order: query.order,
        // One more than a page tells whether there is a next one.
        limit: FILTERED_TASKS_PAGE_SIZE + 1,
        offset: query.p * FILTERED_TASKS_PAGE_SIZE,
      });
      const page = rows.slice(0, FILTERED_TASKS_PAGE_SIZE);
      const peopleIds = new Set(
        page.flatMap((row) => [row.task.authorId, ...row.workersIds.map(Number)]),
      );
      const people = await findPeople(deps.db, [...peopleIds]);
      return {
        tasks: page.map((row) => ({
          ...presentListedTask(row),
          priority_enum: (row.task.priorityEnum ??
            null) as FilteredTasksPage['tasks'][number]['priority_enum'],
          author_id: row.task.authorId,
          workers_ids: row.workersIds.map(Number),
          labels: row.labelNames,
          date_add: row.task.dateAdd.toISOString(),
          date_finished: row.task.dateFinished?.toISOString() ?? null,
        })),
        people: people.map(presentPerson),
        page: query.p,
        has_more: rows.length > FILTERED_TASKS_PAGE_SIZE,
      };
    },

    /** The projects, task lists, people, labels, project tags and custom fields in sight. */
    async values(actor: UserActor): Promise<TaskFilterValues> {
      const projects = (await listProjectsInSight(deps.db, actor.id)).map((row) => row.project);
      const ids = projects.map((project) => project.id);
      const [tasklists, members, labels, projectTags, fields] = await Promise.all([
        listTasklistsInSight(deps.db, actor.id, ids),
        listMembersOf(deps.db, ids),
        listLabelsInSight(deps.db, actor.id),
        listProjectTagsInSight(deps.db, actor.id, ids),
        listCustomFieldsOf(deps.db, ids),
      ]);
      return {
        projects: projects.map((project) => ({ id: project.id, name: project.name })),
        tasklists: tasklists.map((list) => ({
          id: list.id,
          name: list.name,
          project_id: list.projectId,
        })),
        users: members.map(presentPerson),
        teams: [],
        labels,
        project_tags: projectTags,
        custom_fields: fields.flatMap((field) => {
          const type = customFieldTypeOf(field.typeId);
          return type ? [{ name: field.name, type, enum_values: field.enumValues }] : [];
        }),
      };
    },
  };
}
export type FilteredTasks = ReturnType<typeof createFilteredTasks>;
