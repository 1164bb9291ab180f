import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import type { PersonRow } from './tasks.repo.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import { projects, tasks } from '../../db/schema/projects.ts';
import { taskUserEstimates } from '../../db/schema/task-details.ts';
import { users } from '../../db/schema/users.ts';
import { workReports } from '../../db/schema/work.ts';

/** One row of `estimatesOfTasks`: a person's estimate, or a person's minutes reported. */
export type EstimateRow =
  | { kind: 'estimate'; taskId: number; minutes: number; user: PersonRow }
  | { kind: 'spent'; taskId: number; minutes: number; userId: number };

/**
 * The people's estimates of the given tasks, each with its person, and the minutes each person
 * reported on them (work reports not deleted), except in projects that hide reported time on
 * estimates (`hide_work_reports_on_time_estimates`).
 */
export function estimatesOfTasks(db: DbOrTx, taskIds: IdsParam): RowsRead<EstimateRow> {
  const estimates = db
    .select({
      kind: sql<number>`0`,
      taskId: taskUserEstimates.taskId,
      minutes: taskUserEstimates.minutes,
      id: users.id,
      fname: users.fname,
      lname: users.lname,
    })
    .from(taskUserEstimates)
    .innerJoin(users, eq(users.id, taskUserEstimates.userId))
    .where(inIds(taskUserEstimates.taskId, taskIds));
  const spent = sql`select 1, w.task_id, sum(w.minutes)::bigint, w.worker_id, '', ''
    from ${workReports} w join ${projects} p on p.id = w.project_id
    where ${inIds(sql`w.task_id`, taskIds)} and w.date_deleted is null
      and not p.hide_work_reports_on_time_estimates
    group by w.task_id, w.worker_id`;
  return rowsRead(
    sql`(${estimates}) union all (${spent})`,
    6,
    (r): EstimateRow =>
      Number(r[0]) === 0
        ? {
            kind: 'estimate',
            taskId: Number(r[1]),
            minutes: Number(r[2]),
            user: { id: Number(r[3]), fname: r[4] as string, lname: r[5] as string },
          }
        : { kind: 'spent', taskId: Number(r[1]), minutes: Number(r[2]), userId: Number(r[3]) },
    [0, 1, 3],
  );
}

/** Sets the task's own estimate; null clears it. */
export async function setTaskEstimate(
  db: DbOrTx,
  taskId: number,
  minutes: number | null,
): Promise<void> {
  await db.update(tasks).set({ timeEstimateMinutes: minutes }).where(eq(tasks.id, taskId));
}

/** Sets people's estimates of a task; a person given null minutes loses theirs. */
export async function writeUserEstimates(
  db: DbOrTx,
  taskId: number,
  estimates: ReadonlyArray<{ userId: number; minutes: number | null }>,
  now: Date,
): Promise<void> {
  const cleared = estimates.filter((e) => e.minutes === null).map((e) => e.userId);
  if (cleared.length > 0)
    await db
      .delete(taskUserEstimates)
      .where(and(eq(taskUserEstimates.taskId, taskId), inArray(taskUserEstimates.userId, cleared)));
  for (const { userId, minutes } of estimates) {
    if (minutes === null) continue;
    await db
      .insert(taskUserEstimates)
      .values({ taskId, userId, minutes, dateUpd: now })
      .onConflictDoUpdate({
        target: [taskUserEstimates.taskId, taskUserEstimates.userId],
        set: { minutes, dateUpd: now },
      });
  }
}
