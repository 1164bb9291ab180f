import { and, asc, eq, sql } from 'drizzle-orm';
import { PROJECT_STATE, TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import { listedTaskColumns, visibleTaskConditions } from './tasks.listed.repo.ts';

/**
 * The open tasks a person works on that they still see, in active projects: those due to end
 * first by that date, then those due to start by that date, then the rest by project name and
 * their place on the board.
 */
export async function listOpenTasksOfWorker(db: DbOrTx, viewerId: number, limit: number) {
  return db
    .select(listedTaskColumns)
    .from(taskWorkers)
    .innerJoin(tasks, eq(tasks.id, taskWorkers.taskId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, viewerId)),
    )
    .where(
      and(
        eq(taskWorkers.userId, viewerId),
        eq(tasks.stateId, TASK_STATE.active),
        eq(projects.stateId, PROJECT_STATE.active),
        visibleTaskConditions(viewerId),
      ),
    )
    .orderBy(
      sql`case when ${tasks.dueDateEnd} is not null then 0 when ${tasks.dueDate} is not null then 1 else 2 end`,
      sql`coalesce(${tasks.dueDateEnd}, ${tasks.dueDate})`,
      asc(projects.name),
      asc(projects.id),
      asc(tasklists.sortingId),
      asc(tasklists.id),
      asc(tasks.sortingKey),
      asc(tasks.id),
    )
    .limit(limit);
}
