import { Readable } from 'node:stream';
import type {
  Currency,
  WorkReportFilterValue,
  WorkReportFilterValues,
  WorkReportGrouping,
  WorkReportSums,
  WorkReportTaskGrouping,
} from '@tandem/contract';
import { CURRENCIES, DEFAULT_LOCALE } from '@tandem/contract';
import type { Core } from '../../core.ts';
import { attachmentHeader } from '../../files/names.ts';
import type { UserActor } from '../../http/actor.ts';
import type { Outgoing } from '../../http/send-outgoing.ts';
import { addDays } from '../../lib/calendar-dates.ts';
import { dayIn, instantAt } from '../../lib/zoned-time.ts';
import { findUserById } from '../users/index.ts';
import { csvFormatOf, reportCsv } from './work-report-sums.csv.ts';
import { reportsPage } from './work-report-sums.csv.repo.ts';
import { countReports, reportsListPage } from './work-report-sums.list.repo.ts';
import type { DayRange } from './work-report-sums.dates.ts';
import { periodOf } from './work-report-sums.dates.ts';
import {
  presentDays,
  presentListEntry,
  presentGroups,
  presentMonths,
  presentTaskGroups,
  presentWeeks,
  totalOf,
} from './work-report-sums.presenter.ts';
import type { GroupSumRow, PeriodSumRow, SumsFilter, SumsUnit } from './work-report-sums.repo.ts';
import { sumsByGroup, sumsByPeriod, taskSumsByGroup } from './work-report-sums.repo.ts';
import type { FilterValueRows } from './work-report-sums.values.repo.ts';
import { valuesForOverview, valuesForReports } from './work-report-sums.values.repo.ts';

export type SumsDeps = Pick<Core, 'db' | 'clock'>;
type Conds = WorkReportFilterValue;
type GroupKind = 'projects' | 'tasklists' | 'tasks' | 'users';

/** Reports read per page of the CSV file. */
const CSV_PAGE = 1000;

const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

function presentValues(rows: FilterValueRows): WorkReportFilterValues {
  return {
    currencies: rows.currencies.filter(isCurrency),
    projects: rows.projects.map((p) => ({ ...p, currency: p.currency as Currency })),
    users: rows.users,
    teams: [],
    labels: rows.labels,
    project_tags: rows.tags,
  };
}

