import type { Notification, NotificationType } from '@tandem/contract';
import type { Transact } from '../../db/unit-of-work.ts';
import type { Tx } from '../../db/client.ts';
import type { QueueMail } from '../../mail/mail-job.ts';
import type { Mail } from '../../mail/mailer.ts';
import { renderMailHtml } from '../../mail/html.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  claimUnmailed,
  findListedNotification,
  findSettings,
  recipientsInfo,
} from './notifications.repo.ts';
import { presentNotification } from './notifications.presenter.ts';
import { effectiveSettings } from './notifications.settings.ts';

type Texts = Record<NotificationType, (who: string, what: string) => string> & {
  open: string;
  openAll: string;
  settings: string;
  settingsLink: string;
  unsubscribe: string;
  unsubscribeLink: string;
  why: string;
  summary: (count: number) => string;
  more: (count: number) => string;
};

/** The texts of notification e-mails, in English and Czech (others read English). */
const TEXTS: Record<'en' | 'cs', Texts> = {
  en: {
    task_assigned: (who, what) => `${who} assigned you to ${what}`,
    mention: (who, what) => `${who} mentioned you in ${what}`,
    comment: (who, what) => `${who} commented on ${what}`,
    reaction: (who, what) => `${who} reacted to your comment on ${what}`,
    task_finished: (who, what) => `${who} finished your task ${what}`,
    tracked_task_finished: (who, what) => `${who} finished ${what}`,
    due_date_changed: (who, what) => `${who} changed the due date of ${what}`,
    note_edited: (who, what) => `${who} edited the note ${what}`,
    reminder: (_who, what) => `Reminder: ${what}`,
    due_date: (_who, what) => `Due soon: ${what}`,
    new_task: (who, what) => `${who} added ${what} to a task list you follow`,
    long_running_work: (_who, what) =>
      what
        ? `Your timer on ${what} has been running for more than 8 hours`
        : 'Your timer has been running for more than 8 hours',
    open: 'Open it in Tandem:',
    openAll: 'Open your notifications:',
    settings: 'Choose which e-mails you get:',
    settingsLink: 'Notification settings',
    unsubscribe: 'Stop these e-mails with one click:',
    unsubscribeLink: 'Unsubscribe',
    why: 'You get this e-mail because of your notification settings in Tandem.',
    summary: (count) =>
      count === 1 ? 'You have 1 new notification' : `You have ${count} new notifications`,
    more: (count) => (count === 1 ? 'and 1 more' : `and ${count} more`),
  },
  cs: {
    task_assigned: (who, what) => `${who} vám přidělil(a) úkol ${what}`,
    mention: (who, what) => `${who} vás zmínil(a) v ${what}`,
    comment: (who, what) => `${who} okomentoval(a) ${what}`,
    reaction: (who, what) => `${who} reagoval(a) na váš komentář u ${what}`,
    task_finished: (who, what) => `${who} dokončil(a) váš úkol ${what}`,
    tracked_task_finished: (who, what) => `${who} dokončil(a) ${what}`,
    due_date_changed: (who, what) => `${who} změnil(a) termín úkolu ${what}`,
    note_edited: (who, what) => `${who} upravil(a) poznámku ${what}`,
    reminder: (_who, what) => `Připomínka: ${what}`,
    due_date: (_who, what) => `Blíží se termín: ${what}`,
    new_task: (who, what) => `${who} přidal(a) ${what} do sledovaného seznamu úkolů`,
    long_running_work: (_who, what) =>
      what
        ? `Měření času u ${what} běží déle než 8 hodin`
        : 'Vaše měření času běží déle než 8 hodin',
    open: 'Otevřít v Tandemu:',
    openAll: 'Otevřít oznámení:',
    settings: 'Vyberte, jaké e-maily chcete dostávat:',
    settingsLink: 'Nastavení oznámení',
    unsubscribe: 'Zastavit tyto e-maily jedním kliknutím:',
    unsubscribeLink: 'Odhlásit odběr',
    why: 'Tento e-mail dostáváte podle svého nastavení oznámení v Tandemu.',
    summary: (count) =>
      count === 1
        ? 'Máte 1 nové oznámení'
        : count >= 2 && count <= 4
          ? `Máte ${count} nová oznámení`
          : `Máte ${count} nových oznámení`,
    more: (count) => `a ${count} další`,
  },
};

/** What the jobs that send notification e-mails work with. */
export interface MailDeps {
  transact: Transact;
  clock: Clock;
  queueMail: QueueMail;
  publicUrl: string;
}

/** Lines a summary lists; the rest are counted. */
const SUMMARY_LINES = 30;

/** The texts for a person's language. */
export const textsFor = (localeCode: string): Texts =>
  TEXTS[localeCode.startsWith('cs') ? 'cs' : 'en'];

/** Who and what a notification speaks of, as a line of a mail or a push. */
export function lineOf(shown: Notification, texts: Texts): string {
  const what =
    shown.task?.name ??
    shown.document?.name ??
    shown.file?.name ??
    shown.project_link?.name ??
    shown.project?.name ??
    '';
  const who = shown.author?.fullname ?? 'Tandem';
  return texts[shown.type](who, what ? `“${what}”` : '');
}

/** The person a notification mail goes to. */
export interface MailRecipient {
  email: string;
  localeCode: string;
  mailUnsubscribeHash: string;
}

