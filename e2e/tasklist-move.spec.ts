import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  addTasklist,
  chooseTasklistAction,
  closeContexts,
  createProject,
  signUpInNewContext,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

const card = (page: Page, name: string) =>
  page.getByTestId('tasklist').filter({ has: page.getByRole('heading', { level: 3, name }) });

test('move a task list with its tasks to another project, then copy it back', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Marta Presunova');
  await createProject(page, 'Autumn fair');
  await page.goto('/projects');
  await createProject(page, 'Spring fair');
  for (const name of ['Stands', 'Catering']) await addTasklist(page, name);
  const catering = card(page, 'Catering');
  for (const task of ['Order coffee', 'Book tables']) {
    await catering.getByLabel('New task').fill(task);
    await catering.getByRole('button', { name: 'Add task' }).click();
    await expect(catering.getByTestId('task-row').filter({ hasText: task })).toBeVisible();
  }
  await catering.getByRole('checkbox', { name: /Book tables/ }).check();

  // Move: the list leaves this board and a toast leads to where it went.
  await chooseTasklistAction(page, 'Catering', 'Move to project…');
  const dialog = page.getByRole('dialog', { name: 'Move Catering to another project' });
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await dialog.getByRole('radio', { name: 'Autumn fair' }).check();
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('tasklist').locator('h3')).toHaveText(['Stands']);
  await expect(page.getByText('Catering was moved to Autumn fair.')).toBeVisible();
  await page.getByRole('link', { name: 'Open Autumn fair' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn fair' })).toBeVisible();
  const moved = card(page, 'Catering');
  await expect(moved.getByTestId('task-row')).toHaveText(['Order coffee', 'Book tables']);
  await expect(moved.getByTestId('task-row').filter({ hasText: 'Book tables' })).toHaveAttribute(
    'data-state',
    'finished',
  );

  // Copy it back under another name: both projects now have it.
  await chooseTasklistAction(page, 'Catering', 'Copy to project…');
  const copyDialog = page.getByRole('dialog', { name: 'Copy Catering to another project' });
  await copyDialog.getByRole('radio', { name: 'Spring fair' }).check();
  await copyDialog.getByRole('textbox', { name: 'Name of the copy' }).fill('Catering again');
  await copyDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Catering again was copied to Spring fair.')).toBeVisible();
  await expect(card(page, 'Catering')).toBeVisible();
  await page.getByRole('link', { name: 'Open Spring fair' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring fair' })).toBeVisible();
  await expect(page.getByTestId('tasklist').locator('h3')).toHaveText(['Stands', 'Catering again']);
  await expect(card(page, 'Catering again').getByTestId('task-row')).toHaveText([
    'Order coffee',
    'Book tables',
  ]);
});
