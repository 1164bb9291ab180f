import { formatWorkMinutes, minorToAmount } from '@tandem/contract';
import { CSV_BOM, csvLine, csvSeparatorsOf } from '../../lib/csv.ts';
import type { InvoiceRow } from './invoices.repo.ts';
import { invoiceTextsOf } from './invoice-texts.ts';

/** The item's text is a person's; the rest are numbers and codes. */
const TEXT_COLUMNS = [true];

/**
 * The invoice's lines as a CSV file (UTF-8 with a byte order mark, the locale's separators and
 * words): item, minutes, hours, hour rate, amount, VAT rate, VAT, amount with VAT and currency,
 * then a line of the totals.
 */
export function invoiceCsv(invoice: InvoiceRow, locale: string): string {
  const texts = invoiceTextsOf(locale);
  const format = csvSeparatorsOf(locale);
  const money = (minor: number | null) =>
    minor === null ? '' : minorToAmount(minor).replace('.', format.decimal);
  const row = (text: string, minutes: number, rate: number | null, amount: number, vat: number) =>
    csvLine(
      [
        text,
        String(minutes),
        formatWorkMinutes(minutes),
        money(rate),
        money(amount),
        String(invoice.vatRate),
        money(vat),
        money(amount + vat),
        invoice.currency,
      ],
      format,
      TEXT_COLUMNS,
    );
  const header = csvLine(
    [
      texts.item,
      texts.minutes,
      `${texts.hours} (h:mm)`,
      texts.hourRate,
      texts.amount,
      texts.vatRate,
      texts.vat,
      texts.amountWithVat,
      texts.currency,
    ],
    format,
  );
  return [
    `${CSV_BOM}${header}`,
    ...invoice.lines.map((l) => row(l.text, l.minutes, l.hourRate, l.amount, l.vat)),
    row(texts.total, invoice.minutes, null, invoice.totalWithoutVat, invoice.totalVat),
  ].join('');
}
