import { expect, test } from '@playwright/test';
import { closeContexts, createProject, invitePeople, signUpInNewContext } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('two members work on one project and see each other live', async ({ browser }) => {
  const alice = await signUpInNewContext(browser, 'Alice Novak');
  const bob = await signUpInNewContext(browser, 'Bob Svoboda');
  await bob.page.goto('/projects');

  // Alice creates a project, a task list and a task.
  await createProject(alice.page, 'Website relaunch');
  const projectUrl = alice.page.url();
  await alice.page.getByLabel('New task list').fill('Copy');
  await alice.page.getByRole('button', { name: 'Add task list' }).click();
  const tasklist = alice.page.getByTestId('tasklist').filter({ hasText: 'Copy' });
  await expect(tasklist).toBeVisible();
  await tasklist.getByLabel('New task').fill('Write the home page');
  await tasklist.getByRole('button', { name: 'Add task' }).click();
  await expect(tasklist.getByText('Write the home page')).toBeVisible();

  // Bob's projects page shows the project as soon as Alice adds him; people are on the overview.
  await alice.page.getByRole('link', { name: 'Project overview' }).click();
  await invitePeople(alice.page, [bob.email]);
  await expect(
    alice.page.getByRole('region', { name: 'People' }).getByText('Bob Svoboda'),
  ).toBeVisible();
  await expect(bob.page.getByRole('link', { name: 'Website relaunch' })).toBeVisible();
  await bob.page.getByRole('link', { name: 'Website relaunch' }).click();
  await expect(bob.page).toHaveURL(projectUrl);
  const bobsTask = bob.page.getByTestId('task-row').filter({ hasText: 'Write the home page' });
  await expect(bobsTask).toHaveAttribute('data-state', 'active');
  await bob.page.getByRole('link', { name: 'Project overview' }).click();

  // Alice finishes the task: Bob sees it finished without reloading, then reopened.
  await alice.page.getByRole('checkbox', { name: 'Finish Write the home page' }).click();
  await expect(
    alice.page.getByRole('checkbox', { name: 'Reopen Write the home page' }),
  ).toBeChecked();
  await expect(bobsTask).toHaveAttribute('data-state', 'finished');
  await expect(bob.page.getByText('Alice Novak finished Write the home page')).toBeVisible();
  await alice.page.getByRole('checkbox', { name: 'Reopen Write the home page' }).click();
  await expect(
    alice.page.getByRole('checkbox', { name: 'Finish Write the home page' }),
  ).not.toBeChecked();
  await expect(bobsTask).toHaveAttribute('data-state', 'active');

  // Bob finishes it himself; Alice sees it.
  await bob.page.getByRole('checkbox', { name: 'Finish Write the home page' }).click();
  await expect(
    bob.page.getByRole('checkbox', { name: 'Reopen Write the home page' }),
  ).toBeChecked();
  await expect(
    alice.page.getByTestId('task-row').filter({ hasText: 'Write the home page' }),
  ).toHaveAttribute('data-state', 'finished');
});
