import type { TandemModule } from '../../core.ts';
import { createEventsQueries } from './events.queries.ts';
import { registerEventRoutes } from './events.routes.ts';

/** The activity feed. */
export const eventsModule: TandemModule = {
  name: 'events',
  register: ({ app, db, activityConcerns }) =>
    registerEventRoutes(app, createEventsQueries(db, activityConcerns)),
};

// The doors: what other modules and the app may use of this module.
export { createActivityConcerns } from './activity-concerns.repo.ts';
export type { ActivityConcerns } from './activity-concerns.repo.ts';
export { presentLiveEvent } from './events.presenter.ts';
export {
  feedFilterOptions,
  findEventsByIds,
  findLatestEventId,
  listEventsAfter,
} from './events.repo.ts';
export type { EventRow } from './events.repo.ts';
export { createEventWatch, createRecordEvent } from './events.service.ts';
export type { EventInput, EventPublisher, EventWatch, RecordEvent } from './events.service.ts';
