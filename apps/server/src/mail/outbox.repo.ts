import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/users.ts';

export async function insertOutboxMail(
  db: DbOrTx,
  row: { to: string; subject: string; text: string; dateAdd: Date },
): Promise<void> {
  await db.insert(mailOutbox).values(row);
}

export async function listOutboxMails(db: DbOrTx, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
