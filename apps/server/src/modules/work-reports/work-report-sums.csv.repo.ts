import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { selectJsonRows } from '../../db/json-rows.ts';
import { projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { workReports } from '../../db/schema/work.ts';
import type { SumsFilter } from './work-report-sums.repo.ts';
import { reportConditions, sightConditions } from './work-report-sums.repo.ts';

/** A report as the CSV file lists it. */
export interface ListedReportRow {
  id: number;
  /** When it was reported, as the database wrote it (where the next page starts). */
  at: string;
  /** Its day in the viewer's time zone, yyyy-MM-dd. */
  day: string;
  person: string;
  project: string;
  tasklist: string;
  task: string;
  note: string;
  minutes: number;
  cost: number;
  currency: string;
  billable: boolean;
}

/** Where a page of reports starts: after this report in the order of the list. */
export interface ReportCursor {
  at: string;
  id: number;
}

/**
 * A page of the filtered reports the viewer sees, oldest first, after the cursor. Pages follow
 * each other by the last report's moment and id, so each is read by the index from where the
 * previous one stopped, and no connection is held between them.
 */
export async function reportsPage(
  db: DbOrTx,
  f: SumsFilter,
  timeZone: string,
  after: ReportCursor | null,
  limit: number,
): Promise<ListedReportRow[]> {
  const rows = await selectJsonRows(
    db,
    sql`select ${workReports.id}, ${workReports.dateReported},
        to_char(${workReports.dateReported} at time zone ${timeZone}, 'YYYY-MM-DD'),
        concat_ws(' ', nullif(${users.fname}, ''), nullif(${users.lname}, '')),
        ${projects.name}, ${tasklists.name}, ${tasks.name}, ${workReports.note},
        ${workReports.minutes}, ${workReports.costMinor}, ${workReports.currency},
        ${workReports.isBillable}
      from ${workReports}
      join ${tasks} on ${tasks.id} = ${workReports.taskId}
      join ${tasklists} on ${tasklists.id} = ${tasks.tasklistId}
      join ${projects} on ${projects.id} = ${workReports.projectId}
      join ${users} on ${users.id} = ${workReports.workerId}
      where ${reportConditions(f)} and ${sightConditions(f)}
        ${
          after
            ? sql`and (${workReports.dateReported}, ${workReports.id}) > (${after.at}::timestamptz, ${after.id})`
            : sql``
        }
      order by ${workReports.dateReported}, ${workReports.id}
      limit ${limit}`,
    12,
    [1, 0],
  );
  return rows.map((r) => ({
    id: Number(r[0]),
    at: String(r[1]),
    day: String(r[2]),
    person: String(r[3]),
    project: String(r[4]),
    tasklist: String(r[5]),
    task: String(r[6]),
    note: String(r[7]),
    minutes: Number(r[8]),
    cost: Number(r[9]),
    currency: String(r[10]),
    billable: r[11] === true,
  }));
}
