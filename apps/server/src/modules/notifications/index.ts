import type { TandemModule } from '../../core.ts';
import {
  FANOUT_JOB,
  MAIL_NOTIFICATIONS_JOB,
  createFanoutKicker,
  fanOutPending,
} from './notifications.fanout.ts';
import { DIGESTS_JOB, sendDigests } from './notifications.digests.ts';
import { createNotificationMailer } from './notifications.mail.ts';
import { LONG_WORK_JOB, tellLongRunningWork } from './notifications.long-work.ts';
import { MONTHLY_REPORT_JOB, sendMonthlyReports } from './notifications.monthly.ts';
import {
  DUE_DATES_JOB,
  DUE_DATE_EVENTS,
  REMINDERS_JOB,
  deliverDueDateNotices,
  deliverDueReminders,
} from './notifications.reminders.ts';
import type { ServerMessage } from '@tandem/contract';
import { eventConcerns } from './concerned.repo.ts';
import { registerNotificationRoutes } from './notifications.routes.ts';
import { NOTIFYING_EVENTS } from './notifications.rules.ts';
import { createNotificationsService } from './notifications.service.ts';

/** How long the fan-out waits after an event commits, to take the events that follow with it. */
const FANOUT_GATHER_MS = 20;

/**
 * Notifications: events fanned out to the people they concern, the bell's and the page's lists,
 * the settings and the instant e-mails.
 */
export const notificationsModule: TandemModule = {
  name: 'notifications',
  register(core) {
    const fanoutDeps = {
      transact: core.transact,
      clock: core.clock,
      jobs: core.jobs,
      tellUsers: (ids: readonly number[], message: ServerMessage) => core.tellUsers(ids, message),
    };
    const fanout = () => fanOutPending(fanoutDeps);
    // The job runs what a stop left pending; events that commit start a run at once.
    core.jobs.define(FANOUT_JOB, async () => void (await fanout()), { retryLimit: 3 });
    core.jobs.every(FANOUT_JOB, '* * * * *');
    core.jobs.define(REMINDERS_JOB, async () => void (await deliverDueReminders(fanoutDeps)), {
      retryLimit: 3,
    });
    core.jobs.every(REMINDERS_JOB, '* * * * *');
    core.jobs.define(DUE_DATES_JOB, async () => void (await deliverDueDateNotices(fanoutDeps)), {
      retryLimit: 3,
    });
    core.jobs.every(DUE_DATES_JOB, '* * * * *');
    core.jobs.define(LONG_WORK_JOB, async () => void (await tellLongRunningWork(fanoutDeps)), {
      retryLimit: 3,
    });
    core.jobs.every(LONG_WORK_JOB, '*/5 * * * *');
    // A due date set or a worker added close to the due moment is told at once, not a minute on.
    const kickDue = createFanoutKicker(
      () => deliverDueDateNotices(fanoutDeps),
      (error) => core.app.log.error({ err: error }, 'due-date notices failed'),
    );
    core.eventWatch.watch(DUE_DATE_EVENTS, () => {
      if (core.config.JOBS_WORKER) kickDue();
    });
    const kick = createFanoutKicker(
      fanout,
      (error) => core.app.log.error({ err: error }, 'notification fan-out failed'),
      FANOUT_GATHER_MS,
    );
    core.app.addHook('onClose', () => Promise.all([kick.stop(), kickDue.stop()]).then(() => {}));
    core.eventWatch.watch(NOTIFYING_EVENTS, () => {
      if (core.config.JOBS_WORKER) kick();
    });
    const mailDeps = {
      transact: core.transact,
      clock: core.clock,
      queueMail: core.queueMail,
      publicUrl: core.config.PUBLIC_URL,
    };
    core.jobs.define(MAIL_NOTIFICATIONS_JOB, createNotificationMailer(mailDeps));
    core.jobs.define(DIGESTS_JOB, async () => void (await sendDigests(mailDeps)), {
      retryLimit: 3,
    });
    core.jobs.every(DIGESTS_JOB, '*/15 * * * *');
    core.jobs.define(MONTHLY_REPORT_JOB, async () => void (await sendMonthlyReports(mailDeps)), {
      retryLimit: 3,
    });
    core.jobs.every(MONTHLY_REPORT_JOB, '5 * * * *');
    // The activity that concerns someone follows the rule of who is told.
    core.activityConcerns.provide(eventConcerns);
    registerNotificationRoutes(
      core.app,
      createNotificationsService({ db: core.db, transact: core.transact, clock: core.clock }),
    );
  },
};

export { FANOUT_JOB, MAIL_NOTIFICATIONS_JOB } from './notifications.fanout.ts';
export { DUE_DATES_JOB, REMINDERS_JOB } from './notifications.reminders.ts';
export { DIGESTS_JOB } from './notifications.digests.ts';
export { MONTHLY_REPORT_JOB } from './notifications.monthly.ts';
export { LONG_WORK_JOB } from './notifications.long-work.ts';
