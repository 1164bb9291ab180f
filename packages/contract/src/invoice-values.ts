/**
 * Invoices of billable work: their states, groupings, bounds and messages, the same in the server
 * and in the browser. Amounts are in minor units of the project's currency (see work-values.ts).
 */

/** An invoice is issued, or cancelled (its work billable again). */
export const INVOICE_STATES = ['issued', 'cancelled'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** How reports become the lines of an invoice: one line per task, per person or per day. */
export const INVOICE_GROUPINGS = ['task', 'user', 'day'] as const;
export type InvoiceGrouping = (typeof INVOICE_GROUPINGS)[number];

/** Bounds on what an invoice is made of. */
export const INVOICE_LIMITS = {
  /** An invoice number: "2026-0001", "INV/26/7". */
  numberMax: 30,
  /** The prefix of a number series ("2026-", "INV-"). */
  prefixMax: 20,
  /** Digits of a number made by a series, after its prefix. */
  seriesDigits: 4,
  /** Text fields of the supplier and the customer. */
  textMax: 255,
  /** The note printed on the invoice, and the supplier's note. */
  noteMax: 1000,
  bankAccountMax: 50,
  ibanMax: 34,
  swiftMax: 11,
  zipMax: 20,
  /** Reports chosen for one invoice. */
  reportsMax: 5000,
  vatRateMax: 100,
  /** Days from the issue date to the due date. */
  dueDaysMax: 365,
  /** Days after the issue date that a due date of a new invoice gets when none is given. */
  dueDaysDefault: 14,
  /** Invoices per page of the list. */
  pageSize: 50,
} as const;

/** Messages of the invoicing rules. */
export const INVOICE_MESSAGES = {
  nothingToInvoice: 'There is no billable work to invoice.',
  invoicedMeanwhile:
    'Some of the chosen work was invoiced or changed in the meantime. Reload and choose again.',
  notBillable: 'Some of the chosen work is not billable work of this project in this period.',
  numberTaken: 'You have issued an invoice with this number already. Choose another number.',
  alreadyCancelled: 'This invoice is cancelled already.',
  notAllowed: 'Only the owner and commanders of the project can invoice its work.',
  projectInTrash: 'The project is in the trash; restore it to invoice its work.',
  dueBeforeIssue: 'The due date cannot be before the issue date.',
  rangeReversed: 'The end of the period cannot be before its start.',
  supplierMissing: 'Enter your name or company as the supplier.',
  customerMissing: 'Enter the customer’s name or company, or set the project’s client.',
  currencyUnknown: 'Invoices can be made in CZK, EUR, USD or RON only.',
  amountTooLarge: 'The invoice’s total is too large.',
} as const;
