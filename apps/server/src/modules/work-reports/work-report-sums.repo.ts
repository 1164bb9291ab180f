import { PROJECT_STATE } from '@tandem/contract';
import type { SQL } from 'drizzle-orm';
import { and, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lowerIn } from '../../db/lower-in.ts';
import { inIds } from '../../db/id-list.ts';
import { selectJsonRows } from '../../db/json-rows.ts';
import { projectTagLinks, tags } from '../../db/schema/people.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { labels, taskLabels } from '../../db/schema/task-details.ts';
import { users } from '../../db/schema/users.ts';
import { workReports } from '../../db/schema/work.ts';
import { viewerSeesWork } from './work-reports.repo.ts';

/** Which reports a sum, a list or a file covers; empty lists narrow nothing. */
export interface SumsFilter {
  viewerId: number;
  /** From this moment on (the first day's start in the viewer's time zone). */
  from: Date | null;
  /** Before this moment (the start of the day after the last). */
  to: Date | null;
  projectIds: readonly number[];
  userIds: readonly number[];
  taskIds: readonly number[];
  tasklistIds: readonly number[];
  currency: string | null;
  /** Only billable reports (true), only the others (false), or all (null). */
  billable: boolean | null;
  labelNames: readonly string[];
  tagNames: readonly string[];
}

export type SumsUnit = 'day' | 'week' | 'month';

/**
 * A moment written into the statement rather than bound: the server's connections plan every
 * statement once, without its values, and a range of a year wants another plan than one of a week.
 * The text is our own ISO form of a Date (digits, '-', ':', '.', 'T', 'Z').
 */
const moment = (at: Date) => sql.raw(`'${at.toISOString()}'::timestamptz`);

/** What a report's own columns must hold: cheap tests, made on every report. */
export function reportConditions(f: SumsFilter): SQL {
  return and(
    sql`${workReports.dateDeleted} is null`,
    f.from ? sql`${workReports.dateReported} >= ${moment(f.from)}` : undefined,
    f.to ? sql`${workReports.dateReported} < ${moment(f.to)}` : undefined,
    f.projectIds.length ? inIds(workReports.projectId, f.projectIds) : undefined,
    f.userIds.length ? inIds(workReports.workerId, f.userIds) : undefined,
    f.taskIds.length ? inIds(workReports.taskId, f.taskIds) : undefined,
    f.currency === null ? undefined : sql`${workReports.currency} = ${f.currency}`,
    f.billable === null ? undefined : sql`${workReports.isBillable} = ${f.billable}`,
  )!;
}

/**
 * What needs the report's task and project: the viewer's sight of the report (`viewerSeesWork`),
 * its task list, its task's labels and its project's tags (those the viewer sees).
 */
export function sightConditions(f: SumsFilter): SQL {
  return and(
    viewerSeesWork(f.viewerId),
    f.tasklistIds.length ? inIds(tasks.tasklistId, f.tasklistIds) : undefined,
    f.labelNames.length
      ? sql`exists (select 1 from ${taskLabels} fl join ${labels} l on l.id = fl.label_id
          where fl.task_id = ${tasks.id} and ${lowerIn(sql`l.name`, f.labelNames)})`
      : undefined,
    f.tagNames.length
      ? sql`exists (select 1 from ${projectTagLinks} ft join ${tags} tg on tg.id = ft.tag_id
          where ft.project_id = ${workReports.projectId}
            and (not tg.is_private or tg.author_id = ${f.viewerId})
            and ${lowerIn(sql`tg.tag`, f.tagNames)})`
      : undefined,
  )!;
}

/**
 * The projects whose reports the viewer sees, one row each with how far: `viewerSeesWork` read
 * once per project instead of once per report. A member sees the reports of a project that is not
 * deleted (or is their own); of every task list unless the membership names its lists
 * (`tasklists_acl`) and they neither command nor own the project (`all_lists`, else the lists in
 * `acl`); everybody's work where they command or own it (`all_work`), else their own only.
 * Narrowed here by the filter's projects and project tags.
 */
