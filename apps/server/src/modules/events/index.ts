import type { TandemModule } from '../../core.ts';
import { createEventsQueries } from './events.queries.ts';
import { registerEventRoutes } from './events.routes.ts';

/** The activity feed. */
export const eventsModule: TandemModule = {
  name: 'events',
  register: ({ app, db }) => registerEventRoutes(app, createEventsQueries(db)),
};
