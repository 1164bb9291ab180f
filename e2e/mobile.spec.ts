import { expect, test } from '@playwright/test';
import { uniqueEmail, PASSWORD } from './support.ts';

test('on a phone: sign up, open the menu, add a project, a task list and a task, finish it', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Mobile Maria');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('maria'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();
  await page.getByRole('button', { name: 'Open or close the navigation' }).click();
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  await page.getByRole('textbox', { name: 'Project name' }).fill('Garden');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garden' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New task list' }).fill('Spring');
  await page.getByRole('button', { name: 'Add task list' }).click();
  await page.getByRole('textbox', { name: 'New task', exact: true }).fill('Plant tomatoes');
  await page.getByRole('button', { name: 'Add task', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Finish Plant tomatoes' }).click();
  await expect(page.getByRole('checkbox', { name: 'Reopen Plant tomatoes' })).toBeChecked();
  await expect(page.getByTestId('task-row').filter({ hasText: 'Plant tomatoes' })).toHaveAttribute(
    'data-state',
    'finished',
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});
