import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { KeyedMail, Mail, Mailer } from './mailer.ts';

/** The job that delivers one mail. */
export const MAIL_JOB = 'mail.send';

/** A mail to send once its write commits: a job in the same transaction, retried until it goes. */
export type QueueMail = (tx: Tx, mail: Mail) => Promise<void>;

/** Declares the delivery job and answers how mails are queued. */
export function mailJob(jobs: JobQueue, mailer: Mailer): QueueMail {
  // A mail server away for a while is waited for: 8 tries over about four hours.
  jobs.define<KeyedMail>(MAIL_JOB, (mail) => mailer.send(mail), {
    retryLimit: 8,
    retryDelaySeconds: 60,
  });
  return (tx, mail) => jobs.enqueue(tx, MAIL_JOB, { ...mail, key: randomUUID() });
}
