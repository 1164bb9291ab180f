import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema, personSchema } from './common.ts';
import { CURRENCIES, LOCALES } from './limits.ts';
import {
  INVOICE_GROUPINGS,
  INVOICE_LIMITS,
  INVOICE_MESSAGES,
  INVOICE_STATES,
} from './invoice-values.ts';
import { clientSchema } from './projects.ts';
import { moneySchema, pageSchema } from './work-reports.ts';

const L = INVOICE_LIMITS;

/** A calendar day as invoices carry their dates: yyyy-MM-dd. */
const daySchema = z.iso.date('Enter a date as YYYY-MM-DD.');

/** Optional text of a party: trimmed, bounded, empty as null. */
const partyText = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `${what} can be at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const addressInputSchema = z.object({
  street: partyText(L.textMax, 'The street'),
  street2: partyText(L.textMax, 'The second line of the street'),
  town: partyText(L.textMax, 'The town'),
  zip: partyText(L.zipMax, 'The postal code'),
  country: partyText(L.textMax, 'The country'),
});
const addressSchema = z.object({
  street: z.string().nullable(),
  street2: z.string().nullable(),
  town: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
});

/** The supplier as an invoice prints it: the issuer's details, copied at issue. */
export const invoiceSupplierSchema = z.object({
  name: z.string().nullable(),
  company: z.string().nullable(),
  company_id: z.string().nullable(),
  company_tax_id: z.string().nullable(),
  email: z.string().nullable(),
  address: addressSchema,
  bank_account: z.string().nullable(),
  iban: z.string().nullable(),
  swift: z.string().nullable(),
  note: z.string().nullable(),
});
export type InvoiceSupplier = z.infer<typeof invoiceSupplierSchema>;

/** The supplier sent with an issue: bounded text, the name or the company required. */
export const invoiceSupplierInputSchema = z
  .object({
    name: partyText(L.textMax, 'The name'),
    company: partyText(L.textMax, 'The company'),
    company_id: partyText(50, 'The company ID'),
    company_tax_id: partyText(50, 'The tax ID'),
    email: partyText(L.textMax, 'The e-mail'),
    address: addressInputSchema.prefault({}),
    bank_account: partyText(L.bankAccountMax, 'The bank account'),
    iban: z
      .string({ error: 'The IBAN must be text.' })
      .trim()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .max(L.ibanMax, `The IBAN can be at most ${L.ibanMax} characters.`)
          .regex(/^([A-Z]{2}\d{2}[A-Z0-9]{1,30})?$/, 'The IBAN is not valid.'),
      )
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    swift: partyText(L.swiftMax, 'The SWIFT code'),
    note: partyText(L.noteMax, 'The note'),
  })
  .refine((s) => s.name !== null || s.company !== null, {
    message: INVOICE_MESSAGES.supplierMissing,
    path: ['name'],
  });
export type InvoiceSupplierInput = z.input<typeof invoiceSupplierInputSchema>;

/** The customer as an invoice prints it: the project's client (document 1), with a country. */
export const invoiceCustomerSchema = clientSchema.extend({ address: addressSchema });
export type InvoiceCustomer = z.infer<typeof invoiceCustomerSchema>;

/** The customer sent with an issue, instead of the project's client. */
export const invoiceCustomerInputSchema = z.object({
  email: partyText(L.textMax, 'The e-mail'),
  company_id: partyText(50, 'The company ID'),
  company_tax_id: partyText(50, 'The tax ID'),
  name: partyText(L.textMax, 'The name'),
  company: partyText(L.textMax, 'The company'),
  address: addressInputSchema.prefault({}),
});
export type InvoiceCustomerInput = z.input<typeof invoiceCustomerInputSchema>;

/** A line of an invoice: a task, a person or a day of the work, with its hours and money. */
export const invoiceLineSchema = z.object({
  text: z.string(),
  minutes: z.number(),
  /** The line's amount per hour; null for a line without minutes (costs entered by hand). */
  hour_rate: z.string().nullable(),
  /** Without VAT, rounded as the currency is paid (whole CZK). */
  amount: z.string(),
  vat: z.string(),
  amount_with_vat: z.string(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An invoice's sums (amount strings in its currency). */
export const invoiceTotalsSchema = z.object({
  minutes: z.number(),
  without_vat: z.string(),
  vat: z.string(),
  with_vat: z.string(),
  currency: z.enum(CURRENCIES),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/** An issued (or cancelled) invoice. */
export const invoiceSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  number: z.string(),
  state: z.enum(INVOICE_STATES),
  /** The project invoiced; its id is null once the project is purged from the trash. */
  project: z.object({ id: z.number().nullable(), name: z.string() }),
  issuer: personSchema,
  grouping: z.enum(INVOICE_GROUPINGS),
  date_from: z.string(),
  date_to: z.string(),
  issue_date: z.string(),
  taxable_supply_date: z.string(),
  due_date: z.string(),
  currency: z.enum(CURRENCIES),
  vat_rate: z.number(),
  supplier: invoiceSupplierSchema,
  client: invoiceCustomerSchema,
  note: z.string(),
  lines: z.array(invoiceLineSchema),
  totals: invoiceTotalsSchema,
  /** How many work reports it bills (locked while it is issued). */
  reports_count: z.number(),
  /** ISO 8601 moments. */
  date_add: z.string(),
  date_cancelled: z.string().nullable(),
  abilities: z.object({ cancel: z.boolean() }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** An invoice in the list: the invoice without its parties and lines. */
export const invoiceListItemSchema = invoiceSchema.omit({
  supplier: true,
  lines: true,
  note: true,
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** A billable report not invoiced yet, as the first step of invoicing lists it. */
export const billableReportSchema = z.object({
  id: z.number(),
  /** When the work was done, seconds since 1970. */
  date_reported: z.number(),
  minutes: z.number(),
  cost: moneySchema,
  note: z.string(),
  task: z.object({ id: z.number(), name: z.string() }),
  worker: personSchema,
});
export type BillableReport = z.infer<typeof billableReportSchema>;

const vatRateSchema = z
  .number({ error: 'Enter the VAT rate as a number of percent.' })
  .int('The VAT rate is a whole number of percent.')
  .min(0, 'The VAT rate cannot be negative.')
  .max(L.vatRateMax, `The VAT rate can be at most ${L.vatRateMax} %.`);

const reportIdsSchema = z
  .array(idSchema)
  .max(L.reportsMax, `Choose at most ${L.reportsMax} work reports for one invoice.`);

/** What is invoiced: a project's billable work in a period of days, grouped into lines. */
const workChoice = {
  project_id: idSchema,
  date_from: daySchema,
  date_to: daySchema,
  grouping: z.enum(INVOICE_GROUPINGS, { error: 'Group the lines by task, user or day.' }),
  /** Only these reports of the period; all of its billable work when left out. */
  report_ids: reportIdsSchema.optional(),
};
const periodInOrder = (c: { date_from: string; date_to: string }) => c.date_from <= c.date_to;
const periodRefinement = { message: INVOICE_MESSAGES.rangeReversed, path: ['date_to'] };

/** The first step: the work to invoice and the lines it makes. */
export const billableWorkBodySchema = z
  .object({ ...workChoice, vat_rate: vatRateSchema.optional() })
  .refine(periodInOrder, periodRefinement);

/** Characters an invoice number and a series prefix may have. */
const NUMBER_CHARACTERS = /^[\p{L}\p{N}\-/._#]*$/u;

/** An issue: the work, the number (or the series to take it from), the dates, VAT and parties. */
export const issueInvoiceBodySchema = z
  .object({
    ...workChoice,
    /** The number as typed; the issuer's series numbers the invoice when it is left out. */
    number: z
      .string({ error: 'The invoice number must be text.' })
      .trim()
      .min(1, 'The invoice number must not be empty.')
      .max(L.numberMax, `The invoice number can be at most ${L.numberMax} characters.`)
      .regex(NUMBER_CHARACTERS, 'Use letters, digits and - / . _ # in the invoice number.')
      .optional(),
    /** The series' prefix ("INV-"); the issue year's ("2026-") when left out. */
    series_prefix: z
      .string({ error: 'The prefix must be text.' })
      .trim()
      .max(L.prefixMax, `The prefix can be at most ${L.prefixMax} characters.`)
      .regex(NUMBER_CHARACTERS, 'Use letters, digits and - / . _ # in the prefix.')
      .optional(),
    /** Today in the issuer's time zone when left out. */
    issue_date: daySchema.optional(),
    /** The issue date when left out. */
    taxable_supply_date: daySchema.optional(),
    /** The issue date plus the issuer's usual days (14 at first) when left out. */
    due_date: daySchema.optional(),
    /** The rate last used (0 at first) when left out. */
    vat_rate: vatRateSchema.optional(),
    /** The details last used when left out. */
    supplier: invoiceSupplierInputSchema.optional(),
    /** The project's client when left out. */
    client: invoiceCustomerInputSchema.optional(),
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(L.noteMax, `The note can be at most ${L.noteMax} characters.`)
      .optional()
      .default(''),
  })
  .refine(periodInOrder, periodRefinement)
  .refine((b) => !b.issue_date || !b.due_date || b.issue_date <= b.due_date, {
    message: INVOICE_MESSAGES.dueBeforeIssue,
    path: ['due_date'],
  });
export type IssueInvoiceInput = z.input<typeof issueInvoiceBodySchema>;

/** What the first step answers: the work, its lines and the invoice as it would be issued. */
export const billableWorkSchema = z.object({
  project: z.object({ id: z.number(), name: z.string(), currency: z.enum(CURRENCIES) }),
  reports: z.array(billableReportSchema),
  lines: z.array(invoiceLineSchema),
  totals: invoiceTotalsSchema,
  /** What an issue without more fields would print, to fill in the form. */
  draft: z.object({
    number: z.string(),
    series_prefix: z.string(),
    issue_date: z.string(),
    taxable_supply_date: z.string(),
    due_date: z.string(),
    vat_rate: z.number(),
    supplier: invoiceSupplierSchema,
    client: invoiceCustomerSchema,
  }),
});
export type BillableWork = z.infer<typeof billableWorkSchema>;

const invoiceIdQuery = z.object({ id: idSchema });
export const invoiceEndpoints = {
  billableWork: endpoint({
    method: 'POST',
    path: '/api/invoices/billable-work',
    auth: 'user',
    body: billableWorkBodySchema,
    response: billableWorkSchema,
  }),
  issue: endpoint({
    method: 'POST',
    path: '/api/invoices/issue',
    auth: 'user',
    body: issueInvoiceBodySchema,
    status: 201,
    response: z.object({ invoice: invoiceSchema }),
  }),
  /** The actor's invoices and those of the projects whose work they invoice, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/invoices/list',
    auth: 'user',
    query: z.object({
      pid: idSchema.optional(),
      state: z.enum(INVOICE_STATES, { error: 'The state is issued or cancelled.' }).optional(),
      p: pageSchema,
    }),
    response: z.object({ invoices: z.array(invoiceListItemSchema), has_more: z.boolean() }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/invoices/detail',
    auth: 'user',
    query: invoiceIdQuery,
    response: z.object({ invoice: invoiceSchema }),
  }),
  /** Cancels an issued invoice: its work is billable and can be changed again. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/invoices/cancel',
    auth: 'user',
    query: invoiceIdQuery,
    response: z.object({ invoice: invoiceSchema }),
  }),
  downloadPdf: endpoint({
    method: 'GET',
    path: '/api/invoices/download-pdf',
    auth: 'user',
    query: invoiceIdQuery,
    binary: true,
    response: z.unknown(),
  }),
  /** The lines as a CSV file (UTF-8 with a BOM) in the locale's format. */
  downloadCsv: endpoint({
    method: 'GET',
    path: '/api/invoices/download-csv',
    auth: 'user',
    query: invoiceIdQuery.extend({
      locale: z.enum(LOCALES, { error: 'The language is not supported.' }).optional(),
    }),
    binary: true,
    response: z.unknown(),
  }),
  /** The invoice as ISDOC 6.0.2, the Czech electronic invoice (XML). */
  downloadIsdoc: endpoint({
    method: 'GET',
    path: '/api/invoices/download-isdoc',
    auth: 'user',
    query: invoiceIdQuery,
    binary: true,
    response: z.unknown(),
  }),
};
