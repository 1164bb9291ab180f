import { expect, test } from '@playwright/test';
import { closeContexts, createProject, invitePeople, signUpInNewContext } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('an owner makes a role that denies creating task lists and gives it to a worker', async ({
  browser,
}) => {
  const owner = await signUpInNewContext(browser, 'Renata Roleova');
  const worker = await signUpInNewContext(browser, 'Tomas Pracant');
  const page = owner.page;
  await createProject(page, 'Agency site');
  await page.getByRole('link', { name: 'Project overview' }).click();
  await invitePeople(page, [worker.email]);
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByText('Tomas Pracant')).toBeVisible();

  // The worker has the project open and may add task lists.
  await worker.page.goto(page.url());
  await expect(worker.page.getByRole('heading', { level: 1, name: 'Agency site' })).toBeVisible();
  await expect(worker.page.getByRole('textbox', { name: 'New task list' })).toBeVisible();

  // The owner makes a role in the Roles dialog.
  await people.getByRole('button', { name: 'Roles' }).click();
  const roles = page.getByRole('dialog', { name: 'Roles' });
  await expect(roles.getByText('You have no roles yet.')).toBeVisible();
  await roles.getByRole('button', { name: 'New role' }).click();
  await roles.getByRole('textbox', { name: 'Name of the role' }).fill('Helper');
  await roles.getByRole('checkbox', { name: 'Create task lists' }).check();
  await roles.getByRole('button', { name: 'Save role' }).click();
  const role = roles.getByTestId('role').filter({ hasText: 'Helper' });
  await expect(role).toContainText('Not allowed: Create task lists');
  await roles.getByRole('button', { name: 'Close' }).first().click();
  await expect(roles).toBeHidden();

  // ...and gives it to the worker from the person's menu.
  await people.getByRole('button', { name: 'Actions for Tomas Pracant' }).click();
  await page.getByRole('menuitem', { name: 'Roles…' }).click();
  const memberRoles = page.getByRole('dialog', { name: 'Roles of Tomas Pracant' });
  await memberRoles.getByRole('checkbox', { name: 'Helper' }).check();
  await memberRoles.getByRole('button', { name: 'Save' }).click();
  await expect(memberRoles).toBeHidden();
  await expect(people.locator('[data-person]').filter({ hasText: 'Tomas Pracant' })).toContainText(
    'Helper',
  );

  // The worker's open page learns of it: the control is gone and says whom to ask.
  await expect(worker.page.getByRole('textbox', { name: 'New task list' })).toBeHidden();
  await expect(
    worker.page.getByText(
      'Renata Roleova has not allowed you to create task lists in this project. Ask them if you need to.',
    ),
  ).toBeVisible();
});
