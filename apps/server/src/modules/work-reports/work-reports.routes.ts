import type { FastifyInstance } from 'fastify';
import { workReportEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { WorkReportsService } from './work-reports.service.ts';
import type { WorkRunningService } from './work-running.service.ts';

export function registerWorkReportRoutes(
  app: FastifyInstance,
  reports: WorkReportsService,
  running: WorkRunningService,
) {
  defineRoute(app, e.searchTasks, async ({ actor, query }) => ({
    tasks: await running.searchTasks(actor, query.q),
  }));
  defineRoute(app, e.suggestedTasks, async ({ actor, query }) =>
    running.suggestedTasks(actor, query.p, query.conds.projects_ids ?? []),
  );
  defineRoute(app, e.create, async ({ actor, query, body, mutationId }) =>
    reports.create(actor, body, query.getBudget, mutationId),
  );
  defineRoute(app, e.edit, async ({ actor, query, body, mutationId }) =>
    reports.edit(actor, query.id, body, query.getBudget, mutationId),
  );
  defineRoute(app, e.remove, async ({ actor, query, mutationId }) =>
    reports.remove(actor, query.id, query.getBudget, mutationId),
  );
  defineRoute(app, e.undelete, async ({ actor, query, mutationId }) =>
    reports.undelete(actor, query.wid, mutationId),
  );
  defineRoute(app, e.hourRate, async ({ actor, query }) => ({
    hourRate: await reports.hourRate(actor, query.pid),
  }));
  defineRoute(app, e.projectSpend, async ({ actor, query }) =>
    reports.projectSpend(actor, query.pid),
  );
  defineRoute(app, e.menu, async ({ actor }) => running.menu(actor));
  defineRoute(app, e.list, async ({ actor, query }) => reports.list(actor, query.p, query.conds));
  defineRoute(app, e.ofTask, async ({ actor, query }) => reports.ofTask(actor, query.tid));
  defineRoute(app, e.createRunning, async ({ actor, body, mutationId }) =>
    running.start(actor, body, mutationId),
  );
  defineRoute(app, e.createRunningFromWork, async ({ actor, query, mutationId }) =>
    running.startFromWork(actor, query.wid, mutationId),
  );
  defineRoute(app, e.createRunningFromTask, async ({ actor, query, mutationId }) =>
    running.startFromTask(actor, query.tid, mutationId),
  );
  defineRoute(app, e.editRunning, async ({ actor, body, mutationId }) =>
    running.edit(actor, body, mutationId),
  );
  defineRoute(app, e.stopRunning, async ({ actor, body, mutationId }) =>
    running.stop(actor, body, mutationId),
  );
  defineRoute(app, e.setHideFinished, async ({ actor, body }) =>
    running.setHideFinished(actor, body.hide),
  );
}
