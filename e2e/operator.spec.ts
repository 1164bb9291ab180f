import { expect, test } from '@playwright/test';
import { closeContexts, signUpInNewContext } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('an operator finds the failed background jobs from the outbox page, none failed yet', async ({
  browser,
}) => {
  // Outside production with no operator named, everyone signed in operates the instance.
  const { page } = await signUpInNewContext(browser, 'Otto Operator');
  await page.goto('/dev');
  await page.getByRole('link', { name: 'Failed background jobs' }).click();
  await expect(page).toHaveURL(/\/dev\/jobs$/);
  await expect(
    page.getByRole('heading', { name: 'Failed background jobs', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('No job has failed.')).toBeVisible();
});
