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

const boardNames = (page: Page) => page.getByTestId('tasklist').locator('h3');
const taskRow = (page: Page, name: string) =>
  page.getByTestId('task-row').filter({ hasText: name });

test('task lists: rename, reorder, archive and restore, delete and undo', async ({ browser }) => {
  const { page } = await signUpInNewContext(browser, 'Tereza Listova');
  await createProject(page, 'Spring campaign');
  for (const name of ['Backlog', 'Doing']) await addTasklist(page, name);
  const doing = page.getByTestId('tasklist').filter({ hasText: 'Doing' });
  await doing.getByLabel('New task').fill('Ship the banner');
  await doing.getByRole('button', { name: 'Add task' }).click();
  await expect(taskRow(page, 'Ship the banner')).toBeVisible();

  // Rename from the keyboard: open the menu, pick Rename, type, Enter.
  await page.getByRole('button', { name: 'Actions for Backlog' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('Enter');
  const nameField = page.getByRole('textbox', { name: 'Name of the task list' });
  await expect(nameField).toBeFocused();
  await nameField.fill('Ideas');
  await page.keyboard.press('Enter');
  await expect(boardNames(page)).toHaveText(['Ideas', 'Doing']);
  await expect(page.getByRole('button', { name: 'Actions for Ideas' })).toBeFocused();

  // Reorder: the new order shows at once and is kept by the server.
  await chooseTasklistAction(page, 'Ideas', 'Move down');
  await expect(boardNames(page)).toHaveText(['Doing', 'Ideas']);
  await page.reload();
  await expect(boardNames(page)).toHaveText(['Doing', 'Ideas']);

  // Archive: the list and its task leave the board; the archived page brings them back.
  await chooseTasklistAction(page, 'Doing', 'Archive');
  await expect(boardNames(page)).toHaveText(['Ideas']);
  await expect(taskRow(page, 'Ship the banner')).toBeHidden();
  await page.getByRole('link', { name: 'Archived task lists' }).click();
  await expect(page).toHaveURL(/\/project\/\d+\/archived-tasklists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Archived task lists' })).toBeVisible();
  await expect(page.getByTestId('archived-tasklist')).toHaveCount(1);
  await page.getByRole('button', { name: 'Restore Doing' }).click();
  await expect(page.getByText('No task lists of this project are archived.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the task lists' }).click();
  await expect(boardNames(page)).toHaveText(['Doing', 'Ideas']);
  await expect(taskRow(page, 'Ship the banner')).toBeVisible();

  // Delete: the list goes to the trash, and Undo in the toast restores it.
  await chooseTasklistAction(page, 'Ideas', 'Delete');
  await expect(boardNames(page)).toHaveText(['Doing']);
  const toast = page.getByRole('alert').filter({ hasText: 'Ideas was moved to the trash.' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(boardNames(page)).toHaveText(['Doing', 'Ideas']);
  await page.reload();
  await expect(boardNames(page)).toHaveText(['Doing', 'Ideas']);
});
