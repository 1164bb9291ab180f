import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { projects } from '../../db/schema/projects.ts';

const feedColumns = {
  id: calendarFeeds.id,
  userId: calendarFeeds.userId,
  projectId: calendarFeeds.projectId,
  projectName: projects.name,
  dateAdd: calendarFeeds.dateAdd,
  dateRevoked: calendarFeeds.dateRevoked,
};

const feeds = (db: DbOrTx) =>
  db
    .select(feedColumns)
    .from(calendarFeeds)
    .leftJoin(projects, eq(projects.id, calendarFeeds.projectId));
export type FeedRow = Awaited<ReturnType<ReturnType<typeof feeds>['execute']>>[number];

/** The person's feeds in force, newest first. */
export function listFeedsOf(db: DbOrTx, userId: number): Promise<FeedRow[]> {
  return feeds(db)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.dateRevoked)))
    .orderBy(desc(calendarFeeds.dateAdd), desc(calendarFeeds.id));
}

/** One of the person's feeds in force. */
export async function findFeedOf(
  db: DbOrTx,
  userId: number,
  feedId: number,
): Promise<FeedRow | undefined> {
  const [row] = await feeds(db).where(
    and(
      eq(calendarFeeds.id, feedId),
      eq(calendarFeeds.userId, userId),
      isNull(calendarFeeds.dateRevoked),
    ),
  );
  return row;
}

/** The feed in force whose token has this hash. */
export async function findFeedByHash(db: DbOrTx, tokenHash: string): Promise<FeedRow | undefined> {
  const [row] = await feeds(db).where(
    and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.dateRevoked)),
  );
  return row;
}

/** Makes a feed; null when the person has one in force for the same scope already. */
export async function insertFeed(
  db: DbOrTx,
  row: { tokenHash: string; userId: number; projectId: number | null; dateAdd: Date },
): Promise<number | null> {
  const [made] = await db
    .insert(calendarFeeds)
    .values(row)
    // The only conflict that can happen is the scope's feed in force (tokens are random).
    .onConflictDoNothing()
    .returning({ id: calendarFeeds.id });
  return made?.id ?? null;
}

/** Stops a feed in force; false when it was not in force. */
export async function revokeFeed(db: DbOrTx, feedId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ dateRevoked: now })
    .where(and(eq(calendarFeeds.id, feedId), isNull(calendarFeeds.dateRevoked)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}
