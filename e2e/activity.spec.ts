import { expect, test } from '@playwright/test';
import { api, closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('the activity of all projects shows a colleague’s change live, filtered by kind, and one’s own', async ({
  browser,
}) => {
  test.slow();
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Activity',
    colleague: 'Walt Activity',
    project: 'Activity project',
    tasklist: 'To do',
    tasks: ['Book the venue', 'Send invitations'],
  });

  // Walt opens Activity from the navigation.
  await walt.page.goto('/dashboard');
  await walt.page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(walt.page).toHaveURL(/\/events$/);
  await expect(walt.page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const list = walt.page.getByRole('list', { name: 'Activity' });
  await expect(list.getByText('Olga Activity added the task Book the venue')).toBeVisible();

  // Olga finishes a task: Walt sees it at the top without reloading.
  await api(olga.page, `/api/tasks/finish?tid=${taskIds['Book the venue']}`, {});
  await expect(list.getByRole('listitem').first()).toContainText(
    'Olga Activity finished Book the venue',
  );

  // Only comments: nothing of the kind happened yet.
  await walt.page.getByRole('combobox', { name: 'Kinds' }).click();
  await walt.page.getByRole('option', { name: 'Comments' }).click();
  await walt.page.keyboard.press('Escape');
  await expect(walt.page.getByText('Nothing happened here yet')).toBeVisible();

  // Olga's own activity lists what she did.
  await olga.page.goto('/account/events');
  await expect(olga.page.getByRole('heading', { name: 'My activity', level: 1 })).toBeVisible();
  await expect(
    olga.page
      .getByRole('list', { name: 'Activity' })
      .getByText('Olga Activity finished Book the venue'),
  ).toBeVisible();
});
