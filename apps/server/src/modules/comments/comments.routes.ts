import type { FastifyInstance } from 'fastify';
import {
  commentEndpoints,
  linkCommentEndpoints,
  noteCommentEndpoints,
  fileCommentEndpoints,
  projectCommentEndpoints,
  taskCommentEndpoints,
  tasklistCommentEndpoints,
} from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { CommentsService } from './comments.service.ts';

export function registerCommentRoutes(app: FastifyInstance, comments: CommentsService): void {
  const task = taskCommentEndpoints;
  defineRoute(app, task.list, async ({ actor, query: { tid, ...page } }) =>
    comments.list(actor, { type: 'task', id: tid }, page),
  );
  defineRoute(app, task.create, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.create(
      actor,
      { type: 'task', id: query.tid },
      body.content,
      mutationId,
    ),
  }));
  defineRoute(app, task.markRead, async ({ actor, query }) => comments.markRead(actor, query.tid));
  defineRoute(app, task.fromDescription, async ({ actor, query, mutationId }) =>
    comments.fromDescription(actor, query.tid, mutationId),
  );

  const tasklist = tasklistCommentEndpoints;
  defineRoute(app, tasklist.list, async ({ actor, query: { tlid, ...page } }) =>
    comments.list(actor, { type: 'tasklist', id: tlid }, page),
  );
  defineRoute(app, tasklist.create, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.create(
      actor,
      { type: 'tasklist', id: query.tlid },
      body.content,
      mutationId,
    ),
  }));

  const link = linkCommentEndpoints;
  defineRoute(app, link.list, async ({ actor, query: { lid, ...page } }) =>
    comments.list(actor, { type: 'link', id: lid }, page),
  );
  defineRoute(app, link.create, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.create(
      actor,
      { type: 'link', id: query.lid },
      body.content,
      mutationId,
    ),
  }));

  const note = noteCommentEndpoints;
  defineRoute(app, note.list, async ({ actor, query: { nid, ...page } }) =>
    comments.list(actor, { type: 'note', id: nid }, page),
  );
  defineRoute(app, note.create, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.create(
      actor,
      { type: 'note', id: query.nid },
      body.content,
      mutationId,
    ),
  }));

  const file = fileCommentEndpoints;
  defineRoute(app, file.list, async ({ actor, query: { fid, ...page } }) =>
    comments.list(actor, { type: 'file', id: fid }, page),
  );
  defineRoute(app, file.create, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.create(
      actor,
      { type: 'file', id: query.fid },
      body.content,
      mutationId,
    ),
  }));

  const project = projectCommentEndpoints;
  defineRoute(app, project.list, async ({ actor, query: { pid, ...page } }) =>
    comments.list(actor, { type: 'project', id: pid }, page),
  );
  defineRoute(app, project.create, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.create(
      actor,
      { type: 'project', id: query.pid },
      body.content,
      mutationId,
    ),
  }));

  const e = commentEndpoints;
  defineRoute(app, e.edit, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.edit(actor, query.uuid, body.content, mutationId),
  }));
  defineRoute(app, e.delete, async ({ actor, query, mutationId }) =>
    comments.delete(actor, query.uuid, mutationId),
  );
  defineRoute(app, e.react, async ({ actor, query, body, mutationId }) => ({
    comment: await comments.react(actor, query.uuid, body, mutationId),
  }));
  defineRoute(app, e.toDescription, async ({ actor, query, mutationId }) =>
    comments.toDescription(actor, query.uuid, mutationId),
  );
  defineRoute(app, e.history, async ({ actor, query }) => ({
    history: await comments.history(actor, query.uuid),
  }));
  defineRoute(app, e.latest, async ({ actor, query }) => comments.latest(actor, query));
}
