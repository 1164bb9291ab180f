import type { FastifyInstance } from 'fastify';
import { projectsActionsEndpoints, tasklistEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { TasklistsService } from './tasklists.service.ts';
import type { TasklistTransition } from './tasklists.lifecycle.ts';

const TRANSITIONS: TasklistTransition[] = [
  'archive',
  'restore',
  'finish',
  'reopen',
  'delete',
  'restoreFromTrash',
];

export function registerTasklistRoutes(app: FastifyInstance, tasklists: TasklistsService): void {
  defineRoute(app, tasklistEndpoints.detail, async ({ actor, query }) => ({
    tasklist: await tasklists.detail(actor, query.tlid),
  }));
  defineRoute(app, tasklistEndpoints.list, async ({ actor, query }) => ({
    tasklists: await tasklists.list(actor, query.pid),
  }));
  defineRoute(app, tasklistEndpoints.archived, async ({ actor, query }) => ({
    tasklists: await tasklists.archived(actor, query.pid),
  }));
  defineRoute(app, tasklistEndpoints.trash, async ({ actor }) => ({
    tasklists: await tasklists.trash(actor),
  }));
  defineRoute(app, tasklistEndpoints.create, async ({ actor, query, body, mutationId }) => ({
    tasklist: await tasklists.create(actor, query.pid, body.name, mutationId),
  }));
  defineRoute(app, tasklistEndpoints.update, async ({ actor, query, body, mutationId }) => ({
    tasklist: await tasklists.rename(actor, query.tlid, body, mutationId),
  }));
  defineRoute(app, tasklistEndpoints.reorder, async ({ actor, query, body, mutationId }) => ({
    tasklists: await tasklists.reorder(actor, query.pid, body.order, mutationId),
  }));
  defineRoute(app, tasklistEndpoints.move, async ({ actor, query, body, mutationId }) => ({
    tasklist: await tasklists.move(actor, query.tlid, body.project_id, mutationId),
  }));
  defineRoute(app, tasklistEndpoints.copy, async ({ actor, query, body, mutationId }) => ({
    tasklist: await tasklists.copy(actor, query.tlid, body, mutationId),
  }));
  defineRoute(app, projectsActionsEndpoints.allowedToMoveTasklistTo, async ({ actor, query }) => ({
    projects: await tasklists.allowedTargets(actor, query.pid, query.tlid),
  }));
  for (const transition of TRANSITIONS) {
    defineRoute(app, tasklistEndpoints[transition], async ({ actor, query, mutationId }) => ({
      tasklist: await tasklists[transition](actor, query.tlid, mutationId),
    }));
  }
}
