import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { placeholder } from '../../db/id-list.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { passwordResets, rateLimitHits, sessions, users } from '../../db/schema/users.ts';
import { sessionCache } from '../../lib/session-cache.ts';

export async function insertSession(
  db: DbOrTx,
  row: { id: string; userId: number; dateAdd: Date; dateExpires: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The live session with this hashed id, with its user. */
export async function findLiveSession(db: DbOrTx, id: string, now: Date) {
  // Every request asks it: prepared once.
  const query = preparedOnce(db, 'live_session', () =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, placeholder('id')), gt(sessions.dateExpires, placeholder('now'))))
      .prepare('live_session'),
  );
  const [row] = await query.execute({ id, now: now.toISOString() });
  return row;
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  sessionCache.forgetSession(id);
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, except one when given (the one making the change). */
export async function deleteUserSessions(
  db: DbOrTx,
  userId: number,
  exceptId?: string,
): Promise<void> {
  sessionCache.forgetUser(userId);
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptId ? ne(sessions.id, exceptId) : undefined));
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.dateExpires, now));
}

export async function insertPasswordReset(
  db: DbOrTx,
  row: { userId: number; tokenHash: string; dateAdd: Date; dateExpires: Date },
): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/** Marks an unused, unexpired reset token as used and returns its user id; null otherwise. */
export async function consumePasswordReset(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ dateUsed: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.dateUsed),
        gt(passwordResets.dateExpires, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Counts one attempt against a key in the current window and returns the count so far. */
export async function countRateLimitHit(
  db: DbOrTx,
  key: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  return row!.count;
}

export async function deleteOldRateLimitHits(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
}
