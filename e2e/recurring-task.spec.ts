import { expect, test } from '@playwright/test';
import { closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('finishing a weekly task makes its next occurrence, which a colleague sees live', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Repeats',
    colleague: 'Walt Repeats',
    project: 'Routine',
    tasklist: 'Every week',
    tasks: ['Weekly report'],
  });
  const taskId = taskIds['Weekly report']!;

  // Walt watches the project's board.
  await walt.page.goto(projectUrl);
  const waltsList = walt.page.getByTestId('tasklist').filter({ hasText: 'Every week' });
  await expect(waltsList.getByRole('link', { name: 'Weekly report' })).toHaveCount(1);

  // Olga gives the task a due date (a Tuesday) and makes it repeat every week from it.
  await olga.page.goto(`/task/${taskId}`);
  await olga.page.getByLabel('Start or due date').fill('2030-05-14');
  await olga.page.getByLabel('Start or due date').blur();
  const repeat = olga.page.getByRole('group', { name: 'Repeat' });
  await repeat.getByRole('button', { name: 'Make it repeat' }).click();
  const form = repeat.getByRole('form', { name: 'How the task repeats' });
  await expect(
    form.getByRole('radio', { name: 'The due date of the finished task' }),
  ).toBeEnabled();
  await form.getByRole('radio', { name: 'The due date of the finished task' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(repeat.getByTestId('recurrence-summary')).toHaveText(
    'Every week, counted from the due date',
  );
  await expect(repeat.getByText('Next occurrence due May 21, 2030')).toBeVisible();

  // Finishing it adds the next occurrence, due a week later, to the same list.
  // The detail's checkbox follows the server's answer, so it is clicked rather than checked.
  await olga.page.getByRole('checkbox', { name: 'Finish Weekly report' }).click();
  await expect(olga.page.getByRole('checkbox', { name: 'Reopen Weekly report' })).toBeChecked();
  await expect(repeat.getByText('This task does not repeat.')).toBeVisible();
  await olga.page.goto('/lists/recurrent-tasks');
  const item = olga.page.getByRole('listitem').filter({ hasText: 'Weekly report' });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('Due May 21, 2030')).toBeVisible();
  await expect(item.getByText('Every week, counted from the due date')).toBeVisible();

  // Walt's board shows it without a reload, beside the finished one.
  await expect(waltsList.getByRole('link', { name: 'Weekly report' })).toHaveCount(2);
  await expect(waltsList.locator('[data-testid="task-row"][data-state="active"]')).toContainText(
    'Weekly report',
  );
  await expect(waltsList.locator('[data-testid="task-row"][data-state="finished"]')).toContainText(
    'Weekly report',
  );

  // Olga finishes the new one on the board: the one after it, made by her own change beside the
  // task it answered with, shows on her board too, and on Walt's.
  await olga.page.goto(projectUrl);
  const olgasList = olga.page.getByTestId('tasklist').filter({ hasText: 'Every week' });
  await expect(olgasList.getByRole('link', { name: 'Weekly report' })).toHaveCount(2);
  await olgasList.getByRole('checkbox', { name: 'Finish Weekly report' }).click();
  await expect(olgasList.getByRole('link', { name: 'Weekly report' })).toHaveCount(3);
  await expect(waltsList.getByRole('link', { name: 'Weekly report' })).toHaveCount(3);
});
