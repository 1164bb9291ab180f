import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import { sendOutgoing } from '../../http/send-outgoing.ts';
import type { InvoiceIssue } from './invoices.issue.ts';
import type { InvoicesService } from './invoices.service.ts';

export function registerInvoiceRoutes(
  app: FastifyInstance,
  issue: InvoiceIssue,
  invoices: InvoicesService,
) {
  defineRoute(app, e.billableWork, async ({ actor, body }) => issue.billableWork(actor, body));
  defineRoute(app, e.issue, async ({ actor, body, mutationId }) => ({
    invoice: await issue.issue(actor, body, mutationId),
  }));
  defineRoute(app, e.list, async ({ actor, query }) =>
    invoices.list(actor, { projectId: query.pid, state: query.state }, query.p),
  );
  defineRoute(app, e.detail, async ({ actor, query }) => ({
    invoice: await invoices.detail(actor, query.id),
  }));
  defineRoute(app, e.cancel, async ({ actor, query, mutationId }) => ({
    invoice: await invoices.cancel(actor, query.id, mutationId),
  }));
  defineRoute(app, e.downloadPdf, async ({ actor, query, reply }) =>
    sendOutgoing(reply, await invoices.document(actor, query.id, 'pdf')),
  );
  defineRoute(app, e.downloadCsv, async ({ actor, query, reply }) =>
    sendOutgoing(reply, await invoices.document(actor, query.id, 'csv', query.locale)),
  );
  defineRoute(app, e.downloadIsdoc, async ({ actor, query, reply }) =>
    sendOutgoing(reply, await invoices.document(actor, query.id, 'isdoc')),
  );
}
