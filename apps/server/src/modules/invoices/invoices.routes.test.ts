import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BillableWork, Invoice, IssueInvoiceInput, WorkReport } from '@tandem/contract';
import { INVOICE_MESSAGES, WORK_MESSAGES } from '@tandem/contract';
import { projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import type { Client, SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { errorOf, newTask } from '../../test/tasklist-helpers.ts';

const now = new Date('2026-03-31T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const MARCH = { date_from: '2026-03-01', date_to: '2026-03-31' };
const CLIENT = {
  id: null,
  email: 'billing@acme.example',
  company_id: '27074358',
  company_tax_id: 'CZ27074358',
  name: 'Jana Nováková',
  company: 'Acme & Synové s.r.o.',
  address: { street: 'Dlouhá 5', street2: null, town: 'Praha', zip: '110 00' },
};
const SUPPLIER = {
  name: 'Olga Owner',
  company_id: '12345678',
  company_tax_id: 'CZ12345678',
  address: { street: 'Krátká 1', town: 'Brno', zip: '602 00', country: 'CZ' },
  bank_account: '123456789/0800',
  iban: 'CZ65 0800 0000 1920 0014 5399',
};

interface World {
  owner: SignedUpUser;
  worker: SignedUpUser;
  commander: SignedUpUser;
  project: { id: number };
  task: { id: number };
  other: { id: number };
}

/**
 * A project in the currency with a client, a worker whose fixed rate is 600.50 an hour, a
 * commander, and a second task ("Build").
 */
async function setUp(currency = 'CZK'): Promise<World> {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Walter Worker' });
  const commander = await signUp(t.app, { fullname: 'Cyril Commander' });
  const { project, tasklist, task } = await createProjectWithTask(owner.client);
  await t.database.db
    .update(projects)
    .set({ currency, client: CLIENT })
    .where(eq(projects.id, project.id));
  await addWorker(owner.client, project.id, worker.email);
  await addWorker(owner.client, project.id, commander.email);
  await owner.client.post(`/api/projects/set-commander?pid=${project.id}`, {
    user_id: commander.id,
    is_commander: true,
  });
  const rate = await owner.client.post(`/api/projects/update-worker?pid=${project.id}`, {
    user_id: worker.id,
    project_setting: { hour_rate: '600.50', is_fixed: true },
  });
  expect(rate.statusCode, rate.body).toBe(200);
  const other = await newTask(owner.client, tasklist.id, 'Build');
  return { owner, worker, commander, project, task, other };
}

async function report(
  client: Client,
  taskId: number,
  minutes: number,
  at: string,
  extra: object = {},
): Promise<WorkReport> {
  const res = await client.post('/timetracking/api/create-work', {
    minutes,
    dateReported: seconds(at),
    task: { id: taskId },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ work: WorkReport }>().work;
}

/** March's work: the worker's 7 and 90 minutes, the owner's 30 minutes at 150.00 by hand. */
async function marchWork(w: World) {
  const design = await report(w.worker.client, w.task.id, 7, '2026-03-10T08:00:00Z');
  const build = await report(w.worker.client, w.other.id, 90, '2026-03-11T09:00:00Z');
  const review = await report(w.owner.client, w.task.id, 30, '2026-03-12T09:00:00Z', {
    cost: { amount: '150' },
  });
  return { design, build, review };
}

const billable = (client: Client, body: object) => client.post('/api/invoices/billable-work', body);
const issue = (client: Client, body: Partial<IssueInvoiceInput> | Record<string, unknown>) =>
  client.post('/api/invoices/issue', body);
const invoiceOf = (res: { json: <T>() => T }) => res.json<{ invoice: Invoice }>().invoice;
const validation = (field: string, message: string) => ({
  code: 'VALIDATION_FAILED',
  errors: { validation: { [field]: [message] } },
});

describe('POST /api/invoices/billable-work', () => {
  it('lists the billable work not invoiced yet, its lines by task and the invoice as it would be', async () => {
    const w = await setUp();
    const work = await marchWork(w);
    // Not billable, in the trash, or outside the period: none of these is offered.
    await report(w.worker.client, w.task.id, 60, '2026-03-13T09:00:00Z', { isBillable: false });
    const trashed = await report(w.worker.client, w.task.id, 60, '2026-03-14T09:00:00Z');
    await w.worker.client.request('DELETE', `/timetracking/api/remove-work?id=${trashed.id}`);
    await report(w.worker.client, w.task.id, 60, '2026-04-01T09:00:00Z');

    const res = await billable(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'task',
      vat_rate: 21,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BillableWork>();
    expect(body.reports.map((r) => r.id)).toEqual([work.design.id, work.build.id, work.review.id]);
    expect(body.reports[0]).toEqual({
      id: work.design.id,
      date_reported: seconds('2026-03-10T08:00:00Z'),
      minutes: 7,
      cost: { amount: '70.06', currency: 'CZK' },
      note: '',
      task: { id: w.task.id, name: 'Write copy' },
      worker: { id: w.worker.id, fullname: 'Walter Worker' },
    });
    // CZK is paid in whole crowns: 900.75 → 901; 70.06 + 150.00 = 220.06 → 220.
    expect(body.lines).toEqual([
      {
        text: 'Build',
        minutes: 90,
        hour_rate: '600.67',
        amount: '901.00',
        vat: '189.00',
        amount_with_vat: '1090.00',
      },
      {
        text: 'Write copy',
        minutes: 37,
        hour_rate: '356.76',
        amount: '220.00',
        vat: '46.00',
        amount_with_vat: '266.00',
      },
    ]);
    expect(body.totals).toEqual({
      minutes: 127,
      without_vat: '1121.00',
      vat: '235.00',
      with_vat: '1356.00',
      currency: 'CZK',
    });
    expect(body.project).toEqual({ id: w.project.id, name: expect.any(String), currency: 'CZK' });
    expect(body.draft).toEqual({
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
        email: w.owner.email,
        address: { street: null, street2: null, town: null, zip: null, country: null },
        bank_account: null,
        iban: null,
        swift: null,
        note: null,
      },
      client: { ...CLIENT, address: { ...CLIENT.address, country: null } },
    });
  });

  it('groups by person or by day in the issuer’s time zone, and previews only the chosen reports', async () => {
    const w = await setUp('EUR');
    const work = await marchWork(w);
    await t.database.db
      .update(users)
      .set({ timezone: 'Pacific/Kiritimati' }) // UTC+14
      .where(eq(users.id, w.owner.id));
    const byUser = await billable(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'user',
    });
    expect(byUser.json<BillableWork>().lines.map((l) => [l.text, l.minutes, l.amount])).toEqual([
      ['Olga Owner', 30, '150.00'],
      ['Walter Worker', 97, '970.81'],
    ]);
    // 11:00 UTC on the 12th is past midnight there: the 13th.
    const late = await report(w.worker.client, w.task.id, 10, '2026-03-12T11:00:00Z');
    const byDay = await billable(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'day',
      report_ids: [work.design.id, work.review.id, late.id],
    });
    expect(byDay.json<BillableWork>().lines.map((l) => [l.text, l.amount, l.vat])).toEqual([
      ['2026-03-10', '70.06', '0.00'],
      ['2026-03-12', '150.00', '0.00'],
      ['2026-03-13', '100.09', '0.00'],
    ]);
  });

  it('answers 404 to who does not see the project and 403 to a worker', async () => {
    const w = await setUp();
    const stranger = await signUp(t.app);
    const body = { project_id: w.project.id, ...MARCH, grouping: 'task' };
    const hidden = await billable(stranger.client, body);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).code).toBe('NOT_FOUND');
    const refused = await billable(w.worker.client, body);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'FORBIDDEN',
      message: INVOICE_MESSAGES.notAllowed,
    });
    expect((await billable(w.commander.client, body)).statusCode).toBe(200);
  });

  it('refuses a period that ends before it starts, a wrong grouping and a wrong VAT rate', async () => {
    const w = await setUp();
    const base = { project_id: w.project.id, ...MARCH, grouping: 'task' };
    const cases: Array<[object, string, string]> = [
      [{ date_to: '2026-02-01' }, 'date_to', INVOICE_MESSAGES.rangeReversed],
      [{ date_from: '31.3.2026' }, 'date_from', 'Enter a date as YYYY-MM-DD.'],
      [{ grouping: 'week' }, 'grouping', 'Group the lines by task, user or day.'],
      [{ vat_rate: 101 }, 'vat_rate', 'The VAT rate can be at most 100 %.'],
      [{ vat_rate: -1 }, 'vat_rate', 'The VAT rate cannot be negative.'],
      [{ vat_rate: 12.5 }, 'vat_rate', 'The VAT rate is a whole number of percent.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await billable(w.owner.client, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(res)).toMatchObject(validation(field, message));
    }
  });
});

