import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import type { PersonRow } from './tasks.repo.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import { tasks } from '../../db/schema/projects.ts';
import { taskUserEstimates } from '../../db/schema/task-details.ts';
import { users } from '../../db/schema/users.ts';

/** The people's estimates of the given tasks, each with its person, by account. */
export function userEstimatesOfTasks(
  db: DbOrTx,
  taskIds: IdsParam,
): RowsRead<{ taskId: number; minutes: number; user: PersonRow }> {
  return rowsRead(
    db
      .select({
        taskId: taskUserEstimates.taskId,
        minutes: taskUserEstimates.minutes,
        id: users.id,
        fname: users.fname,
        lname: users.lname,
      })
      .from(taskUserEstimates)
      .innerJoin(users, eq(users.id, taskUserEstimates.userId))
      .where(inIds(taskUserEstimates.taskId, taskIds)),
    5,
    (r) => ({
      taskId: Number(r[0]),
      minutes: Number(r[1]),
      user: { id: Number(r[2]), fname: r[3] as string, lname: r[4] as string },
    }),
    [0, 2],
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
