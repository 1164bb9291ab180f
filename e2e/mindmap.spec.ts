import { expect, test } from '@playwright/test';
import { dragWithMouse } from './drag-support.ts';
import { api, closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('the mind map adds a task from the keyboard, the rows show it, and a colleague sees it live', async ({
  browser,
}) => {
  const { owner, colleague, projectUrl, taskIds } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Map',
    colleague: 'Walt Map',
    project: 'Garden',
    tasklist: 'Beds',
    tasks: ['Dig'],
  });
  const project = new URL(projectUrl).pathname;

  // The colleague keeps the mind map open.
  await colleague.page.goto(`${project}/mindmap`);
  await expect(colleague.page.getByRole('treeitem', { name: 'Task: Dig' })).toBeVisible();

  // The owner opens it from the project's tabs.
  const page = owner.page;
  await page.goto(project);
  await page.getByRole('link', { name: 'Mind map', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mind map', level: 1 })).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Mind map of the project' });
  await expect(tree.getByRole('treeitem', { name: 'Project: Garden' })).toBeVisible();

  // Select the task list, Tab adds a task to it, Enter saves the name.
  const beds = tree.getByRole('treeitem', { name: 'Task list: Beds' });
  await beds.click();
  await expect(beds).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  const name = page.getByRole('textbox', { name: 'Name of the new task' });
  await expect(name).toBeFocused();
  await name.fill('Water the beds');
  await page.keyboard.press('Enter');
  const water = tree.getByRole('treeitem', { name: 'Task: Water the beds' });
  await expect(water).toBeVisible();
  await expect(water).toHaveAttribute('aria-selected', 'true');

  // Enter on it adds a sibling.
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Name of the new task' }).fill('Weed');
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('treeitem', { name: 'Task: Weed' })).toBeVisible();

  // The colleague's mind map shows both without a reload.
  await expect(
    colleague.page.getByRole('treeitem', { name: 'Task: Water the beds' }),
  ).toBeVisible();
  await expect(colleague.page.getByRole('treeitem', { name: 'Task: Weed' })).toBeVisible();

  // Tab on the project adds a task list; a task dragged onto it moves there.
  await tree.getByRole('treeitem', { name: 'Project: Garden' }).click();
  await page.keyboard.press('Tab');
  await page.getByRole('textbox', { name: 'Name of the new task list' }).fill('Shed');
  await page.keyboard.press('Enter');
  const shed = tree.getByRole('treeitem', { name: 'Task list: Shed' });
  await expect(shed).toBeVisible();
  await dragWithMouse(page, tree.getByRole('treeitem', { name: 'Task: Dig' }), shed);
  const listOf = async () =>
    (
      (await api(page, `/api/task/detail?tid=${taskIds['Dig']}`)) as {
        task: { tasklist: { name: string } };
      }
    ).task.tasklist.name;
  await expect.poll(listOf).toBe('Shed');

  // Space finishes the selected task: finished tasks are hidden unless asked for.
  await tree.getByRole('treeitem', { name: 'Task: Weed' }).click();
  await page.keyboard.press(' ');
  await expect(tree.getByRole('treeitem', { name: 'Task: Weed' })).toBeHidden();
  await page.getByRole('switch', { name: 'Show finished tasks' }).click();
  await expect(tree.getByRole('treeitem', { name: 'Task: Weed' })).toBeVisible();

  // The rows layout of the task lists page has the new tasks.
  await page.goto(`${project}/tasklists?layout=rows`);
  await expect(page.getByTestId('task-row').filter({ hasText: 'Water the beds' })).toBeVisible();
});

