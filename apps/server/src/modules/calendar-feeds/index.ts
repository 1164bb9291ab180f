import type { TandemModule } from '../../core.ts';
import { registerCalendarFeedRoutes } from './calendar-feeds.routes.ts';
import { createCalendarFeedsService } from './calendar-feeds.service.ts';

/** Calendar feeds (secret iCal addresses of one's tasks or a project's) and calendar imports. */
export const calendarFeedsModule: TandemModule = {
  name: 'calendar-feeds',
  register(core) {
    registerCalendarFeedRoutes(core.app, createCalendarFeedsService(core));
  },
};