export function createWorkReportSumsService(deps: SumsDeps) {
  const personOf = async (actor: UserActor) => {
    const user = await findUserById(deps.db, actor.id);
    return { timeZone: user?.timezone ?? 'UTC', locale: user?.localeCode ?? DEFAULT_LOCALE };
  };

  /**
   * The filter as the repository reads it, with the days it covers; null when nothing can match
   * (a team is named, and there are no teams yet).
   */
  async function resolve(actor: UserActor, conds: Conds) {
    const { timeZone, locale } = await personOf(actor);
    const range = periodOf(conds.date_tpl, conds, dayIn(deps.clock.now(), timeZone));
    const dayStart = (day: string) => instantAt(day, '00:00:00', timeZone);
    const filter: SumsFilter | null = conds.teams_uuids?.length
      ? null
      : {
          viewerId: actor.id,
          from: range.from ? dayStart(range.from) : null,
          to: range.to ? dayStart(addDays(range.to, 1)) : null,
          projectIds: conds.projects_ids ?? [],
          userIds: conds.users_ids ?? [],
          taskIds: conds.tasks_ids ?? [],
          tasklistIds: conds.tasklists_ids ?? [],
          currency: conds.currency_iso ?? null,
          billable: conds.mode === 'billable' ? true : conds.mode === 'not_billable' ? false : null,
          labelNames: conds.tasks_labels_names ?? [],
          tagNames: conds.project_tags_names ?? [],
        };
    return { filter, range, timeZone, locale };
  }

  const answer = (range: DayRange, rows: ReadonlyArray<GroupSumRow | PeriodSumRow>) => ({
    total_sum: totalOf(rows),
    range: { date_from: range.from, date_to: range.to },
  });

  async function byGroup<G extends GroupKind>(actor: UserActor, grouping: G, conds: Conds) {
    const { filter, range } = await resolve(actor, conds);
    const rows = filter ? await sumsByGroup(deps.db, filter, grouping) : [];
    return { grouping, ...answer(range, rows), groups: presentGroups(rows) };
  }

  async function byPeriod(actor: UserActor, unit: SumsUnit, conds: Conds) {
    const { filter, range, timeZone } = await resolve(actor, conds);
    const rows = filter ? await sumsByPeriod(deps.db, filter, unit, timeZone) : [];
    return { ...answer(range, rows), rows };
  }

  async function byDay(actor: UserActor, conds: Conds) {
    const { rows, ...rest } = await byPeriod(actor, 'day', conds);
    return { grouping: 'day' as const, ...rest, daily_sums: presentDays(rows) };
  }

  async function byWeek(actor: UserActor, conds: Conds) {
    const { rows, ...rest } = await byPeriod(actor, 'week', conds);
    return { grouping: 'week' as const, ...rest, weekly_sums: presentWeeks(rows) };
  }

  async function byMonth(actor: UserActor, conds: Conds) {
    const { rows, ...rest } = await byPeriod(actor, 'month', conds);
    return { grouping: 'month' as const, ...rest, monthly_sums: presentMonths(rows) };
  }

  return {
    /** What the report filter offers the viewer. */
    async filterValues(actor: UserActor): Promise<WorkReportFilterValues> {
      return presentValues(await valuesForReports(deps.db, actor.id));
    },

    /** The values of everything the viewer sees, for the overview. */
    async overviewFilterValues(actor: UserActor): Promise<WorkReportFilterValues> {
      return presentValues(await valuesForOverview(deps.db, actor.id));
    },

    byGroup,
    byDay,
    byWeek,
    byMonth,

    /** The sums in any grouping (a saved filter's). */
    async inGrouping(
      actor: UserActor,
      grouping: WorkReportGrouping,
      conds: Conds,
    ): Promise<WorkReportSums> {
      switch (grouping) {
        case 'day':
          return byDay(actor, conds);
        case 'week':
          return byWeek(actor, conds);
        case 'month':
          return byMonth(actor, conds);
        default:
          return byGroup(actor, grouping, conds);
      }
    },

    /** The tasks of each group, with their sums. */
    async tasksBy<G extends WorkReportTaskGrouping>(actor: UserActor, grouping: G, conds: Conds) {
      const { filter, range } = await resolve(actor, conds);
      const rows = filter ? await taskSumsByGroup(deps.db, filter, grouping) : [];
      return {
        grouping,
        ...answer(
          range,
          rows.map((r) => r.task),
        ),
        groups: presentTaskGroups(rows),
      };
    },

    /** A page of the filtered reports, newest first, and how many there are. */
    async reports(actor: UserActor, conds: Conds, page: number, limit: number) {
      const { filter } = await resolve(actor, conds);
      const [rows, total] = filter
        ? await Promise.all([
            reportsListPage(deps.db, filter, page * limit, limit),
            countReports(deps.db, filter),
          ])
        : [[], 0];
      return {
        reports: rows.map((row) => presentListEntry(row, actor.id)),
        total,
        p: page,
        limit,
      };
    },

    /** The filtered reports as a CSV file, streamed a page at a time. */
    async csv(actor: UserActor, conds: Conds, asked: string | undefined): Promise<Outgoing> {
      const { filter, timeZone, locale } = await resolve(actor, conds);
      const format = csvFormatOf(asked ?? locale);
      const name = `work-reports-${dayIn(deps.clock.now(), timeZone)}.csv`;
      const lines = reportCsv(
        format,
        async (after) => (filter ? reportsPage(deps.db, filter, timeZone, after, CSV_PAGE) : []),
        CSV_PAGE,
      );
      return {
        stream: Readable.from(lines),
        mime: 'text/csv; charset=utf-8',
        headers: {
          'content-disposition': attachmentHeader(name, name),
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
        },
      };
    },
  };
}
export type WorkReportSumsService = ReturnType<typeof createWorkReportSumsService>;
