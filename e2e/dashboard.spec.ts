import { expect, test } from '@playwright/test';
import { api, closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('the dashboard shows my priorities in my order, my favourite project, the running timer; it is arranged and kept live', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Desk',
    colleague: 'Walt Desk',
    project: 'Catalogue',
    tasklist: 'Spring',
    tasks: ['Brief', 'Copy', 'Print'],
  });
  const projectId = /project\/(\d+)/.exec(projectUrl)![1];
  // Olga marks two tasks as her priorities, finishes one task and stars the project.
  await api(olga.page, `/api/tasks/set-flags?tid=${taskIds['Brief']}`, { is_my_priority: true });
  await api(olga.page, `/api/tasks/set-flags?tid=${taskIds['Copy']}`, { is_my_priority: true });
  await api(olga.page, `/api/tasks/finish?tid=${taskIds['Print']}`, {});
  await api(olga.page, `/api/projects/favorite?pid=${projectId}`, { is_favorite: true });

  const page = olga.page;
  await page.goto('/dashboard');
  const priorities = page.getByTestId('my-priority');
  await expect(priorities).toHaveText([/Copy/, /Brief/]);
  await expect(priorities.first()).toContainText('Catalogue · Spring');
  const favourite = page.getByTestId('favourite-project');
  await expect(favourite).toContainText('Catalogue');
  await expect(favourite).toContainText('1 of 3 tasks finished');
  await expect(page.getByTestId('dashboard-timer')).toHaveCount(0);

  // She puts Brief first; the order stays after a reload.
  await page.getByRole('button', { name: 'Move “Brief” up' }).click();
  await expect(priorities).toHaveText([/Brief/, /Copy/]);
  // After the reload the page follows the project again before Walt acts: a change made before
  // the new socket asked for the project's events would not reach it.
  const following = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framesent', {
      predicate: (frame) => String(frame.payload).includes(`"project.${projectId}"`),
    }),
  );
  await page.reload();
  await following;
  await expect(priorities).toHaveText([/Brief/, /Copy/]);

  // Walt finishes Copy: it leaves her priorities without a reload.
  await api(walt.page, `/api/tasks/finish?tid=${taskIds['Copy']}`, {});
  await expect(priorities).toHaveText([/Brief/]);

  // A timer she starts shows on the dashboard.
  await api(page, `/timetracking/api/create-running-from-task?tid=${taskIds['Brief']}`, {});
  await page.reload();
  await expect(page.getByTestId('dashboard-timer')).toContainText('Brief');

  // She hides the recent activity and puts her priorities first, by keyboard in the dialog.
  await page.getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize the dashboard' });
  const activity = dialog.getByRole('switch', { name: 'Recent activity that concerns you' });
  await activity.click();
  await expect(activity).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Move My priorities up' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByTestId('dashboard-activity')).toHaveCount(0);
  const order = page.locator('section[data-testid^="dashboard-"]');
  await expect(order.first()).toHaveAttribute('data-testid', 'dashboard-my_priorities');
  await page.reload();
  await expect(order.first()).toHaveAttribute('data-testid', 'dashboard-my_priorities');
  await expect(page.getByTestId('dashboard-activity')).toHaveCount(0);
});
