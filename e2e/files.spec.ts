import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('a file added to a task shows with its preview for a colleague live, downloads, and leaves for the trash with an undo', async ({
  browser,
}) => {
  test.slow();
  const {
    owner: olga,
    colleague: walt,
    taskIds,
    projectUrl,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Files',
    colleague: 'Walt Files',
    project: 'File project',
    tasklist: 'To do',
    tasks: ['Choose the photos'],
  });
  const taskId = taskIds['Choose the photos']!;
  const picture = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#2f9e44' },
  })
    .png()
    .toBuffer();
  await olga.page.goto(`/task/${taskId}`);
  await walt.page.goto(`/task/${taskId}`);
  await expect(walt.page.getByRole('heading', { name: 'Files (0)' })).toBeVisible();

  // Olga adds a picture through the drop area; it shows with its thumbnail.
  await olga.page
    .getByTestId('file-drop')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Meadow.png', mimeType: 'image/png', buffer: picture });
  const olgasCard = olga.page.getByTestId('file-card');
  await expect(olgasCard).toHaveCount(1);
  await expect(olgasCard.getByTestId('file-name')).toHaveText('Meadow.png');
  await expect(olgasCard.locator('img')).toHaveJSProperty('naturalWidth', 320);

  // Walt sees it without a reload, opens the preview and downloads the file.
  const waltsCard = walt.page.getByTestId('file-card');
  await expect(waltsCard).toHaveCount(1);
  await expect(walt.page.getByRole('heading', { name: 'Files (1)' })).toBeVisible();
  await waltsCard.getByRole('button', { name: 'Show Meadow.png' }).click();
  const dialog = walt.page.getByRole('dialog', { name: 'Meadow.png' });
  await expect(dialog.locator('img')).toHaveJSProperty('naturalWidth', 640);
  const [download] = await Promise.all([
    walt.page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Meadow.png');
  expect((await readFile(await download.path())).equals(picture)).toBe(true);
  await walt.page.keyboard.press('Escape');

  // The board marks the task with its file.
  await olga.page.goto(projectUrl);
  const row = olga.page.getByTestId('task-row').filter({ hasText: 'Choose the photos' });
  await expect(row.getByTestId('task-files-badge')).toHaveText('📎 1');

  // Walt cannot trash Olga's file; Olga can, and takes it back with Undo.
  await waltsCard.getByRole('button', { name: 'Actions for Meadow.png' }).click();
  await expect(walt.page.getByRole('menuitem', { name: 'Move to trash' })).toHaveCount(0);
  await walt.page.keyboard.press('Escape');
  await olga.page.goto(`/task/${taskId}`);
  await olgasCard.getByRole('button', { name: 'Actions for Meadow.png' }).click();
  await olga.page.getByRole('menuitem', { name: 'Move to trash' }).click();
  await expect(olgasCard).toHaveCount(0);
  await expect(waltsCard).toHaveCount(0);
  await olga.page.getByRole('button', { name: 'Undo' }).click();
  await expect(olgasCard).toHaveCount(1);
  await expect(waltsCard).toHaveCount(1);
});

test('the project’s docs and files: added to the project, searched, and shown as a list', async ({
  browser,
}) => {
  const { owner: olga, projectUrl } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Docs',
    colleague: 'Walt Docs',
    project: 'Docs project',
    tasklist: 'To do',
    tasks: ['Anything'],
  });
  await olga.page.goto(`${projectUrl}/docs-and-files`);
  await expect(olga.page.getByRole('heading', { name: 'Documents and files' })).toBeVisible();
  await olga.page
    .getByTestId('file-drop')
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'contract.txt', mimeType: 'text/plain', buffer: Buffer.from('The contract.') },
      { name: 'budget.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
    ]);
  await expect(olga.page.getByTestId('file-card')).toHaveCount(2);
  await olga.page.getByRole('textbox', { name: 'Search by name' }).fill('budg');
  await expect(olga.page.getByTestId('file-card')).toHaveCount(1);
  await olga.page.getByText('List', { exact: true }).click();
  await expect(olga.page.getByRole('link', { name: 'budget.csv' })).toBeVisible();
});
