import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Push } from '../push/index.ts';
import { pushReceivers, queuePushes } from '../push/index.ts';
import type { Told } from './notifications.fanout.ts';
import { lineOf, textsFor } from './notifications.mail.ts';
import { presentNotification } from './notifications.presenter.ts';
import { findListedNotification, recipientsInfo } from './notifications.repo.ts';
import { INSTANT_SWITCH } from './notifications.rules.ts';
import type { EffectiveSettings } from './notifications.settings.ts';
import { awayOn, scheduleAllows } from './notifications.settings.ts';

/**
 * Pushes new notifications to the browsers of the people told who have one: each kind the person
 * has not switched off, while their sending schedule allows and they are not out of office (a
 * push is about now: one the schedule holds back is not sent later). The text is the
 * notification's line in the person's language; a click follows it.
 */
export async function queuePushNotices(
  uow: UnitOfWork,
  deps: { clock: Clock; jobs: JobQueue },
  told: Told[],
  settings: Map<number, EffectiveSettings>,
): Promise<void> {
  const created = told.filter((t) => t.created);
  const receivers = await pushReceivers(uow.tx, [...new Set(created.map((t) => t.userId))]);
  if (receivers.size === 0) return;
  const people = new Map(
    (await recipientsInfo(uow.tx, [...receivers])).map((person) => [person.id, person]),
  );
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const pushes: Push[] = [];
  for (const t of created) {
    const person = people.get(t.userId);
    const own = settings.get(t.userId);
    if (!person || !own || awayOn(person, today)) continue;
    const flags = own.flags as unknown as Record<string, unknown>;
    if (flags[INSTANT_SWITCH[t.type]] === false) continue;
    if (!scheduleAllows(own, now, person.timezone)) continue;
    const item = await findListedNotification(uow.tx, t.userId, t.id, true);
    if (!item) continue;
    const shown = presentNotification(item, null);
    pushes.push({
      userId: t.userId,
      title: 'Tandem',
      body: lineOf(shown, textsFor(person.localeCode)),
      url: `/notification?nid=${shown.id}&follow=${encodeURIComponent(shown.follow)}`,
      key: `notification.${shown.id}`,
    });
  }
  await queuePushes(uow.tx, deps.jobs, pushes);
}
