import type { TandemModule } from '../../core.ts';
import { registerSystemRoutes } from './system.routes.ts';

/** Health, readiness and the development outbox. */
export const systemModule: TandemModule = {
  name: 'system',
  register: ({ app, database, config }) =>
    registerSystemRoutes(app, { database, outboxEnabled: config.DEV_OUTBOX }),
};
