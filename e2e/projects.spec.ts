import { expect, test } from '@playwright/test';
import {
  closeContexts,
  createProject,
  invitePeople,
  openFromNavigation,
  signUpInNewContext,
  chooseProjectAction,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('edit a project, mark it a favourite, archive and restore it, trash and restore it', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Irena Projektova');
  await createProject(page, 'Catalogue');

  // Edit: a new name, dates and a budget.
  await chooseProjectAction(page, 'Edit project');
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  await dialog.getByRole('textbox', { name: 'Project name' }).fill('Spring catalogue');
  await dialog.getByLabel('Start', { exact: true }).fill('2026-03-01');
  await dialog.getByLabel('Deadline').fill('2026-02-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The end date must not be before the start date.')).toBeVisible();
  await dialog.getByLabel('Deadline').fill('2026-04-30');
  await dialog.getByRole('textbox', { name: /Budget/ }).fill('25000');
  // The budget restarts every three months on the first, from December.
  await dialog.getByLabel('Time budget (hours)').fill('40');
  await dialog.getByRole('switch', { name: 'The budget restarts regularly' }).check();
  await dialog.getByLabel('First restart').fill('2026-12-01');
  await dialog.getByLabel('Every (months)').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring catalogue' })).toBeVisible();
  await chooseProjectAction(page, 'Edit project');
  await expect(dialog.getByRole('switch', { name: 'The budget restarts regularly' })).toBeChecked();
  await expect(dialog.getByLabel('First restart')).toHaveValue('2026-12-01');
  await expect(dialog.getByLabel('Every (months)')).toHaveValue('3');
  await expect(dialog.getByLabel('Time budget (hours)')).toHaveValue('40');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Mark Spring catalogue as a favourite' }).click();
  await expect(
    page.getByRole('button', { name: 'Remove Spring catalogue from favourites' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Archive: read-only, listed under Archived, and back.
  await chooseProjectAction(page, 'Archive');
  await expect(page.getByText('This project is archived')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New task list' })).toBeHidden();
  await openFromNavigation(page, 'Projects');
  await page
    .locator('label')
    .filter({ hasText: /^Archived/ })
    .click();
  await expect(
    page.getByTestId('project-row').filter({ hasText: 'Spring catalogue' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Spring catalogue' }).click();
  await chooseProjectAction(page, 'Restore');
  await expect(page.getByText('This project is archived')).toBeHidden();

  // Trash: gone from the lists, back from the trash page.
  await chooseProjectAction(page, 'Move to trash');
  await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Spring catalogue' })).toBeHidden();
  await openFromNavigation(page, 'Trash');
  const trashed = page.getByTestId('trashed-project').filter({ hasText: 'Spring catalogue' });
  await trashed.getByRole('button', { name: 'Restore' }).click();
  await expect(trashed).toBeHidden();
  await openFromNavigation(page, 'Projects');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Spring catalogue' }),
  ).toBeVisible();
});

test('promote a member to commander, take it back, and remove them', async ({ browser }) => {
  const owner = await signUpInNewContext(browser, 'Pavla Vedouci');
  const member = await signUpInNewContext(browser, 'Milan Clen');
  const page = owner.page;
  await createProject(page, 'Team space');
  await page.getByRole('link', { name: 'Project overview' }).click();
  const people = page.getByRole('region', { name: 'People' });
  await invitePeople(page, [member.email]);
  await expect(people.getByText('Milan Clen')).toBeVisible();

  await people.getByRole('button', { name: 'Actions for Milan Clen' }).click();
  await page.getByRole('menuitem', { name: 'Make commander' }).click();
  await expect(people.getByText('Commander')).toBeVisible();
  // The activity above the section grows by a line; a menu whose button is pushed out of view
  // hides itself, so wait for the page to settle first.
  await expect(page.getByText('changed who is a commander')).toBeVisible();
  await people.getByRole('button', { name: 'Actions for Milan Clen' }).click();
  await page.getByRole('menuitem', { name: 'Remove the commander role' }).click();
  await expect(people.getByText('Commander')).toBeHidden();
  await expect(page.getByText('changed who is a commander')).toHaveCount(2);

  await people.getByRole('button', { name: 'Actions for Milan Clen' }).click();
  await page.getByRole('menuitem', { name: 'Remove from the project' }).click();
  await expect(people.getByText('Milan Clen')).toBeHidden();
  await member.page.goto('/projects');
  await expect(member.page.getByRole('link', { name: 'Team space' })).toBeHidden();
});
