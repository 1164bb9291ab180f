import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PROJECT_STATE, TASK_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { taskUserFlags } from '../../db/schema/tasks.ts';
import { listedTaskColumns, visibleTaskConditions } from './tasks.listed.repo.ts';

/**
 * The open tasks a person marked as their priority that they still see, in active projects: in
 * the order they gave, those never ordered after them, the latest marked first.
 */
export async function listPrioritiesOf(db: DbOrTx, viewerId: number, limit: number) {
  return db
    .select(listedTaskColumns)
    .from(taskUserFlags)
    .innerJoin(tasks, eq(tasks.id, taskUserFlags.taskId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, viewerId)),
    )
    .where(
      and(
        eq(taskUserFlags.userId, viewerId),
        eq(taskUserFlags.isMyPriority, true),
        eq(tasks.stateId, TASK_STATE.active),
        eq(projects.stateId, PROJECT_STATE.active),
        visibleTaskConditions(viewerId),
      ),
    )
    .orderBy(
      sql`${taskUserFlags.priorityPosition} asc nulls last`,
      desc(taskUserFlags.dateUpd),
      asc(tasks.id),
    )
    .limit(limit);
}

/** Numbers the person's priorities in the order given (1 first); other tasks are passed over. */
export async function orderPriorities(db: DbOrTx, userId: number, taskIds: readonly number[]) {
  if (taskIds.length === 0) return;
  const positions = sql.join(
    taskIds.map((id, i) => sql`when ${id} then ${i + 1}`),
    sql` `,
  );
  await db
    .update(taskUserFlags)
    .set({ priorityPosition: sql`(case ${taskUserFlags.taskId} ${positions} end)::integer` })
    .where(
      and(
        eq(taskUserFlags.userId, userId),
        eq(taskUserFlags.isMyPriority, true),
        inArray(taskUserFlags.taskId, [...taskIds]),
      ),
    );
}
