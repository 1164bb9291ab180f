import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { mailDeliveries, mailOutbox } from '../db/schema/users.ts';

/** Keeps a mail in the outbox; false when one with its key is kept already. */
export async function insertOutboxMail(
  db: DbOrTx,
  row: { key: string; to: string; subject: string; text: string; dateAdd: Date },
): Promise<boolean> {
  const kept = await db
    .insert(mailOutbox)
    .values(row)
    .onConflictDoNothing({ target: mailOutbox.key })
    .returning({ id: mailOutbox.id });
  return kept.length > 0;
}

export async function listOutboxMails(db: DbOrTx, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

/** Whether the SMTP server has taken the mail of this key already. */
export async function mailDelivered(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: mailDeliveries.key })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.key, key));
  return row !== undefined;
}

export async function recordMailDelivery(db: DbOrTx, key: string, at: Date): Promise<void> {
  await db.insert(mailDeliveries).values({ key, dateSent: at }).onConflictDoNothing();
}