describe('POST /api/invoices/issue', () => {
  it('issues the invoice in one go: its number, parties, lines and totals, and locks the work', async () => {
    const w = await setUp();
    const work = await marchWork(w);
    const res = await issue(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'task',
      vat_rate: 21,
      supplier: SUPPLIER,
      note: 'Thank you.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = invoiceOf(res);
    expect(invoice).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: '2026-0001',
      state: 'issued',
      project: { id: w.project.id, name: expect.any(String) },
      issuer: { id: w.owner.id, fullname: 'Olga Owner' },
      grouping: 'task',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      issue_date: '2026-03-31',
      taxable_supply_date: '2026-03-31',
      due_date: '2026-04-14',
      currency: 'CZK',
      vat_rate: 21,
      supplier: {
        name: 'Olga Owner',
        company: null,
        company_id: '12345678',
        company_tax_id: 'CZ12345678',
        email: null,
        address: { street: 'Krátká 1', street2: null, town: 'Brno', zip: '602 00', country: 'CZ' },
        bank_account: '123456789/0800',
        iban: 'CZ6508000000192000145399',
        swift: null,
        note: null,
      },
      client: { ...CLIENT, address: { ...CLIENT.address, country: null } },
      note: 'Thank you.',
      lines: [
        expect.objectContaining({ text: 'Build', amount: '901.00', vat: '189.00' }),
        expect.objectContaining({ text: 'Write copy', amount: '220.00', vat: '46.00' }),
      ],
      totals: {
        minutes: 127,
        without_vat: '1121.00',
        vat: '235.00',
        with_vat: '1356.00',
        currency: 'CZK',
      },
      reports_count: 3,
      date_add: now.toISOString(),
      date_cancelled: null,
      abilities: { cancel: true },
    });
    const detail = await w.commander.client.get(`/api/invoices/detail?id=${invoice.id}`);
    expect(detail.statusCode).toBe(200);
    expect(invoiceOf(detail)).toEqual(invoice);

    // The invoiced work is offered no more, and its reports cannot be changed.
    const after = await billable(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'task',
    });
    expect(after.json<BillableWork>().reports).toEqual([]);
    const listed = await w.worker.client.get(`/front/task/api/work-reports?tid=${w.task.id}`);
    expect(listed.json<{ reports: WorkReport[] }>().reports.map((r) => r.canEdit)).toEqual([false]);
    expect(work.design.canEdit).toBe(true);
  });

  it('numbers invoices from the series, year by year or by a prefix, past numbers taken by hand', async () => {
    const w = await setUp();
    const base = { project_id: w.project.id, grouping: 'task' as const, supplier: SUPPLIER };
    const numbers: string[] = [];
    const issueDay = async (day: string, more: Partial<IssueInvoiceInput> = {}) => {
      await report(w.owner.client, w.task.id, 60, `${day}T09:00:00Z`, { cost: { amount: '100' } });
      const res = await issue(w.owner.client, {
        ...base,
        date_from: day,
        date_to: day,
        issue_date: day,
        ...more,
      });
      expect(res.statusCode, res.body).toBe(201);
      numbers.push(invoiceOf(res).number);
    };
    await issueDay('2026-01-05');
    await issueDay('2026-01-06', { number: '2026-0002' });
    await issueDay('2026-01-07');
    await issueDay('2026-01-08', { series_prefix: 'INV-' });
    await issueDay('2026-01-09');
    await issueDay('2027-01-04', { series_prefix: '2027-' });
    expect(numbers).toEqual([
      '2026-0001',
      '2026-0002',
      '2026-0003',
      'INV-0001',
      'INV-0002',
      '2027-0001',
    ]);
  });

  it('fills the next invoice with what the last one used', async () => {
    const w = await setUp();
    await report(w.owner.client, w.task.id, 60, '2026-03-02T09:00:00Z', { cost: { amount: '1' } });
    const res = await issue(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'day',
      vat_rate: 12,
      issue_date: '2026-03-31',
      due_date: '2026-04-30',
      series_prefix: 'F',
      supplier: SUPPLIER,
      client: { company: 'Other Client' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(invoiceOf(res).client).toMatchObject({ id: null, company: 'Other Client', name: null });
    const next = await billable(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'day',
    });
    expect(next.json<BillableWork>().draft).toMatchObject({
      number: 'F0002',
      series_prefix: 'F',
      due_date: '2026-04-30',
      vat_rate: 12,
      supplier: { company_id: '12345678', iban: 'CZ6508000000192000145399' },
      // The customer is the project's client again: an override is for one invoice.
      client: { company: CLIENT.company },
    });
  });

  it('answers 409 when the chosen work was invoiced meanwhile or the number is taken', async () => {
    const w = await setUp();
    const work = await marchWork(w);
    const body = {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'task' as const,
      supplier: SUPPLIER,
      report_ids: [work.design.id],
    };
    expect((await issue(w.owner.client, body)).statusCode).toBe(201);
    const again = await issue(w.commander.client, body);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'CONFLICT',
      message: INVOICE_MESSAGES.invoicedMeanwhile,
    });
    const taken = await issue(w.owner.client, {
      ...body,
      report_ids: [work.build.id],
      number: '2026-0001',
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(INVOICE_MESSAGES.numberTaken);
    // Another issuer has a series of their own.
    const theirs = await issue(w.commander.client, { ...body, report_ids: [work.build.id] });
    expect(invoiceOf(theirs).number).toBe('2026-0001');
  });

  it('refuses what cannot be issued, each with its field', async () => {
    const w = await setUp();
    const work = await marchWork(w);
    const unbillable = await report(w.worker.client, w.task.id, 5, '2026-03-20T09:00:00Z', {
      isBillable: false,
    });
    const base = { project_id: w.project.id, ...MARCH, grouping: 'task', supplier: SUPPLIER };
    const cases: Array<[object, string, string]> = [
      [
        { date_from: '2026-02-01', date_to: '2026-02-28' },
        'report_ids',
        INVOICE_MESSAGES.nothingToInvoice,
      ],
      [{ report_ids: [unbillable.id] }, 'report_ids', INVOICE_MESSAGES.notBillable],
      [{ report_ids: [] }, 'report_ids', INVOICE_MESSAGES.nothingToInvoice],
      [{ number: '  ' }, 'number', 'The invoice number must not be empty.'],
      [{ number: 'x'.repeat(31) }, 'number', 'The invoice number can be at most 30 characters.'],
      [{ number: 'A<1>' }, 'number', 'Use letters, digits and - / . _ # in the invoice number.'],
      [
        { series_prefix: 'a'.repeat(21) },
        'series_prefix',
        'The prefix can be at most 20 characters.',
      ],
      [
        { issue_date: '2026-04-10', due_date: '2026-04-01' },
        'due_date',
        INVOICE_MESSAGES.dueBeforeIssue,
      ],
      [{ due_date: '2026-03-01' }, 'due_date', INVOICE_MESSAGES.dueBeforeIssue],
      [{ supplier: { company_id: '1' } }, 'supplier.name', INVOICE_MESSAGES.supplierMissing],
      [{ supplier: { name: 'A', iban: 'not an iban' } }, 'supplier.iban', 'The IBAN is not valid.'],
      [
        { supplier: { name: 'x'.repeat(256) } },
        'supplier.name',
        'The name can be at most 255 characters.',
      ],
      [{ client: { email: 'a@b.cz' } }, 'client.name', INVOICE_MESSAGES.customerMissing],
      [{ note: 'x'.repeat(1001) }, 'note', 'The note can be at most 1000 characters.'],
      [
        { report_ids: Array.from({ length: 5001 }, (_, i) => i + 1) },
        'report_ids',
        'Choose at most 5000 work reports for one invoice.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await issue(w.owner.client, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(errorOf(res)).toMatchObject(validation(field, message));
    }
    // Nothing was issued, and the work is still billable.
    const left = await billable(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'task',
    });
    expect(left.json<BillableWork>().reports.map((r) => r.id)).toEqual([
      work.design.id,
      work.build.id,
      work.review.id,
    ]);
  });

  it('asks for the customer when the project has no client', async () => {
    const w = await setUp();
    await marchWork(w);
    await t.database.db.update(projects).set({ client: null }).where(eq(projects.id, w.project.id));
    const res = await issue(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'task',
      supplier: SUPPLIER,
    });
    expect(errorOf(res)).toMatchObject(validation('client.name', INVOICE_MESSAGES.customerMissing));
  });

  it('answers 404 to a stranger and 403 to a worker, issuing nothing', async () => {
    const w = await setUp();
    await marchWork(w);
    const stranger = await signUp(t.app);
    const body = {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'task' as const,
      supplier: SUPPLIER,
    };
    expect((await issue(stranger.client, body)).statusCode).toBe(404);
    const refused = await issue(w.worker.client, body);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(INVOICE_MESSAGES.notAllowed);
    const list = await w.owner.client.get(`/api/invoices/list?pid=${w.project.id}`);
    expect(list.json().invoices).toEqual([]);
  });

  it('rounds EUR to hundredths', async () => {
    const w = await setUp('EUR');
    await marchWork(w);
    const res = await issue(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'user',
      vat_rate: 21,
      supplier: SUPPLIER,
    });
    // 70.06 + 900.75 = 970.81, VAT 203.87; 150.00, VAT 31.50.
    expect(invoiceOf(res).totals).toEqual({
      minutes: 127,
      without_vat: '1120.81',
      vat: '235.37',
      with_vat: '1356.18',
      currency: 'EUR',
    });
  });
});

