import type { InvoiceGrouping } from '@tandem/contract';
import { roundToCurrency } from '@tandem/contract';
import type { InvoiceLineRow } from '../../db/schema/invoices.ts';

/** A billable report as the lines read it: its time, its cost and what it is grouped by. */
export interface LineSource {
  minutes: number;
  costMinor: number;
  taskId: number;
  taskName: string;
  workerId: number;
  workerName: string;
  /** The day of the work (yyyy-MM-dd) in the issuer's time zone. */
  day: string;
}

export interface InvoiceSums {
  minutes: number;
  withoutVat: number;
  vat: number;
  withVat: number;
}

const KEY_AND_TEXT: Record<InvoiceGrouping, (r: LineSource) => [key: string, text: string]> = {
  task: (r) => [`t${r.taskId}`, r.taskName],
  user: (r) => [`u${r.workerId}`, r.workerName],
  day: (r) => [r.day, r.day],
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The lines of an invoice: one per task, person or day, each with its minutes, its amount (the
 * reports' costs summed, then rounded as the currency is paid: whole crowns in CZK), the VAT of
 * that amount rounded the same way, and the amount per hour. The totals are the lines' sums, so
 * the printed lines always add up.
 */
export function invoiceLines(
  sources: readonly LineSource[],
  grouping: InvoiceGrouping,
  currency: string,
  vatRate: number,
): { lines: InvoiceLineRow[]; sums: InvoiceSums } {
  const groups = new Map<string, { text: string; minutes: number; cost: number }>();
  for (const source of sources) {
    const [key, text] = KEY_AND_TEXT[grouping](source);
    const group = groups.get(key) ?? { text, minutes: 0, cost: 0 };
    group.minutes += source.minutes;
    group.cost += source.costMinor;
    groups.set(key, group);
  }
  const lines = [...groups.values()]
    .sort((a, b) => collator.compare(a.text, b.text))
    .map((g): InvoiceLineRow => {
      const amount = roundToCurrency(g.cost, currency);
      return {
        text: g.text,
        minutes: g.minutes,
        hourRate: g.minutes > 0 ? Math.round((amount * 60) / g.minutes) : null,
        amount,
        vat: roundToCurrency((amount * vatRate) / 100, currency),
      };
    });
  const sums = lines.reduce(
    (s, l) => ({
      minutes: s.minutes + l.minutes,
      withoutVat: s.withoutVat + l.amount,
      vat: s.vat + l.vat,
      withVat: s.withVat + l.amount + l.vat,
    }),
    { minutes: 0, withoutVat: 0, vat: 0, withVat: 0 },
  );
  return { lines, sums };
}
