import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { insertOutboxMail, mailDelivered, recordMailDelivery } from './outbox.repo.ts';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part, always there. */
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string;
  /** More headers, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

/** A mail on its way, with the key that makes its delivery happen once however often it is tried. */
export interface KeyedMail extends Mail {
  key: string;
}

export interface Mailer {
  /** Delivers a mail; trying the same key again delivers nothing more. */
  send(mail: KeyedMail): Promise<void>;
}

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise keeps it in the outbox table that /dev
 * lists and writes it to the log, so a self-hoster without SMTP can still read a reset link.
 * In the outbox a key is kept once. Over SMTP a key is recorded once the server took the mail;
 * its Message-ID is made from the key, so that in the rare case of a stop between the two, the
 * second copy carries the same id and mail programs show one.
 */
export function createMailer(deps: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The host name in Message-IDs (the public address's). */
  host?: string;
}): Mailer {
  if (deps.smtpUrl) {
    const transport = nodemailer.createTransport(deps.smtpUrl);
    return {
      async send({ key, ...mail }) {
        if (await mailDelivered(deps.db, key)) return;
        await transport.sendMail({
          from: deps.from,
          ...mail,
          messageId: `<${key}@${deps.host ?? 'tandem.local'}>`,
        });
        await recordMailDelivery(deps.db, key, deps.clock.now());
      },
    };
  }
  return {
    async send(mail) {
      const kept = await insertOutboxMail(deps.db, {
        key: mail.key,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        dateAdd: deps.clock.now(),
      });
      if (!kept) return;
      deps.log.info(
        { mail: { to: mail.to, subject: mail.subject } },
        `mail kept in the outbox:\n${mail.text}`,
      );
    },
  };
}
