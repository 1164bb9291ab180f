import { expect, test } from '@playwright/test';
import {
  closeContexts,
  createProject,
  PASSWORD,
  signUpInNewContext,
  uniqueEmail,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('invite a colleague by e-mail, who joins from the link and sees only the allowed task list', async ({
  browser,
}) => {
  const owner = await signUpInNewContext(browser, 'Hana Kapitanova');
  const page = owner.page;
  await createProject(page, 'Harbour');
  for (const name of ['Public plan', 'Secret budget']) {
    await page.getByLabel('New task list').fill(name);
    await page.getByRole('button', { name: 'Add task list' }).click();
    await expect(page.getByTestId('tasklist').filter({ hasText: name })).toBeVisible();
  }

  // Invite a new address, limited to one task list.
  await page.getByRole('link', { name: 'Project overview' }).click();
  const people = page.getByRole('region', { name: 'People' });
  await people.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite people to the project' });
  const colleague = uniqueEmail('colleague');
  await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(colleague);
  await dialog.getByRole('checkbox', { name: 'Can see all task lists' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Can see all task lists' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Public plan' }).click();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByRole('status')).toContainText('An invitation was sent to 1 new address');
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const invitedRow = people.locator(`[data-person="${colleague}"]`);
  await expect(invitedRow.getByText('Invited')).toBeVisible();
  await expect(invitedRow.getByText('Sees 1 list')).toBeVisible();

  // The colleague reads the invitation in the outbox and joins from its link.
  const context = await browser.newContext({ locale: 'en-US' });
  const guest = await context.newPage();
  await guest.goto('/dev');
  const mail = guest.getByTestId('outbox-mail').filter({ hasText: colleague }).first();
  await expect(mail).toContainText('Hana Kapitanova invited you to Harbour');
  await mail.getByRole('link', { name: /invitation\?token=/ }).click();
  await expect(
    guest.getByText('Hana Kapitanova invited you to the project Harbour.'),
  ).toBeVisible();
  await guest.getByLabel('Full name').fill('Karel Kolega');
  await guest.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await guest.getByRole('button', { name: 'Join the project' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Harbour' })).toBeVisible();
  await expect(guest.getByTestId('tasklist').filter({ hasText: 'Public plan' })).toBeVisible();
  await expect(guest.getByTestId('tasklist').filter({ hasText: 'Secret budget' })).toBeHidden();

  // The owner's open page learns of it live: the person has a name and is no longer invited.
  const joinedRow = people.locator(`[data-person="${colleague}"]`);
  await expect(joinedRow.getByText('Karel Kolega')).toBeVisible();
  await expect(joinedRow.getByText('Invited')).toBeHidden();

  // Widen the limit: the colleague's board shows the other list without reloading.
  await joinedRow.getByRole('button', { name: 'Actions for Karel Kolega' }).click();
  await page.getByRole('menuitem', { name: 'Task lists and hour rate…' }).click();
  const limits = page.getByRole('dialog', { name: 'What Karel Kolega sees and earns' });
  await limits.getByRole('checkbox', { name: 'Can see all task lists' }).click();
  await limits.getByRole('textbox', { name: /Hour rate/ }).fill('450');
  await limits.getByRole('button', { name: 'Save' }).click();
  await expect(limits).toBeHidden();
  await expect(joinedRow.getByText('Sees 1 list')).toBeHidden();
  await expect(guest.getByTestId('tasklist').filter({ hasText: 'Secret budget' })).toBeVisible();
});
