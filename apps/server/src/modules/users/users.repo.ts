import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { sessionCache } from '../../lib/session-cache.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUsersByEmails(db: DbOrTx, emails: string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
}

export async function findUserByApiKeyHash(
  db: DbOrTx,
  keyHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.apiKeyHash, keyHash));
  return row;
}

export async function mentionKeyTaken(db: DbOrTx, key: string, exceptUserId = 0): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mentionKey, key), ne(users.id, exceptUserId)));
  return rows.length > 0;
}

export async function insertUser(db: DbOrTx, row: NewUserRow): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  changes: Partial<
    Pick<
      UserRow,
      | 'fname'
      | 'lname'
      | 'localeCode'
      | 'timezone'
      | 'passwordHash'
      | 'apiKeyHash'
      | 'isInvited'
      | 'outOfOfficeFrom'
      | 'outOfOfficeTo'
      | 'darkMode'
      | 'timeTrackingHideFinishedTasks'
      | 'coverUuid'
      | 'coverKey'
      | 'dashboardLayout'
    >
  >,
): Promise<UserRow> {
  // The actor of a cached session carries the person's name and language.
  sessionCache.forgetUser(id);
  const [updated] = await db
    .update(users)
    .set({ ...changes, version: sql`${users.version} + 1` })
    .where(eq(users.id, id))
    .returning();
  return updated!;
}

/** The user whose photo has this public uuid. */
export async function findUserByCoverUuid(db: DbOrTx, uuid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.coverUuid, uuid));
  return row;
}

/** The photos of the given people (their `cover_uuid`), by id. */
export async function findCoversOf(
  db: DbOrTx,
  ids: number[],
): Promise<Array<{ id: number; coverUuid: string | null }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, coverUuid: users.coverUuid })
    .from(users)
    .where(inArray(users.id, ids));
}
