import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { workReports } from '../../db/schema/work.ts';
import type { SumsFilter } from './work-report-sums.repo.ts';
import { reportConditions, sightConditions } from './work-report-sums.repo.ts';

/**
 * A page of the filtered reports the viewer sees, newest first, each with its worker, task, list
 * and project, and whether the viewer manages its project (the owner or a commander).
 */
export async function reportsListPage(db: DbOrTx, f: SumsFilter, offset: number, limit: number) {
  const manages = sql<boolean>`(${projects.ownerId} = ${f.viewerId} or exists (
    select 1 from ${projectMembers} lm where lm.project_id = ${workReports.projectId}
      and lm.user_id = ${f.viewerId} and lm.is_commander))`;
  return db
    .select({
      id: workReports.id,
      dateReported: workReports.dateReported,
      workerId: workReports.workerId,
      workerFname: users.fname,
      workerLname: users.lname,
      projectId: projects.id,
      projectName: projects.name,
      taskId: tasks.id,
      taskName: tasks.name,
      tasklistId: tasklists.id,
      tasklistName: tasklists.name,
      minutes: workReports.minutes,
      costMinor: workReports.costMinor,
      currency: workReports.currency,
      manages,
    })
    .from(workReports)
    .innerJoin(tasks, eq(tasks.id, workReports.taskId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(projects, eq(projects.id, workReports.projectId))
    .innerJoin(users, eq(users.id, workReports.workerId))
    .where(and(reportConditions(f), sightConditions(f)))
    .orderBy(desc(workReports.dateReported), desc(workReports.id))
    .limit(limit)
    .offset(offset);
}
export type ListedReportEntry = Awaited<ReturnType<typeof reportsListPage>>[number];

/** How many filtered reports the viewer sees. */
export async function countReports(db: DbOrTx, f: SumsFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(workReports)
    .innerJoin(tasks, eq(tasks.id, workReports.taskId))
    .where(and(reportConditions(f), sightConditions(f)));
  return row?.n ?? 0;
}
