import { expect, test } from '@playwright/test';
import { closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('a label, a due date and a relation set by the owner show live on a colleague’s task page', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Labels',
    colleague: 'Walt Labels',
    project: 'Label project',
    tasklist: 'To do',
    tasks: ['Design the page', 'Build the page'],
  });
  const taskId = taskIds['Build the page']!;

  // Both open the task on its own page.
  await olga.page.goto(`/task/${taskId}`);
  await walt.page.goto(`/task/${taskId}`);
  await expect(walt.page.getByTestId('task-title')).toHaveText('Build the page');
  await expect(walt.page.getByText('No labels yet.')).toBeVisible();
  await expect(walt.page.getByText('No related tasks.')).toBeVisible();

  // Olga adds a label by typing it, a due date and a blocking task found by name.
  const label = olga.page.getByRole('textbox', { name: 'Add a label' });
  await label.fill('Urgent <b>now</b>');
  await label.press('Enter');
  await expect(olga.page.getByTestId('task-label')).toHaveText('Urgent <b>now</b>');
  await olga.page.getByLabel('Start or due date').fill('2030-05-14');
  await olga.page.getByLabel('Start or due date').blur();
  await olga.page.getByRole('button', { name: 'Relate a task' }).click();
  await olga.page.getByRole('combobox', { name: 'Relation' }).selectOption('blocked_by');
  await olga.page.getByRole('textbox', { name: 'Find a task' }).fill('design');
  await olga.page.getByRole('button', { name: 'Blocked by: Design the page' }).click();
  await expect(
    olga.page
      .getByRole('list', { name: 'Blocked by' })
      .getByRole('link', { name: 'Design the page' }),
  ).toBeVisible();

  // Walt's open page shows all three without a reload.
  await expect(walt.page.getByTestId('task-label')).toHaveText('Urgent <b>now</b>');
  await expect(walt.page.getByLabel('Start or due date')).toHaveValue('2030-05-14');
  const blockedBy = walt.page.getByRole('list', { name: 'Blocked by' });
  await expect(blockedBy.getByRole('link', { name: 'Design the page' })).toBeVisible();
  await expect(walt.page.getByRole('status').filter({ hasText: 'Blocked' })).toBeVisible();

  // The label is Olga's: Walt may remove it but not rename it; following the link opens the blocker.
  await expect(walt.page.getByRole('button', { name: /^Edit label/ })).toHaveCount(0);
  await blockedBy.getByRole('link', { name: 'Design the page' }).click();
  await expect(walt.page.getByTestId('task-title')).toHaveText('Design the page');
  await expect(walt.page.getByRole('list', { name: 'Blocks' })).toContainText('Build the page');
});

test('a task pinned by the owner shows at the top of a colleague’s task lists and in the overview', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Pins',
    colleague: 'Walt Pins',
    project: 'Pin project',
    tasklist: 'To do',
    tasks: ['Read the brief', 'Ship it'],
  });
  await walt.page.goto(`${projectUrl}?view=tasks`);
  await expect(walt.page.getByTestId('task-row').first()).toBeVisible();
  await expect(walt.page.getByTestId('pinned-task')).toHaveCount(0);

  await olga.page.goto(`/task/${taskIds['Read the brief']!}`);
  await olga.page.getByRole('switch', { name: 'Pinned to the project' }).check();

  // Walt's open page shows the pin without a reload, and the link opens the task.
  const pinned = walt.page.getByRole('navigation', { name: 'Pinned' }).getByTestId('pinned-task');
  await expect(pinned).toHaveText(['Read the brief']);
  await pinned.click();
  await expect(walt.page.getByTestId('task-title')).toHaveText('Read the brief');
  await walt.page.keyboard.press('Escape');

  await walt.page.goto(`${projectUrl}?view=overview`);
  const section = walt.page.getByRole('region', { name: 'Pinned items' });
  await expect(section.getByTestId('pinned-task')).toHaveText(['Read the brief']);
});