/**
 * The parts every notification mail shares: the plain text with its links, the HTML part, and
 * the `List-Unsubscribe` headers whose address stops the e-mails in one click (RFC 8058).
 */
export function composeMail(
  person: MailRecipient,
  publicUrl: string,
  content: {
    subject: string;
    paragraphs: string[];
    items?: Array<{ text: string; href: string }>;
    action: { label: string; href: string };
  },
): Mail {
  const texts = textsFor(person.localeCode);
  const unsubscribeApi = `${publicUrl}/api/notifications/unsubscribe?hash=${person.mailUnsubscribeHash}`;
  const unsubscribePage = `${publicUrl}/unsubscribe?hash=${person.mailUnsubscribeHash}`;
  const settings = `${publicUrl}/settings/notifications`;
  const items = content.items ?? [];
  const text = [
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...items.flatMap((item) => [`• ${item.text}`, `  ${item.href}`]),
    ...(items.length > 0 ? [''] : []),
    `${content.action.label} ${content.action.href}`,
    '',
    '--',
    texts.why,
    `${texts.settings} ${settings}`,
    `${texts.unsubscribe} ${unsubscribePage}`,
  ].join('\n');
  const html = renderMailHtml({
    lang: person.localeCode.slice(0, 2),
    title: content.subject,
    paragraphs: content.paragraphs,
    items,
    action: { label: content.action.label.replace(/:$/, ''), href: content.action.href },
    footer: [
      { text: texts.why },
      { text: '', link: { label: texts.settingsLink, href: settings } },
      { text: '', link: { label: texts.unsubscribeLink, href: unsubscribePage } },
    ],
  });
  return {
    to: person.email,
    subject: content.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The address that marks a notification read and opens what it is about. */
const followLink = (publicUrl: string, shown: Notification) =>
  `${publicUrl}/notification?nid=${shown.id}&follow=${encodeURIComponent(shown.follow)}`;

/** One notification's own e-mail. */
function singleMail(person: MailRecipient, publicUrl: string, shown: Notification): Mail {
  const texts = textsFor(person.localeCode);
  const line = lineOf(shown, texts);
  return composeMail(person, publicUrl, {
    subject: line,
    paragraphs: [line, ...(shown.notice.comment_text ? [shown.notice.comment_text] : [])],
    action: { label: texts.open, href: followLink(publicUrl, shown) },
  });
}

/** Several notifications in one e-mail (grouped e-mails and the summaries). */
export function summaryMail(person: MailRecipient, publicUrl: string, shown: Notification[]): Mail {
  const texts = textsFor(person.localeCode);
  const listed = shown.slice(0, SUMMARY_LINES);
  const rest = shown.length - listed.length;
  return composeMail(person, publicUrl, {
    subject: texts.summary(shown.length),
    paragraphs: [texts.summary(shown.length)],
    items: [
      ...listed.map((n) => ({ text: lineOf(n, texts), href: followLink(publicUrl, n) })),
      ...(rest > 0 ? [{ text: texts.more(rest), href: `${publicUrl}/notifications` }] : []),
    ],
    action: { label: texts.openAll, href: `${publicUrl}/notifications` },
  });
}

/**
 * Queues the e-mails of some notifications the person still sees: one each, or one for all of
 * a person's when they want grouped e-mails (`send_email_with_grouped_notifications`).
 */
export async function mailNotifications(
  tx: Tx,
  deps: { queueMail: QueueMail; publicUrl: string },
  due: Array<{ id: number; userId: number }>,
  together: (userId: number, count: number) => boolean,
): Promise<void> {
  const people = new Map(
    (await recipientsInfo(tx, [...new Set(due.map((d) => d.userId))])).map((p) => [p.id, p]),
  );
  const byPerson = new Map<number, Notification[]>();
  for (const { id, userId } of due) {
    // Read as the person sees it now: what they lost sight of is not sent.
    const item = await findListedNotification(tx, userId, id, true);
    if (item)
      byPerson.set(userId, [...(byPerson.get(userId) ?? []), presentNotification(item, null)]);
  }
  for (const [userId, unordered] of byPerson) {
    const shown = unordered.sort((a, b) => b.id - a.id);
    const person = people.get(userId);
    if (!person) continue;
    const mails = together(userId, shown.length)
      ? [summaryMail(person, deps.publicUrl, shown)]
      : shown.map((n) => singleMail(person, deps.publicUrl, n));
    for (const mail of mails) await deps.queueMail(tx, mail);
  }
}

/**
 * Sends the e-mails of the notifications still unread and not mailed yet, marking them mailed
 * in the same transaction that queues the mail (so a retry sends none twice).
 */
export function createNotificationMailer(deps: MailDeps) {
  return async ({ ids }: { ids: number[] }) => {
    if (ids.length === 0) return;
    await deps.transact(async (uow) => {
      const due = await claimUnmailed(uow.tx, ids, deps.clock.now());
      const settings = await findSettings(uow.tx, [...new Set(due.map((d) => d.userId))]);
      await mailNotifications(
        uow.tx,
        deps,
        due,
        (userId, count) =>
          count > 1 &&
          effectiveSettings(settings.get(userId)).flags.send_email_with_grouped_notifications,
      );
    });
  };
}
