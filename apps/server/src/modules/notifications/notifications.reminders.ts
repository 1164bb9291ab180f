import type { NotificationType } from '@tandem/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { instantAt } from '../../lib/zoned-time.ts';
import { usersWhoSee } from '../projects/index.ts';
import { firesAt } from '../reminders/index.ts';
import { formatDueDate } from '../tasks/index.ts';
import type { FanoutDeps, Told } from './notifications.fanout.ts';
import { queueInstantMails } from './notifications.fanout.ts';
import { queuePushNotices } from './notifications.push.ts';
import type { DueTaskCandidate } from './notifications.repo.ts';
import {
  claimDueReminders,
  dueTaskCandidates,
  findSettings,
  insertNotifications,
  markRemindersSent,
  recordDueDateNotices,
} from './notifications.repo.ts';
import type { EffectiveSettings } from './notifications.settings.ts';
import { effectiveSettings } from './notifications.settings.ts';

/** The job that delivers the reminders that came due (every minute). */
export const REMINDERS_JOB = 'notifications.reminders';
/** The job that tells people of the tasks coming due (every minute). */
export const DUE_DATES_JOB = 'notifications.due-dates';
/** The events after which a due-date notice may be due at once. */
export const DUE_DATE_EVENTS = ['task.due_dates_changed', 'task.workers_changed'] as const;
const BATCH = 200;
/** The moment of the day a due date without a time is told, in the person's time zone. */
const WHOLE_DAY_NOTICE_TIME = '09:00:00';
/** A notice more than this late (the server was down) is not told any more. */
const STALE_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS: Record<string, number> = {
  '2h': 2 * 60 * 60 * 1000,
  '1h': 60 * 60 * 1000,
  '30m': 30 * 60 * 1000,
  '15m': 15 * 60 * 1000,
  due: 0,
};

/** Something come due for one person: a notification to make about a task. */
interface DueItem {
  type: Extract<NotificationType, 'reminder' | 'due_date'>;
  userId: number;
  projectId: number;
  tasklistId: number;
  taskId: number;
  dueDate?: string | null;
}

/** The settings of the people of some items, defaults under what they saved. */
async function settingsOf(uow: UnitOfWork, userIds: number[]) {
  const rows = await findSettings(uow.tx, [...new Set(userIds)]);
  return new Map([...new Set(userIds)].map((id) => [id, effectiveSettings(rows.get(id))]));
}

/**
 * Makes the notifications of what came due, for those who still see the task and have not
 * turned notifications off, and queues their e-mails; the people told hear of it live.
 */
async function tellDue(
  uow: UnitOfWork,
  deps: FanoutDeps,
  items: DueItem[],
  settings: Map<number, EffectiveSettings>,
  now: Date,
): Promise<Told[]> {
  const told: Told[] = [];
  for (const item of items) {
    const seeing = await usersWhoSee(uow.tx, item.projectId, item.tasklistId, [item.userId]);
    const own = settings.get(item.userId) ?? effectiveSettings(undefined);
    if (!seeing.has(item.userId) || own.flags.disabled_all_notifications) continue;
    const [made] = await insertNotifications(uow.tx, [
      {
        userId: item.userId,
        type: item.type,
        projectId: item.projectId,
        tasklistId: item.tasklistId,
        taskId: item.taskId,
        notice: item.dueDate === undefined ? {} : { due_date: item.dueDate },
        dateAction: now,
      },
    ]);
    told.push({ ...made!, type: item.type, created: true, projectId: item.projectId });
  }
  await queueInstantMails(uow, deps, told, settings);
  await queuePushNotices(uow, deps, told, settings);
  if (told.length > 0)
    uow.afterCommit(() =>
      deps.tellUsers([...new Set(told.map((t) => t.userId))], {
        type: 'notifications',
        newest_id: Math.max(...told.map((t) => t.id)),
      }),
    );
  return told;
}

/**
 * Delivers each reminder that came due once: a notification to its person (while they still see
 * the task), their e-mail if they want reminders by e-mail, and the reminder marked sent, all in
 * one transaction. A whole-day due date is due at 09:00 in the person's time zone.
 */
export async function deliverDueReminders(deps: FanoutDeps): Promise<number> {
  const now = deps.clock.now();
  return deps.transact(async (uow) => {
    const candidates = await claimDueReminders(uow.tx, now, BATCH);
    const due = candidates.filter((r) => {
      const at = firesAt(r, r, r.timezone);
      return at !== null && at.getTime() <= now.getTime();
    });
    const settings = await settingsOf(
      uow,
      due.map((r) => r.userId),
    );
    const told = await tellDue(
      uow,
      deps,
      due.map((r) => ({
        type: 'reminder',
        userId: r.userId,
        projectId: r.projectId,
        tasklistId: r.tasklistId,
        taskId: r.taskId,
      })),
      settings,
      now,
    );
    await markRemindersSent(
      uow.tx,
      due.map((r) => r.id),
      now,
    );
    return told.length;
  });
}

/**
 * When a task's due date is told to a person, by their settings: a due date with a time the
 * chosen while before (`when_send_due_date_notification`); one without a time at 09:00 of the
 * day, or of the day before (`when_send_due_date_without_time_part_notification`), in their time
 * zone. Null when they do not want due-date notices.
 */
export function dueNoticeAt(
  task: Pick<DueTaskCandidate, 'dueDate' | 'dueDateHasTime'>,
  settings: EffectiveSettings,
  timeZone: string,
): Date | null {
  const { flags } = settings;
  if (!flags.enable_due_date_notifications || flags.disabled_all_notifications) return null;
  if (task.dueDateHasTime)
    return new Date(
      task.dueDate.getTime() - (OFFSET_MS[flags.when_send_due_date_notification] ?? 0),
    );
  const day = task.dueDate.toISOString().slice(0, 10);
  const noticeDay =
    flags.when_send_due_date_without_time_part_notification === 'day_before'
      ? new Date(task.dueDate.getTime() - STALE_MS).toISOString().slice(0, 10)
      : day;
  return instantAt(noticeDay, WHOLE_DAY_NOTICE_TIME, timeZone);
}

/**
 * Tells the workers of each open task coming due (its author when nobody works on it), once per
 * due date: a changed due date is told anew. A notice more than a day late is dropped.
 */
export async function deliverDueDateNotices(deps: FanoutDeps): Promise<number> {
  const now = deps.clock.now();
  return deps.transact(async (uow) => {
    const candidates = await dueTaskCandidates(uow.tx, now);
    const settings = await settingsOf(
      uow,
      candidates.map((c) => c.userId),
    );
    const due = candidates.filter((c) => {
      const at = dueNoticeAt(c, settings.get(c.userId)!, c.timezone);
      return (
        at !== null && at.getTime() <= now.getTime() && now.getTime() - at.getTime() < STALE_MS
      );
    });
    const recorded = await recordDueDateNotices(uow.tx, due, now);
    const mine = new Set(recorded.map((r) => `${r.taskId}:${r.userId}`));
    const told = await tellDue(
      uow,
      deps,
      due
        .filter((c) => mine.has(`${c.taskId}:${c.userId}`))
        .map((c) => ({
          type: 'due_date',
          userId: c.userId,
          projectId: c.projectId,
          tasklistId: c.tasklistId,
          taskId: c.taskId,
          dueDate: formatDueDate(c.dueDate, c.dueDateHasTime),
        })),
      settings,
      now,
    );
    return told.length;
  });
}
