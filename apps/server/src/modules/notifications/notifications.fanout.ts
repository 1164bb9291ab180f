import type { NotificationType, ServerMessage } from '@tandem/contract';
import type { Transact, UnitOfWork } from '../../db/unit-of-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { usersWhoSee } from '../projects/index.ts';
import type { NewNotificationRow, PendingEvent } from './notifications.repo.ts';
import {
  claimPendingEvents,
  findSettings,
  insertNotifications,
  markFannedOut,
  mergeIntoGroup,
  recipientsInfo,
  tasklistOfTask,
} from './notifications.repo.ts';
import type { Candidate } from './notifications.rules.ts';
import { INSTANT_SWITCH, tellingOf } from './notifications.rules.ts';
import type { EffectiveSettings } from './notifications.settings.ts';
import { awayOn, effectiveSettings, nextScheduleOpening } from './notifications.settings.ts';
import { queuePushNotices } from './notifications.push.ts';

/** The job that fans events out into notifications (and the name tests run it by). */
export const FANOUT_JOB = 'notifications.fanout';
/** The job that sends the instant e-mails of some notifications. */
export const MAIL_NOTIFICATIONS_JOB = 'notifications.mail';
/** Events taken in one transaction. */
const BATCH = 50;
/** Notifications one e-mail job sends. */
const MAIL_JOB_SIZE = 25;

export interface FanoutDeps {
  transact: Transact;
  clock: Clock;
  jobs: JobQueue;
  tellUsers(userIds: readonly number[], message: ServerMessage): Promise<void>;
}

/** A notification made or grown, and whom it is for. */
export interface Told {
  id: number;
  userId: number;
  type: NotificationType;
  created: boolean;
  projectId: number | null;
}

/** Of the candidates, those who see what the event is about and have not switched it off. */
async function reachable(
  uow: UnitOfWork,
  event: PendingEvent,
  candidates: Candidate[],
): Promise<{
  kept: Candidate[];
  settings: Map<number, EffectiveSettings>;
  tasklistId: number | null;
}> {
  const others = candidates.filter((c) => c.userId !== event.authorId);
  const tasklistId =
    event.tasklistId ?? (event.taskId ? await tasklistOfTask(uow.tx, event.taskId) : null);
  if (others.length === 0 || event.projectId === null)
    return { kept: [], settings: new Map(), tasklistId };
  const ids = others.map((c) => c.userId);
  const seeing = await usersWhoSee(uow.tx, event.projectId, tasklistId, ids);
  const rows = await findSettings(uow.tx, ids);
  const settings = new Map(ids.map((id) => [id, effectiveSettings(rows.get(id))]));
  const projectId = event.projectId;
  const kept = others.filter((c) => {
    const own = settings.get(c.userId)!;
    return (
      seeing.has(c.userId) &&
      !own.flags.disabled_all_notifications &&
      (!c.asAssigner || own.flags.notification_when_task_finished) &&
      (own.sourceProjects.length === 0 || own.sourceProjects.includes(projectId))
    );
  });
  return { kept, settings, tasklistId };
}

/** Makes the notifications of one event, merging into unread ones of the same group. */
async function fanOutEvent(
  uow: UnitOfWork,
  event: PendingEvent,
): Promise<{ told: Told[]; settings: Map<number, EffectiveSettings> }> {
  const telling = await tellingOf(uow.tx, event);
  if (telling.trashed || telling.candidates.length === 0) return { told: [], settings: new Map() };
  const { kept, settings, tasklistId } = await reachable(uow, event, telling.candidates);
  const told: Told[] = [];
  const byType = new Map<NotificationType, Candidate[]>();
  for (const candidate of kept)
    byType.set(candidate.type, [...(byType.get(candidate.type) ?? []), candidate]);
  for (const [type, group] of byType) {
    const groupKey = telling.groupKey(type);
    let fresh = group;
    if (groupKey) {
      const merged = await mergeIntoGroup(uow.tx, {
        userIds: group.map((c) => c.userId),
        groupKey,
        type,
        authorId: event.authorId,
        eventId: event.id,
        commentId: event.commentId,
        dateAction: event.dateAction,
        patch: telling.notice,
      });
      const mergedUsers = new Set(merged.map((m) => m.userId));
      told.push(...merged.map((m) => ({ ...m, type, created: false, projectId: event.projectId })));
      fresh = group.filter((c) => !mergedUsers.has(c.userId));
    }
    const rows: NewNotificationRow[] = fresh.map((c) => ({
      userId: c.userId,
      type,
      moreTypes: c.moreTypes,
      authorId: event.authorId,
      whoId: event.whoId !== c.userId ? event.whoId : null,
      projectId: event.projectId,
      tasklistId,
      taskId: event.taskId,
      commentId: event.commentId,
      noteId: event.noteId,
      fileId: telling.fileId ?? null,
      linkId: telling.linkId ?? null,
      eventId: event.id,
      groupKey,
      notice: telling.notice,
      wasMoved: event.wasMoved,
      dateAction: event.dateAction,
    }));
    const created = await insertNotifications(uow.tx, rows);
    told.push(...created.map((c) => ({ ...c, type, created: true, projectId: event.projectId })));
  }
  return { told, settings };
}

