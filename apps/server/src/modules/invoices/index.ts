import type { TandemModule } from '../../core.ts';
import { createInvoiceIssue } from './invoices.issue.ts';
import { registerInvoiceRoutes } from './invoices.routes.ts';
import { createInvoicesService } from './invoices.service.ts';

/** Invoices of projects' billable work: issue, list, cancel, and download as PDF, CSV or ISDOC. */
export const invoicesModule: TandemModule = {
  name: 'invoices',
  register(core) {
    const issue = createInvoiceIssue(core);
    registerInvoiceRoutes(core.app, issue, createInvoicesService({ ...core, issue }));
  },
};