test('the mind map reorders with Alt and the arrows and moves a task to the trash, live for a colleague', async ({
  browser,
}) => {
  const { owner, colleague, projectUrl, taskIds } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Order',
    colleague: 'Walt Order',
    project: 'Kitchen',
    tasklist: 'Shopping',
    tasks: ['Bread', 'Milk', 'Eggs'],
  });
  const project = new URL(projectUrl).pathname;
  await colleague.page.goto(`${project}/mindmap`);
  await expect(colleague.page.getByRole('treeitem', { name: 'Task: Eggs' })).toBeVisible();

  const page = owner.page;
  await page.goto(`${project}/mindmap`);
  const tree = page.getByRole('tree', { name: 'Mind map of the project' });
  const tasksInOrder = (where: typeof tree) =>
    where
      .getByRole('treeitem')
      .evaluateAll((items) =>
        items
          .map((item) => item.getAttribute('aria-label') ?? '')
          .filter((label) => label.startsWith('Task: ')),
      );
  await expect.poll(() => tasksInOrder(tree)).toEqual(['Task: Bread', 'Task: Milk', 'Task: Eggs']);

  // Alt+Up moves Eggs before Milk, for the colleague too.
  await tree.getByRole('treeitem', { name: 'Task: Eggs' }).click();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => tasksInOrder(tree)).toEqual(['Task: Bread', 'Task: Eggs', 'Task: Milk']);
  const colleagueTree = colleague.page.getByRole('tree', { name: 'Mind map of the project' });
  await expect
    .poll(() => tasksInOrder(colleagueTree))
    .toEqual(['Task: Bread', 'Task: Eggs', 'Task: Milk']);

  // Delete asks first; confirmed, the task goes to the trash and the selection to its neighbour.
  await tree.getByRole('treeitem', { name: 'Task: Bread' }).click();
  await page.keyboard.press('Delete');
  const dialog = page.getByRole('dialog', { name: 'Move the task to the trash?' });
  await expect(dialog).toContainText('“Bread” goes to the trash');
  await dialog.getByRole('button', { name: 'Move to trash' }).click();
  await expect(tree.getByRole('treeitem', { name: 'Task: Bread' })).toBeHidden();
  await expect(tree.getByRole('treeitem', { name: 'Task: Eggs' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(colleague.page.getByRole('treeitem', { name: 'Task: Bread' })).toBeHidden();

  // Milk dropped on the project becomes a task list of its own, after a question.
  await dragWithMouse(
    page,
    tree.getByRole('treeitem', { name: 'Task: Milk' }),
    tree.getByRole('treeitem', { name: 'Project: Kitchen' }),
  );
  const convert = page.getByRole('dialog', { name: 'Make the task a task list?' });
  await convert.getByRole('button', { name: 'Make it a task list' }).click();
  await expect(tree.getByRole('treeitem', { name: 'Task list: Milk' })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: 'Task: Milk' })).toBeHidden();
  await expect(colleague.page.getByRole('treeitem', { name: 'Task list: Milk' })).toBeVisible();

  // It is in the trash, not gone.
  const deleted = async () =>
    (
      (await api(page, `/api/task/detail?tid=${taskIds['Bread']}`)) as {
        task: { date_deleted: string | null };
      }
    ).task.date_deleted;
  await expect.poll(deleted).not.toBeNull();
});

test('the mind map reorders by dragging and moves a subtask onto another task, live for a colleague', async ({
  browser,
}) => {
  const { owner, colleague, projectUrl, taskIds } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Drag',
    colleague: 'Walt Drag',
    project: 'Pantry',
    tasklist: 'Shopping',
    tasks: ['Bread', 'Milk', 'Eggs'],
  });
  await api(owner.page, `/api/taskchecks/create-bulk?tid=${taskIds['Bread']}`, {
    names: 'Rye\nWheat',
  });
  const project = new URL(projectUrl).pathname;
  await colleague.page.goto(`${project}/mindmap`);
  const page = owner.page;
  await page.goto(`${project}/mindmap`);
  const tree = page.getByRole('tree', { name: 'Mind map of the project' });
  const colleagueTree = colleague.page.getByRole('tree', { name: 'Mind map of the project' });
  const labelsOf = (where: typeof tree, prefix: string) =>
    where
      .getByRole('treeitem')
      .evaluateAll(
        (items, start) =>
          items
            .map((item) => item.getAttribute('aria-label') ?? '')
            .filter((label) => label.startsWith(start)),
        prefix,
      );
  await expect
    .poll(() => labelsOf(tree, 'Task: '))
    .toEqual(['Task: Bread', 'Task: Milk', 'Task: Eggs']);
  await expect(tree.getByRole('treeitem', { name: 'Subtask: Rye' })).toBeVisible();

  // Eggs dropped on the upper edge of Bread goes before it, for the colleague too.
  const bread = tree.getByRole('treeitem', { name: 'Task: Bread' });
  const box = (await bread.boundingBox())!;
  await dragWithMouse(page, tree.getByRole('treeitem', { name: 'Task: Eggs' }), bread, {
    targetPosition: { x: box.width / 2, y: 3 },
  });
  await expect
    .poll(() => labelsOf(tree, 'Task: '))
    .toEqual(['Task: Eggs', 'Task: Bread', 'Task: Milk']);
  await expect
    .poll(() => labelsOf(colleagueTree, 'Task: '))
    .toEqual(['Task: Eggs', 'Task: Bread', 'Task: Milk']);

  // Rye dropped on Milk becomes Milk's subtask.
  await dragWithMouse(
    page,
    tree.getByRole('treeitem', { name: 'Subtask: Rye' }),
    tree.getByRole('treeitem', { name: 'Task: Milk' }),
  );
  const subtasksOf = async (name: string) =>
    (
      (await api(page, `/api/taskchecks/list?tid=${taskIds[name]}`)) as {
        taskchecks: Array<{ name: string }>;
      }
    ).taskchecks.map((check) => check.name);
  await expect.poll(() => subtasksOf('Milk')).toEqual(['Rye']);
  expect(await subtasksOf('Bread')).toEqual(['Wheat']);
  await expect
    .poll(() => labelsOf(colleagueTree, 'Subtask: '))
    .toEqual(['Subtask: Wheat', 'Subtask: Rye']);
});
