import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { PROJECT_STATE, TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { IdParam, IdsParam } from '../../db/id-list.ts';
import { inIds, placeholder } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { runningWorks, workReportLabels, workReports } from '../../db/schema/work.ts';
import { labels } from '../../db/schema/task-details.ts';
import type { WorkLabel } from '@tandem/contract';
import {
  accessColumns,
  ownerOfProject,
  projectOwner,
  viewerMembership,
  viewerSeesTask,
} from '../projects/index.ts';

export type WorkReportRow = typeof workReports.$inferSelect;
export type RunningWorkRow = typeof runningWorks.$inferSelect;

const worker = alias(users, 'worker');

const labelJson = sql`json_build_object('uuid', l.uuid, 'name', l.name, 'color', l.color)`;

/** The report's labels by name, as JSON (an empty array for none). */
const reportLabels = sql<WorkLabel[]>`coalesce((
  select json_agg(${labelJson} order by lower(l.name), l.id)
  from ${workReportLabels} wl join ${labels} l on l.id = wl.label_id
  where wl.work_report_id = ${workReports.id}
), '[]'::json)`;

/** The running timer's labels in the order given, as JSON; labels deleted since are gone. */
const runningLabels = sql<WorkLabel[]>`coalesce((
  select json_agg(${labelJson} order by array_position(${runningWorks.labelIds}, l.id))
  from ${labels} l where l.id = any(${runningWorks.labelIds})
), '[]'::json)`;

/** Puts exactly these labels on a report (those that still exist), replacing the ones before. */
export async function setReportLabels(db: DbOrTx, reportId: number, labelIds: readonly number[]) {
  await db.delete(workReportLabels).where(eq(workReportLabels.workReportId, reportId));
  if (labelIds.length === 0) return;
  await db.execute(sql`insert into ${workReportLabels} (work_report_id, label_id)
    select ${reportId}, l.id from ${labels} l where l.id in (${sql.join(
      labelIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** The ids of a report's labels. */
export async function labelIdsOfReport(db: DbOrTx, reportId: number): Promise<number[]> {
  const rows = await db
    .select({ id: workReportLabels.labelId })
    .from(workReportLabels)
    .innerJoin(labels, eq(labels.id, workReportLabels.labelId))
    .where(eq(workReportLabels.workReportId, reportId))
    .orderBy(sql`lower(${labels.name})`, labels.id);
  return rows.map((r) => Number(r.id));
}

/** What a report or a timer shows of its task: its name and state, its list and project. */
const taskColumns = {
  taskId: tasks.id,
  taskName: tasks.name,
  taskStateId: tasks.stateId,
  taskDeleted: tasks.dateDeleted,
  tasklistId: tasklists.id,
  tasklistName: tasklists.name,
  projectId: projects.id,
  projectName: projects.name,
  projectCurrency: projects.currency,
};

/**
 * SQL that holds when the viewer sees a work report: they see its task, and it is their own work
 * or they manage its project (the owner or a commander) — the rule of `workPolicy.read` as one
 * expression, for lists and sums.
 */
export function viewerSeesWork(viewerId: IdParam): SQL {
  return sql`(${viewerSeesTask({ projectId: workReports.projectId, tasklistId: tasks.tasklistId }, viewerId)}
    and (${workReports.workerId} = ${viewerId} or exists (
      select 1 from ${projectMembers} wm join ${projects} wp on wp.id = wm.project_id
      where wm.project_id = ${workReports.projectId} and wm.user_id = ${viewerId}
        and (wm.is_commander or wp.owner_id = ${viewerId})
    )))`;
}

/** A task with its list, its project and the actor's access to the project, in one query. */
export async function findTaskForWork(db: DbOrTx, taskId: number, userId: number) {
  const query = preparedOnce(db, 'task_for_work', () => {
    const viewerId = placeholder('userId');
    return db
      .select({ ...taskColumns, project: projects, ...accessColumns(viewerId) })
      .from(tasks)
      .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(projectMembers, viewerMembership(viewerId))
      .innerJoin(projectOwner, ownerOfProject)
      .where(eq(tasks.id, placeholder('taskId')))
      .prepare('task_for_work');
  });
  const [row] = await query.execute({ taskId, userId });
  return row;
}
export type TaskForWork = NonNullable<Awaited<ReturnType<typeof findTaskForWork>>>;

/** A report with its task, its worker and the actor's access to its project, in one query. */
export async function findWorkReport(db: DbOrTx, id: number, userId: number) {
  const query = preparedOnce(db, 'work_report_with_access', () => {
    const viewerId = placeholder('userId');
    return db
      .select({
        report: workReports,
        workerFname: worker.fname,
        workerLname: worker.lname,
        ...taskColumns,
        project: projects,
        labels: reportLabels,
        ...accessColumns(viewerId),
      })
      .from(workReports)
      .innerJoin(worker, eq(worker.id, workReports.workerId))
      .innerJoin(tasks, eq(tasks.id, workReports.taskId))
      .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
      .innerJoin(projects, eq(projects.id, workReports.projectId))
      .leftJoin(projectMembers, viewerMembership(viewerId))
      .innerJoin(projectOwner, ownerOfProject)
      .where(eq(workReports.id, placeholder('id')))
      .prepare('work_report_with_access');
  });
  const [row] = await query.execute({ id, userId });
  return row;
}
export type FoundWorkReport = NonNullable<Awaited<ReturnType<typeof findWorkReport>>>;

/** A member's hour rate in a project, and whether they see the given task list; null when no member. */
export async function findMemberForWork(
  db: DbOrTx,
  projectId: number,
  userId: number,
  tasklistId: number,
): Promise<{
  fullname: { fname: string; lname: string };
  hourRate: number | null;
  hourRateIsFixed: boolean;
  seesTasklist: boolean;
  isManager: boolean;
} | null> {
  const [row] = await db
    .select({
      fname: users.fname,
      lname: users.lname,
      hourRate: projectMembers.hourRate,
      hourRateIsFixed: projectMembers.hourRateIsFixed,
      seesTasklist: sql<boolean>`(${projectMembers.tasklistsAcl} is null or ${projectMembers.isCommander}
        or ${projects.ownerId} = ${userId} or ${tasklistId} = any(${projectMembers.tasklistsAcl}))`,
      isManager: sql<boolean>`(${projectMembers.isCommander} or ${projects.ownerId} = ${userId})`,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  if (!row) return null;
  return {
    fullname: { fname: row.fname, lname: row.lname },
    hourRate: row.hourRate,
    hourRateIsFixed: row.hourRateIsFixed,
    seesTasklist: row.seesTasklist,
    isManager: row.isManager,
  };
}

export async function insertWorkReport(
  db: DbOrTx,
  row: typeof workReports.$inferInsert,
): Promise<WorkReportRow | undefined> {
  // A report sent twice (the same statement key) is saved once: the second insert writes nothing.
  const [created] = await db.insert(workReports).values(row).onConflictDoNothing().returning();
  return created;
}

/** Applies a change if the report is still at the version read; undefined when it moved on. */
export async function updateWorkReport(
  db: DbOrTx,
  id: number,
  version: number,
  change: Partial<typeof workReports.$inferInsert>,
): Promise<WorkReportRow | undefined> {
  const [row] = await db
    .update(workReports)
    .set({ ...change, version: sql`${workReports.version} + 1` })
    .where(and(eq(workReports.id, id), eq(workReports.version, version)))
    .returning();
  return row;
}

/** Whether another report (not in the trash) has this statement key. */
export async function statementKeyTaken(
  db: DbOrTx,
  key: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: workReports.id })
    .from(workReports)
    .where(
      and(
        eq(workReports.statementKey, key),
        isNull(workReports.dateDeleted),
        exceptId === null ? undefined : sql`${workReports.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Reports with their task and worker, for presenting; `where` decides which. */
function reportsSelect(db: DbOrTx) {
  return db
    .select({
      report: workReports,
      workerFname: worker.fname,
      workerLname: worker.lname,
      ...taskColumns,
      hourRate: projectMembers.hourRate,
      hourRateIsFixed: projectMembers.hourRateIsFixed,
      projectOwnerId: projects.ownerId,
      projectStateId: projects.stateId,
      budgetAmount: projects.budgetAmount,
      labels: reportLabels,
    })
    .from(workReports)
    .innerJoin(worker, eq(worker.id, workReports.workerId))
    .innerJoin(tasks, eq(tasks.id, workReports.taskId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(projects, eq(projects.id, workReports.projectId))
    .leftJoin(
      projectMembers,
      and(
        eq(projectMembers.projectId, workReports.projectId),
        eq(projectMembers.userId, workReports.workerId),
      ),
    );
}
export type ListedWorkReport = Awaited<
  ReturnType<ReturnType<typeof reportsSelect>['execute']>
>[number];

/** The projects among the given ones that the viewer manages (owner or commander). */
export async function projectsManagedBy(
  db: DbOrTx,
  viewerId: number,
  projectIds: readonly number[],
): Promise<Set<number>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, viewerId)),
    )
    .where(
      and(
        inArray(projects.id, [...projectIds]),
        or(eq(projects.ownerId, viewerId), eq(projectMembers.isCommander, true)),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** A task's reports the viewer sees, newest first. */
export async function listReportsOfTask(db: DbOrTx, taskId: number, viewerId: number) {
  return reportsSelect(db)
    .where(
      and(
        eq(workReports.taskId, taskId),
        isNull(workReports.dateDeleted),
        viewerSeesWork(viewerId),
      ),
    )
    .orderBy(desc(workReports.dateReported), desc(workReports.id));
}

/** The viewer's own latest reports, newest first. */
export async function listLatestReportsOf(db: DbOrTx, viewerId: number, limit: number) {
  return reportsSelect(db)
    .where(
      and(
        eq(workReports.workerId, viewerId),
        isNull(workReports.dateDeleted),
        viewerSeesTask(
          { projectId: workReports.projectId, tasklistId: tasks.tasklistId },
          viewerId,
        ),
      ),
    )
    .orderBy(desc(workReports.dateReported), desc(workReports.id))
    .limit(limit);
}

export interface WorkFilter {
  from: Date | null;
  to: Date | null;
  projectIds?: readonly number[] | undefined;
  userIds?: readonly number[] | undefined;
  taskIds?: readonly number[] | undefined;
  tasklistIds?: readonly number[] | undefined;
  onlyOf?: number | undefined;
}

function filterConditions(viewerId: number, f: WorkFilter): SQL {
  return and(
    isNull(workReports.dateDeleted),
    viewerSeesWork(viewerId),
    f.from ? gte(workReports.dateReported, f.from) : undefined,
    f.to ? lt(workReports.dateReported, f.to) : undefined,
    f.projectIds?.length ? inArray(workReports.projectId, [...f.projectIds]) : undefined,
    f.userIds?.length ? inArray(workReports.workerId, [...f.userIds]) : undefined,
    f.taskIds?.length ? inArray(workReports.taskId, [...f.taskIds]) : undefined,
    f.tasklistIds?.length ? inArray(tasks.tasklistId, [...f.tasklistIds]) : undefined,
    f.onlyOf === undefined ? undefined : eq(workReports.workerId, f.onlyOf),
  )!;
}

/** A page of the reports the viewer sees that match the filter, newest first. */
export async function listReports(
  db: DbOrTx,
  viewerId: number,
  f: WorkFilter,
  page: number,
  size: number,
) {
  return reportsSelect(db)
    .where(filterConditions(viewerId, f))
    .orderBy(desc(workReports.dateReported), desc(workReports.id))
    .limit(size + 1)
    .offset(page * size);
}

/** Minutes and cost (per currency) of the reports the viewer sees that match the filter. */
export async function sumReports(db: DbOrTx, viewerId: number, f: WorkFilter) {
  return db
    .select({
      currency: workReports.currency,
      minutes: sql<number>`coalesce(sum(${workReports.minutes}), 0)::bigint`.mapWith(Number),
      cost: sql<number>`coalesce(sum(${workReports.costMinor}), 0)::bigint`.mapWith(Number),
    })
    .from(workReports)
    .innerJoin(tasks, eq(tasks.id, workReports.taskId))
    .where(filterConditions(viewerId, f))
    .groupBy(workReports.currency);
}

/**
 * A project's spent minutes and cost: its reports not in the trash, those reported from `since`
 * on when given (a recurring budget's current period).
 */
export async function projectSpend(db: DbOrTx, projectId: number, since: Date | null) {
  const [row] = await db
    .select({
      minutes: sql<number>`coalesce(sum(${workReports.minutes}), 0)::bigint`.mapWith(Number),
      cost: sql<number>`coalesce(sum(${workReports.costMinor}), 0)::bigint`.mapWith(Number),
    })
    .from(workReports)
    .where(
      and(
        eq(workReports.projectId, projectId),
        isNull(workReports.dateDeleted),
        since ? gte(workReports.dateReported, since) : undefined,
      ),
    );
  return { minutes: row?.minutes ?? 0, cost: row?.cost ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// The timer
// ---------------------------------------------------------------------------------------------

/** A person's running timer with its task (null when none runs). */
export async function findRunningWork(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      running: runningWorks,
      labels: runningLabels,
      taskId: tasks.id,
      taskName: tasks.name,
      taskStateId: tasks.stateId,
      taskDeleted: tasks.dateDeleted,
      tasklistId: tasklists.id,
      tasklistName: tasklists.name,
      projectId: projects.id,
      projectName: projects.name,
      projectCurrency: projects.currency,
    })
    .from(runningWorks)
    .leftJoin(tasks, eq(tasks.id, runningWorks.taskId))
    .leftJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .where(eq(runningWorks.userId, userId));
  return row;
}
export type FoundRunningWork = NonNullable<Awaited<ReturnType<typeof findRunningWork>>>;

/** Takes the person's running timer out (locking it), answering what it was. */
export async function takeRunningWork(
  db: DbOrTx,
  userId: number,
): Promise<RunningWorkRow | undefined> {
  const [row] = await db.delete(runningWorks).where(eq(runningWorks.userId, userId)).returning();
  return row;
}

export async function insertRunningWork(
  db: DbOrTx,
  row: typeof runningWorks.$inferInsert,
): Promise<RunningWorkRow> {
  const [created] = await db.insert(runningWorks).values(row).returning();
  return created!;
}

export async function updateRunningWork(
  db: DbOrTx,
  userId: number,
  change: Partial<typeof runningWorks.$inferInsert>,
): Promise<RunningWorkRow | undefined> {
  const [row] = await db
    .update(runningWorks)
    .set(change)
    .where(eq(runningWorks.userId, userId))
    .returning();
  return row;
}

/**
 * Marks the timers started before the moment whose person was not told yet (long-running work)
 * as told, and answers them with where their task is; each timer is answered once, even with
 * several server instances (the rows are locked and skipped by the others).
 */
export async function claimLongRunningWork(
  db: DbOrTx,
  startedBefore: Date,
  at: Date,
  limit: number,
): Promise<
  Array<{
    userId: number;
    taskId: number | null;
    projectId: number | null;
    tasklistId: number | null;
  }>
> {
  const claimed =
    await db.execute(sql`update ${runningWorks} set date_long_noticed = ${at.toISOString()}
    where user_id in (
      select user_id from ${runningWorks}
      where date_long_noticed is null and date_started < ${startedBefore.toISOString()}
      order by date_started limit ${limit} for update skip locked)
    returning user_id, task_id`);
  const rows = (claimed as { rows: Array<{ user_id: unknown; task_id: unknown }> }).rows;
  const taskIds = rows
    .map((r) => r.task_id)
    .filter((id) => id !== null)
    .map(Number);
  const places =
    taskIds.length === 0
      ? []
      : await db
          .select({ id: tasks.id, projectId: tasks.projectId, tasklistId: tasks.tasklistId })
          .from(tasks)
          .where(inArray(tasks.id, taskIds));
  const placeOf = new Map(places.map((p) => [p.id, p]));
  return rows.map((r) => {
    const taskId = r.task_id === null ? null : Number(r.task_id);
    const place = taskId === null ? undefined : placeOf.get(taskId);
    return {
      userId: Number(r.user_id),
      taskId: place ? taskId : null,
      projectId: place?.projectId ?? null,
      tasklistId: place?.tasklistId ?? null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Tasks to track time on
// ---------------------------------------------------------------------------------------------

/** Tasks the viewer may track time on: seen, not in the trash, in active projects. */
function trackable(viewerId: number, hideFinished: boolean, ...more: Array<SQL | undefined>) {
  return and(
    isNull(tasks.dateDeleted),
    isNull(tasklists.dateDeleted),
    eq(projects.stateId, PROJECT_STATE.active),
    hideFinished
      ? eq(tasks.stateId, TASK_STATE.active)
      : inArray(tasks.stateId, [TASK_STATE.active, TASK_STATE.finished]),
    viewerSeesTask({ projectId: tasks.projectId, tasklistId: tasks.tasklistId }, viewerId),
    ...more,
  );
}

/** The tasks of a select over `tasks` joined to their list and project, as time tracking shows them. */
function trackableTasks(db: DbOrTx) {
  return db
    .select({
      taskId: tasks.id,
      taskName: tasks.name,
      taskStateId: tasks.stateId,
      tasklistId: tasklists.id,
      tasklistName: tasklists.name,
      projectId: projects.id,
      projectName: projects.name,
      projectCurrency: projects.currency,
    })
    .from(tasks)
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(projects, eq(projects.id, tasks.projectId));
}
export type TrackableTaskRow = Awaited<
  ReturnType<ReturnType<typeof trackableTasks>['execute']>
>[number];

/** Tasks whose name holds the words, open first, then by latest change. */
export async function searchTrackableTasks(
  db: DbOrTx,
  viewerId: number,
  q: string,
  hideFinished: boolean,
  limit: number,
) {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 10);
  const matching = words.map((w) =>
    ilike(tasks.name, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
  );
  return trackableTasks(db)
    .where(trackable(viewerId, hideFinished, ...matching))
    .orderBy(tasks.stateId, desc(tasks.dateUpd), desc(tasks.id))
    .limit(limit);
}

/**
 * Suggestions: the tasks the viewer works on or tracked time on lately first, then the rest, in
 * the chosen projects when given.
 */
export async function suggestTrackableTasks(
  db: DbOrTx,
  viewerId: number,
  projectIds: readonly number[],
  hideFinished: boolean,
  page: number,
  limit: number,
) {
  const mine = sql<number>`(case when exists (select 1 from task_workers tw where tw.task_id = ${tasks.id} and tw.user_id = ${viewerId})
      or exists (select 1 from work_reports wr where wr.task_id = ${tasks.id} and wr.worker_id = ${viewerId} and wr.date_deleted is null)
    then 0 else 1 end)`;
  const base = trackable(
    viewerId,
    hideFinished,
    projectIds.length ? inArray(tasks.projectId, [...projectIds]) : undefined,
  );
  const rows = await trackableTasks(db)
    .where(base)
    .orderBy(mine, tasks.stateId, desc(tasks.dateUpd), desc(tasks.id))
    .limit(limit)
    .offset(page * limit);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(base);
  return { rows, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// The task part
// ---------------------------------------------------------------------------------------------

/**
 * Per task with reports the viewer sees: their minutes, billable minutes and cost (kind 0), and
 * the people tracking time on it now (kind 1). Tasks without either give no row.
 */
export function timeOfTasks(
  _db: DbOrTx,
  taskIds: IdsParam,
  viewerId: IdParam,
): RowsRead<
  | { kind: 0; taskId: number; currency: string; minutes: number; billable: number; cost: number }
  | { kind: 1; taskId: number; fullname: string; userId: number }
> {
  return rowsRead(
    sql`(select 0, w.task_id, w.currency, sum(w.minutes)::bigint,
        coalesce(sum(w.minutes) filter (where w.is_billable), 0)::bigint, sum(w.cost_minor)::bigint
      from ${workReports} w join ${projects} p on p.id = w.project_id
      where ${inIds(sql`w.task_id`, taskIds)} and w.date_deleted is null
        and (w.worker_id = ${viewerId} or p.owner_id = ${viewerId} or exists (
          select 1 from ${projectMembers} wm
          where wm.project_id = w.project_id and wm.user_id = ${viewerId} and wm.is_commander))
      group by w.task_id, w.currency)
      union all
      (select 1, r.task_id, trim(u.fname || ' ' || u.lname), r.user_id, 0, 0
      from ${runningWorks} r join ${users} u on u.id = r.user_id
      where ${inIds(sql`r.task_id`, taskIds)})`,
    6,
    (r) =>
      Number(r[0]) === 0
        ? {
            kind: 0 as const,
            taskId: Number(r[1]),
            currency: String(r[2]),
            minutes: Number(r[3]),
            billable: Number(r[4]),
            cost: Number(r[5]),
          }
        : { kind: 1 as const, taskId: Number(r[1]), fullname: String(r[2]), userId: Number(r[3]) },
  );
}
