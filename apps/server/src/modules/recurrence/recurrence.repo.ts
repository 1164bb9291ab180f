import type { RowsRead } from '../../db/json-rows.ts';
import { listedTaskColumns, visibleTaskConditions } from '../tasks/index.ts';
import { rowsRead } from '../../db/json-rows.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { taskLabels, taskRecurrences, taskUserEstimates } from '../../db/schema/task-details.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import type { TaskRow } from '../tasks/index.ts';

export type RecurrenceRow = typeof taskRecurrences.$inferSelect;
export type RuleInput = Pick<RecurrenceRow, 'unit' | 'interval' | 'weekdays' | 'basedOn'>;

/** The rule whose occurrence due now is the task, if any. */
export async function findRuleOfTask(
  db: DbOrTx,
  taskId: number,
): Promise<RecurrenceRow | undefined> {
  const [row] = await db
    .select()
    .from(taskRecurrences)
    .where(eq(taskRecurrences.currentTaskId, taskId));
  return row;
}

/** Gives the task a rule, or changes the one it has. */
export async function upsertRule(
  db: DbOrTx,
  input: { task: TaskRow; rule: RuleInput; authorId: number; now: Date },
): Promise<RecurrenceRow> {
  const existing = await findRuleOfTask(db, input.task.id);
  if (existing) {
    const [row] = await db
      .update(taskRecurrences)
      .set({ ...input.rule, dateUpd: input.now })
      .where(eq(taskRecurrences.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await db
    .insert(taskRecurrences)
    .values({
      ...input.rule,
      projectId: input.task.projectId,
      currentTaskId: input.task.id,
      authorId: input.authorId,
      dateAdd: input.now,
    })
    .returning();
  return row!;
}

export async function deleteRule(db: DbOrTx, id: number): Promise<void> {
  await db.delete(taskRecurrences).where(eq(taskRecurrences.id, id));
}

/** Hands the rule on to its next occurrence. */
export async function moveRule(db: DbOrTx, id: number, taskId: number, now: Date): Promise<void> {
  await db
    .update(taskRecurrences)
    .set({ currentTaskId: taskId, dateUpd: now })
    .where(eq(taskRecurrences.id, id));
}

/** The rules of those of the given tasks that are an occurrence due now. */
export function listRulesOfTasks(
  db: DbOrTx,
  taskIds: IdsParam,
): RowsRead<{ id: number; taskId: number }> {
  return rowsRead(
    db
      .select({ id: taskRecurrences.id, taskId: taskRecurrences.currentTaskId })
      .from(taskRecurrences)
      .where(inIds(taskRecurrences.currentTaskId, taskIds)),
    2,
    (r) => ({ id: Number(r[0]), taskId: Number(r[1]) }),
  );
}

/** The parts of a task that the next occurrence starts with, besides what insertTask takes. */
export async function setOccurrenceFields(
  db: DbOrTx,
  taskId: number,
  fields: Pick<
    TaskRow,
    | 'description'
    | 'priorityEnum'
    | 'dueDate'
    | 'dueDateHasTime'
    | 'dueDateEnd'
    | 'dueDateEndHasTime'
    | 'assignerId'
    | 'timeEstimateMinutes'
  >,
): Promise<void> {
  await db.update(tasks).set(fields).where(eq(tasks.id, taskId));
}

/**
 * Copies a task's workers (those still members of its project), labels and personal estimates
 * onto its next occurrence.
 */
export async function copyTaskParts(
  db: DbOrTx,
  input: { fromTaskId: number; toTaskId: number; now: Date },
): Promise<void> {
  const { fromTaskId, toTaskId } = input;
  const now = sql`${input.now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into ${taskWorkers} (task_id, user_id, date_add)
    select ${toTaskId}::bigint, w.user_id, ${now}
    from ${taskWorkers} w
    join ${tasks} t on t.id = w.task_id
    join ${projectMembers} m on m.project_id = t.project_id and m.user_id = w.user_id
    where w.task_id = ${fromTaskId}
  `);
  await db.execute(sql`
    insert into ${taskLabels} (task_id, label_id, added_by_id, date_add)
    select ${toTaskId}::bigint, l.label_id, l.added_by_id, ${now}
    from ${taskLabels} l where l.task_id = ${fromTaskId}
  `);
  await db.execute(sql`
    insert into ${taskUserEstimates} (task_id, user_id, minutes, date_upd)
    select ${toTaskId}::bigint, e.user_id, e.minutes, ${now}
    from ${taskUserEstimates} e where e.task_id = ${fromTaskId}
  `);
}

/** The recurring tasks the viewer sees across their projects, soonest due first. */
export async function listRecurrentTasksOf(db: DbOrTx, viewerId: number) {
  return db
    .select({ rule: taskRecurrences, ...listedTaskColumns })
    .from(taskRecurrences)
    .innerJoin(tasks, eq(tasks.id, taskRecurrences.currentTaskId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, viewerId)),
    )
    .where(visibleTaskConditions(viewerId))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.id));
}
