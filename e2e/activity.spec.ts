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

test('a project’s Activity tab shows its events, filtered, and a colleague’s change live', async ({
  browser,
}) => {
  test.slow();
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Tab',
    colleague: 'Walt Tab',
    project: 'Tab project',
    tasklist: 'Backlog',
    tasks: ['Order chairs', 'Print badges'],
  });
  const projectPath = new URL(projectUrl).pathname;

  // Walt opens the project from his projects and goes to its Activity tab by keyboard.
  await walt.page.goto('/projects');
  await walt.page.getByRole('link', { name: 'Tab project' }).click();
  await expect(walt.page).toHaveURL(projectUrl);
  const tab = walt.page
    .getByRole('navigation', { name: 'Project pages' })
    .getByRole('link', { name: 'Activity' });
  await tab.focus();
  await walt.page.keyboard.press('Enter');
  await expect(walt.page).toHaveURL(new RegExp(`${projectPath}/events$`));
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect(walt.page.getByRole('heading', { name: 'Tab project', level: 1 })).toBeVisible();
  const list = walt.page.getByRole('list', { name: 'Activity' });
  await expect(list.getByText('Olga Tab added the task Order chairs')).toBeVisible();
  // The project is given: the filter offers people, kinds and days, not projects.
  const filter = walt.page.getByRole('search', { name: 'Activity filter' });
  await expect(filter.getByRole('combobox', { name: 'People' })).toBeVisible();
  await expect(filter.getByRole('combobox', { name: 'Projects' })).toHaveCount(0);

  // Olga finishes a task: Walt sees it at the top without reloading.
  await api(olga.page, `/api/tasks/finish?tid=${taskIds['Order chairs']}`, {});
  await expect(list.getByRole('listitem').first()).toContainText('Olga Tab finished Order chairs');

  // Only Walt's own doings: he did nothing here yet.
  await filter.getByRole('combobox', { name: 'People' }).click();
  await walt.page.getByRole('option', { name: 'Walt Tab' }).click();
  await walt.page.keyboard.press('Escape');
  await expect(walt.page.getByText('Nothing happened here yet')).toBeVisible();

  // Olga reaches the same page from the overview's latest activity.
  await olga.page.goto(`${projectPath}?view=overview`);
  await olga.page
    .getByRole('region', { name: 'Latest activity' })
    .getByRole('link', { name: 'Show all' })
    .click();
  await expect(olga.page).toHaveURL(new RegExp(`${projectPath}/events$`));
  await expect(
    olga.page.getByRole('list', { name: 'Activity' }).getByText('Olga Tab finished Order chairs'),
  ).toBeVisible();
});
