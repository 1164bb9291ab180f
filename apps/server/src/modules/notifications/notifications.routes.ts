import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { NotificationsService } from './notifications.service.ts';

export function registerNotificationRoutes(app: FastifyInstance, notes: NotificationsService) {
  defineRoute(app, e.filterData, ({ actor }) => notes.filterData(actor));
  defineRoute(app, e.find, ({ actor, query, body }) => notes.find(actor, body.conds, query.p));
  defineRoute(app, e.quick, ({ actor, query }) => notes.quick(actor, query.page));
  defineRoute(app, e.toggleState, ({ actor, query }) => notes.toggle(actor, query.nid));
  defineRoute(app, e.markAsRead, ({ actor, query }) => notes.markRead(actor, query.nid));
  defineRoute(app, e.markAllAsRead, ({ actor }) => notes.markAllRead(actor));
  defineRoute(app, e.saveQuickFilter, ({ actor, body }) =>
    notes.saveQuickFilter(actor, body.conds.is_only_unread),
  );
  defineRoute(app, e.saveSettings, async ({ actor, body }) => ({
    settings: await notes.saveSchedule(actor, body),
  }));
  defineRoute(app, e.settings, async ({ actor }) => ({ settings: await notes.settings(actor) }));
  defineRoute(app, e.saveNotificationSettings, async ({ actor, body }) => ({
    settings: await notes.saveSettings(actor, body.settings),
  }));
  defineRoute(app, e.trackTasklist, ({ actor, query, body }) =>
    notes.trackTasklist(actor, query.tlid, body.is_tracked),
  );
  defineRoute(app, e.trackedTasklists, ({ actor, query }) =>
    notes.trackedTasklists(actor, query.pid),
  );
  // Mail programs send the one-click unsubscribe as a form (RFC 8058): accepted here only.
  void app.register(async (scoped) => {
    scoped.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    defineRoute(scoped, e.unsubscribe, ({ query }) => notes.unsubscribe(query.hash));
  });
}
