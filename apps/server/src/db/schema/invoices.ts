import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz, users } from './users.ts';
import { projects } from './projects.ts';
import type { ProjectClient } from './projects.ts';

/** The one who issues an invoice, as printed on it (copied at issue, kept as it was). */
export interface InvoiceSupplier {
  name: string | null;
  company: string | null;
  company_id: string | null;
  company_tax_id: string | null;
  email: string | null;
  address: {
    street: string | null;
    street2: string | null;
    town: string | null;
    zip: string | null;
    country: string | null;
  };
  bank_account: string | null;
  iban: string | null;
  swift: string | null;
  /** Printed under the supplier (registration, a note for the customer). */
  note: string | null;
}

/** The customer of an invoice: the project's client at issue, with what the issuer changed. */
export type InvoiceCustomer = Omit<ProjectClient, 'address'> & {
  address: ProjectClient['address'] & { country: string | null };
};

/** A line of an invoice: a group of reports (a task, a person or a day), in minor units. */
export interface InvoiceLineRow {
  text: string;
  minutes: number;
  /** The hour rate of the line: the amount per hour, or null without minutes. */
  hourRate: number | null;
  amount: number;
  vat: number;
}

/**
 * An invoice of a project's billable work, issued by one person. What it prints (supplier,
 * customer, lines, totals in minor units of its currency) is copied at issue, so later changes of
 * the project, its client or the reports' rates do not rewrite it. The reports it invoices point
 * at it (`work_reports.invoice_id`) and stay locked while it is issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    issuerId: bigint('issuer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // An issued invoice outlives its project when the trash is purged: its name stays beside it.
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'set null',
    }),
    projectName: text('project_name').notNull(),
    number: text('number').notNull(),
    /** `issued` or `cancelled`. */
    state: text('state').notNull(),
    /** How the reports were grouped into lines: `task`, `user` or `day`. */
    grouping: text('grouping').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    issueDate: date('issue_date').notNull(),
    taxableSupplyDate: date('taxable_supply_date').notNull(),
    dueDate: date('due_date').notNull(),
    currency: text('currency').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    supplier: jsonb('supplier').$type<InvoiceSupplier>().notNull(),
    customer: jsonb('customer').$type<InvoiceCustomer>().notNull(),
    note: text('note').notNull().default(''),
    lines: jsonb('lines').$type<InvoiceLineRow[]>().notNull(),
    minutes: integer('minutes').notNull(),
    /** How many work reports it bills. */
    reportsCount: integer('reports_count').notNull(),
    totalWithoutVat: bigint('total_without_vat', { mode: 'number' }).notNull(),
    totalVat: bigint('total_vat', { mode: 'number' }).notNull(),
    totalWithVat: bigint('total_with_vat', { mode: 'number' }).notNull(),
    dateAdd: timestamptz('date_add').notNull(),
    dateCancelled: timestamptz('date_cancelled'),
    cancelledById: bigint('cancelled_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('invoices_uuid_key').on(t.uuid),
    uniqueIndex('invoices_issuer_number_key').on(t.issuerId, t.number),
    index('invoices_project_idx').on(t.projectId, t.issueDate),
    check('invoices_state_check', sql`${t.state} in ('issued', 'cancelled')`),
    check('invoices_vat_rate_check', sql`${t.vatRate} between 0 and 100`),
  ],
);

/** A person's invoice number series: the next number of each prefix they number with. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.prefix] })],
);

/** What a person last issued with, to fill in their next invoice: supplier, series, VAT, terms. */
export const invoiceProfiles = pgTable('invoice_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  supplier: jsonb('supplier').$type<InvoiceSupplier>().notNull(),
  /** The prefix of the series last used; null for the issue year's (`2026-`). */
  seriesPrefix: text('series_prefix'),
  vatRate: smallint('vat_rate').notNull(),
  dueDays: smallint('due_days').notNull(),
});
