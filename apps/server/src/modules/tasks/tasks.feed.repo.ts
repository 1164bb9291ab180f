import { and, asc, eq, sql } from 'drizzle-orm';
import { PROJECT_STATE, TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import { visibleTaskConditions } from './tasks.listed.repo.ts';

/**
 * The unfinished tasks of a calendar feed whose due dates meet the window: the viewer's own (those
 * they work on, in active projects) or one project's, only those the viewer sees now.
 */
export async function findFeedTasks(
  db: DbOrTx,
  viewerId: number,
  scope: { projectId: number | null },
  window: { from: Date; to: Date },
  limit: number,
) {
  return db
    .select({
      id: tasks.id,
      uuid: tasks.uuid,
      name: tasks.name,
      dueDate: tasks.dueDate,
      dueDateHasTime: tasks.dueDateHasTime,
      dueDateEnd: tasks.dueDateEnd,
      dueDateEndHasTime: tasks.dueDateEndHasTime,
      dateAdd: tasks.dateAdd,
      dateUpd: tasks.dateUpd,
      projectName: projects.name,
      tasklistName: tasklists.name,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, viewerId)),
    )
    .where(
      and(
        scope.projectId === null
          ? and(
              eq(projects.stateId, PROJECT_STATE.active),
              sql`exists (select 1 from ${taskWorkers} tw where tw.task_id = ${tasks.id} and tw.user_id = ${viewerId})`,
            )
          : eq(projects.id, scope.projectId),
        eq(tasks.stateId, TASK_STATE.active),
        visibleTaskConditions(viewerId),
        sql`coalesce(${tasks.dueDate}, ${tasks.dueDateEnd}) < ${window.to}`,
        sql`coalesce(${tasks.dueDateEnd}, ${tasks.dueDate}) >= ${window.from}`,
      ),
    )
    .orderBy(asc(sql`coalesce(${tasks.dueDate}, ${tasks.dueDateEnd})`), asc(tasks.id))
    .limit(limit);
}
export type FeedTaskRow = Awaited<ReturnType<typeof findFeedTasks>>[number];
