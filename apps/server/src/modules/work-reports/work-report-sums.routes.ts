import type { FastifyInstance } from 'fastify';
import { workReportSumsEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import { sendOutgoing } from '../../http/send-outgoing.ts';
import type { SavedFiltersService } from './work-report-sums.saved.service.ts';
import type { WorkReportSumsService } from './work-report-sums.service.ts';

export function registerWorkReportSumsRoutes(
  app: FastifyInstance,
  sums: WorkReportSumsService,
  saved: SavedFiltersService,
) {
  defineRoute(app, e.filterValues, async ({ actor }) => sums.filterValues(actor));
  defineRoute(app, e.overviewFilterValues, async ({ actor }) => sums.overviewFilterValues(actor));
  defineRoute(app, e.sumsByProjects, async ({ actor, body }) =>
    sums.byGroup(actor, 'projects', body.conds),
  );
  defineRoute(app, e.sumsByTasklists, async ({ actor, body }) =>
    sums.byGroup(actor, 'tasklists', body.conds),
  );
  defineRoute(app, e.sumsByTasks, async ({ actor, body }) =>
    sums.byGroup(actor, 'tasks', body.conds),
  );
  defineRoute(app, e.sumsByUsers, async ({ actor, body }) =>
    sums.byGroup(actor, 'users', body.conds),
  );
  defineRoute(app, e.sumsByDay, async ({ actor, body }) => sums.byDay(actor, body.conds));
  defineRoute(app, e.sumsByWeek, async ({ actor, body }) => sums.byWeek(actor, body.conds));
  defineRoute(app, e.sumsByMonth, async ({ actor, body }) => sums.byMonth(actor, body.conds));
  defineRoute(app, e.reports, async ({ actor, body }) =>
    sums.reports(actor, body.conds, body.p, body.limit),
  );
  defineRoute(app, e.tasksByProjects, async ({ actor, body }) =>
    sums.tasksBy(actor, 'projects', body.conds),
  );
  defineRoute(app, e.tasksByTasklists, async ({ actor, body }) =>
    sums.tasksBy(actor, 'tasklists', body.conds),
  );
  defineRoute(app, e.tasksByUsers, async ({ actor, body }) =>
    sums.tasksBy(actor, 'users', body.conds),
  );
  defineRoute(app, e.downloadCsv, async ({ actor, query, reply }) =>
    sendOutgoing(reply, await sums.csv(actor, query.conds, query.locale)),
  );
  defineRoute(app, e.savedFilters, async ({ actor }) => ({ filters: await saved.list(actor) }));
  defineRoute(app, e.createCustomFilter, async ({ actor, body, mutationId }) =>
    saved.create(actor, body, mutationId),
  );
  defineRoute(app, e.editCustomFilter, async ({ actor, query, body, mutationId }) =>
    saved.edit(actor, query.uuid, body, mutationId),
  );
  defineRoute(app, e.deleteCustomFilter, async ({ actor, query, mutationId }) =>
    saved.remove(actor, query.uuid, mutationId),
  );
  defineRoute(app, e.reorderSavedFilters, async ({ actor, body, mutationId }) =>
    saved.reorder(actor, body.order, mutationId),
  );
  defineRoute(app, e.sumsForCustomFilter, async ({ actor, query }) =>
    saved.sums(actor, query.uuid),
  );
}
