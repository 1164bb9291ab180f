import { expect, test } from '@playwright/test';
import { addTasklist, closeContexts, createProject, signUpInNewContext } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('finished tasks: a project’s and all projects’ lists, and reopening from them', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Fiona Finisher');
  await createProject(page, 'Harvest');
  const projectId = /\/project\/(\d+)/.exec(page.url())?.[1];
  expect(projectId).toBeTruthy();
  await addTasklist(page, 'Field work');
  const list = page.getByTestId('tasklist').filter({ hasText: 'Field work' });
  for (const name of ['Pick apples', 'Press cider', 'Sell at market']) {
    await list.getByLabel('New task').fill(name);
    await list.getByRole('button', { name: 'Add task' }).click();
    await expect(page.getByRole('checkbox', { name: `Finish ${name}` })).toBeVisible();
  }
  for (const name of ['Pick apples', 'Press cider']) {
    await page.getByRole('checkbox', { name: `Finish ${name}` }).click();
    await expect(page.getByRole('checkbox', { name: `Reopen ${name}` })).toBeChecked();
  }

  // The project's page: newest finished first, each linking to the task.
  await page.goto(`/project/${projectId}/finished-tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finished tasks' })).toBeVisible();
  const rows = page.getByTestId('finished-task');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Press cider');
  await expect(rows.first()).toContainText('by Fiona Finisher');
  await expect(rows.nth(1)).toContainText('Pick apples');
  await expect(page.getByRole('link', { name: 'Pick apples' })).toHaveAttribute(
    'href',
    /\/task\/\d+$/,
  );

  // Every project's list shows them with their project, and reopens from there.
  await page.getByRole('link', { name: 'Finished tasks of all projects' }).click();
  await expect(page).toHaveURL(/\/lists\/finished-tasks$/);
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('link', { name: 'Harvest' })).toBeVisible();
  await page.getByRole('button', { name: 'Reopen Pick apples' }).click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Press cider');

  // Back on the board the reopened task is open again.
  await page.goto(`/project/${projectId}`);
  await expect(page.getByRole('checkbox', { name: 'Finish Pick apples' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Reopen Press cider' })).toBeChecked();
});
