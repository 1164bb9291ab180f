import { expect, test } from '@playwright/test';
import { chooseFromUserMenu, closeContexts, PASSWORD, signUpInNewContext } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('sign out, a wrong password, and a password reset through the outbox', async ({ browser }) => {
  const { page, email } = await signUpInNewContext(browser, 'Petra Dvorak');

  await chooseFromUserMenu(page, 'Sign out');
  await expect(page).toHaveURL(/\/signin$/);

  // A signed-out visitor is sent to sign in, and comes back afterwards.
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/signin\?next=%2Fprojects$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not correct.');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(email);

  // Without SMTP the mail waits in the outbox at /dev.
  await page.goto('/dev');
  const mail = page.getByTestId('outbox-mail').filter({ hasText: email }).first();
  await expect(mail).toContainText('Reset your Tandem password');
  await mail.getByRole('link', { name: /reset-password\?token=/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password' }).fill('a brand new password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a brand new password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
