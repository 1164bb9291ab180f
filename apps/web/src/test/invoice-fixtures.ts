import type { BillableReport, BillableWork, Invoice } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from './fake-api.ts';
import type { FakeApi } from './fake-api.ts';
import { signedInUser } from './signed-in.tsx';

const olga = { id: 7, fullname: 'Olga Owner' };
const walt = { id: 8, fullname: 'Walt Worker' };
const noAddress = { street: null, street2: null, town: null, zip: null, country: null };

/** A billable report of the project Launch (EUR): Olga's 1:30 on Write copy, 2 March 2026. */
export function billableReportFixture(fields: Partial<BillableReport> = {}): BillableReport {
  return {
    id: 40,
    date_reported: Date.UTC(2026, 2, 2, 9) / 1000,
    minutes: 90,
    cost: { amount: '75.00', currency: 'EUR' },
    note: '',
    task: { id: 3, name: 'Write copy' },
    worker: olga,
    ...fields,
  };
}

/** Walt's two hours on Design, 4 March 2026. */
export const waltsReport = billableReportFixture({
  id: 41,
  date_reported: Date.UTC(2026, 2, 4, 9) / 1000,
  minutes: 120,
  cost: { amount: '100.00', currency: 'EUR' },
  task: { id: 4, name: 'Design' },
  worker: walt,
});

/** The billable work of Launch in March 2026: the reports given, by task, at the rate given. */
export function billableWorkFixture(
  reports: BillableReport[] = [billableReportFixture(), waltsReport],
  vatRate = 21,
): BillableWork {
  const lines = reports.map((r) => {
    const amount = Number(r.cost.amount);
    const vat = Math.round(amount * vatRate) / 100;
    return {
      text: r.task.name,
      minutes: r.minutes,
      hour_rate: (amount / (r.minutes / 60)).toFixed(2),
      amount: amount.toFixed(2),
      vat: vat.toFixed(2),
      amount_with_vat: (amount + vat).toFixed(2),
    };
  });
  const sum = (pick: (l: (typeof lines)[number]) => string) =>
    lines.reduce((s, l) => s + Number(pick(l)), 0).toFixed(2);
  return {
    project: { id: 5, name: 'Launch', currency: 'EUR' },
    reports,
    lines,
    totals: {
      minutes: reports.reduce((s, r) => s + r.minutes, 0),
      without_vat: sum((l) => l.amount),
      vat: sum((l) => l.vat),
      with_vat: sum((l) => l.amount_with_vat),
      currency: 'EUR',
    },
    draft: {
      number: '2026-0001',
      series_prefix: '2026-',
      issue_date: '2026-03-31',
      taxable_supply_date: '2026-03-31',
      due_date: '2026-04-14',
      vat_rate: 21,
      supplier: {
        name: 'Olga Owner',
        company: null,
        company_id: null,
        company_tax_id: null,
        email: 'olga@example.test',
        address: noAddress,
        bank_account: null,
        iban: null,
        swift: null,
        note: null,
      },
      client: {
        id: null,
        email: null,
        company_id: '12345678',
        company_tax_id: null,
        name: null,
        company: 'Acme s.r.o.',
        address: { ...noAddress, town: 'Brno' },
      },
    },
  };
}

/** The invoice 2026-0001 of that work, issued by Olga. */
export function invoiceFixture(fields: Partial<Invoice> = {}): Invoice {
  const work = billableWorkFixture();
  return {
    id: 90,
    uuid: '0f5c1a52-9d3e-4a7b-8c21-5e6f7a8b9c0d',
    number: '2026-0001',
    state: 'issued',
    project: { id: 5, name: 'Launch' },
    issuer: olga,
    grouping: 'task',
    date_from: '2026-03-01',
    date_to: '2026-03-31',
    issue_date: work.draft.issue_date,
    taxable_supply_date: work.draft.taxable_supply_date,
    due_date: work.draft.due_date,
    currency: 'EUR',
    vat_rate: 21,
    supplier: work.draft.supplier,
    client: work.draft.client,
    note: '',
    lines: work.lines,
    totals: work.totals,
    reports_count: 2,
    date_add: '2026-03-31T10:00:00Z',
    date_cancelled: null,
    abilities: { cancel: true },
    ...fields,
  };
}

/** A fake server that knows who is signed in. */
export function signedInApi(): FakeApi {
  return fakeApi().on(ROUTES.auth.session, () => ({ user: signedInUser }));
}
