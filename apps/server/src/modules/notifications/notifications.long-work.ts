import { LONG_RUNNING_WORK_SECONDS } from '@tandem/contract';
import { claimLongRunningWork } from '../work-reports/index.ts';
import type { FanoutDeps, Told } from './notifications.fanout.ts';
import { queueInstantMails } from './notifications.fanout.ts';
import { queuePushNotices } from './notifications.push.ts';
import { findSettings, insertNotifications } from './notifications.repo.ts';
import { effectiveSettings } from './notifications.settings.ts';

/** The job that tells people whose timer has run above eight hours (every five minutes). */
export const LONG_WORK_JOB = 'notifications.long-running-work';
const BATCH = 200;

/**
 * Tells each person whose timer has been running for more than eight hours, once per timer: in
 * the app, live, and by e-mail and push as their settings say, unless they switched this notice
 * (`is_long_running_work_notification_enabled`) or all notifications off.
 */
export async function tellLongRunningWork(deps: FanoutDeps): Promise<number> {
  const now = deps.clock.now();
  const before = new Date(now.getTime() - LONG_RUNNING_WORK_SECONDS * 1000);
  return deps.transact(async (uow) => {
    const claimed = await claimLongRunningWork(uow.tx, before, now, BATCH);
    if (claimed.length === 0) return 0;
    const saved = await findSettings(uow.tx, [...new Set(claimed.map((c) => c.userId))]);
    const settings = new Map(
      claimed.map((c) => [c.userId, effectiveSettings(saved.get(c.userId))]),
    );
    const wanted = claimed.filter((c) => {
      const flags = settings.get(c.userId)!.flags;
      return !flags.disabled_all_notifications && flags.is_long_running_work_notification_enabled;
    });
    const made = await insertNotifications(
      uow.tx,
      wanted.map((c) => ({
        userId: c.userId,
        type: 'long_running_work',
        projectId: c.projectId,
        tasklistId: c.tasklistId,
        taskId: c.taskId,
        notice: {},
        dateAction: now,
      })),
    );
    const told: Told[] = made.map((m, i) => ({
      ...m,
      type: 'long_running_work',
      created: true,
      projectId: wanted[i]!.projectId,
    }));
    await queueInstantMails(uow, deps, told, settings);
    await queuePushNotices(uow, deps, told, settings);
    if (told.length > 0)
      uow.afterCommit(() =>
        deps.tellUsers([...new Set(told.map((t) => t.userId))], {
          type: 'notifications',
          newest_id: Math.max(...told.map((t) => t.id)),
        }),
      );
    return told.length;
  });
}