function sightOfProjects(f: SumsFilter): SQL {
  const v = f.viewerId;
  return sql`select vm.project_id,
      (vm.tasklists_acl is null or vm.is_commander or vp.owner_id = ${v}) as all_lists,
      vm.tasklists_acl as acl, (vm.is_commander or vp.owner_id = ${v}) as all_work
    from ${projectMembers} vm join ${projects} vp on vp.id = vm.project_id
    where ${and(
      sql`vm.user_id = ${v}`,
      sql`(vp.state_id <> ${PROJECT_STATE.deleted} or vp.owner_id = ${v})`,
      f.projectIds.length ? inIds(sql`vm.project_id`, f.projectIds) : undefined,
      f.tagNames.length
        ? sql`exists (select 1 from ${projectTagLinks} ft join ${tags} tg on tg.id = ft.tag_id
            where ft.project_id = vm.project_id
              and (not tg.is_private or tg.author_id = ${v})
              and ${lowerIn(sql`tg.tag`, f.tagNames)})`
        : undefined,
    )}`;
}

/** The tasks the filter's task lists and labels allow; undefined when it names neither. */
function filteredTasks(f: SumsFilter): SQL | undefined {
  if (!f.tasklistIds.length && !f.labelNames.length) return undefined;
  return sql`select ft.id from ${tasks} ft where ${and(
    f.tasklistIds.length ? inIds(sql`ft.tasklist_id`, f.tasklistIds) : undefined,
    f.labelNames.length
      ? sql`exists (select 1 from ${taskLabels} fl join ${labels} l on l.id = fl.label_id
          where fl.task_id = ft.id and ${lowerIn(sql`l.name`, f.labelNames)})`
      : undefined,
  )}`;
}

/**
 * The statement's common parts: `sight`, the projects the viewer sees (above), `listed`, the tasks
 * of the lists a membership names (for the projects not seen whole), and `more`, any further
 * parts (as `name as (...)`).
 */
function withSight(f: SumsFilter, more: readonly SQL[] = []): SQL {
  return sql`with sight as materialized (${sightOfProjects(f)}),
    listed as materialized (select s.project_id, t.id as task_id
      from sight s join ${tasks} t on t.tasklist_id = any(s.acl) where not s.all_lists)
    ${sql.join(
      more.map((part) => sql`, ${part}`),
      sql``,
    )}`;
}

/**
 * Minutes and cost of the filtered reports the viewer sees, per key and currency: the key's
 * columns (read from `work_reports`), then `currency`, `minutes` and `cost`. One pass over the
 * reports: each is checked against the few projects the viewer sees (`sight`), and against the
 * tasks of the lists a membership names only where the project is not seen whole.
 */
function visibleSums(f: SumsFilter, key: readonly SQL[]): SQL {
  const tasksAllowed = filteredTasks(f);
  return sql`select ${sql.join([...key], sql`, `)}, ${workReports.currency},
      sum(${workReports.minutes})::bigint, sum(${workReports.costMinor})::bigint
    from ${workReports} join sight s on s.project_id = ${workReports.projectId}
    where ${and(
      reportConditions(f),
      sql`(s.all_work or ${workReports.workerId} = ${f.viewerId})`,
      sql`(s.all_lists or (${workReports.projectId}, ${workReports.taskId})
        in (select project_id, task_id from listed))`,
      tasksAllowed ? sql`${workReports.taskId} in (${tasksAllowed})` : undefined,
    )}
    group by ${positions(key.length + 1)}`;
}

/**
 * Minutes and cost of the filtered reports the viewer sees, per key and currency: the key's
 * columns (read from `work_reports`, the sums per task, and `tasks`), then `currency`, `minutes`
 * and `cost`, for keys a task decides (its project, list or itself).
 *
 * The sight rule (`viewerSeesWork`) reads a report's project, task list and whether it is the
 * viewer's own work, nothing more. So the reports are first summed per project, task and whose
 * work (the viewer's, or another's as 0), and the rule is checked once per such sum, named as the
 * reports table so that the rule reads its columns, instead of once per report.
 */
function summedBy(f: SumsFilter, key: readonly SQL[]): SQL {
  return sql`select ${sql.join([...key], sql`, `)}, ${workReports.currency},
      sum(${workReports.minutes})::bigint, sum(${workReports}.cost)::bigint
    from (select ${workReports.projectId}, ${workReports.taskId}, ${ownOrOther(f)} as worker_id,
        ${workReports.currency},
        sum(${workReports.minutes})::bigint as minutes, sum(${workReports.costMinor})::bigint as cost
      from ${workReports} where ${reportConditions(f)}
      group by 1, 2, 3, 4) ${workReports}
    join ${tasks} on ${tasks.id} = ${workReports.taskId}
    where ${sightConditions(f)}
    group by ${positions(key.length + 1)}`;
}