describe('the lock of invoiced work, and cancelling', () => {
  it('refuses to change or delete invoiced reports until the invoice is cancelled', async () => {
    const w = await setUp();
    const work = await marchWork(w);
    const res = await issue(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'task',
      supplier: SUPPLIER,
    });
    const invoice = invoiceOf(res);
    for (const client of [w.worker.client, w.owner.client]) {
      const edit = await client.post(`/timetracking/api/edit-work?id=${work.design.id}`, {
        minutes: 8,
      });
      expect(edit.statusCode).toBe(403);
      expect(errorOf(edit)).toMatchObject({ code: 'FORBIDDEN', message: WORK_MESSAGES.invoiced });
      const remove = await client.request(
        'DELETE',
        `/timetracking/api/remove-work?id=${work.design.id}`,
      );
      expect(remove.statusCode).toBe(403);
      expect(errorOf(remove).message).toBe(WORK_MESSAGES.invoiced);
    }
    const list = await w.owner.client.get(
      `/timetracking/api/work-reports?conds=${encodeURIComponent(JSON.stringify({ projects_ids: [w.project.id] }))}`,
    );
    expect(list.json<{ reports: WorkReport[] }>().reports.every((r) => !r.canEdit)).toBe(true);

    // A worker cannot cancel; a commander can, once.
    expect((await w.worker.client.post(`/api/invoices/cancel?id=${invoice.id}`)).statusCode).toBe(
      404,
    );
    const cancelled = await w.commander.client.post(`/api/invoices/cancel?id=${invoice.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(invoiceOf(cancelled)).toMatchObject({
      state: 'cancelled',
      date_cancelled: now.toISOString(),
      reports_count: 3,
      abilities: { cancel: false },
    });
    const twice = await w.owner.client.post(`/api/invoices/cancel?id=${invoice.id}`);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(INVOICE_MESSAGES.alreadyCancelled);

    // The work is billable and editable again.
    const edit = await w.worker.client.post(`/timetracking/api/edit-work?id=${work.design.id}`, {
      minutes: 8,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<{ work: WorkReport }>().work.canEdit).toBe(true);
    const again = await billable(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'task',
    });
    expect(again.json<BillableWork>().reports).toHaveLength(3);
    const removed = await w.owner.client.request(
      'DELETE',
      `/timetracking/api/remove-work?id=${work.review.id}`,
    );
    expect(removed.statusCode).toBe(200);
  });
});

describe('GET /api/invoices/list and detail', () => {
  it('lists one’s own invoices and those of the projects one invoices, newest first', async () => {
    const w = await setUp();
    const work = await marchWork(w);
    const one = invoiceOf(
      await issue(w.owner.client, {
        project_id: w.project.id,
        ...MARCH,
        grouping: 'task',
        supplier: SUPPLIER,
        report_ids: [work.design.id],
        issue_date: '2026-03-20',
      }),
    );
    const two = invoiceOf(
      await issue(w.commander.client, {
        project_id: w.project.id,
        ...MARCH,
        grouping: 'task',
        supplier: SUPPLIER,
        report_ids: [work.build.id],
      }),
    );
    await w.owner.client.post(`/api/invoices/cancel?id=${one.id}`);
    const ids = async (client: Client, query = '') =>
      (await client.get(`/api/invoices/list${query}`))
        .json<{ invoices: Invoice[] }>()
        .invoices.map((i) => i.id);
    expect(await ids(w.owner.client)).toEqual([two.id, one.id]);
    expect(await ids(w.commander.client, `?pid=${w.project.id}`)).toEqual([two.id, one.id]);
    expect(await ids(w.owner.client, '?state=cancelled')).toEqual([one.id]);
    expect(await ids(w.worker.client)).toEqual([]);
    const listed = await w.owner.client.get('/api/invoices/list');
    expect(listed.json()).toMatchObject({ has_more: false });
    expect(listed.json().invoices[0]).toMatchObject({
      number: '2026-0001',
      issuer: { id: w.commander.id, fullname: 'Cyril Commander' },
      abilities: { cancel: true },
    });
    expect(listed.json().invoices[0]).not.toHaveProperty('lines');

    // A commander removed from the project keeps their own invoice and loses the owner's.
    await w.owner.client.post(`/api/projects/remove-worker?pid=${w.project.id}`, {
      user_id: w.commander.id,
    });
    expect(await ids(w.commander.client)).toEqual([two.id]);
    const hidden = await w.commander.client.get(`/api/invoices/detail?id=${one.id}`);
    expect(hidden.statusCode).toBe(404);
    const own = await w.commander.client.get(`/api/invoices/detail?id=${two.id}`);
    expect(invoiceOf(own).abilities).toEqual({ cancel: false });
    expect((await w.commander.client.post(`/api/invoices/cancel?id=${two.id}`)).statusCode).toBe(
      403,
    );
  });

  it('refuses a wrong page or state', async () => {
    const w = await setUp();
    const res = await w.owner.client.get('/api/invoices/list?state=paid');
    expect(errorOf(res)).toMatchObject(validation('state', 'The state is issued or cancelled.'));
    expect((await w.owner.client.get('/api/invoices/list?p=-1')).statusCode).toBe(400);
    expect((await w.owner.client.get('/api/invoices/detail?id=999999999')).statusCode).toBe(404);
  });
});

describe('the invoice’s documents', () => {
  async function issued(currency = 'CZK') {
    const w = await setUp(currency);
    await marchWork(w);
    await t.database.db
      .update(projects)
      .set({ client: { ...CLIENT, company: 'Tom & Jerry <Cartoons> "Ltd"' } })
      .where(eq(projects.id, w.project.id));
    const res = await issue(w.owner.client, {
      project_id: w.project.id,
      ...MARCH,
      grouping: 'task',
      vat_rate: 21,
      supplier: SUPPLIER,
      number: 'FV/2026/7',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...w, invoice: invoiceOf(res) };
  }

  it('downloads a PDF named by the number', async () => {
    const { owner, commander, worker, invoice } = await issued();
    const res = await owner.client.get(`/api/invoices/download-pdf?id=${invoice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-FV-2026-7.pdf"; filename*=UTF-8''invoice-FV-2026-7.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(
      (await commander.client.get(`/api/invoices/download-pdf?id=${invoice.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await worker.client.get(`/api/invoices/download-pdf?id=${invoice.id}`)).statusCode,
    ).toBe(404);
  });

  it('downloads the lines as CSV with a byte order mark, in the locale’s format', async () => {
    const { owner, invoice } = await issued();
    const res = await owner.client.get(`/api/invoices/download-csv?id=${invoice.id}&locale=cs-CZ`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('invoice-FV-2026-7.csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Položka;Minuty;Hodiny (h:mm);Hodinová sazba;Částka;DPH %;DPH;Částka s DPH;Měna',
      'Build;90;1:30;600,67;901,00;21;189,00;1090,00;CZK',
      'Write copy;37;0:37;356,76;220,00;21;46,00;266,00;CZK',
      'Celkem k úhradě;127;2:07;;1121,00;21;235,00;1356,00;CZK',
      '',
    ]);
    const english = await owner.client.get(`/api/invoices/download-csv?id=${invoice.id}`);
    expect(english.body.slice(1).split('\r\n')[1]).toBe(
      'Build,90,1:30,600.67,901.00,21,189.00,1090.00,CZK',
    );
  });

  it('downloads ISDOC 6.0.2 with the parties escaped and the totals of the invoice', async () => {
    const { owner, invoice } = await issued('EUR');
    const res = await owner.client.get(`/api/invoices/download-isdoc?id=${invoice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('invoice-FV-2026-7.isdoc');
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<Invoice xmlns="http:\/\/isdoc.cz\/namespace\/2013" version="6.0.2">/,
    );
    const one = (path: string) => {
      const match = new RegExp(`<${path}>([^<]*)</${path}>`).exec(xml);
      return match?.[1];
    };
    expect(one('DocumentType')).toBe('1');
    expect(one('ID')).toBe('FV/2026/7');
    expect(one('UUID')).toBe(invoice.uuid.toUpperCase());
    expect(one('IssueDate')).toBe('2026-03-31');
    expect(one('VATApplicable')).toBe('true');
    expect(one('LocalCurrencyCode')).toBe('EUR');
    expect(xml).toContain('<Name>Tom &amp; Jerry &lt;Cartoons&gt; &quot;Ltd&quot;</Name>');
    expect(xml).toContain('<CompanyID>CZ27074358</CompanyID>');
    expect(xml).toContain('<InvoicedQuantity unitCode="HUR">1.5</InvoicedQuantity>');
    // 900.75 + 189.16 VAT; 220.06 + 46.21 VAT.
    expect(xml).toContain('<LineExtensionAmount>900.75</LineExtensionAmount>');
    expect(xml).toContain('<LineExtensionTaxAmount>189.16</LineExtensionTaxAmount>');
    expect(one('TaxExclusiveAmount')).toBe('1120.81');
    expect(one('TaxInclusiveAmount')).toBe('1356.18');
    expect(one('PayableAmount')).toBe('1356.18');
    expect(one('PaymentDueDate')).toBe('2026-04-14');
    expect(one('IBAN')).toBe('CZ6508000000192000145399');
    expect(one('BankCode')).toBe('0800');
    expect(one('VariableSymbol')).toBe('20267');
    // Well formed: every element opened is closed in order.
    const stack: string[] = [];
    for (const [, close, name] of xml.matchAll(/<(\/?)([A-Za-z]+)[^>]*>/g)) {
      if (close) expect(stack.pop()).toBe(name);
      else stack.push(name!);
    }
    expect(stack).toEqual([]);
    // The lines add up to the totals.
    const lineSums = [...xml.matchAll(/<LineExtensionAmountTaxInclusive>([\d.]+)</g)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
    expect(lineSums.toFixed(2)).toBe('1356.18');
  });
});
