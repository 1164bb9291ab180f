import { expect, test } from '@playwright/test';
import { addTasklist, closeContexts, sharedProjectWithTasks } from './support.ts';
import { dragWithMouse } from './drag-support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('tasks in detail, on a kanban board and in a filtered table, seen live by a colleague', async ({
  browser,
}) => {
  // The longest journey (about 35 s alone): on a loaded machine it needs more than the default.
  test.slow();
  // Quick add (a name and Enter, twice in a row) fills the list the two people share.
  const {
    owner: alice,
    colleague: bob,
    projectUrl,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Alice Board',
    colleague: 'Bob Board',
    project: 'Board project',
    tasklist: 'To do',
    tasks: ['Write the offer', 'Call the client'],
  });
  await alice.page.goto(projectUrl);
  await addTasklist(alice.page, 'Doing');
  const todo = alice.page.getByTestId('tasklist').filter({ hasText: 'To do' });

  // Bob opens the same project in the kanban layout.
  await bob.page.goto(`${projectUrl}?layout=kanban`);
  const bobsDoing = bob.page.getByTestId('kanban-column').filter({ hasText: 'Doing' });
  await expect(
    bob.page.getByTestId('kanban-card').filter({ hasText: 'Write the offer' }),
  ).toBeVisible();

  // From the keyboard: ↓ goes to the next task, Enter opens it; Alice comes back to the board.
  await todo.getByRole('link', { name: 'Write the offer' }).focus();
  await alice.page.keyboard.press('ArrowDown');
  await expect(todo.getByRole('link', { name: 'Call the client' })).toBeFocused();
  await alice.page.keyboard.press('ArrowUp');
  await expect(todo.getByRole('link', { name: 'Write the offer' })).toBeFocused();

  // Alice opens the task over the board and sets its priority, due date, worker and description.
  await todo.getByRole('link', { name: 'Write the offer' }).click();
  const dialog = alice.page.getByRole('dialog');
  await expect(dialog.getByTestId('task-title')).toHaveText('Write the offer');
  await dialog.getByLabel('Priority').click();
  await alice.page.getByRole('option', { name: 'High' }).click();
  await dialog.getByLabel('Start or due date').fill('2030-05-14');
  await dialog.getByRole('button', { name: 'Add a description' }).click();
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Prices <script>window.hacked=1</script>');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('task-description')).toContainText('Prices');
  expect(await alice.page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await dialog.getByRole('button', { name: 'Rename Write the offer' }).click();
  await dialog.getByRole('textbox', { name: 'Task name' }).fill('Write the price offer');
  await dialog.getByRole('textbox', { name: 'Task name' }).press('Enter');
  await expect(dialog.getByTestId('task-title')).toHaveText('Write the price offer');

  // Bob's kanban card shows all of it without reloading.
  const bobsCard = bob.page.getByTestId('kanban-card').filter({ hasText: 'Write the price offer' });
  await expect(bobsCard).toBeVisible();
  await expect(bobsCard.getByText('High')).toBeVisible();
  await expect(bobsCard.getByTestId('task-due')).toContainText('2030');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Bob drags the task to "Doing"; it shows there at once and stays after a reload; Alice sees it.
  await dragWithMouse(bob.page, bobsCard, bobsDoing);
  await expect(
    bobsDoing.getByTestId('kanban-card').filter({ hasText: 'Write the price offer' }),
  ).toBeVisible();
  const aliceDoing = alice.page.getByTestId('tasklist').filter({ hasText: 'Doing' });
  await expect(aliceDoing.getByRole('link', { name: 'Write the price offer' })).toBeVisible();
  await bob.page.reload();
  await expect(
    bob.page
      .getByTestId('kanban-column')
      .filter({ hasText: 'Doing' })
      .getByTestId('kanban-card')
      .filter({ hasText: 'Write the price offer' }),
  ).toBeVisible();

  // Alice switches to the table, filters by priority, and the address keeps the filter.
  await alice.page.getByText('Table', { exact: true }).click();
  await expect(alice.page).toHaveURL(/layout=table/);
  const rows = alice.page.getByTestId('table-row');
  await expect(rows).toHaveCount(2);
  await alice.page.getByRole('button', { name: 'Filters' }).click();
  await alice.page.getByTestId('filter-panel').getByLabel('Priority').click({ force: true });
  await alice.page.getByRole('option', { name: 'High' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Write the price offer');
  await expect(alice.page).toHaveURL(/priority=h/);
  await alice.page.reload();
  await expect(alice.page.getByTestId('table-row')).toHaveCount(1);

  // The layout is remembered for the project.
  await alice.page.goto(projectUrl);
  await expect(alice.page.getByTestId('task-table')).toBeVisible();
});
