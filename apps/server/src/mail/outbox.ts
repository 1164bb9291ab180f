import type { OutboxMail } from '@tandem/contract';
import type { Db } from '../db/client.ts';
import { listOutboxMails } from './outbox.repo.ts';

const OUTBOX_LIMIT = 100;

/** The latest mails kept in the outbox, newest first. */
export async function latestOutboxMails(db: Db): Promise<OutboxMail[]> {
  const mails = await listOutboxMails(db, OUTBOX_LIMIT);
  return mails.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    date_add: m.dateAdd.toISOString(),
  }));
}
