import type { TandemModule } from '../../core.ts';
import { createVapidKeys } from './push.keys.ts';
import { registerPushRoutes } from './push.routes.ts';
import type { PushJob } from './push.send.ts';
import { PUSH_SEND_JOB, createPushSender } from './push.send.ts';
import { createPushService } from './push.service.ts';

/**
 * Web push: the browsers that receive a person's pushes, the server's VAPID keys, and the job that
 * sends what other modules queue with `queuePushes`.
 */
export const pushModule: TandemModule = {
  name: 'push',
  register(core) {
    const keys = createVapidKeys(core.db);
    // The keys are made with the first start, not with the first browser that asks.
    core.app.addHook('onReady', async () => void (await keys.get()));
    // A push service away for a while is waited for: six retries over about an hour.
    core.jobs.define<PushJob>(
      PUSH_SEND_JOB,
      createPushSender({
        db: core.db,
        clock: core.clock,
        keys: () => keys.get(),
        subject: core.config.PUSH_SUBJECT,
        log: core.app.log,
      }),
      { retryLimit: 6, retryDelaySeconds: 60 },
    );
    registerPushRoutes(
      core.app,
      createPushService({
        db: core.db,
        clock: core.clock,
        publicKey: async () => (await keys.get()).publicKey,
        // A push service on this machine over plain http is for development and tests only.
        httpPushAllowed: core.config.NODE_ENV !== 'production',
      }),
    );
  },
};

export { PUSH_SEND_JOB, queuePushes } from './push.send.ts';
export { pushReceivers } from './push.repo.ts';
export type { Push, PushJob } from './push.send.ts';
