import { minorToAmount } from '@tandem/contract';
import type { InvoiceCustomer, InvoiceSupplier } from '../../db/schema/invoices.ts';
import type { InvoiceRow } from './invoices.repo.ts';
import { variableSymbolOf } from './invoice-texts.ts';

/** The namespace of ISDOC 6, the Czech electronic invoice. */
export const ISDOC_NAMESPACE = 'http://isdoc.cz/namespace/2013';

/** Text escaped for XML content and attributes; characters XML 1.0 forbids are left out. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element of children already written (a list of them is joined); empty ones are left out. */
type Children = Array<string | null | readonly string[]>;
const el = (name: string, ...children: Children): string =>
  `<${name}>${children.flat().filter(Boolean).join('')}</${name}>`;
const text = (name: string, value: string | number | null | undefined) =>
  `<${name}>${escapeXml(value === null || value === undefined ? '' : String(value))}</${name}>`;

const amount = (minor: number) => minorToAmount(minor);
/** Minutes as hours with up to four decimals ("1.5", "0.1167"). */
const hours = (minutes: number) => String(Number((minutes / 60).toFixed(4)));

/** A country given as a two-letter code is its code; any other text is its name. */
function country(value: string | null) {
  const code = value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : '';
  return el('Country', text('IdentificationCode', code), text('Name', code ? '' : value));
}

function party(p: InvoiceSupplier | InvoiceCustomer): string {
  const a = p.address;
  return el(
    'Party',
    el('PartyIdentification', text('ID', p.company_id)),
    el('PartyName', text('Name', p.company ?? p.name)),
    el(
      'PostalAddress',
      text('StreetName', [a.street, a.street2].filter(Boolean).join(', ')),
      text('BuildingNumber', ''),
      text('CityName', a.town),
      text('PostalZone', a.zip),
      country(a.country),
    ),
    p.company_tax_id
      ? el('PartyTaxScheme', text('CompanyID', p.company_tax_id), text('TaxScheme', 'VAT'))
      : null,
    p.email ? el('Contact', text('ElectronicMail', p.email)) : null,
  );
}

/** A bank account "123456789/0800" as its number and bank code. */
function bankAccount(account: string | null) {
  const [number = '', bank = ''] = (account ?? '').split('/').map((part) => part.trim());
  return { number, bank };
}

/**
 * The invoice as ISDOC 6.0.2 XML: a plain invoice (document type 1) in its own currency (kept as
 * the local one, at the rate 1), with its parties, lines, VAT, totals and the bank transfer.
 */
export function invoiceIsdoc(invoice: InvoiceRow): string {
  const rate = invoice.vatRate;
  const s = invoice.supplier;
  const account = bankAccount(s.bank_account);
  const lines = invoice.lines.map((line, i) => {
    const withVat = line.amount + line.vat;
    const quantity = line.minutes > 0 ? hours(line.minutes) : '1';
    const unitPrice = (minor: number) =>
      line.minutes > 0 ? ((minor / 100) * 60) / line.minutes : minor / 100;
    return el(
      'InvoiceLine',
      text('ID', i + 1),
      `<InvoicedQuantity unitCode="${line.minutes > 0 ? 'HUR' : 'C62'}">${quantity}</InvoicedQuantity>`,
      text('LineExtensionAmount', amount(line.amount)),
      text('LineExtensionAmountTaxInclusive', amount(withVat)),
      text('LineExtensionTaxAmount', amount(line.vat)),
      text('UnitPrice', unitPrice(line.amount).toFixed(4)),
      text('UnitPriceTaxInclusive', unitPrice(withVat).toFixed(4)),
      el('ClassifiedTaxCategory', text('Percent', rate), text('VATCalculationMethod', 0)),
      el('Item', text('Description', line.text)),
    );
  });
  const total = invoice.totalWithVat;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<Invoice xmlns="${ISDOC_NAMESPACE}" version="6.0.2">`,
    text('DocumentType', 1),
    text('ID', invoice.number),
    text('UUID', invoice.uuid.toUpperCase()),
    text('IssueDate', invoice.issueDate),
    text('TaxPointDate', invoice.taxableSupplyDate),
    text('VATApplicable', rate > 0 ? 'true' : 'false'),
    text('ElectronicPossibilityAgreementReference', ''),
    invoice.note ? text('Note', invoice.note) : '',
    text('LocalCurrencyCode', invoice.currency),
    text('CurrRate', 1),
    text('RefCurrRate', 1),
    el('AccountingSupplierParty', party(s)),
    el('AccountingCustomerParty', party(invoice.customer)),
    el('InvoiceLines', lines),
    el(
      'TaxTotal',
      el(
        'TaxSubTotal',
        text('TaxableAmount', amount(invoice.totalWithoutVat)),
        text('TaxAmount', amount(invoice.totalVat)),
        text('TaxInclusiveAmount', amount(total)),
        text('AlreadyClaimedTaxableAmount', amount(0)),
        text('AlreadyClaimedTaxAmount', amount(0)),
        text('AlreadyClaimedTaxInclusiveAmount', amount(0)),
        text('DifferenceTaxableAmount', amount(invoice.totalWithoutVat)),
        text('DifferenceTaxAmount', amount(invoice.totalVat)),
        text('DifferenceTaxInclusiveAmount', amount(total)),
        el('TaxCategory', text('Percent', rate)),
      ),
      text('TaxAmount', amount(invoice.totalVat)),
    ),
    el(
      'LegalMonetaryTotal',
      text('TaxExclusiveAmount', amount(invoice.totalWithoutVat)),
      text('TaxInclusiveAmount', amount(total)),
      text('AlreadyClaimedTaxExclusiveAmount', amount(0)),
      text('AlreadyClaimedTaxInclusiveAmount', amount(0)),
      text('DifferenceTaxExclusiveAmount', amount(invoice.totalWithoutVat)),
      text('DifferenceTaxInclusiveAmount', amount(total)),
      text('PaidDepositsAmount', amount(0)),
      text('PayableAmount', amount(total)),
    ),
    el(
      'PaymentMeans',
      el(
        'Payment',
        text('PaidAmount', amount(total)),
        text('PaymentMeansCode', 42),
        el(
          'Details',
          text('PaymentDueDate', invoice.dueDate),
          text('ID', account.number),
          text('BankCode', account.bank),
          text('Name', ''),
          text('IBAN', s.iban),
          text('BIC', s.swift),
          text('VariableSymbol', variableSymbolOf(invoice.number)),
        ),
      ),
    ),
    '</Invoice>\n',
  ].join('');
}
