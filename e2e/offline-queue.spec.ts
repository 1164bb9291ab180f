import { expect, test } from '@playwright/test';
import { addTasklist, createProject, signUpInNewContext } from './support.ts';

test('task changes made offline wait, marked, and are saved once the connection returns', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Quinn Queue');
  await createProject(page, 'Offline queue');
  await addTasklist(page, 'To do');
  for (const name of ['Write the plan', 'Book the room']) {
    await page.getByRole('textbox', { name: 'New task', exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add task', exact: true }).click();
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const rows = page.getByTestId('task-row');
  const renamedId = await rows.filter({ hasText: 'Write the plan' }).getAttribute('data-task-id');
  const finishedId = await rows.filter({ hasText: 'Book the room' }).getAttribute('data-task-id');

  // The task's dialog is open when the connection goes.
  await page.getByRole('link', { name: 'Write the plan', exact: true }).click();
  const dialog = page.getByTestId('task-detail');
  await expect(dialog).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByTestId('connection-notice')).toContainText('You are offline.');

  await dialog.getByRole('button', { name: 'Rename Write the plan' }).click();
  await dialog
    .getByRole('textbox', { name: 'Task name', exact: true })
    .fill('Write the final plan');
  await dialog.getByRole('textbox', { name: 'Task name', exact: true }).press('Enter');
  await expect(dialog.getByTestId('task-title')).toHaveText('Write the final plan');
  await expect(dialog.getByTestId('task-waiting-mark')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('checkbox', { name: 'Finish Book the room', exact: true }).click();
  await page.getByRole('textbox', { name: 'New task', exact: true }).fill('Call the printer');
  await page.getByRole('button', { name: 'Add task', exact: true }).click();

  await expect(
    rows.filter({ hasText: 'Write the final plan' }).getByTestId('task-waiting-mark'),
  ).toBeVisible();
  await expect(
    rows.filter({ hasText: 'Book the room' }).getByTestId('task-waiting-mark'),
  ).toBeVisible();
  await expect(page.getByTestId('waiting-task')).toHaveText(/Call the printer/);
  await expect(page.getByTestId('connection-notice')).toContainText(
    '3 changes will be sent when you are back online.',
  );

  await page.context().setOffline(false);
  await expect(page.getByTestId('task-waiting-mark')).toHaveCount(0);
  await expect(page.getByTestId('waiting-task')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Call the printer', exact: true })).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { __tandemIdle: () => Promise<void> }).__tandemIdle(),
  );

  // Saved on the server, once each.
  const detail = async (id: string | null) =>
    (
      (await (await page.request.get(`/api/task/detail?tid=${id}`)).json()) as {
        task: { name: string; state: { state: string } };
      }
    ).task;
  expect((await detail(renamedId)).name).toBe('Write the final plan');
  expect((await detail(finishedId)).state.state).toBe('finished');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Call the printer', exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Write the final plan', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tandem-offline-changes'))).toBeNull();
});

test('a task added offline from the New task dialog waits in its list and is added once back online', async ({
  browser,
}) => {
  const { page } = await signUpInNewContext(browser, 'Quentin Queue');
  await createProject(page, 'Offline dialog');
  await addTasklist(page, 'Errands');
  // The dialog's code loads on first use: once here while online (a first visit's service worker
  // may not have kept it yet).
  await page.getByRole('button', { name: 'New task', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Add a task' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Add a task' })).toBeHidden();
  await page.context().setOffline(true);
  await expect(page.getByTestId('connection-notice')).toContainText('You are offline.');

  await page.getByRole('button', { name: 'New task', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a task' });
  await dialog.getByRole('textbox', { name: 'Task name' }).fill('Order paper');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You are offline: “Order paper” will be added')).toBeVisible();
  await expect(page.getByTestId('waiting-task')).toHaveText(/Order paper/);

  await page.context().setOffline(false);
  await expect(page.getByTestId('waiting-task')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Order paper', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Order paper', exact: true })).toHaveCount(1);
});
