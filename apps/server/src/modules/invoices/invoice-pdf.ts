import { createRequire } from 'node:module';
import type { InvoiceRow } from './invoices.repo.ts';
import { invoiceFormat, invoiceTextsOf, partyLines, variableSymbolOf } from './invoice-texts.ts';

/**
 * What the server uses of pdfmake 0.3 (its Node entry). The package's own type declarations pull
 * the browser's DOM types into the whole server program, so they are not imported.
 */
interface PdfMake {
  setFonts(
    fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>,
  ): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let loaded: PdfMake | undefined;

/**
 * pdfmake with its fonts, loaded with the first invoice made as a PDF: it costs about 26 MB of
 * memory, which a server that never makes one does not pay.
 */
function pdfMake(): PdfMake {
  if (loaded) return loaded;
  const pdf = require('pdfmake') as PdfMake;
  const robotoFile = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);
  // Roboto, bundled with pdfmake, has the Czech letters; the standard PDF fonts do not.
  const roboto = {
    normal: robotoFile('Roboto-Regular.ttf'),
    bold: robotoFile('Roboto-Medium.ttf'),
    italics: robotoFile('Roboto-Italic.ttf'),
    bolditalics: robotoFile('Roboto-MediumItalic.ttf'),
  };
  const fontFiles = new Set(Object.values(roboto));
  pdf.setFonts({ Roboto: roboto });
  // An invoice is made of text only: no address or file is ever fetched but the fonts.
  pdf.setUrlAccessPolicy(() => false);
  pdf.setLocalAccessPolicy((path) => fontFiles.has(path));
  return (loaded = pdf);
}

const right = (text: string, bold = false) => ({ text, alignment: 'right', bold });

/** The invoice as a PDF document, in the locale's words and formats. */
export function invoicePdf(invoice: InvoiceRow, locale: string): Promise<Buffer> {
  const texts = invoiceTextsOf(locale);
  const f = invoiceFormat(locale, invoice.currency);
  const s = invoice.supplier;
  const payment = [
    [texts.issueDate, f.day(invoice.issueDate)],
    [texts.taxableSupplyDate, f.day(invoice.taxableSupplyDate)],
    [texts.dueDate, f.day(invoice.dueDate)],
    [texts.bankAccount, s.bank_account],
    ['IBAN', s.iban],
    ['SWIFT', s.swift],
    [texts.variableSymbol, variableSymbolOf(invoice.number) || null],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  const lines = invoice.lines.map((line) => [
    line.text,
    right(f.hours(line.minutes)),
    right(line.hourRate === null ? '' : f.money(line.hourRate)),
    right(f.money(line.amount)),
    right(f.money(line.vat)),
    right(f.money(line.amount + line.vat)),
  ]);
  const work = texts.work
    .replace('{project}', invoice.projectName)
    .replace('{from}', f.day(invoice.dateFrom))
    .replace('{to}', f.day(invoice.dateTo));
  return pdfMake()
    .createPdf({
      info: { title: `${texts.invoice} ${invoice.number}` },
      defaultStyle: { font: 'Roboto', fontSize: 9 },
      content: [
        { text: `${texts.invoice} ${invoice.number}`, fontSize: 18, bold: true },
        invoice.state === 'cancelled'
          ? { text: texts.cancelled, color: '#c92a2a', bold: true, fontSize: 14 }
          : '',
        {
          margin: [0, 16, 0, 16],
          columns: [
            [{ text: texts.supplier, bold: true }, ...partyLines(s, texts)],
            [{ text: texts.customer, bold: true }, ...partyLines(invoice.customer, texts)],
          ],
        },
        { layout: 'noBorders', table: { body: payment }, margin: [0, 0, 0, 16] },
        { text: work, margin: [0, 0, 0, 8] },
        {
          layout: 'lightHorizontalLines',
          table: {
            headerRows: 1,
            widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto'],
            body: [
              [
                { text: texts.item, bold: true },
                right(texts.hours, true),
                right(texts.hourRate, true),
                right(texts.amount, true),
                right(`${texts.vat} ${invoice.vatRate} %`, true),
                right(texts.amountWithVat, true),
              ],
              ...lines,
            ],
          },
        },
        {
          margin: [0, 16, 0, 0],
          layout: 'noBorders',
          table: {
            widths: ['*', 'auto'],
            body: [
              [right(texts.withoutVat), right(f.money(invoice.totalWithoutVat))],
              [right(`${texts.vat} ${invoice.vatRate} %`), right(f.money(invoice.totalVat))],
              [right(texts.total, true), right(f.money(invoice.totalWithVat), true)],
            ],
          },
        },
        invoice.vatRate === 0 ? { text: texts.notVatPayer, margin: [0, 8, 0, 0] } : '',
        invoice.note ? { text: invoice.note, margin: [0, 16, 0, 0] } : '',
        s.note ? { text: s.note, margin: [0, 8, 0, 0], color: '#555555' } : '',
      ],
    })
    .getBuffer();
}
