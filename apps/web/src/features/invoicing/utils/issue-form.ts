import type { BillableWork, InvoiceCustomer, InvoiceSupplier } from '@tandem/contract';
import type { IssueBody } from '../api/invoicing.api.ts';
import type { WorkChoice } from './work-choice.ts';
import { choiceBody } from './work-choice.ts';

/** The text fields of a party, as the form edits them. */
export const PARTY_FIELDS = [
  'name',
  'company',
  'company_id',
  'company_tax_id',
  'email',
  'street',
  'street2',
  'town',
  'zip',
  'country',
] as const;
/** The supplier's payment details, which the customer does not have. */
export const BANK_FIELDS = ['bank_account', 'iban', 'swift'] as const;
export type PartyField = (typeof PARTY_FIELDS)[number] | (typeof BANK_FIELDS)[number];
export type PartyForm = Record<PartyField, string>;
const ADDRESS_FIELDS = ['street', 'street2', 'town', 'zip', 'country'] as const;

/** The second step's fields, all as typed. */
export interface IssueForm {
  /** Empty for the next number of the series. */
  number: string;
  vatRate: string;
  issueDate: string;
  taxableSupplyDate: string;
  dueDate: string;
  supplier: PartyForm;
  client: PartyForm;
  note: string;
}

/** Where a form field's errors come from in the server's answer (`supplier.address.town`). */
export function partyErrorField(party: 'supplier' | 'client', field: PartyField): string {
  return (ADDRESS_FIELDS as readonly string[]).includes(field)
    ? `${party}.address.${field}`
    : `${party}.${field}`;
}

function partyForm(party: InvoiceSupplier | InvoiceCustomer): PartyForm {
  const bank = 'iban' in party ? party : { bank_account: null, iban: null, swift: null };
  return {
    name: party.name ?? '',
    company: party.company ?? '',
    company_id: party.company_id ?? '',
    company_tax_id: party.company_tax_id ?? '',
    email: party.email ?? '',
    street: party.address.street ?? '',
    street2: party.address.street2 ?? '',
    town: party.address.town ?? '',
    zip: party.address.zip ?? '',
    country: party.address.country ?? '',
    bank_account: bank.bank_account ?? '',
    iban: bank.iban ?? '',
    swift: bank.swift ?? '',
  };
}

/** The form as the draft of the billable work fills it in: an issue of it changes nothing. */
export function formFromDraft(draft: BillableWork['draft']): IssueForm {
  return {
    number: '',
    vatRate: String(draft.vat_rate),
    issueDate: draft.issue_date,
    taxableSupplyDate: draft.taxable_supply_date,
    dueDate: draft.due_date,
    supplier: partyForm(draft.supplier),
    client: partyForm(draft.client),
    note: '',
  };
}

/** A VAT rate as typed, when it is a whole percentage the server takes. */
export function vatRateOf(text: string): number | undefined {
  const rate = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(rate) && rate >= 0 && rate <= 100
    ? rate
    : undefined;
}

const address = (p: PartyForm) =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, p[f]])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    string
  >;
const party = (p: PartyForm) => ({
  name: p.name,
  company: p.company,
  company_id: p.company_id,
  company_tax_id: p.company_tax_id,
  email: p.email,
  address: address(p),
});

/** The issue the form makes; the server trims the texts and checks them. */
export function issueBody(
  choice: WorkChoice,
  form: IssueForm,
  supplierNote: string | null,
): IssueBody | null {
  const work = choiceBody(choice);
  if (!work) return null;
  const rate = Number(form.vatRate.trim());
  return {
    ...work,
    ...(form.number.trim() ? { number: form.number } : {}),
    issue_date: form.issueDate,
    taxable_supply_date: form.taxableSupplyDate,
    due_date: form.dueDate,
    // Sent as typed when it is not a whole number, so the server says what is wrong with it.
    vat_rate: form.vatRate.trim() === '' ? 0 : rate,
    supplier: {
      ...party(form.supplier),
      bank_account: form.supplier.bank_account,
      iban: form.supplier.iban,
      swift: form.supplier.swift,
      note: supplierNote,
    },
    client: party(form.client),
    note: form.note,
  };
}
