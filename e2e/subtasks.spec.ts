import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { closeContexts, sharedProjectWithTasks } from './support.ts';
import { dragWithMouse } from './drag-support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

const subtaskNames = (page: Page) => page.getByTestId('subtask-name');

/** Pastes text into a field the way a browser does: a paste event carrying the clipboard. */
async function paste(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.focus();
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('subtasks added one by one and pasted, one finished, show live on a colleague’s task page', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Checks',
    colleague: 'Walt Checks',
    project: 'Checklist project',
    tasklist: 'To do',
    tasks: ['Print the flyers'],
  });
  const taskId = taskIds['Print the flyers']!;

  await olga.page.goto(`/task/${taskId}`);
  await walt.page.goto(`/task/${taskId}`);
  await expect(walt.page.getByTestId('task-title')).toHaveText('Print the flyers');
  await expect(walt.page.getByText('No subtasks yet.')).toBeVisible();

  // One subtask typed, then a pasted list of three lines, one of them too long.
  const add = olga.page.getByRole('textbox', { name: 'Add a subtask' });
  await add.fill('Buy paper');
  await add.press('Enter');
  await expect(subtaskNames(olga.page)).toHaveText(['Buy paper']);
  await expect(add).toHaveValue('');
  await paste(olga.page, 'Add a subtask', `- Print\n\n- Fold\n${'x'.repeat(300)}`);
  const offer = olga.page.getByRole('dialog', { name: 'Add pasted lines' });
  await expect(offer).toContainText('You pasted 3 lines.');
  await offer.getByRole('button', { name: 'Add 3 subtasks' }).click();
  await expect(subtaskNames(olga.page)).toHaveText(['Buy paper', 'Print', 'Fold']);
  await expect(
    olga.page.getByRole('alert').filter({ hasText: '1 line could not be added' }),
  ).toBeVisible();

  // Olga finishes one; Walt's open page shows all of it without a reload.
  await olga.page.getByRole('checkbox', { name: 'Finish Print', exact: true }).click();
  await expect(
    olga.page.getByRole('checkbox', { name: 'Reopen Print', exact: true }),
  ).toBeChecked();
  await expect(subtaskNames(walt.page)).toHaveText(['Buy paper', 'Print', 'Fold']);
  await expect(
    walt.page.getByRole('checkbox', { name: 'Reopen Print', exact: true }),
  ).toBeChecked();
  await expect(walt.page.getByRole('img', { name: '1 of 3 subtasks finished' })).toBeVisible();

  // Walt moves the last one to the top from its menu; Olga sees the new order.
  await walt.page.getByRole('button', { name: 'Actions for Fold' }).click();
  await walt.page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(subtaskNames(walt.page)).toHaveText(['Buy paper', 'Fold', 'Print']);
  await expect(subtaskNames(olga.page)).toHaveText(['Buy paper', 'Fold', 'Print']);

  // Olga drags the last one by its handle onto the top half of the first: it goes first.
  const rows = olga.page.getByTestId('subtask-row');
  await dragWithMouse(olga.page, rows.nth(2).getByTestId('subtask-drag-handle'), rows.nth(0), {
    targetPosition: { x: 40, y: 2 },
  });
  await expect(subtaskNames(olga.page)).toHaveText(['Print', 'Buy paper', 'Fold']);
  await expect(subtaskNames(walt.page)).toHaveText(['Print', 'Buy paper', 'Fold']);
  await olga.page.reload();
  await expect(subtaskNames(olga.page)).toHaveText(['Print', 'Buy paper', 'Fold']);
});
