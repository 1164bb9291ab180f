import { and, asc, eq } from 'drizzle-orm';
import { TASKLIST_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { tasklists } from '../../db/schema/projects.ts';
import { onBoard } from '../tasklists/index.ts';

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
