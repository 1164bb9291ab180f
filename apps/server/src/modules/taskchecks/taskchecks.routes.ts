import type { FastifyInstance } from 'fastify';
import { taskcheckEndpoints as endpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { TaskchecksService } from './taskchecks.service.ts';

export function registerTaskcheckRoutes(app: FastifyInstance, checks: TaskchecksService): void {
  defineRoute(app, endpoints.list, async ({ actor, query }) => checks.list(actor, query.tid));
  defineRoute(app, endpoints.create, async ({ actor, query, body, mutationId }) => ({
    taskcheck: await checks.create(actor, query.tid, body, mutationId),
  }));
  defineRoute(app, endpoints.createBulk, async ({ actor, query, body, mutationId }) =>
    checks.createBulk(actor, query.tid, body.names, mutationId),
  );
  defineRoute(app, endpoints.update, async ({ actor, query, body, mutationId }) => ({
    taskcheck: await checks.update(actor, query.id, body, mutationId),
  }));
  defineRoute(app, endpoints.finish, async ({ actor, query, mutationId }) => ({
    taskcheck: await checks.finish(actor, query.id, mutationId),
  }));
  defineRoute(app, endpoints.reopen, async ({ actor, query, mutationId }) => ({
    taskcheck: await checks.reopen(actor, query.id, mutationId),
  }));
  defineRoute(app, endpoints.reorder, async ({ actor, query, body, mutationId }) => ({
    taskcheck: await checks.reorder(actor, query.id, body, mutationId),
  }));
  defineRoute(app, endpoints.move, async ({ actor, query, body, mutationId }) => ({
    taskcheck: await checks.move(actor, query.id, body, mutationId),
  }));
  defineRoute(app, endpoints.delete, async ({ actor, query, mutationId }) =>
    checks.delete(actor, query.id, mutationId),
  );
  defineRoute(app, endpoints.createSmart, async ({ actor, body, mutationId }) => ({
    taskcheck: await checks.createSmart(actor, body, mutationId),
  }));
  defineRoute(app, endpoints.convertToSmart, async ({ actor, query, mutationId }) => ({
    taskcheck: await checks.convertToSmart(actor, query.id, mutationId),
  }));
  defineRoute(app, endpoints.convertToTask, async ({ actor, query, mutationId }) => ({
    task: await checks.convertToTask(actor, query.id, mutationId),
  }));
  defineRoute(
    app,
    endpoints.convertTaskToTaskcheck,
    async ({ actor, query, body, mutationId }) => ({
      taskcheck: await checks.convertTaskToTaskcheck(actor, query.tid, body, mutationId),
    }),
  );
  defineRoute(app, endpoints.convertTaskToTasklist, async ({ actor, query, mutationId }) => ({
    tasklist: await checks.convertTaskToTasklist(actor, query.tid, mutationId),
  }));
}
