import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TASK_STATE, TASKLIST_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { tasklists, tasks } from '../../db/schema/projects.ts';
import { onBoard } from '../tasklists/tasklists.repo.ts';

/** The task lists a copy takes: those on the board (active or finished), in their order. */
export async function listTasklistsToCopy(
  db: DbOrTx,
  projectId: number,
): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: tasklists.id, name: tasklists.name })
    .from(tasklists)
    .where(and(eq(tasklists.projectId, projectId), onBoard))
    .orderBy(asc(tasklists.sortingId), asc(tasklists.id));
}

/**
 * Copies task lists into a project as active lists, in the order given, and pairs each source
 * id with the id of its copy.
 */
export async function copyTasklists(
  db: DbOrTx,
  input: { projectId: number; tasklists: Array<{ id: number; name: string }>; now: Date },
): Promise<Array<{ from: number; to: number }>> {
  if (input.tasklists.length === 0) return [];
  const created = await db
    .insert(tasklists)
    .values(
      input.tasklists.map((list, index) => ({
        projectId: input.projectId,
        name: list.name,
        stateId: TASKLIST_STATE.active,
        sortingId: index + 1,
        dateActivation: input.now,
      })),
    )
    .returning({ id: tasklists.id, sortingId: tasklists.sortingId });
  // Matched by position rather than by the order of the answer, which SQL does not promise.
  return created.map((row) => ({ from: input.tasklists[row.sortingId - 1]!.id, to: row.id }));
}

const column = (c: AnyPgColumn) => sql.identifier(c.name);

/**
 * Copies every task of the paired task lists into their copies in one statement: active again,
 * written by the given author, in their order within each list.
 */
export async function copyTasks(
  db: DbOrTx,
  input: {
    projectId: number;
    pairs: Array<{ from: number; to: number }>;
    authorId: number;
    now: Date;
  },
): Promise<void> {
  if (input.pairs.length === 0) return;
  const copyOf = sql.join(
    input.pairs.map((p) => sql`when ${p.from}::bigint then ${p.to}::bigint`),
    sql` `,
  );
  await db.execute(sql`
    insert into ${tasks} (
      ${column(tasks.projectId)}, ${column(tasks.tasklistId)}, ${column(tasks.name)},
      ${column(tasks.stateId)}, ${column(tasks.authorId)}, ${column(tasks.sortingId)},
      ${column(tasks.sortingKey)}, ${column(tasks.dateAdd)}
    )
    select ${input.projectId}::bigint, case ${tasks.tasklistId} ${copyOf} end, ${tasks.name},
      ${TASK_STATE.active}::smallint, ${input.authorId}::bigint,
      row_number() over (partition by ${tasks.tasklistId} order by ${tasks.sortingKey}, ${tasks.id}),
      ${tasks.sortingKey}, ${input.now.toISOString()}::timestamptz
    from ${tasks}
    where ${and(
      inArray(
        tasks.tasklistId,
        input.pairs.map((p) => p.from),
      ),
      isNull(tasks.dateDeleted),
    )}
  `);
}
