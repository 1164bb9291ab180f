import { expect, test } from '@playwright/test';
import { closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('a task shared publicly opens signed out, read-only, and shows nothing once the link is stopped', async ({
  browser,
}) => {
  const { owner: olga, taskIds } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Shares',
    colleague: 'Walt Shares',
    project: 'Client project',
    tasklist: 'Deliverables',
    tasks: ['Approve the mock-ups'],
  });
  const taskId = taskIds['Approve the mock-ups']!;
  await olga.page.goto(`/task/${taskId}`);
  await olga.page.getByRole('button', { name: 'Add a description' }).click();
  const description = olga.page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await description.pressSequentially('Three screens, due Friday.');
  await olga.page.getByRole('button', { name: 'Save' }).click();
  await expect(olga.page.getByTestId('task-description')).toContainText('Three screens');

  await olga.page.getByRole('button', { name: 'Share publicly' }).click();
  const address = olga.page.getByRole('textbox', { name: 'Public link' });
  await expect(address).toHaveValue(/\/public\/shared-link-view\?token=[A-Za-z0-9_-]{43}$/);
  const url = await address.inputValue();

  // Someone without an account opens it.
  const outsider = await browser.newContext({ locale: 'en-US' });
  const page = await outsider.newPage();
  await page.goto(new URL(url).pathname + new URL(url).search);
  await expect(page.getByRole('heading', { name: 'Approve the mock-ups' })).toBeVisible();
  await expect(page.getByTestId('shared-description')).toContainText('Three screens, due Friday.');
  await expect(page.getByText('Client project · Deliverables')).toBeVisible();

  // It is listed among what Olga shares; she stops it there.
  await olga.page.getByRole('link', { name: 'Shared publicly' }).click();
  const item = olga.page.getByTestId('public-item');
  await expect(item).toContainText('Approve the mock-ups');
  await item.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(olga.page.getByText('You share nothing publicly.')).toBeVisible();

  await page.reload();
  await expect(page.getByText(/This link does not work/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Approve the mock-ups' })).toHaveCount(0);
});
