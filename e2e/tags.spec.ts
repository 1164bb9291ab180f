import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  closeContexts,
  createProject,
  invitePeople,
  openFromNavigation,
  signUpInNewContext,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

async function createProjectAt(page: Page, name: string): Promise<string> {
  await page.goto('/projects');
  await createProject(page, name);
  return new URL(page.url()).pathname;
}

/** Creates a tag from the project page's tag control and puts it on the project. */
async function addNewTag(page: Page, name: string, options: { color?: string; public?: boolean }) {
  await page.getByRole('button', { name: 'Tags', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tags' });
  await dialog.getByRole('searchbox', { name: 'Find or name a tag' }).fill(name);
  if (options.color) await dialog.getByRole('radio', { name: options.color }).click();
  if (options.public) await dialog.getByRole('switch', { name: /^Public/ }).check();
  await dialog.getByRole('button', { name: 'Create and add' }).click();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('tag projects, filter by a tag, and keep private tags private', async ({ browser }) => {
  const owner = await signUpInNewContext(browser, 'Olga Stitkova');
  const worker = await signUpInNewContext(browser, 'Vera Pracovnice');
  const page = owner.page;

  await createProjectAt(page, 'Beta');
  const alpha = await createProjectAt(page, 'Alpha');

  await addNewTag(page, 'Client', { color: 'Blue', public: true });
  await addNewTag(page, 'Secret', {});
  const header = page.getByTestId('project-tags');
  await expect(header.getByTestId('tag-badge')).toHaveText(['Client', /Secret/]);
  await expect(header.getByTestId('tag-badge').first()).toHaveCSS(
    'background-color',
    'rgb(28, 126, 214)',
  );

  await page.getByRole('link', { name: 'Project overview' }).click();
  await invitePeople(page, [worker.email]);

  // The list shows each project's tags and filters by one, keeping it in the address.
  await openFromNavigation(page, 'Projects');
  const rows = page.getByTestId('project-row');
  await expect(rows.filter({ hasText: 'Alpha' }).getByTestId('tag-badge')).toHaveText([
    'Client',
    /Secret/,
  ]);
  await expect(rows.filter({ hasText: 'Beta' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by tag' }).selectOption({ label: 'Secret' });
  await expect(page).toHaveURL(/[?&]tag=\d+/);
  await expect(rows.filter({ hasText: 'Beta' })).toBeHidden();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Alpha' })).toBeVisible();

  // The worker sees the public tag, never the owner's private one.
  await worker.page.goto(alpha);
  await expect(worker.page.getByRole('heading', { level: 1, name: 'Alpha' })).toBeVisible();
  await expect(worker.page.getByTestId('project-tags').getByTestId('tag-badge')).toHaveText([
    'Client',
  ]);
  await worker.page.goto('/projects');
  await expect(
    worker.page.getByTestId('project-row').filter({ hasText: 'Alpha' }).getByTestId('tag-badge'),
  ).toHaveText(['Client']);
  await expect(worker.page.getByText('Secret')).toBeHidden();
});
