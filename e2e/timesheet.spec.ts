import { expect, test } from '@playwright/test';
import { api, closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('a person enters and corrects time in the week’s timesheet; the project sums it and its owner sees the budget', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Sheet',
    colleague: 'Walt Sheet',
    project: 'Catalogue',
    tasklist: 'Pages',
    tasks: ['Cover'],
  });
  const projectId = Number(new URL(projectUrl).pathname.split('/')[2]);

  // Olga gives the project a budget: 100 EUR and two and a half hours.
  const { project } = (await api(olga.page, `/api/projects/detail?pid=${projectId}`)) as {
    project: { version: number };
  };
  await api(olga.page, `/api/projects/update?pid=${projectId}`, {
    version: project.version,
    budget: { amount: '100.00', minutesBudget: 150 },
  });

  // Walt opens the timesheet from time tracking and adds the task to his week.
  await walt.page.goto('/timetracking');
  await walt.page.getByRole('link', { name: 'Timesheet' }).click();
  await expect(walt.page.getByRole('heading', { level: 1, name: 'Timesheet' })).toBeVisible();
  await expect(walt.page.getByTestId('timesheet-empty')).toBeVisible();
  const picker = walt.page.getByRole('combobox', { name: 'Add a task to the week' });
  await picker.fill('Cov');
  await walt.page.getByRole('option', { name: 'Cover' }).click();
  const row = walt.page.getByTestId('timesheet-row').filter({ hasText: 'Cover' });
  await expect(row).toHaveCount(1);

  // Today's cell, empty: he types 1:15 and Enter.
  const today = await walt.page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const cell = row.locator(`[data-testid="timesheet-cell"][data-day="${today}"]`);
  await expect(cell).toHaveAccessibleName(/^Cover, .*: no time$/);
  await cell.click();
  const input = row.getByRole('textbox', { name: /^Time on Cover/ });
  await input.fill('1:15');
  await input.press('Enter');
  await expect(cell).toHaveText('1:15');
  await expect(cell).toHaveAttribute('data-state', 'succeeded');
  await expect(row.getByTestId('timesheet-row-total')).toHaveText('1:15');

  // He corrects it to two hours from the keyboard.
  await cell.focus();
  await cell.press('Enter');
  await input.fill('2:00');
  await input.press('Enter');
  await expect(cell).toHaveText('2:00');
  await expect(walt.page.getByTestId('timesheet-total')).toHaveText('2:00');
  await walt.page.reload();
  await expect(cell).toHaveText('2:00');

  // The project's work reports sum it; Walt, a worker, sees no budget.
  await walt.page.goto(`/project/${projectId}/work-reports`);
  await expect(walt.page.getByTestId('project-time-sum')).toHaveText(/^Total 2:00/);
  await expect(walt.page.getByRole('region', { name: 'Budget' })).toHaveCount(0);

  // Olga reaches the page from the project's tabs and sees the budget bars.
  await olga.page.goto(projectUrl);
  await olga.page
    .getByRole('navigation', { name: 'Project pages' })
    .getByRole('link', { name: 'Work reports' })
    .click();
  await expect(olga.page).toHaveURL(new RegExp(`/project/${projectId}/work-reports$`));
  await expect(olga.page.getByTestId('project-time-sum')).toHaveText(/^Total 2:00/);
  const budget = olga.page.getByRole('region', { name: 'Budget' });
  // Walt has no hour rate: his time costs nothing yet.
  await expect(budget.getByTestId('budget-money')).toHaveAttribute('data-level', 'ok');
  await expect(budget.getByRole('progressbar', { name: 'Money spent' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(budget.getByTestId('budget-time')).toHaveAttribute('data-level', 'warning');
  await expect(budget.getByRole('progressbar', { name: 'Time spent' })).toBeVisible();
  await expect(budget.getByText('80% of the time budget is spent')).toBeVisible();
});
