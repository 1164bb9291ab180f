import { expect, test } from '@playwright/test';
import {
  chooseFromUserMenu,
  closeContexts,
  createProject,
  invitePeople,
  openFromNavigation,
  signUpInNewContext,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a colleague away, a project handed over and taken over', async ({ browser }) => {
  const owner = await signUpInNewContext(browser, 'Olga Vlastnikova');
  const worker = await signUpInNewContext(browser, 'Petr Pracovnik');

  // Olga starts a project and adds Petr.
  await createProject(owner.page, 'Handover site');
  await owner.page.getByRole('link', { name: 'Project overview' }).click();
  const projectUrl = owner.page.url();
  await invitePeople(owner.page, [worker.email]);
  const people = owner.page.getByRole('region', { name: 'People' });
  await expect(people.getByText('Petr Pracovnik')).toBeVisible();

  // Petr will be away: he says so in his profile.
  await chooseFromUserMenu(worker.page, 'Profile and settings');
  const away = worker.page.getByRole('region', { name: 'Out of office' });
  await away.getByLabel('I am out of office').check();
  await expect(away.getByLabel('First day away')).not.toHaveValue('');
  await away.getByLabel('Last day away').fill(inDays(10));
  await away.getByRole('button', { name: 'Save' }).click();
  await expect(worker.page.getByText('Your out-of-office period has been saved.')).toBeVisible();

  // Olga sees it among the people she works with, and on Petr's page.
  await openFromNavigation(owner.page, 'People');
  await expect(owner.page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const petr = owner.page.getByTestId('person-row').filter({ hasText: 'Petr Pracovnik' });
  await expect(petr.getByText(/^Out of office until /)).toBeVisible();
  await expect(petr).toContainText('1 shared project');
  await petr.getByRole('link', { name: 'Petr Pracovnik' }).click();
  await expect(owner.page).toHaveURL(/\/user\/\d+$/);
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Petr Pracovnik' })).toBeVisible();
  await expect(owner.page.getByText(worker.email)).toBeVisible();
  const shared = owner.page.getByTestId('shared-project').filter({ hasText: 'Handover site' });
  await expect(shared).toContainText('Member');

  // Petr waits on his People page; Olga hands the project over to him.
  await openFromNavigation(worker.page, 'People');
  const handovers = worker.page.getByRole('region', { name: 'Project handovers' });
  await expect(handovers.getByText('No handovers are waiting.')).toBeVisible();

  await shared.getByRole('link', { name: 'Handover site' }).click();
  await owner.page.goto(projectUrl);
  await people.getByRole('button', { name: 'Actions for Petr Pracovnik' }).click();
  await owner.page.getByRole('menuitem', { name: 'Hand over project…' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Hand over the project' });
  await expect(dialog).toContainText('Ask Petr Pracovnik to take over Handover site?');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(people.getByTestId('pending-handover')).toContainText(
    'Waiting for Petr Pracovnik to approve the handover of this project.',
  );

  // The request reaches Petr without a reload; he approves it.
  const request = handovers.getByTestId('handover-request').filter({ hasText: 'Handover site' });
  await expect(request).toContainText('From Olga Vlastnikova');
  await request.getByRole('button', { name: 'Approve the handover of Handover site' }).click();
  await expect(worker.page.getByText('You now own the project.')).toBeVisible();
  await expect(handovers.getByText('No handovers are waiting.')).toBeVisible();

  // Olga's open project page shows Petr as the owner at once; so does his.
  const petrRow = people.locator(`li[data-person="${worker.email}"]`);
  await expect(petrRow.getByText('Owner', { exact: true })).toBeVisible();
  await expect(people.getByTestId('pending-handover')).toBeHidden();
  await worker.page.goto(projectUrl);
  const theirPeople = worker.page.getByRole('region', { name: 'People' });
  await expect(
    theirPeople.locator(`li[data-person="${worker.email}"]`).getByText('Owner', { exact: true }),
  ).toBeVisible();
  await worker.page.getByRole('button', { name: 'Project actions' }).click();
  await expect(worker.page.getByRole('menuitem', { name: 'Move to trash' })).toBeVisible();
});
