import { formatMoney, formatWorkMinutes, minorToAmount } from '@tandem/contract';
import type { InvoiceCustomer, InvoiceSupplier } from '../../db/schema/invoices.ts';

/** The words of an invoice's documents, in Czech for Czech and in English otherwise. */
const TEXTS = {
  en: {
    invoice: 'Invoice',
    cancelled: 'CANCELLED',
    supplier: 'Supplier',
    customer: 'Customer',
    companyId: 'Company ID',
    taxId: 'Tax ID',
    issueDate: 'Issue date',
    taxableSupplyDate: 'Taxable supply date',
    dueDate: 'Due date',
    bankAccount: 'Bank account',
    variableSymbol: 'Payment reference',
    item: 'Item',
    minutes: 'Minutes',
    hours: 'Hours',
    hourRate: 'Hour rate',
    amount: 'Amount',
    vatRate: 'VAT %',
    vat: 'VAT',
    amountWithVat: 'Amount with VAT',
    currency: 'Currency',
    withoutVat: 'Total without VAT',
    total: 'Total to pay',
    work: 'Work on {project} from {from} to {to}',
    notVatPayer: 'No VAT charged.',
  },
  cs: {
    invoice: 'Faktura',
    cancelled: 'STORNOVÁNO',
    supplier: 'Dodavatel',
    customer: 'Odběratel',
    companyId: 'IČO',
    taxId: 'DIČ',
    issueDate: 'Datum vystavení',
    taxableSupplyDate: 'Datum uskutečnění zdanitelného plnění',
    dueDate: 'Datum splatnosti',
    bankAccount: 'Bankovní účet',
    variableSymbol: 'Variabilní symbol',
    item: 'Položka',
    minutes: 'Minuty',
    hours: 'Hodiny',
    hourRate: 'Hodinová sazba',
    amount: 'Částka',
    vatRate: 'DPH %',
    vat: 'DPH',
    amountWithVat: 'Částka s DPH',
    currency: 'Měna',
    withoutVat: 'Celkem bez DPH',
    total: 'Celkem k úhradě',
    work: 'Práce na projektu {project} od {from} do {to}',
    notVatPayer: 'DPH není účtována.',
  },
} as const;
export type InvoiceTexts = (typeof TEXTS)[keyof typeof TEXTS];

export const invoiceTextsOf = (locale: string): InvoiceTexts =>
  locale.startsWith('cs') ? TEXTS.cs : TEXTS.en;

/** How a document of the locale writes money, hours and days. */
export function invoiceFormat(locale: string, currency: string) {
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money: (minor: number) => formatMoney(minorToAmount(minor), currency, locale),
    hours: formatWorkMinutes,
    day: (day: string) => days.format(new Date(`${day}T00:00:00Z`)),
  };
}

/** The digits of an invoice number, as the payment reference a Czech bank transfer carries. */
export const variableSymbolOf = (number: string) => number.replace(/\D/g, '').slice(-10);

/** A party's lines as printed: name, company, address, ids and e-mail, without the empty ones. */
export function partyLines(
  party: InvoiceSupplier | InvoiceCustomer,
  texts: InvoiceTexts,
): string[] {
  const a = party.address;
  return [
    party.company,
    party.name,
    a.street,
    a.street2,
    [a.zip, a.town].filter(Boolean).join(' ') || null,
    a.country,
    party.company_id ? `${texts.companyId}: ${party.company_id}` : null,
    party.company_tax_id ? `${texts.taxId}: ${party.company_tax_id}` : null,
    party.email,
  ].filter((line): line is string => Boolean(line));
}
