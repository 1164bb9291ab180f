import type { FastifyInstance } from 'fastify';
import { calendarFeedEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { CalendarFeedsService } from './calendar-feeds.service.ts';

export function registerCalendarFeedRoutes(app: FastifyInstance, feeds: CalendarFeedsService) {
  defineRoute(app, e.list, async ({ actor }) => ({ feeds: await feeds.list(actor) }));
  defineRoute(app, e.create, async ({ actor, query }) => ({
    feed: await feeds.create(actor, query.pid),
  }));
  defineRoute(app, e.regenerate, async ({ actor, query }) => ({
    feed: await feeds.regenerate(actor, query.id),
  }));
  defineRoute(app, e.revoke, async ({ actor, query }) => feeds.revoke(actor, query.id));
  defineRoute(app, e.ics, async ({ request, reply }) => {
    const { file } = request.params as { file: string };
    const text = await feeds.read(file, request.ip);
    void reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="tandem.ics"');
    return text;
  });
  defineRoute(app, e.importIcs, async ({ actor, query, body, mutationId }) =>
    feeds.importFile(actor, query.tlid, body.content, mutationId),
  );
}
