import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import { tasks } from '../../db/schema/projects.ts';
import { pinnedItems } from '../../db/schema/task-details.ts';
import { firstPinKey } from '../projects/index.ts';
import type { FullTaskRow } from './tasks.repo.ts';
import { selectTasks } from './tasks.repo.ts';

/** Pins a task in its project; false when it was pinned already. */
export async function insertPin(
  db: DbOrTx,
  row: { projectId: number; taskId: number; authorId: number; dateAdd: Date },
): Promise<boolean> {
  const sortingKey = await firstPinKey(db, row.projectId);
  const added = await db
    .insert(pinnedItems)
    .values({ ...row, sortingKey })
    .onConflictDoNothing()
    .returning({ id: pinnedItems.id });
  return added.length > 0;
}

/** Unpins a task; false when it was not pinned. */
export async function deletePin(db: DbOrTx, projectId: number, taskId: number): Promise<boolean> {
  const removed = await db
    .delete(pinnedItems)
    .where(and(eq(pinnedItems.projectId, projectId), eq(pinnedItems.taskId, taskId)))
    .returning({ id: pinnedItems.id });
  return removed.length > 0;
}

/** Of the given tasks, those pinned in their own project. */
export function pinnedAmong(db: DbOrTx, taskIds: IdsParam): RowsRead<number> {
  return rowsRead(
    db
      .select({ taskId: pinnedItems.taskId })
      .from(pinnedItems)
      .innerJoin(
        tasks,
        and(eq(tasks.id, pinnedItems.taskId), eq(tasks.projectId, pinnedItems.projectId)),
      )
      .where(inIds(pinnedItems.taskId, taskIds)),
    1,
    (r) => Number(r[0]),
  );
}

/**
 * A project's pinned tasks out of the trash, in the pinned order, in the full shape; only
 * those of the given lists when the viewer is limited to some.
 */
export async function listPinnedTasks(
  db: DbOrTx,
  projectId: number,
  viewerId: number,
  visibleTasklistIds: readonly number[] | null,
): Promise<FullTaskRow[]> {
  if (visibleTasklistIds?.length === 0) return [];
  const conditions: Array<SQL | undefined> = [
    eq(pinnedItems.projectId, projectId),
    eq(tasks.projectId, projectId),
    isNull(tasks.dateDeleted),
    visibleTasklistIds ? inArray(tasks.tasklistId, [...visibleTasklistIds]) : undefined,
  ];
  const rows = await selectTasks(db, viewerId)
    .innerJoin(pinnedItems, eq(pinnedItems.taskId, tasks.id))
    .where(and(...conditions))
    .orderBy(asc(pinnedItems.sortingKey), asc(pinnedItems.id));
  return rows;
}
