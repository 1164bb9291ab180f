import { usersWhoSee } from '../projects/index.ts';
import { firesAt } from '../reminders/index.ts';
import type { FanoutDeps, Told } from './notifications.fanout.ts';
import { queueInstantMails } from './notifications.fanout.ts';
import {
  claimDueReminders,
  findSettings,
  insertNotifications,
  markRemindersSent,
} from './notifications.repo.ts';
import { effectiveSettings } from './notifications.settings.ts';

/** The job that delivers the reminders that came due (every minute). */
export const REMINDERS_JOB = 'notifications.reminders';
const BATCH = 200;

/**
 * Delivers each reminder that came due once: a notification to its person (while they still see
 * the task), their e-mail if they want reminders by e-mail, and the reminder marked sent, all in
 * one transaction. A whole-day due date is due at 09:00 in the person's time zone.
 */
export async function deliverDueReminders(deps: FanoutDeps): Promise<number> {
  const now = deps.clock.now();
  const { delivered, reached } = await deps.transact(async (uow) => {
    const candidates = await claimDueReminders(uow.tx, now, BATCH);
    const due = candidates.filter((r) => {
      const at = firesAt(r, r, r.timezone);
      return at !== null && at.getTime() <= now.getTime();
    });
    const told: Told[] = [];
    const settings = new Map(
      [...(await findSettings(uow.tx, [...new Set(due.map((r) => r.userId))]))].map(([id, row]) => [
        id,
        effectiveSettings(row),
      ]),
    );
    for (const reminder of due) {
      const seeing = await usersWhoSee(uow.tx, reminder.projectId, reminder.tasklistId, [
        reminder.userId,
      ]);
      const own = settings.get(reminder.userId) ?? effectiveSettings(undefined);
      if (!seeing.has(reminder.userId)) continue;
      if (own.flags.disabled_all_notifications) continue;
      const [made] = await insertNotifications(uow.tx, [
        {
          userId: reminder.userId,
          type: 'reminder',
          projectId: reminder.projectId,
          tasklistId: reminder.tasklistId,
          taskId: reminder.taskId,
          dateAction: now,
        },
      ]);
      const one: Told = { ...made!, type: 'reminder', created: true };
      told.push(one);
      await queueInstantMails(uow, deps, { projectId: reminder.projectId }, [one], settings);
    }
    await markRemindersSent(
      uow.tx,
      due.map((r) => r.id),
      now,
    );
    return { delivered: told.length, reached: told };
  });
  if (reached.length > 0)
    await deps.tellUsers([...new Set(reached.map((t) => t.userId))], {
      type: 'notifications',
      newest_id: Math.max(...reached.map((t) => t.id)),
    });
  return delivered;
}
