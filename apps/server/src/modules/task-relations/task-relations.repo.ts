import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { TASK_STATE } from '@tandem/contract';
import type { TaskRelationKind } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { IdParam, IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { taskRelations } from '../../db/schema/task-details.ts';
import { users } from '../../db/schema/users.ts';
import { viewerSeesTask } from '../projects/index.ts';

export type RelationRecord = typeof taskRelations.$inferSelect;

const other = alias(tasks, 'other_task');
const otherProject = alias(projects, 'other_project');
const otherList = alias(tasklists, 'other_list');
const author = alias(users, 'relation_author');

/** Columns of a task shown beside a relation or offered to relate to. */
type Column<D> = AnyPgColumn<{ data: D; notNull: true }>;
/** The columns of the tasks table or of an alias of it. */
interface TaskColumns {
  id: Column<number>;
  uuid: Column<string>;
  name: Column<string>;
  stateId: Column<number>;
  dateDeleted: AnyPgColumn<{ data: Date; notNull: false }>;
  projectId: Column<number>;
  tasklistId: Column<number>;
}
const summaryOf = <T extends TaskColumns>(
  t: T,
  p: { id: Column<number>; name: Column<string> },
  l: { id: Column<number>; name: Column<string> },
) => ({
  id: t.id,
  uuid: t.uuid,
  name: t.name,
  stateId: t.stateId,
  dateDeleted: t.dateDeleted,
  projectId: p.id,
  projectName: p.name,
  tasklistId: l.id,
  tasklistName: l.name,
});
export interface TaskSummaryRow {
  id: number;
  uuid: string;
  name: string;
  stateId: number;
  dateDeleted: Date | null;
  projectId: number;
  projectName: string;
  tasklistId: number;
  tasklistName: string;
}

/** An unfinished task out of the trash: one that blocks. */
const stillBlocks = (t: TaskColumns) =>
  sql`(${t.stateId} = ${TASK_STATE.active} and ${t.dateDeleted} is null)`;

/**
 * Every relation of a task with the other task, read from either side, oldest first; `visible`
 * tells whether the viewer sees the other task.
 */
export async function listRelationsOfTask(db: DbOrTx, taskId: number, viewerId: number) {
  const otherId = sql`case when ${taskRelations.sourceTaskId} = ${taskId}
    then ${taskRelations.targetTaskId} else ${taskRelations.sourceTaskId} end`;
  return db
    .select({
      relation: taskRelations,
      author: { id: author.id, fname: author.fname, lname: author.lname },
      other: summaryOf(other, otherProject, otherList),
      otherBlocks: sql<boolean>`${stillBlocks(other)}`,
      visible: sql<boolean>`${viewerSeesTask(other, viewerId)}`,
    })
    .from(taskRelations)
    .innerJoin(other, sql`${other.id} = ${otherId}`)
    .innerJoin(otherProject, eq(otherProject.id, other.projectId))
    .innerJoin(otherList, eq(otherList.id, other.tasklistId))
    .leftJoin(author, eq(author.id, taskRelations.authorId))
    .where(or(eq(taskRelations.sourceTaskId, taskId), eq(taskRelations.targetTaskId, taskId)))
    .orderBy(asc(taskRelations.dateAdd), asc(taskRelations.id));
}
export type RelationOfTaskRow = Awaited<ReturnType<typeof listRelationsOfTask>>[number];

/** One relation by uuid, with both tasks' places. */
export async function findRelation(db: DbOrTx, uuid: string): Promise<RelationRecord | undefined> {
  const [row] = await db.select().from(taskRelations).where(eq(taskRelations.uuid, uuid));
  return row;
}

/** Whether two tasks are related already, in either direction and of any kind. */
export async function relationBetween(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: taskRelations.id })
    .from(taskRelations)
    .where(
      or(
        and(eq(taskRelations.sourceTaskId, a), eq(taskRelations.targetTaskId, b)),
        and(eq(taskRelations.sourceTaskId, b), eq(taskRelations.targetTaskId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function countRelationsOfTask(db: DbOrTx, taskId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(taskRelations)
    .where(or(eq(taskRelations.sourceTaskId, taskId), eq(taskRelations.targetTaskId, taskId)));
  return row?.count ?? 0;
}

export async function insertRelation(
  db: DbOrTx,
  row: {
    kind: TaskRelationKind;
    sourceTaskId: number;
    targetTaskId: number;
    authorId: number;
    dateAdd: Date;
  },
): Promise<RelationRecord> {
  const [created] = await db.insert(taskRelations).values(row).returning();
  return created!;
}

/** Deletes a relation; false when it was gone already. */
export async function deleteRelation(db: DbOrTx, id: number): Promise<boolean> {
  const removed = await db
    .delete(taskRelations)
    .where(eq(taskRelations.id, id))
    .returning({ id: taskRelations.id });
  return removed.length > 0;
}

/** The task one side of relations, with the kind that makes the other task block it. */
function statsFromSide(
  db: DbOrTx,
  taskIds: IdsParam,
  viewerId: IdParam,
  side: 'source' | 'target',
) {
  const own = side === 'source' ? taskRelations.sourceTaskId : taskRelations.targetTaskId;
  const far = side === 'source' ? taskRelations.targetTaskId : taskRelations.sourceTaskId;
  const blockingKind: TaskRelationKind = side === 'source' ? 'blocked_by' : 'blocks';
  const blocking: SQL = sql`${taskRelations.kind} = ${blockingKind} and ${stillBlocks(other)}`;
  return db
    .select({
      taskId: own,
      count: sql<number>`count(*)::int`,
      blocked: sql<boolean>`coalesce(bool_or(${blocking}), false)`,
      hiddenBlocker: sql<boolean>`coalesce(bool_or(${blocking} and not ${viewerSeesTask(other, viewerId)}), false)`,
    })
    .from(taskRelations)
    .innerJoin(other, eq(other.id, far))
    .where(inIds(own, taskIds))
    .groupBy(own);
}

/**
 * For each of the given tasks that has relations, once per side it stands on: how many, whether
 * an unfinished task blocks it, and whether such a task is out of the viewer's sight.
 */
export function relationStatsOfTasks(
  db: DbOrTx,
  taskIds: IdsParam,
  viewerId: IdParam,
): RowsRead<{ taskId: number; count: number; blocked: boolean; hiddenBlocker: boolean }> {
  return rowsRead(
    unionAll(
      statsFromSide(db, taskIds, viewerId, 'source'),
      statsFromSide(db, taskIds, viewerId, 'target'),
    ),
    4,
    (r) => ({
      taskId: Number(r[0]),
      count: Number(r[1]),
      blocked: r[2] as boolean,
      hiddenBlocker: r[3] as boolean,
    }),
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Tasks the viewer sees whose name contains the query, out of the trash, other than the given
 * task: those of the given project first, then unfinished ones, the newest first.
 */
export async function searchRelationCandidates(
  db: DbOrTx,
  input: {
    viewerId: number;
    query: string;
    excludeTaskId: number;
    projectId: number;
    limit: number;
  },
): Promise<TaskSummaryRow[]> {
  return db
    .select(summaryOf(tasks, projects, tasklists))
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .where(
      and(
        inArray(
          tasks.projectId,
          db
            .select({ id: projectMembers.projectId })
            .from(projectMembers)
            .where(eq(projectMembers.userId, input.viewerId)),
        ),
        viewerSeesTask(tasks, input.viewerId),
        isNull(tasks.dateDeleted),
        isNull(tasks.smartParentTaskId),
        ne(tasks.id, input.excludeTaskId),
        ilike(tasks.name, `%${escapeLike(input.query)}%`),
      ),
    )
    .orderBy(desc(sql`${tasks.projectId} = ${input.projectId}`), asc(tasks.stateId), desc(tasks.id))
    .limit(input.limit);
}

/** One task's summary, whatever the viewer sees. */
export async function findTaskSummary(
  db: DbOrTx,
  taskId: number,
): Promise<TaskSummaryRow | undefined> {
  const [row] = await db
    .select(summaryOf(tasks, projects, tasklists))
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .where(eq(tasks.id, taskId));
  return row;
}
