import { Readable } from 'node:stream';
import type { InvoiceState } from '@tandem/contract';
import { INVOICE_LIMITS, INVOICE_MESSAGES } from '@tandem/contract';
import { attachmentHeader, storedName } from '../../files/names.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { Outgoing } from '../../http/send-outgoing.ts';
import { accessesAmong } from '../projects/index.ts';
import { invoiceCsv } from './invoice-csv.ts';
import { invoiceIsdoc } from './invoice-isdoc.ts';
import { invoicePdf } from './invoice-pdf.ts';
import type { InvoiceDeps, InvoiceIssue } from './invoices.issue.ts';
import { invoicePolicy } from './invoices.policy.ts';
import { presentInvoice, presentInvoiceListItem } from './invoices.presenter.ts';
import type { InvoiceRow } from './invoices.repo.ts';
import { cancelInvoice, findInvoice, listInvoices, releaseReports } from './invoices.repo.ts';

export type InvoiceDocument = 'pdf' | 'csv' | 'isdoc';

const DOCUMENTS: Record<
  InvoiceDocument,
  { mime: string; extension: string; make: (i: InvoiceRow, locale: string) => Promise<Buffer> }
> = {
  pdf: { mime: 'application/pdf', extension: 'pdf', make: invoicePdf },
  csv: {
    mime: 'text/csv; charset=utf-8',
    extension: 'csv',
    make: async (i, locale) => Buffer.from(invoiceCsv(i, locale), 'utf8'),
  },
  isdoc: {
    mime: 'application/xml; charset=utf-8',
    extension: 'isdoc',
    make: async (i) => Buffer.from(invoiceIsdoc(i), 'utf8'),
  },
};

/** Issued invoices: the list, one invoice, its cancellation and its documents. */
export function createInvoicesService(deps: InvoiceDeps & { issue: InvoiceIssue }) {
  /** An invoice the actor sees, with their access to its project (null once it is gone). */
  async function load(actor: UserActor, id: number) {
    const found = await findInvoice(deps.db, id);
    if (!found) throw notFound('The invoice');
    const projectId = found.invoice.projectId;
    const access =
      projectId === null
        ? null
        : ((await accessesAmong(deps.db, projectId, [actor.id])).get(actor.id) ?? null);
    if (!invoicePolicy.read(access, found.invoice, actor.id)) throw notFound('The invoice');
    return { found, access };
  }

  return {
    async list(
      actor: UserActor,
      filter: { projectId?: number | undefined; state?: InvoiceState | undefined },
      page: number,
    ) {
      const size = INVOICE_LIMITS.pageSize;
      const rows = await listInvoices(deps.db, actor.id, filter, page, size);
      return {
        invoices: rows.slice(0, size).map((row) =>
          presentInvoiceListItem(row, {
            cancel: invoicePolicy.cancelListed({
              state: row.invoice.state,
              invoicesProject: row.manages,
            }),
          }),
        ),
        has_more: rows.length > size,
      };
    },

    async detail(actor: UserActor, id: number) {
      const { found, access } = await load(actor, id);
      return presentInvoice(found, { cancel: invoicePolicy.cancel(access, found.invoice) });
    },

    /** Cancels an issued invoice; its reports are billable and can be changed again. */
    async cancel(actor: UserActor, id: number, mutationId: string | null) {
      const { found, access } = await load(actor, id);
      const { invoice } = found;
      if (invoice.state === 'cancelled') throw conflict(INVOICE_MESSAGES.alreadyCancelled);
      if (!invoicePolicy.cancel(access, invoice) || invoice.projectId === null)
        throw forbidden(INVOICE_MESSAGES.notAllowed);
      const projectId = invoice.projectId;
      const cancelled = await deps.transact(async (uow) => {
        const row = await cancelInvoice(
          uow.tx,
          invoice.id,
          invoice.version,
          deps.clock.now(),
          actor.id,
        );
        if (!row) throw conflict('The invoice was changed in the meantime. Reload and try again.');
        const freed = await releaseReports(uow.tx, invoice.id);
        await deps.issue.reportsChanged(uow, actor, projectId, freed, mutationId);
        return row;
      });
      return presentInvoice({ ...found, invoice: cancelled }, { cancel: false });
    },

    /** The invoice as a file to download: PDF, CSV of its lines, or ISDOC. */
    async document(
      actor: UserActor,
      id: number,
      kind: InvoiceDocument,
      locale?: string,
    ): Promise<Outgoing> {
      const { found } = await load(actor, id);
      const doc = DOCUMENTS[kind];
      const body = await doc.make(found.invoice, locale ?? actor.localeCode);
      const display = `invoice-${found.invoice.number.replace(/[/\\]/g, '-')}.${doc.extension}`;
      return {
        stream: Readable.from([body]),
        mime: doc.mime,
        length: body.length,
        headers: {
          'content-disposition': attachmentHeader(storedName(display, doc.extension), display),
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
        },
      };
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
