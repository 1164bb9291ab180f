import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IdParam, IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { taskReminders } from '../../db/schema/task-details.ts';
import { listedTaskColumns, visibleTaskConditions } from '../tasks/index.ts';

export type ReminderRow = typeof taskReminders.$inferSelect;

/** A person's reminders of one task, in the order they were added. */
export async function listRemindersOfTask(
  db: DbOrTx,
  userId: number,
  taskId: number,
): Promise<ReminderRow[]> {
  return db
    .select()
    .from(taskReminders)
    .where(and(eq(taskReminders.userId, userId), eq(taskReminders.taskId, taskId)))
    .orderBy(asc(taskReminders.id));
}

export async function countRemindersOfTask(
  db: DbOrTx,
  userId: number,
  taskId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(taskReminders)
    .where(and(eq(taskReminders.userId, userId), eq(taskReminders.taskId, taskId)));
  return row?.n ?? 0;
}

export async function insertReminder(
  db: DbOrTx,
  row: {
    taskId: number;
    userId: number;
    remindAt: Date | null;
    dueDateOffset: string | null;
    dateAdd: Date;
  },
): Promise<ReminderRow> {
  const [created] = await db.insert(taskReminders).values(row).returning();
  return created!;
}

export async function findReminderByUuid(
  db: DbOrTx,
  uuid: string,
): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(taskReminders).where(eq(taskReminders.uuid, uuid));
  return row;
}

export async function deleteReminder(db: DbOrTx, id: number): Promise<void> {
  await db.delete(taskReminders).where(eq(taskReminders.id, id));
}

/** Of the given tasks, those the user has a reminder of. */
export function tasksWithReminderOf(
  db: DbOrTx,
  userId: IdParam,
  taskIds: IdsParam,
): RowsRead<number> {
  return rowsRead(
    db
      .selectDistinct({ taskId: taskReminders.taskId })
      .from(taskReminders)
      .where(and(eq(taskReminders.userId, userId), inIds(taskReminders.taskId, taskIds))),
    1,
    (r) => Number(r[0]),
  );
}

/** The user's reminders of tasks they still see, with the tasks, projects and lists. */
export async function listRemindersOf(db: DbOrTx, userId: number) {
  return db
    .select({ reminder: taskReminders, ...listedTaskColumns })
    .from(taskReminders)
    .innerJoin(tasks, eq(tasks.id, taskReminders.taskId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, userId)),
    )
    .where(and(eq(taskReminders.userId, userId), visibleTaskConditions(userId)));
}
