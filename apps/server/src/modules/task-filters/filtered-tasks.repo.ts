import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, asc, desc, eq, exists, gte, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import { TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { inIds } from '../../db/id-list.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import {
  customFieldEnumValues,
  customFields,
  labels,
  taskLabels,
} from '../../db/schema/task-details.ts';
import { projectTagLinks, tags } from '../../db/schema/people.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import { viewerSeesTask } from '../projects/index.ts';
import { onBoard } from '../tasklists/index.ts';
import { selectListedTasks, visibleTaskConditions } from '../tasks/index.ts';
import type { CustomFieldFilter, TimeEstimateFilter } from '@tandem/contract';
import {
  customFieldCondition,
  hasProjectTag,
  timeEstimateCondition,
} from './task-filter-conditions.repo.ts';

/** A task filter with its days resolved: yyyy-MM-dd days and instants, in the viewer's zone. */
export interface ResolvedTaskFilter {
  projectIds?: readonly number[];
  tasklistIds?: readonly number[];
  assignedIds?: readonly number[];
  createdByIds?: readonly number[];
  involvedIds?: readonly number[];
  /** Due days, both included; `noDate` for tasks without any due date. */
  due?: { from?: string; to?: string; noDate?: boolean; openOnly?: boolean };
  createdFrom?: Date;
  createdBefore?: Date;
  finishedFrom?: Date;
  finishedBefore?: Date;
  priorities?: readonly string[];
  labelsAny?: readonly string[];
  labelsAll?: readonly string[];
  labelsExclude?: readonly string[];
  stateId?: number;
  unassigned?: boolean;
  assignedBy?: number;
  /** A team is named: no task matches, as there are no teams yet. */
  teamsNamed?: boolean;
  tagsAny?: readonly string[];
  tagsAll?: readonly string[];
  tagsExclude?: readonly string[];
  customFields?: readonly CustomFieldFilter[];
  timeEstimates?: TimeEstimateFilter;
}

export type FilteredOrderBy = 'due_date' | 'date_add' | 'priority' | 'name' | 'project';

/** The calendar day of a due date: in the viewer's zone when it has a time, as stored if not. */
const dayOf = (at: AnyColumn, hasTime: AnyColumn, zone: string) =>
  sql`case when ${at} is null then null when ${hasTime} then (${at} at time zone ${zone})::date
    else (${at} at time zone 'UTC')::date end`;

/** The day a task is due: its end, or its start when it has no end. */
const dueDay = (zone: string) =>
  sql`coalesce(${dayOf(tasks.dueDateEnd, tasks.dueDateEndHasTime, zone)}, ${dayOf(tasks.dueDate, tasks.dueDateHasTime, zone)})`;

const lowered = (names: readonly string[]) => names.map((name) => name.toLocaleLowerCase());

/** Whether the task carries a label of one of the names (any case). */
const hasLabel = (names: readonly string[]) =>
  exists(
    sql`(select 1 from ${taskLabels} tl join ${labels} l on l.id = tl.label_id
      where tl.task_id = ${tasks.id} and lower(l.name) in (${sql.join(
        lowered(names).map((name) => sql`${name}`),
        sql`, `,
      )}))`,
  );

const hasWorker = (ids?: readonly number[]) =>
  exists(
    sql`(select 1 from ${taskWorkers} tw where tw.task_id = ${tasks.id}${
      ids ? sql` and ${inIds(sql.raw('tw.user_id'), ids)}` : sql``
    })`,
  );

const some = <T>(list: readonly T[] | undefined): list is readonly T[] =>
  list !== undefined && list.length > 0;

function dueConditions(due: ResolvedTaskFilter['due'], zone: string): SQL[] {
  if (!due) return [];
  if (due.noDate) return [isNull(tasks.dueDate), isNull(tasks.dueDateEnd)];
  return [
    ...(due.from ? [sql`${dueDay(zone)} >= ${due.from}::date`] : []),
    ...(due.to ? [sql`${dueDay(zone)} <= ${due.to}::date`] : []),
    ...(due.openOnly ? [eq(tasks.stateId, TASK_STATE.active)] : []),
  ];
}

