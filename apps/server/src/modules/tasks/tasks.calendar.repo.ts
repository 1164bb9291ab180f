import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { PROJECT_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projects, tasks } from '../../db/schema/projects.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import { selectListedTasks, visibleTaskConditions } from './tasks.listed.repo.ts';

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
  return selectListedTasks(db, viewerId)
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
