import { expect, test } from '@playwright/test';
import { createProject, uniqueEmail, PASSWORD } from './support.ts';
import { dragWithFinger } from './drag-support.ts';

test('on a phone: sign up, open the menu, add a project, a task list and a task, finish it', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Mobile Maria');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('maria'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();
  await page.getByRole('button', { name: 'Open or close the navigation' }).click();
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  await createProject(page, 'Garden');
  await page.getByRole('textbox', { name: 'New task list' }).fill('Spring');
  await page.getByRole('button', { name: 'Add task list' }).click();
  await page.getByRole('textbox', { name: 'New task', exact: true }).fill('Plant tomatoes');
  await page.getByRole('button', { name: 'Add task', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Finish Plant tomatoes' }).click();
  await expect(page.getByRole('checkbox', { name: 'Reopen Plant tomatoes' })).toBeChecked();
  await expect(page.getByTestId('task-row').filter({ hasText: 'Plant tomatoes' })).toHaveAttribute(
    'data-state',
    'finished',
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});

test('on a phone: a long press picks a task up and a finger drags it to another list', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Touch Tomas');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('tomas'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await createProject(page, 'Orchard');
  for (const list of ['Spring', 'Summer']) {
    await page.getByRole('textbox', { name: 'New task list' }).fill(list);
    await page.getByRole('button', { name: 'Add task list' }).click();
    await expect(page.getByRole('heading', { level: 3, name: list })).toBeVisible();
  }
  const spring = page.getByTestId('tasklist').filter({ hasText: 'Spring' });
  const summer = page.getByTestId('tasklist').filter({ hasText: 'Summer' });
  await spring.getByRole('textbox', { name: 'New task', exact: true }).fill('Prune the trees');
  await spring.getByRole('button', { name: 'Add task', exact: true }).click();
  const row = spring.getByTestId('task-row').filter({ hasText: 'Prune the trees' });
  await expect(row).toBeVisible();

  // The finger rests on the row beside the name (the name itself would open the task).
  const box = (await row.boundingBox())!;
  await dragWithFinger(page, { x: box.x + box.width - 12, y: box.y + box.height / 2 }, summer);
  await expect(summer.getByTestId('task-row').filter({ hasText: 'Prune the trees' })).toBeVisible();
  await expect(spring.getByTestId('task-row')).toHaveCount(0);
  await page.reload();
  await expect(
    page
      .getByTestId('tasklist')
      .filter({ hasText: 'Summer' })
      .getByTestId('task-row')
      .filter({ hasText: 'Prune the trees' }),
  ).toBeVisible();
});

test('on a phone: the activity filter folds behind a button, and says how many choices it holds', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Mobile Filip');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('filip'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await createProject(page, 'Filtered');

  for (const [path, heading] of [
    ['/events', 'Activity'],
    ['/notifications', 'Notifications'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Filter', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: 'Kinds' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('combobox', { name: 'Kinds' })).toBeVisible();
    // The panel is still unfolding: the choice is tried again until it takes.
    await expect(async () => {
      await page.getByText('Oldest first').click();
      await expect(page.getByRole('button', { name: 'Filter (1)' })).toHaveAttribute(
        'aria-expanded',
        'true',
        { timeout: 1_000 },
      );
    }).toPass();
  }
});