/** Whose work a report is, as far as the sight rule asks: the viewer's own, or another's (0). */
const ownOrOther = (f: SumsFilter) =>
  sql`case when ${workReports.workerId} = ${f.viewerId} then ${workReports.workerId} else 0 end`;

/**
 * The sums per group (and, with `perTask`, per task within it). Per person the sums per task and
 * whose work would be as many as the people times the tasks, so those read the reports in one
 * pass against the projects the viewer sees (`visibleSums`) instead.
 */
function groupSums(f: SumsFilter, kind: SumsGroupKind, perTask: boolean): SQL {
  const key = [GROUP_KEYS[kind], ...(perTask ? [GROUP_KEYS.tasks] : [])];
  return kind === 'users' ? sql`${withSight(f)} ${visibleSums(f, key)}` : summedBy(f, key);
}

/**
 * The same per day, week (from Monday) or month of the time zone. With both ends of the range
 * known, the periods' first moments are listed once (`starts`) and each report found among them by
 * its moment (`width_bucket`), which is cheaper than turning every report's moment into the time
 * zone's calendar; an open range does the latter.
 */
function periodSums(f: SumsFilter, unit: SumsUnit, timeZone: string): SQL {
  const local = (at: SQL) => sql`(${at} at time zone ${timeZone})`;
  const step = sql.raw(`'1 ${unit}'::interval`);
  if (!f.from || !f.to) {
    const bucket =
      unit === 'day'
        ? sql`${local(sql`${workReports.dateReported}`)}::date`
        : sql`date_trunc(${sql.raw(`'${unit}'`)}, ${local(sql`${workReports.dateReported}`)})::date`;
    return sql`${withSight(f)} select to_char(s.k, 'YYYY-MM-DD'), s.currency, s.minutes, s.cost
      from (${visibleSums(f, [bucket])}) s(k, currency, minutes, cost)`;
  }
  const starts = sql`starts as (select array_agg(${local(sql`d`)} order by d) as moments
    from generate_series(date_trunc(${sql.raw(`'${unit}'`)}, ${local(moment(f.from))}),
      ${local(moment(f.to))}, ${step}) d)`;
  const bucket = sql`width_bucket(${workReports.dateReported}, (select moments from starts))`;
  return sql`${withSight(f, [starts])}
    select to_char(${local(sql`((select moments from starts))[s.k]`)}, 'YYYY-MM-DD'), s.currency,
      s.minutes, s.cost
    from (${visibleSums(f, [bucket])}) s(k, currency, minutes, cost)`;
}

const positions = (count: number) =>
  sql.raw(Array.from({ length: count }, (_, i) => i + 1).join(', '));

/**
 * Runs a report's read with room to sum in memory: a year of reports summed per task and day
 * makes hundreds of thousands of sums, which the default working memory would sort on disk.
 */
function readSums(db: DbOrTx, query: SQL, width: number, orderBy: readonly number[]) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return selectJsonRows(tx, query, width, orderBy);
  });
}

const fullname = (alias: string) =>
  sql.raw(`concat_ws(' ', nullif(${alias}.fname, ''), nullif(${alias}.lname, ''))`);

/** What a group is keyed by. */
const GROUP_KEYS = {
  projects: sql`${workReports.projectId}`,
  tasklists: sql`${tasks.tasklistId}`,
  tasks: sql`${workReports.taskId}`,
  users: sql`${workReports.workerId}`,
} as const;
export type SumsGroupKind = keyof typeof GROUP_KEYS;

/**
 * A group's id and name, and the project and task list it belongs to (null where none), from its
 * key: the columns and the joins that name them, under aliases starting with `a`.
 */
