import type { TandemModule } from '../../core.ts';
import { registerTimelineRoutes } from './timeline.routes.ts';
import { createTimelineService } from './timeline.service.ts';

/**
 * The timeline: a project's tasks as bars over the days, grouped by task list, with their
 * dependencies (`blocks` relations); and the global timeline across the viewer's projects.
 * It only reads: moving a bar is a task update, a new arrow a task relation.
 */
export const timelineModule: TandemModule = {
  name: 'timeline',
  register(core) {
    registerTimelineRoutes(core.app, createTimelineService(core));
  },
};
