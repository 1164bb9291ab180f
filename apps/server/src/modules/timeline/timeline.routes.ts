import type { FastifyInstance } from 'fastify';
import { timelineEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { TimelineService } from './timeline.service.ts';

export function registerTimelineRoutes(app: FastifyInstance, timeline: TimelineService): void {
  defineRoute(app, timelineEndpoints.project, ({ actor, query }) =>
    timeline.project(actor, query.pid),
  );
  defineRoute(app, timelineEndpoints.globalProjects, ({ actor }) => timeline.projects(actor));
  defineRoute(app, timelineEndpoints.global, ({ actor, query }) => timeline.across(actor, query));
  defineRoute(app, timelineEndpoints.globalFiltered, ({ actor, body }) =>
    timeline.across(actor, body),
  );
}