/**
 * Sends the instant e-mails of new notifications: each person who wants e-mails of that kind
 * at once, not out of office, now or when their sending schedule next opens. One job per
 * moment carries the ids; its handler sends each e-mail once.
 */
export async function queueInstantMails(
  uow: UnitOfWork,
  deps: Pick<FanoutDeps, 'clock' | 'jobs'>,
  told: Told[],
  settings: Map<number, EffectiveSettings>,
): Promise<void> {
  const created = told.filter((t) => t.created);
  if (created.length === 0) return;
  const people = new Map(
    (
      await recipientsInfo(
        uow.tx,
        created.map((t) => t.userId),
      )
    ).map((p) => [p.id, p]),
  );
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const byMoment = new Map<number, Told[]>();
  for (const t of created) {
    const person = people.get(t.userId);
    const own = settings.get(t.userId);
    if (!person || !own || person.isInvited) continue;
    const flags = own.flags as unknown as Record<string, unknown>;
    if (!own.flags.notification_email || own.flags.notification_type !== 'instant') continue;
    if (flags[INSTANT_SWITCH[t.type]] === false) continue;
    if (awayOn(person, today)) continue;
    if (own.projects.length > 0 && !own.projects.includes(t.projectId ?? -1)) continue;
    if (own.types.length > 0 && !own.types.includes(t.type)) continue;
    const opening = nextScheduleOpening(own, now, person.timezone);
    if (!opening) continue;
    byMoment.set(opening.getTime(), [...(byMoment.get(opening.getTime()) ?? []), t]);
  }
  // Small jobs: each sends in its own short transaction, so a comment to hundreds of followers
  // does not hold the (embedded) database for long.
  for (const [moment, told] of byMoment) {
    // A person's notifications stay together, for a grouped e-mail.
    const ids = told.sort((a, b) => a.userId - b.userId || a.id - b.id).map((t) => t.id);
    for (let at = 0; at < ids.length; at += MAIL_JOB_SIZE)
      await deps.jobs.enqueue(
        uow.tx,
        MAIL_NOTIFICATIONS_JOB,
        { ids: ids.slice(at, at + MAIL_JOB_SIZE) },
        moment > now.getTime() ? { startAfter: new Date(moment) } : {},
      );
  }
}

/**
 * Fans the pending events out into notifications, a batch per transaction, until none is left:
 * the notifications, the events marked done and the e-mail jobs commit together, so a stop at
 * any point loses nothing and tells nobody twice. The people told hear of it live.
 */
export async function fanOutPending(deps: FanoutDeps): Promise<number> {
  let done = 0;
  for (;;) {
    const taken = await deps.transact(async (uow) => {
      const pending = await claimPendingEvents(uow.tx, BATCH);
      const reached = new Map<number, number>();
      const allTold: Told[] = [];
      const allSettings = new Map<number, EffectiveSettings>();
      for (const event of pending) {
        const { told, settings } = await fanOutEvent(uow, event);
        allTold.push(...told);
        for (const [id, own] of settings) allSettings.set(id, own);
        for (const t of told) reached.set(t.userId, Math.max(reached.get(t.userId) ?? 0, t.id));
      }
      // One e-mail job per moment for the whole batch: what one person is told at once may go
      // out as one grouped e-mail.
      await queueInstantMails(uow, deps, allTold, allSettings);
      await queuePushNotices(uow, deps, allTold, allSettings);
      await markFannedOut(
        uow.tx,
        pending.map((e) => e.id),
      );
      if (reached.size > 0)
        uow.afterCommit(() =>
          deps.tellUsers([...reached.keys()], {
            type: 'notifications',
            newest_id: Math.max(...reached.values()),
          }),
        );
      return pending.length;
    });
    done += taken;
    if (taken < BATCH) return done;
  }
}

/**
 * Runs the fan-out soon after events commit, in this process, one run at a time: kicks within
 * `gatherMs` of the first are taken in the same run (under load one transaction then fans out
 * many events instead of one each), and a kick during a run asks for one more run after it.
 * `stop` drops a run not yet started and waits for the one under way.
 */
export function createFanoutKicker(
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
  gatherMs = 0,
) {
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let again = false;
  let stopped = false;
  const loop = async () => {
    try {
      do {
        again = false;
        await run().catch(onError);
      } while (again && !stopped);
    } finally {
      running = null;
    }
  };
  const start = () => {
    timer = null;
    if (!stopped) running = loop();
  };
  const kick = () => {
    if (stopped) return;
    if (running) again = true;
    else if (timer) return;
    else if (gatherMs > 0) {
      timer = setTimeout(start, gatherMs);
      timer.unref?.();
    } else start();
  };
  kick.stop = async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await running;
  };
  return kick;
}
