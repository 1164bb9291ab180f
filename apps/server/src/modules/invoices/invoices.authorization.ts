import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { managersOnly, signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** When the rows' work is done (2026-05-28), inside the period they invoice. */
const WORKED_AT = 1_780_000_000;
const PERIOD = { date_from: '2026-01-01', date_to: '2026-12-31', grouping: 'task' };
const PARTIES = { supplier: { name: 'Matrix Owner' }, client: { company: 'Matrix Client' } };

/** A billable report of the owner's work on the row's fresh task. */
async function ownerWork(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post('/timetracking/api/create-work', {
    minutes: 90,
    cost: { amount: '150' },
    dateReported: WORKED_AT,
    task: { id: f.task.id },
  });
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.body}`);
  return { work: res.json().work.id };
}

/** The same work, invoiced by the owner (`made.invoice`). */
async function ownerInvoice(owner: Client, f: Fixture): Promise<Made> {
  await ownerWork(owner, f);
  const res = await owner.post('/api/invoices/issue', {
    project_id: f.project.id,
    ...PERIOD,
    ...PARTIES,
  });
  if (res.statusCode !== 201) throw new Error(`issue failed: ${res.body}`);
  return { invoice: res.json().invoice.id };
}

/** An invoice is seen by those who invoice its project; to the others it does not exist. */
const invoiceManagers = {
  anonymous: 401,
  nonMember: 404,
  worker: 404,
  limitedWorker: 404,
  commander: 200,
  owner: 200,
};

const ofInvoice = { query: (f: Fixture) => ({ id: f.made.invoice! }), fresh: ownerInvoice };

/** Invoices of billable work: who sees a project's spend invoices its work. */
export const authorizationRows: AuthorizationRows = {
  'invoices.billableWork': {
    body: (f) => ({ project_id: f.project.id, ...PERIOD }),
    expect: managersOnly(200),
  },
  'invoices.issue': {
    body: (f) => ({ project_id: f.project.id, ...PERIOD, ...PARTIES }),
    fresh: ownerWork,
    expect: managersOnly(201),
  },
  'invoices.list': { expect: signedIn(200) },
  'invoices.detail': { ...ofInvoice, expect: invoiceManagers },
  'invoices.cancel': { ...ofInvoice, expect: invoiceManagers },
  'invoices.downloadPdf': { ...ofInvoice, expect: invoiceManagers },
  'invoices.downloadCsv': { ...ofInvoice, expect: invoiceManagers },
  'invoices.downloadIsdoc': { ...ofInvoice, expect: invoiceManagers },
};
