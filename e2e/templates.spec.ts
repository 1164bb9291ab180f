import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  addTasklist,
  closeContexts,
  createProject,
  openFromNavigation,
  signUpInNewContext,
  chooseProjectAction,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

const boardNames = (page: Page) => page.getByTestId('tasklist').locator('h3');
const tasksOf = (page: Page, list: string) =>
  page.getByTestId('tasklist').filter({ hasText: list }).getByTestId('task-row');

async function addList(page: Page, name: string, tasks: string[]) {
  await addTasklist(page, name);
  const list = page.getByTestId('tasklist').filter({ hasText: name });
  for (const task of tasks) {
    await list.getByLabel('New task').fill(task);
    await list.getByRole('button', { name: 'Add task' }).click();
    await expect(list.getByTestId('task-row').filter({ hasText: task })).toBeVisible();
  }
}

async function expectDates(page: Page, start: string, deadline: string) {
  await chooseProjectAction(page, 'Edit project');
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  await expect(dialog.getByLabel('Start', { exact: true })).toHaveValue(start);
  await expect(dialog.getByLabel('Deadline')).toHaveValue(deadline);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test('create a project from a template', async ({ browser }) => {
  const { page } = await signUpInNewContext(browser, 'Tomas Sablona');
  await createProject(page, 'Conference');

  await chooseProjectAction(page, 'Edit project');
  const edit = page.getByRole('dialog', { name: 'Edit project' });
  await edit.getByLabel('Start', { exact: true }).fill('2026-03-01');
  await edit.getByLabel('Deadline').fill('2026-03-31');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await addList(page, 'Preparation', ['Book the hall', 'Order catering']);
  await addList(page, 'Event day', ['Welcome guests']);

  // Save it as a template: the name is offered, the template opens with its banner.
  await chooseProjectAction(page, 'Save as template');
  const save = page.getByRole('dialog', { name: 'Save as template' });
  const templateName = save.getByRole('textbox', { name: 'Template name' });
  await expect(templateName).toHaveValue('Conference (template)');
  await expect(templateName).toBeFocused();
  await templateName.fill('Conference template');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Conference template' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This is a template' })).toBeVisible();
  await expect(boardNames(page)).toHaveText(['Preparation', 'Event day']);

  // The Templates tab lists it; use it with a new name and a later start.
  await openFromNavigation(page, 'Projects');
  await page
    .locator('label')
    .filter({ hasText: /^Templates/ })
    .click();
  const row = page.getByTestId('project-row').filter({ hasText: 'Conference template' });
  await row.getByRole('button', { name: 'Use template Conference template' }).click();
  const use = page.getByRole('dialog', { name: 'Start a project from a template' });
  await expect(use.getByRole('textbox', { name: 'Project name' })).toHaveValue(
    'Conference template',
  );
  await use.getByRole('textbox', { name: 'Project name' }).fill('Autumn conference');
  await use.getByLabel('Start date').fill('2026-09-07');
  await use.getByRole('button', { name: 'Create project' }).click();

  // The new project: active, with the lists and tasks, and its dates moved by 190 days.
  await expect(page).toHaveURL(/\/project\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn conference' })).toBeVisible();
  await expect(page.getByText('This is a template')).toBeHidden();
  await expect(boardNames(page)).toHaveText(['Preparation', 'Event day']);
  await expect(tasksOf(page, 'Preparation')).toHaveText([/Book the hall/, /Order catering/]);
  await expect(tasksOf(page, 'Event day')).toHaveText([/Welcome guests/]);
  await expectDates(page, '2026-09-07', '2026-10-07');
  await page.getByRole('link', { name: 'Project overview' }).click();
  await expect(
    page.getByText(
      'Tomas Sablona created the project Autumn conference from the template Conference template',
    ),
  ).toBeVisible();

  // The original project is untouched and still active.
  await openFromNavigation(page, 'Projects');
  await expect(page.getByRole('link', { name: 'Autumn conference' })).toBeVisible();
  await page.getByRole('link', { name: 'Conference', exact: true }).click();
  await expectDates(page, '2026-03-01', '2026-03-31');
});
