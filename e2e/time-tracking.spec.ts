import { expect, test } from '@playwright/test';
import { api, closeContexts, openFromNavigation, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('a timer runs on one task, switches to another, stops; time is edited, deleted and put back, and the owner sees it live', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Hours',
    colleague: 'Walt Hours',
    project: 'Brochure',
    tasklist: 'Print',
    tasks: ['Layout', 'Proofread'],
  });
  const layoutId = taskIds['Layout']!;
  const proofreadId = taskIds['Proofread']!;

  // Olga watches the task Layout; Walt starts a timer on it from the task itself.
  await olga.page.goto(`/task/${layoutId}`);
  const olgasTime = olga.page.getByRole('region', { name: 'Time' });
  await expect(olgasTime.getByText('No time tracked on this task yet.')).toBeVisible();
  await walt.page.goto(`/task/${layoutId}`);
  const waltsTime = walt.page.getByRole('region', { name: 'Time' });
  await waltsTime.getByRole('button', { name: 'Start timer' }).click();
  const topBar = walt.page.getByTestId('top-bar-timer');
  await expect(topBar.getByTestId('timer-clock')).toHaveText(/^0:00:0\d$/);
  await expect(walt.page.locator('body')).toHaveClass(/is-tracking/);
  await expect(topBar.getByTestId('timer-clock')).not.toHaveText('0:00:00');
  await expect(waltsTime.getByRole('button', { name: 'Stop timer' })).toBeVisible();

  // He switches to Proofread: the time on Layout is saved, and Olga sees it without reloading.
  await walt.page.goto(`/task/${proofreadId}`);
  await walt.page
    .getByRole('region', { name: 'Time' })
    .getByRole('button', { name: 'Start timer' })
    .click();
  await expect(topBar.getByRole('link', { name: /Timer running on Proofread/ })).toBeVisible();
  await expect(olgasTime.getByTestId('task-time-sum')).toHaveText(/Total 0:01/);
  await expect(olgasTime.getByTestId('work-report')).toHaveCount(1);

  // A few seconds later he stops the timer from the top bar; time tracking lists both entries.
  await expect(topBar.getByTestId('timer-clock')).toHaveText(/^0:00:0[2-9]$/);
  await topBar.getByRole('button', { name: 'Stop timer' }).click();
  await expect(topBar).toHaveCount(0);
  await expect(walt.page.locator('body')).not.toHaveClass(/is-tracking/);
  await openFromNavigation(walt.page, 'Time tracking');
  await expect(walt.page.getByRole('heading', { name: 'Time tracking', level: 1 })).toBeVisible();
  const entries = walt.page.getByTestId('work-report');
  await expect(entries).toHaveCount(2);

  // He corrects the time of Layout to 1:30 and labels it with the project's "Overtime"; the
  // page and Olga's task show it at once.
  await api(olga.page, `/front/task/api/add-label?tid=${proofreadId}`, { name: 'Overtime' });
  await walt.page.getByRole('button', { name: 'Edit the time entry of Layout' }).click();
  const form = walt.page.getByRole('form', { name: 'Time entry of Layout' });
  await form.getByLabel('Time spent').fill('1:30');
  await form.getByLabel('Labels').click();
  await walt.page.getByRole('option', { name: 'Overtime' }).click();
  await walt.page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save' }).click();
  const layoutEntry = entries.filter({ hasText: 'Layout' });
  await expect(layoutEntry.getByTestId('work-minutes')).toHaveText('1:30');
  await expect(layoutEntry.getByTestId('task-label')).toHaveText('Overtime');
  await expect(olgasTime.getByTestId('task-time-sum')).toHaveText(/Total 1:30/);
  await expect(olgasTime.getByTestId('task-label')).toHaveText('Overtime');

  // He deletes it and takes it back from the toast.
  await walt.page.getByRole('button', { name: 'Delete the time entry of Layout' }).click();
  await expect(layoutEntry).toHaveCount(0);
  await expect(olgasTime.getByText('No time tracked on this task yet.')).toBeVisible();
  await walt.page.getByRole('button', { name: 'Undo' }).click();
  await expect(layoutEntry.getByTestId('work-minutes')).toHaveText('1:30');
  await expect(olgasTime.getByTestId('task-time-sum')).toHaveText(/Total 1:30/);

  // Time entered by hand on Proofread, 45 minutes.
  await walt.page
    .getByRole('radiogroup', { name: 'How to track time' })
    .getByText('Manual', { exact: true })
    .click();
  await expect(walt.page.getByRole('radio', { name: 'Manual' })).toBeChecked();
  const manual = walt.page.getByRole('form', { name: 'Enter time by hand' });
  await manual.getByRole('combobox', { name: 'Task' }).fill('Proof');
  await walt.page.getByRole('option', { name: /Proofread/ }).click();
  await manual.getByLabel('Time spent').fill('45');
  await manual.getByLabel('Note').fill('Second pass');
  await manual.getByRole('button', { name: 'Save' }).click();
  await expect(walt.page.getByText('The time is saved.')).toBeVisible();
  await expect(entries.filter({ hasText: 'Second pass' }).getByTestId('work-minutes')).toHaveText(
    '0:45',
  );
});
