import { and, asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inIds } from '../../db/id-list.ts';
import { tasklists } from '../../db/schema/projects.ts';
import { taskRelations } from '../../db/schema/task-details.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import { onBoard } from '../tasklists/index.ts';

/** A project's task lists on its board, in the project's order. */
export function listBoardTasklists(db: DbOrTx, projectId: number) {
  return db
    .select({ id: tasklists.id, name: tasklists.name, projectId: tasklists.projectId })
    .from(tasklists)
    .where(and(eq(tasklists.projectId, projectId), onBoard))
    .orderBy(asc(tasklists.sortingId), asc(tasklists.id));
}

/** Task lists by id, for the groups of the global timeline. */
export function listTasklistsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: tasklists.id, name: tasklists.name, projectId: tasklists.projectId })
    .from(tasklists)
    .where(inIds(tasklists.id, ids))
    .orderBy(asc(tasklists.projectId), asc(tasklists.sortingId), asc(tasklists.id));
}

/** The workers of the given tasks, as pairs of task and person. */
export function listWorkersOf(db: DbOrTx, taskIds: number[]) {
  if (taskIds.length === 0) return Promise.resolve([]);
  return db
    .select({ taskId: taskWorkers.taskId, userId: taskWorkers.userId })
    .from(taskWorkers)
    .where(inIds(taskWorkers.taskId, taskIds))
    .orderBy(asc(taskWorkers.dateAdd));
}

/** The `blocks` and `blocked_by` relations whose two tasks are both among the given ones. */
export function listDependenciesAmong(db: DbOrTx, taskIds: number[]) {
  if (taskIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      uuid: taskRelations.uuid,
      kind: taskRelations.kind,
      sourceTaskId: taskRelations.sourceTaskId,
      targetTaskId: taskRelations.targetTaskId,
    })
    .from(taskRelations)
    .where(
      and(
        or(eq(taskRelations.kind, 'blocks'), eq(taskRelations.kind, 'blocked_by')),
        inIds(taskRelations.sourceTaskId, taskIds),
        inIds(taskRelations.targetTaskId, taskIds),
      ),
    )
    .orderBy(asc(taskRelations.id));
}