function named(kind: SumsGroupKind, key: string, a: string): { columns: SQL; joins: SQL } {
  const none = 'null::bigint, null::text';
  const raw = (text: string) => sql.raw(text);
  switch (kind) {
    case 'projects':
      return {
        columns: raw(`${a}p.id, ${a}p.name, ${none}, ${none}`),
        joins: sql`join ${projects} ${raw(`${a}p on ${a}p.id = ${key}`)}`,
      };
    case 'tasklists':
      return {
        columns: raw(`${a}l.id, ${a}l.name, ${a}p.id, ${a}p.name, ${none}`),
        joins: sql`join ${tasklists} ${raw(`${a}l on ${a}l.id = ${key}`)}
          join ${projects} ${raw(`${a}p on ${a}p.id = ${a}l.project_id`)}`,
      };
    case 'tasks':
      return {
        columns: raw(`${a}t.id, ${a}t.name, ${a}p.id, ${a}p.name, ${a}l.id, ${a}l.name`),
        joins: sql`join ${tasks} ${raw(`${a}t on ${a}t.id = ${key}`)}
          join ${tasklists} ${raw(`${a}l on ${a}l.id = ${a}t.tasklist_id`)}
          join ${projects} ${raw(`${a}p on ${a}p.id = ${a}t.project_id`)}`,
      };
    case 'users':
      return {
        columns: sql`${raw(`${a}u.id`)}, ${fullname(`${a}u`)}, ${raw(`${none}, ${none}`)}`,
        joins: sql`join ${users} ${raw(`${a}u on ${a}u.id = ${key}`)}`,
      };
  }
}

export interface GroupSumRow {
  id: number;
  name: string;
  project: { id: number; name: string } | null;
  tasklist: { id: number; name: string } | null;
  currency: string;
  minutes: number;
  cost: number;
}

const refOf = (id: unknown, name: unknown) =>
  id === null ? null : { id: Number(id), name: String(name) };

function groupRow(r: unknown[], at = 0): GroupSumRow {
  return {
    id: Number(r[at]),
    name: String(r[at + 1]),
    project: refOf(r[at + 2], r[at + 3]),
    tasklist: refOf(r[at + 4], r[at + 5]),
    currency: String(r[at + 6]),
    minutes: Number(r[at + 7]),
    cost: Number(r[at + 8]),
  };
}

/** Minutes and cost per group and currency, by the group's name. */
export async function sumsByGroup(
  db: DbOrTx,
  f: SumsFilter,
  kind: SumsGroupKind,
): Promise<GroupSumRow[]> {
  const rows = await readSums(
    db,
    (() => {
      const group = named(kind, 's.k', 'g');
      return sql`select ${group.columns}, s.currency, s.minutes, s.cost
        from (${groupSums(f, kind, false)}) s(k, currency, minutes, cost)
        ${group.joins}`;
    })(),
    9,
    [1, 0, 6],
  );
  return rows.map((r) => groupRow(r));
}

export interface PeriodSumRow {
  /** The period's first day, yyyy-MM-dd. */
  start: string;
  currency: string;
  minutes: number;
  cost: number;
}

/** Minutes and cost per day, week or month of the time zone, and currency, oldest first. */
export async function sumsByPeriod(
  db: DbOrTx,
  f: SumsFilter,
  unit: SumsUnit,
  timeZone: string,
): Promise<PeriodSumRow[]> {
  const rows = await readSums(db, periodSums(f, unit, timeZone), 4, [0, 1]);
  return rows.map((r) => ({
    start: String(r[0]),
    currency: String(r[1]),
    minutes: Number(r[2]),
    cost: Number(r[3]),
  }));
}

/** Minutes and cost per task within each group (and currency), by the names of both. */
export async function taskSumsByGroup(
  db: DbOrTx,
  f: SumsFilter,
  kind: Exclude<SumsGroupKind, 'tasks'>,
): Promise<Array<{ group: GroupSumRow; task: GroupSumRow }>> {
  const rows = await readSums(
    db,
    (() => {
      const group = named(kind, 's.g', 'g');
      const task = named('tasks', 's.k', 't');
      return sql`select ${group.columns}, ${task.columns}, s.currency, s.minutes, s.cost
        from (${groupSums(f, kind, true)}) s(g, k, currency, minutes, cost)
        ${group.joins} ${task.joins}`;
    })(),
    15,
    [1, 0, 7, 6, 12],
  );
  return rows.map((r) => {
    const sums = [r[12], r[13], r[14]];
    return {
      group: groupRow([...r.slice(0, 6), ...sums]),
      task: groupRow([...r.slice(6, 12), ...sums]),
    };
  });
}
