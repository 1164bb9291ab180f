import type { TandemModule } from '../../core.ts';
import { registerSystemRoutes } from './system.routes.ts';
import { registerJobRoutes } from './system.jobs.ts';

/** Health, readiness, the development outbox and the failed background jobs. */
export const systemModule: TandemModule = {
  name: 'system',
  register: ({ app, database, config, jobs }) => {
    registerSystemRoutes(app, { database, outboxEnabled: config.DEV_OUTBOX });
    registerJobRoutes(app, { config, jobs });
  },
};
