import type { z } from 'zod';
import type { issueInvoiceBodySchema } from '@tandem/contract';
import { INVOICE_LIMITS, INVOICE_MESSAGES } from '@tandem/contract';
import type { InvoiceCustomer, InvoiceSupplier } from '../../db/schema/invoices.ts';
import type { ProjectClient } from '../../db/schema/projects.ts';
import { addDays, daysBetween } from '../../lib/calendar-dates.ts';
import type { InvoiceProfileRow } from './invoices.repo.ts';

type IssueBody = z.output<typeof issueInvoiceBodySchema>;

/** What an invoice prints besides its work: dates, VAT, parties and where its number comes from. */
export interface InvoiceDraft {
  issueDate: string;
  taxableSupplyDate: string;
  dueDate: string;
  vatRate: number;
  supplier: InvoiceSupplier;
  customer: InvoiceCustomer;
  /** The series that numbers the invoice when no number is given. */
  seriesPrefix: string;
}

const NO_ADDRESS = { street: null, street2: null, town: null, zip: null, country: null };

/** The issuer themselves, before they have issued anything. */
function firstSupplier(issuer: { fullname: string; email: string }): InvoiceSupplier {
  return {
    name: issuer.fullname || null,
    company: null,
    company_id: null,
    company_tax_id: null,
    email: issuer.email,
    address: NO_ADDRESS,
    bank_account: null,
    iban: null,
    swift: null,
    note: null,
  };
}

/** The project's client as a customer (no client: an empty one to fill in). */
function customerOf(client: ProjectClient | null): InvoiceCustomer {
  return {
    id: client?.id ?? null,
    email: client?.email ?? null,
    company_id: client?.company_id ?? null,
    company_tax_id: client?.company_tax_id ?? null,
    name: client?.name ?? null,
    company: client?.company ?? null,
    address: { ...NO_ADDRESS, ...client?.address, country: null },
  };
}

/** A number of a series: its prefix and the number with leading zeros ("2026-0001"). */
export const seriesNumber = (prefix: string, n: number) =>
  `${prefix}${String(n).padStart(INVOICE_LIMITS.seriesDigits, '0')}`;

/**
 * The invoice as it will be issued: what the body gives, else what the issuer last used, else
 * today, the project's client, the issuer's own name, 14 days to pay, no VAT and the year's series.
 */
export function draftInvoice(
  body: Partial<Omit<IssueBody, 'project_id' | 'date_from' | 'date_to' | 'grouping'>>,
  context: {
    today: string;
    profile: InvoiceProfileRow | undefined;
    issuer: { fullname: string; email: string };
    client: ProjectClient | null;
  },
): InvoiceDraft {
  const { profile } = context;
  const issueDate = body.issue_date ?? context.today;
  const dueDays = profile?.dueDays ?? INVOICE_LIMITS.dueDaysDefault;
  const given = body.client;
  return {
    issueDate,
    taxableSupplyDate: body.taxable_supply_date ?? issueDate,
    dueDate: body.due_date ?? addDays(issueDate, dueDays),
    vatRate: body.vat_rate ?? profile?.vatRate ?? 0,
    supplier: body.supplier ?? profile?.supplier ?? firstSupplier(context.issuer),
    customer: given ? { id: null, ...given } : customerOf(context.client),
    seriesPrefix: body.series_prefix ?? profile?.seriesPrefix ?? `${issueDate.slice(0, 4)}-`,
  };
}

/** What the draft lacks to be issued, as field errors; null when it can be issued. */
export function draftProblems(draft: InvoiceDraft): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  if (!draft.supplier.name && !draft.supplier.company)
    problems['supplier.name'] = [INVOICE_MESSAGES.supplierMissing];
  if (!draft.customer.name && !draft.customer.company)
    problems['client.name'] = [INVOICE_MESSAGES.customerMissing];
  if (draft.dueDate < draft.issueDate) problems.due_date = [INVOICE_MESSAGES.dueBeforeIssue];
  return Object.keys(problems).length ? problems : null;
}

/** What the issuer's next invoice starts from, after issuing this one. */
export function nextProfile(
  userId: number,
  draft: InvoiceDraft,
  numberedBySeries: boolean,
  profile: InvoiceProfileRow | undefined,
): InvoiceProfileRow {
  const yearly = `${draft.issueDate.slice(0, 4)}-`;
  return {
    userId,
    supplier: draft.supplier,
    // The year's series is kept as "the year's", so next year starts its own.
    seriesPrefix: numberedBySeries
      ? draft.seriesPrefix === yearly
        ? null
        : draft.seriesPrefix
      : (profile?.seriesPrefix ?? null),
    vatRate: draft.vatRate,
    dueDays: Math.min(
      INVOICE_LIMITS.dueDaysMax,
      Math.max(0, daysBetween(draft.issueDate, draft.dueDate)),
    ),
  };
}
