import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { VapidKeys } from './push.keys.ts';
import type { PushSubscriptionRow } from './push.repo.ts';
import {
  claimDelivery,
  deleteSubscription,
  listSubscriptionsOf,
  pruneDeliveries,
  releaseDelivery,
} from './push.repo.ts';

/** The job that sends pushes to every browser of the people they are for. */
export const PUSH_SEND_JOB = 'push.send';

/** One thing to tell one person on each of their browsers. */
export interface Push {
  userId: number;
  title: string;
  body: string;
  /** Where a click on it leads: a path of this app (`/task/12`). */
  url: string;
  /**
   * What makes it this push and no other (`notification.812`): sent once per browser however
   * often the job runs, and the browser's tag, so a newer push of the key replaces the shown one.
   */
  key: string;
}

export interface PushJob {
  pushes: Push[];
}

/** How long a push service keeps a push for a browser that is offline (one day). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** How long a push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;
/** Pushes sent at the same time. */
const PARALLEL_SENDS = 8;
/** Deliveries are remembered this long: well beyond the last retry of a job. */
const DELIVERIES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Push services take about 4 KB of payload: what is shown is cut well below that. */
const TITLE_MAX = 150;
const BODY_MAX = 600;
const URL_MAX = 1000;

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * Queues pushes to the browsers of the people they are for, in the caller's transaction: the job
 * exists once that commits, and a rollback takes it away. Nothing is queued for an empty list.
 */
export async function queuePushes(tx: Tx, jobs: JobQueue, pushes: readonly Push[]): Promise<void> {
  if (pushes.length === 0) return;
  await jobs.enqueue<PushJob>(tx, PUSH_SEND_JOB, { pushes: [...pushes] });
}

/** The subscription's `p256dh.auth` keys as the push library takes them. */
function subscriptionOf(row: PushSubscriptionRow): webpush.PushSubscription {
  const [p256dh = '', auth = ''] = row.notificationToken.split('.');
  return { endpoint: row.deviceToken, keys: { p256dh, auth } };
}

/** What became of one push to one browser. */
type Outcome = 'sent' | 'skipped' | 'gone' | 'refused' | 'failed';

/**
 * Sends a job's pushes. Each push goes to each browser once: a delivery is claimed before it is
 * sent and given back when the push service fails, so the job's retry sends only what did not go.
 * A browser its push service no longer knows (404, 410) is forgotten; one that refuses the push
 * for good (another 4xx) is not tried again; a busy or failing service (429, 5xx, no answer)
 * fails the job, to be retried later.
 */
export function createPushSender(deps: {
  db: Db;
  clock: Clock;
  keys: () => Promise<VapidKeys>;
  subject: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, log } = deps;

  async function sendOne(push: Push, row: PushSubscriptionRow, vapid: VapidKeys): Promise<Outcome> {
    if (!(await claimDelivery(db, push.key, row.id, clock.now()))) return 'skipped';
    const payload = JSON.stringify({
      title: cut(push.title, TITLE_MAX),
      body: cut(push.body, BODY_MAX),
      url: push.url.slice(0, URL_MAX),
      tag: push.key,
    });
    let status: number;
    try {
      const request = webpush.generateRequestDetails(subscriptionOf(row), payload, {
        TTL: TIME_TO_LIVE_SECONDS,
        vapidDetails: { subject: deps.subject, ...vapid },
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      log.warn({ err: error, subscription: row.id }, 'push service not reached');
      await releaseDelivery(db, push.key, row.id);
      return 'failed';
    }
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) {
      await deleteSubscription(db, row.id);
      return 'gone';
    }
    if (status >= 400 && status < 500 && status !== 429) {
      log.warn({ status, subscription: row.id }, 'push refused by the push service');
      return 'refused';
    }
    await releaseDelivery(db, push.key, row.id);
    return 'failed';
  }

  return async function sendPushes(job: PushJob): Promise<void> {
    const pushes = job.pushes ?? [];
    const rows = await listSubscriptionsOf(db, [...new Set(pushes.map((p) => p.userId))]);
    const sends = pushes.flatMap((push) =>
      rows.filter((row) => row.userId === push.userId).map((row) => ({ push, row })),
    );
    if (sends.length > 0) {
      const vapid = await deps.keys();
      const outcomes: Outcome[] = [];
      for (let i = 0; i < sends.length; i += PARALLEL_SENDS) {
        const batch = sends.slice(i, i + PARALLEL_SENDS);
        outcomes.push(...(await Promise.all(batch.map((s) => sendOne(s.push, s.row, vapid)))));
      }
      const failed = outcomes.filter((outcome) => outcome === 'failed').length;
      if (failed > 0) throw new Error(`${failed} of ${sends.length} pushes are to be tried again.`);
    }
    await pruneDeliveries(db, new Date(clock.now().getTime() - DELIVERIES_KEPT_MS));
  };
}
