import type { FastifyInstance } from 'fastify';
import { noteEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { NotesService } from './notes.service.ts';

export function registerNoteRoutes(app: FastifyInstance, notes: NotesService) {
  defineRoute(app, e.list, async ({ actor, query }) => ({
    notes: await notes.list(actor, query.pid, query.trashed === '1'),
  }));
  defineRoute(app, e.detail, async ({ actor, query }) => ({
    note: await notes.detail(actor, query.id),
  }));
  defineRoute(app, e.create, async ({ actor, query, body, mutationId }) => ({
    note: await notes.create(actor, query.pid, body, mutationId),
  }));
  defineRoute(app, e.update, async ({ actor, query, body, mutationId }) => ({
    note: await notes.update(actor, query.id, body, mutationId),
  }));
  defineRoute(app, e.trash, async ({ actor, query, mutationId }) => ({
    note: await notes.trash(actor, query.id, mutationId),
  }));
  defineRoute(app, e.restore, async ({ actor, query, mutationId }) => ({
    note: await notes.restore(actor, query.id, mutationId),
  }));
  defineRoute(app, e.track, async ({ actor, query, body }) => ({
    note: await notes.track(actor, query.id, body.is_tracked),
  }));
  defineRoute(app, e.history, async ({ actor, query }) => ({
    history: await notes.history(actor, query.id),
  }));
  defineRoute(app, e.restoreVersion, async ({ actor, query, mutationId }) => ({
    note: await notes.restoreVersion(actor, query.id, query.hid, mutationId),
  }));
}
