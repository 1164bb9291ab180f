import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from '@playwright/test';

let sequence = 0;
export function uniqueEmail(name: string): string {
  sequence += 1;
  return `${name}.${Date.now().toString(36)}.${process.env.TEST_WORKER_INDEX ?? 0}${sequence}@example.test`;
}

export const PASSWORD = 'correct horse battery';

/** Signs a new person up through the sign-up page, in a context of their own. */
export async function signUpInNewContext(
  browser: Browser,
  fullname: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  const page = await context.newPage();
  const email = uniqueEmail(fullname.split(' ')[0]!.toLowerCase());
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(fullname);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, email };
}

/** Creates a project with the "new project" dialog of the projects page and waits on it. */
export async function createProject(page: Page, name: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/projects')) await page.goto('/projects');
  await page.getByRole('button', { name: 'New project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('textbox', { name: 'Project name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Adds a task list to the open project's board and waits for its card. */
export async function addTasklist(page: Page, name: string): Promise<void> {
  await page.getByLabel('New task list').fill(name);
  await page.getByRole('button', { name: 'Add task list' }).click();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
}

/** Picks an item of the user menu in the top bar (Profile and settings, Sign out, …). */
export async function chooseFromUserMenu(page: Page, item: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Picks one of the open project's actions from the menu of its header. */
export async function chooseProjectAction(page: Page, action: string) {
  await page.getByRole('button', { name: 'Project actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Picks an action from a task list's menu on the board. */
export async function chooseTasklistAction(page: Page, list: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${list}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Follows a link of the main navigation (Projects, People, Trash, Sign out…). */
export async function openFromNavigation(page: Page, link: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: link })
    .click();
}

/** Closes the contexts a test opened, so the next test's failure report shows its own pages. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

/** Adds people to the open project's People section through the invite dialog. */
export async function invitePeople(page: Page, emails: string[]): Promise<void> {
  await page
    .getByRole('region', { name: 'People' })
    .getByRole('button', { name: 'Invite people' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Invite people to the project' });
  await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(emails.join(', '));
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

/** Adds tasks to a task list on the open board by quick add (a name and Enter each). */
export async function quickAddTasks(page: Page, tasklist: string, names: string[]): Promise<void> {
  const list = page.getByTestId('tasklist').filter({ hasText: tasklist });
  const field = list.getByLabel('New task');
  for (const name of names) {
    await field.fill(name);
    await field.press('Enter');
    await expect(list.getByRole('link', { name })).toBeVisible();
  }
}

/** The id of a task on the open board, read from its link. */
export async function taskIdOnBoard(page: Page, name: string): Promise<string> {
  const href = await page.getByRole('link', { name, exact: true }).first().getAttribute('href');
  const id = /(\d+)/.exec(href ?? '')?.[1];
  expect(id).toBeTruthy();
  return id!;
}

/**
 * Two people, each in a browser context of their own, sharing a new project of the first one
 * with one task list holding the given tasks. The owner's page is left on the project overview.
 */
export async function sharedProjectWithTasks(
  browser: Browser,
  setup: { owner: string; colleague: string; project: string; tasklist: string; tasks: string[] },
) {
  const owner = await signUpInNewContext(browser, setup.owner);
  const colleague = await signUpInNewContext(browser, setup.colleague);
  await createProject(owner.page, setup.project);
  const projectUrl = owner.page.url();
  await addTasklist(owner.page, setup.tasklist);
  await quickAddTasks(owner.page, setup.tasklist, setup.tasks);
  const taskIds: Record<string, string> = {};
  for (const name of setup.tasks) taskIds[name] = await taskIdOnBoard(owner.page, name);
  await owner.page.getByRole('link', { name: 'Project overview' }).click();
  await invitePeople(owner.page, [colleague.email]);
  return { owner, colleague, projectUrl, taskIds };
}

/** Calls the API as the signed-in page does (its cookie, the marker header): a POST, or a GET. */
export async function api(
  page: Page,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const res =
    body === undefined
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { data: body, headers });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** A one-page PDF with a line of text and a coloured box. */
export function onePagePdf(text: string): Buffer {
  const stream = `0.2 0.5 0.9 rg 50 600 300 120 re f BT /F1 28 Tf 60 560 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The day some days after a moment (yyyy-MM-dd) in the local calendar, as the browser counts. */
export function localDayAfter(moment: Date, offset: number): string {
  const at = new Date(moment);
  at.setDate(at.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
