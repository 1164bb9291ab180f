import type { FastifyInstance } from 'fastify';
import { taskCommentEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { CommentsService } from './comments.service.ts';

export function registerCommentRoutes(app: FastifyInstance, comments: CommentsService): void {
  defineRoute(app, e.list, async ({ actor, query }) => comments.list(actor, query));
  defineRoute(app, e.create, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.create(actor, query.tid, body.content, mutationId),
  }));
  defineRoute(app, e.edit, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.edit(actor, query.uuid, body.content, mutationId),
  }));
  defineRoute(app, e.delete, async ({ actor, query, mutationId }) =>
    comments.delete(actor, query.uuid, mutationId),
  );
  defineRoute(app, e.react, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.react(actor, query.uuid, body, mutationId),
  }));
  defineRoute(app, e.history, async ({ actor, query }) => ({
    history: await comments.history(actor, query.uuid),
  }));
  defineRoute(app, e.markRead, async ({ actor, query }) => comments.markRead(actor, query.tid));
}