/** The filter's conditions on a task, beside the visibility rule of the tasks policy. */
function filterConditions(f: ResolvedTaskFilter, viewerId: number, zone: string): SQL[] {
  const conditions: Array<SQL | undefined> = [
    f.teamsNamed ? sql`false` : undefined,
    some(f.projectIds) ? inIds(tasks.projectId, f.projectIds) : undefined,
    some(f.tasklistIds) ? inIds(tasks.tasklistId, f.tasklistIds) : undefined,
    some(f.assignedIds) ? hasWorker(f.assignedIds) : undefined,
    some(f.createdByIds) ? inIds(tasks.authorId, f.createdByIds) : undefined,
    some(f.involvedIds)
      ? or(
          inIds(tasks.authorId, f.involvedIds),
          inIds(tasks.assignerId, f.involvedIds),
          hasWorker(f.involvedIds),
        )
      : undefined,
    ...dueConditions(f.due, zone),
    f.createdFrom ? gte(tasks.dateAdd, f.createdFrom) : undefined,
    f.createdBefore ? lt(tasks.dateAdd, f.createdBefore) : undefined,
    f.finishedFrom ? gte(tasks.dateFinished, f.finishedFrom) : undefined,
    f.finishedBefore ? lt(tasks.dateFinished, f.finishedBefore) : undefined,
    some(f.priorities)
      ? or(
          inArray(tasks.priorityEnum, [...f.priorities]),
          f.priorities.includes('n') ? isNull(tasks.priorityEnum) : undefined,
        )
      : undefined,
    some(f.labelsAny) ? hasLabel(f.labelsAny) : undefined,
    ...(f.labelsAll ?? []).map((name) => hasLabel([name])),
    some(f.labelsExclude) ? not(hasLabel(f.labelsExclude)) : undefined,
    f.stateId !== undefined ? eq(tasks.stateId, f.stateId) : undefined,
    f.unassigned ? not(hasWorker()) : undefined,
    f.assignedBy !== undefined ? eq(tasks.assignerId, f.assignedBy) : undefined,
    some(f.tagsAny) ? hasProjectTag(f.tagsAny, viewerId) : undefined,
    ...(f.tagsAll ?? []).map((name) => hasProjectTag([name], viewerId)),
    some(f.tagsExclude) ? not(hasProjectTag(f.tagsExclude, viewerId)) : undefined,
    ...(f.customFields ?? []).map(customFieldCondition),
    f.timeEstimates ? timeEstimateCondition(f.timeEstimates) : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

function ordering(orderBy: FilteredOrderBy, order: 'asc' | 'desc', zone: string): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  const nullsLast = order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  switch (orderBy) {
    case 'due_date':
      return [sql`${dueDay(zone)} ${nullsLast}`, asc(tasks.id)];
    case 'date_add':
      return [dir(tasks.dateAdd), dir(tasks.id)];
    case 'priority':
      // Ascending puts the most urgent first.
      return [
        dir(
          sql`case ${tasks.priorityEnum} when 'h' then 0 when 'm' then 1 when 'l' then 2 else 3 end`,
        ),
        asc(tasks.id),
      ];
    case 'name':
      return [dir(sql`lower(${tasks.name})`), asc(tasks.id)];
    case 'project':
      return [dir(sql`lower(${projects.name})`), asc(tasklists.id), asc(tasks.sortingKey)];
  }
}

/**
 * One page of the tasks the viewer sees (the tasks policy's rule: membership, task-list limits,
 * the trash) that match the filter; `limit` rows from `offset`.
 */
export async function findFilteredTasks(
  db: DbOrTx,
  input: {
    viewerId: number;
    timeZone: string;
    filter: ResolvedTaskFilter;
    orderBy: FilteredOrderBy;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  return selectListedTasks(db, input.viewerId)
    .where(
      and(
        visibleTaskConditions(input.viewerId),
        ...filterConditions(input.filter, input.viewerId, input.timeZone),
      ),
    )
    .orderBy(...ordering(input.orderBy, input.order, input.timeZone))
    .limit(input.limit)
    .offset(input.offset);
}

/** The task lists of the projects the viewer sees that they see, by project and name. */
export async function listTasklistsInSight(db: DbOrTx, viewerId: number, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({ id: tasklists.id, name: tasklists.name, projectId: tasklists.projectId })
    .from(tasklists)
    .where(
      and(
        inIds(tasklists.projectId, projectIds),
        onBoard,
        viewerSeesTask({ projectId: tasklists.projectId, tasklistId: tasklists.id }, viewerId),
      ),
    )
    .orderBy(asc(tasklists.projectId), asc(sql`lower(${tasklists.name})`), asc(tasklists.id));
}

/** The members of the projects, by name. */
export async function listMembersOf(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .selectDistinct({ id: users.id, fname: users.fname, lname: users.lname })
    .from(users)
    .innerJoin(projectMembers, eq(projectMembers.userId, users.id))
    .where(inIds(projectMembers.projectId, projectIds))
    .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
}

/** The labels on tasks the viewer sees, one per name (any case). */
export async function listLabelsInSight(db: DbOrTx, viewerId: number) {
  const rows = await db
    .selectDistinctOn([sql`lower(${labels.name})`], { name: labels.name, color: labels.color })
    .from(taskLabels)
    .innerJoin(labels, eq(labels.id, taskLabels.labelId))
    .innerJoin(tasks, eq(tasks.id, taskLabels.taskId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .where(visibleTaskConditions(viewerId))
    .orderBy(sql`lower(${labels.name})`)
    .limit(500);
  return rows;
}

/** The tags of the projects that the viewer sees (public, or their own), one per name. */
export async function listProjectTagsInSight(db: DbOrTx, viewerId: number, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .selectDistinctOn([sql`lower(${tags.tag})`], { name: tags.tag, color: tags.color })
    .from(tags)
    .innerJoin(projectTagLinks, eq(projectTagLinks.tagId, tags.id))
    .where(
      and(
        inIds(projectTagLinks.projectId, projectIds),
        or(eq(tags.isPrivate, false), eq(tags.authorId, viewerId)),
      ),
    )
    .orderBy(sql`lower(${tags.tag})`, asc(tags.id))
    .limit(500);
}

/**
 * The custom fields of the projects, once per name (any case) and type, by name, each with the
 * names of its enum values once each (in the order of the first field that has them).
 */
export async function listCustomFieldsOf(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({
      name: customFields.name,
      typeId: customFields.typeId,
      value: customFieldEnumValues.name,
    })
    .from(customFields)
    .leftJoin(customFieldEnumValues, eq(customFieldEnumValues.fieldId, customFields.id))
    .where(and(inIds(customFields.projectId, projectIds), isNull(customFields.deletedAt)))
    .orderBy(asc(customFields.id), asc(customFieldEnumValues.priority))
    .limit(5000);
  const fields = new Map<string, { name: string; typeId: number; enumValues: string[] }>();
  for (const row of rows) {
    const key = `${row.typeId}:${row.name.toLocaleLowerCase()}`;
    const field = fields.get(key) ?? { name: row.name, typeId: row.typeId, enumValues: [] };
    fields.set(key, field);
    const known = field.enumValues.some(
      (v) => v.toLocaleLowerCase() === row.value?.toLocaleLowerCase(),
    );
    if (row.value !== null && !known) field.enumValues.push(row.value);
  }
  return [...fields.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.typeId - b.typeId)
    .slice(0, 200);
}

/** The people of the ids, to name authors and workers once. */
export async function findPeople(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, fname: users.fname, lname: users.lname })
    .from(users)
    .where(inIds(users.id, ids))
    .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
}
