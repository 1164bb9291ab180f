import type {
  BillableReport,
  Currency,
  Invoice,
  InvoiceGrouping,
  InvoiceLine,
  InvoiceListItem,
  InvoiceState,
  InvoiceTotals,
} from '@tandem/contract';
import { minorToAmount } from '@tandem/contract';
import type { InvoiceLineRow } from '../../db/schema/invoices.ts';
import { fullnameOf } from '../users/index.ts';
import type { InvoiceSums } from './invoice-lines.ts';
import type { BillableReportRow, FoundInvoice } from './invoices.repo.ts';

export function presentLine(line: InvoiceLineRow): InvoiceLine {
  return {
    text: line.text,
    minutes: line.minutes,
    hour_rate: line.hourRate === null ? null : minorToAmount(line.hourRate),
    amount: minorToAmount(line.amount),
    vat: minorToAmount(line.vat),
    amount_with_vat: minorToAmount(line.amount + line.vat),
  };
}

export function presentTotals(sums: InvoiceSums, currency: string): InvoiceTotals {
  return {
    minutes: sums.minutes,
    without_vat: minorToAmount(sums.withoutVat),
    vat: minorToAmount(sums.vat),
    with_vat: minorToAmount(sums.withVat),
    currency: currency as Currency,
  };
}

export function presentBillableReport(row: BillableReportRow): BillableReport {
  return {
    id: row.id,
    date_reported: Math.floor(row.dateReported.getTime() / 1000),
    minutes: row.minutes,
    cost: { amount: minorToAmount(row.costMinor), currency: row.currency as Currency },
    note: row.note,
    task: { id: row.taskId, name: row.taskName },
    worker: {
      id: row.workerId,
      fullname: fullnameOf({ fname: row.workerFname, lname: row.workerLname }),
    },
  };
}

/** What the viewer may do with an invoice, decided by the policy before presenting. */
export interface InvoiceView {
  cancel: boolean;
}

export function presentInvoiceListItem(found: FoundInvoice, view: InvoiceView): InvoiceListItem {
  const i = found.invoice;
  return {
    id: i.id,
    uuid: i.uuid,
    number: i.number,
    state: i.state as InvoiceState,
    project: { id: i.projectId, name: i.projectName },
    issuer: {
      id: i.issuerId,
      fullname: fullnameOf({ fname: found.issuerFname, lname: found.issuerLname }),
    },
    grouping: i.grouping as InvoiceGrouping,
    date_from: i.dateFrom,
    date_to: i.dateTo,
    issue_date: i.issueDate,
    taxable_supply_date: i.taxableSupplyDate,
    due_date: i.dueDate,
    currency: i.currency as Currency,
    vat_rate: i.vatRate,
    client: i.customer,
    totals: presentTotals(
      {
        minutes: i.minutes,
        withoutVat: i.totalWithoutVat,
        vat: i.totalVat,
        withVat: i.totalWithVat,
      },
      i.currency,
    ),
    reports_count: i.reportsCount,
    date_add: i.dateAdd.toISOString(),
    date_cancelled: i.dateCancelled?.toISOString() ?? null,
    abilities: { cancel: view.cancel },
  };
}

export function presentInvoice(found: FoundInvoice, view: InvoiceView): Invoice {
  const i = found.invoice;
  return {
    ...presentInvoiceListItem(found, view),
    supplier: i.supplier,
    lines: i.lines.map(presentLine),
    note: i.note,
  };
}
