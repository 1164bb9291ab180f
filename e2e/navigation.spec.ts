import { expect, test } from '@playwright/test';
import { closeContexts, signUpInNewContext } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('routes: home, unknown paths, areas not built yet, keyboard navigation', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Karel Horak');

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('body')).toHaveClass(/page-dashboard/);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/project/abc');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/project/999999');
  await expect(page.getByRole('alert')).toContainText(
    'This does not exist, or you do not have access to it.',
  );

  await page.goto('/business/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Business' })).toBeVisible();
  await expect(page.getByText('Not available yet')).toBeVisible();

  // The main navigation works from the keyboard.
  await page.goto('/dashboard');
  const projectsLink = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Projects' });
  await projectsLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('profile: language, API key', async ({ browser }) => {
  const { page } = await signUpInNewContext(browser, 'Eva Kralova');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(page.getByTestId('api-key')).toHaveText(/^tdm_/);

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Čeština' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Projekty' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Projekty' })).toBeVisible();
});
