import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { insertOutboxMail } from './outbox.repo.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise keeps it in the outbox table that /dev
 * lists and writes it to the log, so a self-hoster without SMTP can still read a reset link.
 */
export function createMailer(deps: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}): Mailer {
  if (deps.smtpUrl) {
    const transport = nodemailer.createTransport(deps.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: deps.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await insertOutboxMail(deps.db, { ...mail, dateAdd: deps.clock.now() });
      deps.log.info(
        { mail: { to: mail.to, subject: mail.subject } },
        `mail kept in the outbox:\n${mail.text}`,
      );
    },
  };
}
