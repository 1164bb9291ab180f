import { and, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pushSubscriptions, serverKeys } from '../../db/schema/notifications.ts';
import { pushDeliveries } from '../../db/schema/push.ts';
import { users } from '../../db/schema/users.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * A key the server makes once: the first instance to store it wins, and every instance reads
 * that one (an instance starting at the same moment drops its own).
 */
export async function keepServerKey(db: DbOrTx, name: string, made: string): Promise<string> {
  await db.insert(serverKeys).values({ name, value: made }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, name));
  if (!row) throw new Error(`The server key ${name} could not be stored.`);
  return row.value;
}

/** The token a person's browser names them by (their uuid); undefined for nobody. */
export async function findPublicToken(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.id, userId));
  return row?.uuid;
}

/** Stores a browser's subscription for a person; a browser known for another moves to them. */
export async function upsertSubscription(
  db: DbOrTx,
  row: Omit<PushSubscriptionRow, 'id'>,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.deviceToken,
      set: {
        userId: row.userId,
        notificationToken: row.notificationToken,
        osType: row.osType,
        dateAdd: row.dateAdd,
      },
    });
}

/** Removes a person's own subscription of a browser; answers whether there was one. */
export async function deleteOwnSubscription(
  db: DbOrTx,
  userId: number,
  deviceToken: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.deviceToken, deviceToken)),
    )
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function listSubscriptionsOf(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}

/** A subscription its push service no longer knows; what was sent to it goes with it. */
export async function deleteSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/**
 * Claims the sending of one push to one subscription: true for the first claim of the pair, false
 * when it was sent (or is being sent) already.
 */
export async function claimDelivery(
  db: DbOrTx,
  key: string,
  subscriptionId: number,
  at: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(pushDeliveries)
    .values({ key, subscriptionId, dateSent: at })
    .onConflictDoNothing()
    .returning({ key: pushDeliveries.key });
  return claimed.length > 0;
}

/** Gives a claim back after a failed try, so that a retry sends it. */
export async function releaseDelivery(
  db: DbOrTx,
  key: string,
  subscriptionId: number,
): Promise<void> {
  await db
    .delete(pushDeliveries)
    .where(and(eq(pushDeliveries.key, key), eq(pushDeliveries.subscriptionId, subscriptionId)));
}

/** Forgets the deliveries older than a moment (no retry reaches that far back). */
export async function pruneDeliveries(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(pushDeliveries).where(lt(pushDeliveries.dateSent, before));
}

/** Of these people, those with a browser that receives pushes. */
export async function pushReceivers(db: DbOrTx, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return new Set(rows.map((r) => r.userId));
}
