import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { PROJECT_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { labels, taskLabels } from '../../db/schema/task-details.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import { listedTaskColumns, visibleTaskConditions } from './tasks.listed.repo.ts';

const workersIds = sql<Array<number | string>>`coalesce((
  select array_agg(tw.user_id order by tw.user_id) from ${taskWorkers} tw where tw.task_id = ${tasks.id}
), '{}')`;
const labelNames = sql<string[]>`coalesce((
  select array_agg(l.name order by lower(l.name)) from ${taskLabels} tl
  join ${labels} l on l.id = tl.label_id where tl.task_id = ${tasks.id}
), '{}')`;

/**
 * The tasks the viewer sees in active projects (or the one asked for) whose due dates meet the
 * days from `from` to `to`: a task runs from its start (`due_date`) to its end (`due_date_end`),
 * or stands on the one it has. Days are compared in UTC as they are stored.
 */
export async function findCalendarTasks(
  db: DbOrTx,
  viewerId: number,
  range: {
    from: string;
    to: string;
    projectId?: number;
    projectIds?: number[];
    workerIds?: number[];
  },
  limit: number,
) {
  const start = new Date(`${range.from}T00:00:00.000Z`);
  // The whole last day, and a day on each side for the zones around UTC.
  const end = new Date(Date.parse(`${range.to}T00:00:00.000Z`) + 2 * 86_400_000);
  const before = new Date(start.getTime() - 86_400_000);
  return db
    .select({ ...listedTaskColumns, workersIds, labelNames })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, viewerId)),
    )
    .where(
      and(
        range.projectId === undefined
          ? eq(projects.stateId, PROJECT_STATE.active)
          : eq(projects.id, range.projectId),
        visibleTaskConditions(viewerId),
        range.projectIds === undefined ? undefined : inArray(tasks.projectId, range.projectIds),
        range.workerIds === undefined
          ? undefined
          : exists(
              db
                .select({ one: sql`1` })
                .from(taskWorkers)
                .where(
                  and(
                    eq(taskWorkers.taskId, tasks.id),
                    inArray(taskWorkers.userId, range.workerIds),
                  ),
                ),
            ),
        sql`coalesce(${tasks.dueDate}, ${tasks.dueDateEnd}) < ${end}`,
        sql`coalesce(${tasks.dueDateEnd}, ${tasks.dueDate}) >= ${before}`,
      ),
    )
    .orderBy(asc(sql`coalesce(${tasks.dueDate}, ${tasks.dueDateEnd})`), asc(tasks.id))
    .limit(limit);
}
