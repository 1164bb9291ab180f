import { asc, eq } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { pinnedItems } from '../../db/schema/task-details.ts';

/**
 * Holds the project's pinned items still until the transaction ends: pins, unpins and moves in
 * one project take turns, so each reads the order the one before it left.
 */
async function lockPins(db: DbOrTx, projectId: number) {
  await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('no key update');
}

/** The project's pinned items in their order: ids and keys. */
export async function pinnedOrder(db: DbOrTx, projectId: number) {
  await lockPins(db, projectId);
  return db
    .select({ id: pinnedItems.id, key: pinnedItems.sortingKey })
    .from(pinnedItems)
    .where(eq(pinnedItems.projectId, projectId))
    .orderBy(asc(pinnedItems.sortingKey), asc(pinnedItems.id));
}

/** The key of an item pinned now: it goes first, before every pinned item of the project. */
export async function firstPinKey(db: DbOrTx, projectId: number): Promise<string> {
  await lockPins(db, projectId);
  const [first] = await db
    .select({ key: pinnedItems.sortingKey })
    .from(pinnedItems)
    .where(eq(pinnedItems.projectId, projectId))
    .orderBy(asc(pinnedItems.sortingKey))
    .limit(1);
  return generateKeyBetween(null, first?.key ?? null);
}
