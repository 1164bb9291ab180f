import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { api, closeContexts, openFromNavigation, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/** The text of every page of a PDF, a line per text item. */
async function pdfText(file: string): Promise<string> {
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)) }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join('\n');
}

test('an owner invoices the billable work of two people, downloads the PDF, the work is locked, and a cancel frees it', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Invoice',
    colleague: 'Walt Invoice',
    project: 'Website',
    tasklist: 'Work',
    tasks: ['Design', 'Build'],
  });
  const projectId = Number(new URL(projectUrl).pathname.split('/')[2]);

  // The project's client, and billable work by both: Olga 1:30 on Design, Walt 1:00 on Build.
  const { project } = (await api(olga.page, `/api/projects/detail?pid=${projectId}`)) as {
    project: { version: number };
  };
  await api(olga.page, `/api/projects/update?pid=${projectId}`, {
    version: project.version,
    client: {
      id: null,
      email: 'billing@acme.test',
      company_id: '27082440',
      company_tax_id: null,
      name: null,
      company: 'Acme Studio',
      address: { street: 'Main 1', street2: null, town: 'Brno', zip: '60200' },
    },
  });
  const now = Math.floor(Date.now() / 1000);
  await api(olga.page, '/timetracking/api/create-work', {
    minutes: 90,
    cost: { amount: '1500' },
    dateReported: now,
    task: { id: Number(taskIds['Design']) },
  });
  await api(walt.page, '/timetracking/api/create-work', {
    minutes: 60,
    cost: { amount: '1000' },
    dateReported: now,
    task: { id: Number(taskIds['Build']) },
  });

  // Olga opens Invoicing, starts a new invoice and picks the project: both reports, all chosen.
  const page = olga.page;
  await openFromNavigation(page, 'Invoicing');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.getByRole('link', { name: 'New invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
  await page.getByLabel('Project').selectOption({ label: 'Website' });
  await expect(page.getByTestId('billable-report')).toHaveCount(2);
  await expect(page.getByTestId('billable-minutes')).toHaveText('2:30');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The review: a line per task, VAT 21 %, the client filled in from the project.
  await expect(page).toHaveURL(/\/invoicing\/second-step\?project=/);
  await expect(page.getByTestId('invoice-line')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'VAT rate' }).fill('21');
  await expect(page.getByTestId('total-vat')).toContainText('525');
  const withVat = (await page.getByTestId('total-with-vat').textContent()) ?? '';
  expect(withVat.replace(/\D/g, '')).toMatch(/^3025(00)?$/);
  const customer = page.getByRole('group', { name: 'Customer' });
  await expect(customer.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(
    'Acme Studio',
  );
  await page.getByRole('button', { name: 'Issue invoice' }).click();

  // The invoice opens in the list; its PDF has the tasks, the hours and the total.
  await expect(page).toHaveURL(/\/invoicing\/list\?id=\d+/);
  const detail = page.getByTestId('invoice-detail');
  await expect(detail.getByTestId('invoice-state')).toHaveText('Issued');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('link', { name: 'PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
  const text = await pdfText(await download.path());
  expect(text).toContain('Design');
  expect(text).toContain('Build');
  expect(text).toContain('1:30');
  expect(text).toContain('1:00');
  expect(text.replace(/[^\d\n]/g, '')).toMatch(/3025/);

  // Walt's invoiced time is locked: no editing or deleting it.
  await walt.page.goto('/timetracking');
  const waltsEntry = walt.page.getByTestId('work-report').filter({ hasText: 'Build' });
  await expect(waltsEntry).toHaveCount(1);
  await expect(walt.page.getByRole('button', { name: 'Edit the time entry of Build' })).toHaveCount(
    0,
  );

  // Olga cancels the invoice: it stays listed as cancelled, and Walt's time can be edited again.
  await detail.getByRole('button', { name: 'Cancel the invoice' }).click();
  const dialog = page.getByRole('dialog', { name: /Cancel the invoice/ });
  await dialog.getByRole('button', { name: 'Cancel the invoice' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(detail.getByTestId('invoice-state')).toHaveText('Cancelled');
  await expect(page.getByTestId('invoice-row').getByTestId('invoice-state')).toHaveText(
    'Cancelled',
  );
  // Walt's open page learns it live: his report can be edited again.
  await expect(
    walt.page.getByRole('button', { name: 'Edit the time entry of Build' }),
  ).toBeVisible();

  // The work is billable again.
  await page.goto(`/fakturace?project=${projectId}`);
  await expect(page.getByTestId('billable-report')).toHaveCount(2);
});
