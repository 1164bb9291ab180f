import { dayIn, instantAt } from '../../lib/zoned-time.ts';
import { mailNotifications } from './notifications.mail.ts';
import type { MailDeps } from './notifications.mail.ts';
import {
  claimDigestCandidates,
  claimUnmailed,
  saveSettingsRow,
  unmailedUnreadIds,
} from './notifications.repo.ts';
import type { EffectiveSettings } from './notifications.settings.ts';
import { awayOn, effectiveSettings, scheduleAllows } from './notifications.settings.ts';

/** The job that sends the summaries that are due (every quarter of an hour). */
export const DIGESTS_JOB = 'notifications.digests';
/** When the morning summary goes, in the person's time zone. */
export const MORNING = '08:00:00';
/** When the summaries "every few hours" go: every three hours of the working day. */
export const FEW_HOURS = ['08:00:00', '11:00:00', '14:00:00', '17:00:00', '20:00:00'];
/** What a summary looks back over at most. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** People looked at in one transaction. */
const PAGE = 200;

/**
 * The moments of the day a person's summaries go: every few hours, every morning, or every
 * morning when they chose grouped e-mails without choosing when. None without summaries.
 */
export function digestTimes(settings: EffectiveSettings): string[] {
  const { flags } = settings;
  if (!flags.notification_email || flags.disabled_all_notifications) return [];
  if (flags.notification_every_few_hours) return FEW_HOURS;
  if (flags.notification_every_morning || flags.notification_type === 'grouped') return [MORNING];
  return [];
}

/** The latest summary moment at or before `now`, in the person's time zone (today or yesterday). */
export function latestDigestSlot(times: string[], now: Date, timeZone: string): Date | null {
  let latest: Date | null = null;
  for (const back of [0, 1])
    for (const time of times) {
      const at = instantAt(
        dayIn(new Date(now.getTime() - back * DAY_MS), timeZone),
        time,
        timeZone,
      );
      if (at.getTime() <= now.getTime() && (!latest || at > latest)) latest = at;
    }
  return latest;
}

/**
 * Sends each summary that is due: the notifications still unread and not e-mailed since the last
 * one, in one e-mail, when the sending schedule allows and the person is not out of office. The
 * notifications are marked mailed and the summary's moment kept in the transaction that queues
 * the e-mail, so a stop or a second instance sends none twice.
 */
export async function sendDigests(deps: MailDeps): Promise<number> {
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  let sent = 0;
  // A page of people per transaction, until all were looked at.
  for (let after = 0; ;) {
    const page = await deps.transact(async (uow) => {
      const rows = await claimDigestCandidates(uow.tx, after, PAGE);
      for (const row of rows) {
        const settings = effectiveSettings(row.settings);
        const slot = latestDigestSlot(digestTimes(settings), now, row.timezone);
        if (!slot || (row.settings.digestAt && row.settings.digestAt >= slot)) continue;
        if (!scheduleAllows(settings, now, row.timezone)) continue;
        const away = awayOn(row, today);
        const since = new Date(now.getTime() - LOOK_BACK_MS);
        const ids = away || row.isInvited ? [] : await unmailedUnreadIds(uow.tx, row.userId, since);
        const due = await claimUnmailed(uow.tx, ids, now);
        if (due.length > 0) {
          await mailNotifications(uow.tx, deps, due, () => true);
          sent += 1;
        }
        await saveSettingsRow(uow.tx, row.userId, { digestAt: now });
      }
      return rows.at(-1)?.userId ?? null;
    });
    if (page === null) return sent;
    after = page;
  }
}
