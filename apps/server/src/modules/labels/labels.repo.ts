import type { SQL } from 'drizzle-orm';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { rowsRead } from '../../db/json-rows.ts';
import { tasks } from '../../db/schema/projects.ts';
import { labelOwners, labels, taskLabels } from '../../db/schema/task-details.ts';
import { viewerSeesTask } from '../projects/index.ts';

export type LabelRecord = typeof labels.$inferSelect;

/** The ids of a label's owners, in the order they became owners (by account). */
const ownersIds = sql<number[]>`coalesce((
  select array_agg(lo.user_id order by lo.user_id) from ${labelOwners} lo
  where lo.label_id = ${labels.id}
), '{}')`;

const labelColumns = {
  id: labels.id,
  uuid: labels.uuid,
  name: labels.name,
  color: labels.color,
  ownersIds,
};
export type LabelRow = { id: number; uuid: string; name: string; color: string | null } & {
  ownersIds: number[];
};
const byName = [asc(sql`lower(${labels.name})`), asc(labels.id)];

const ownedBy = (userId: number) =>
  sql`exists (select 1 from ${labelOwners} ow where ow.label_id = ${labels.id} and ow.user_id = ${userId})`;

/**
 * The labels a viewer can put on a task of a project: their own, and those on tasks of that
 * project in the task lists they see (`visibleTasklistIds`, null when not limited).
 */
export async function listAvailableLabels(
  db: DbOrTx,
  input: { viewerId: number; projectId: number; visibleTasklistIds: readonly number[] | null },
): Promise<Array<LabelRow & { usedInProject: boolean }>> {
  const inLists: SQL =
    input.visibleTasklistIds === null
      ? sql`true`
      : input.visibleTasklistIds.length === 0
        ? sql`false`
        : sql`pt.tasklist_id in (${sql.join(
            input.visibleTasklistIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const usedInProject = sql`exists (
    select 1 from ${taskLabels} pl join ${tasks} pt on pt.id = pl.task_id
    where pl.label_id = ${labels.id} and pt.project_id = ${input.projectId} and ${inLists}
  )`;
  const rows = await db
    .select({ ...labelColumns, usedInProject: sql<boolean>`${usedInProject}` })
    .from(labels)
    .where(or(ownedBy(input.viewerId), usedInProject))
    .orderBy(...byName);
  return rows.map(normalise);
}

// Drivers differ on bigint arrays: PGlite answers numbers, node-postgres strings.
const normalise = <R extends LabelRow>(row: R): R => ({
  ...row,
  ownersIds: row.ownersIds.map(Number),
});

export async function findLabelByUuid(db: DbOrTx, uuid: string): Promise<LabelRow | undefined> {
  const [row] = await db.select(labelColumns).from(labels).where(eq(labels.uuid, uuid));
  return row ? normalise(row) : undefined;
}

/** Whether a viewer sees a label: they own it, or it is on a task they see. */
export async function viewerSeesLabel(
  db: DbOrTx,
  labelId: number,
  viewerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        eq(labels.id, labelId),
        or(
          ownedBy(viewerId),
          sql`exists (
            select 1 from ${taskLabels} sl join ${tasks} on ${tasks.id} = sl.task_id
            where sl.label_id = ${labels.id} and ${viewerSeesTask(tasks, viewerId)}
          )`,
        ),
      ),
    );
  return row !== undefined;
}

/** The ids of the labels on a task. */
export async function labelIdsOfTask(db: DbOrTx, taskId: number): Promise<number[]> {
  const rows = await db
    .select({ labelId: taskLabels.labelId })
    .from(taskLabels)
    .where(eq(taskLabels.taskId, taskId));
  return rows.map((r) => r.labelId);
}

/** The labels on the given tasks, by name, each with its task. */
export function labelsOfTasks(
  db: DbOrTx,
  taskIds: IdsParam,
): RowsRead<{ taskId: number; uuid: string; name: string; color: string | null }> {
  return rowsRead(
    db
      .select({
        taskId: taskLabels.taskId,
        uuid: labels.uuid,
        name: labels.name,
        color: labels.color,
        key: sql`lower(${labels.name})`,
        id: labels.id,
      })
      .from(taskLabels)
      .innerJoin(labels, eq(labels.id, taskLabels.labelId))
      .where(inIds(taskLabels.taskId, taskIds)),
    6,
    (r) => ({
      taskId: Number(r[0]),
      uuid: r[1] as string,
      name: r[2] as string,
      color: r[3] as string | null,
    }),
    [4, 5],
  );
}

/** A new label, owned by its author. */
export async function insertLabel(
  db: DbOrTx,
  row: { name: string; color: string | null; authorId: number; dateAdd: Date },
): Promise<LabelRecord> {
  const [created] = await db.insert(labels).values(row).returning();
  await db.insert(labelOwners).values({ labelId: created!.id, userId: row.authorId });
  return created!;
}

export async function updateLabel(
  db: DbOrTx,
  id: number,
  change: Partial<Pick<LabelRecord, 'name' | 'color'>>,
): Promise<void> {
  await db.update(labels).set(change).where(eq(labels.id, id));
}

/** Puts a label on a task; false when it was there already. */
export async function insertTaskLabel(
  db: DbOrTx,
  row: { taskId: number; labelId: number; addedById: number; dateAdd: Date },
): Promise<boolean> {
  const added = await db
    .insert(taskLabels)
    .values(row)
    .onConflictDoNothing()
    .returning({ taskId: taskLabels.taskId });
  return added.length > 0;
}

/** Takes a label off a task; false when it was not there. */
export async function deleteTaskLabel(
  db: DbOrTx,
  taskId: number,
  labelId: number,
): Promise<boolean> {
  const removed = await db
    .delete(taskLabels)
    .where(and(eq(taskLabels.taskId, taskId), eq(taskLabels.labelId, labelId)))
    .returning({ taskId: taskLabels.taskId });
  return removed.length > 0;
}

/** The projects with a task carrying the label. */
export async function projectsCarryingLabel(db: DbOrTx, labelId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ projectId: tasks.projectId })
    .from(taskLabels)
    .innerJoin(tasks, eq(tasks.id, taskLabels.taskId))
    .where(eq(taskLabels.labelId, labelId))
    .orderBy(asc(tasks.projectId));
  return rows.map((r) => r.projectId);
}
