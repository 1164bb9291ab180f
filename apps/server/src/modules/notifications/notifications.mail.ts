import type { NotificationType } from '@tandem/contract';
import type { Transact } from '../../db/unit-of-work.ts';
import type { QueueMail } from '../../mail/mail-job.ts';
import type { Clock } from '../../lib/clock.ts';
import { claimUnmailed, findListedNotification, recipientsInfo } from './notifications.repo.ts';
import { presentNotification } from './notifications.presenter.ts';

type Texts = Record<NotificationType, (who: string, what: string) => string> & {
  open: string;
  settings: string;
};

/** The subject lines of instant e-mails, in English and Czech (others read English). */
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
    open: 'Open it in Tandem:',
    settings: 'Choose which e-mails you get:',
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
    open: 'Otevřít v Tandemu:',
    settings: 'Vyberte, jaké e-maily chcete dostávat:',
  },
};

/**
 * Sends one e-mail for each of the notifications still unread and not mailed yet, marking them
 * mailed in the same transaction that queues the mail (so a retry sends none twice).
 */
export function createNotificationMailer(deps: {
  transact: Transact;
  clock: Clock;
  queueMail: QueueMail;
  publicUrl: string;
}) {
  return async ({ ids }: { ids: number[] }) => {
    if (ids.length === 0) return;
    await deps.transact(async (uow) => {
      const due = await claimUnmailed(uow.tx, ids, deps.clock.now());
      const people = new Map(
        (await recipientsInfo(uow.tx, [...new Set(due.map((d) => d.userId))])).map((p) => [
          p.id,
          p,
        ]),
      );
      for (const { id, userId } of due) {
        const person = people.get(userId);
        if (!person) continue;
        // Read as the person sees it now: what they lost sight of is not sent.
        const item = await findListedNotification(uow.tx, userId, id, true);
        if (!item) continue;
        const shown = presentNotification(item, null);
        const texts = TEXTS[person.localeCode.startsWith('cs') ? 'cs' : 'en'];
        const what =
          shown.task?.name ??
          shown.document?.name ??
          shown.file?.name ??
          shown.project_link?.name ??
          shown.project?.name ??
          '';
        const who = shown.author?.fullname ?? 'Tandem';
        const link = `${deps.publicUrl}/notification?nid=${id}&follow=${encodeURIComponent(shown.follow)}`;
        const body = [
          texts[shown.type](who, `“${what}”`),
          shown.notice.comment_text ? `\n${shown.notice.comment_text}` : '',
          '',
          `${texts.open} ${link}`,
          '',
          `${texts.settings} ${deps.publicUrl}/settings/notifications`,
        ];
        await deps.queueMail(uow.tx, {
          to: person.email,
          subject: texts[shown.type](who, `“${what}”`),
          text: body.join('\n'),
        });
      }
    });
  };
}
