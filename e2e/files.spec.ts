import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  chooseFromUserMenu,
  closeContexts,
  onePagePdf,
  sharedProjectWithTasks,
} from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/** A PNG picture of one colour. */
const pngPicture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

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
  const picture = await pngPicture(640, 480, '#2f9e44');
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
  await olga.page.getByRole('radiogroup', { name: 'View' }).getByText('List').click();
  await expect(olga.page.getByRole('link', { name: 'budget.csv' })).toBeVisible();

  // A link kept beside the files, with a comment on it.
  await olga.page.getByRole('textbox', { name: 'Name of the link' }).fill('Brand guide');
  await olga.page.getByRole('textbox', { name: 'Address' }).fill('javascript:alert(1)');
  await olga.page.getByRole('button', { name: 'Add link' }).click();
  await expect(
    olga.page.getByText('Enter an address that starts with https:// or http://.'),
  ).toBeVisible();
  await olga.page.getByRole('textbox', { name: 'Address' }).fill('https://example.com/brand');
  await olga.page.getByRole('button', { name: 'Add link' }).click();
  const link = olga.page.getByTestId('project-link');
  await expect(link.getByRole('link', { name: 'Brand guide', exact: true })).toHaveAttribute(
    'href',
    'https://example.com/brand',
  );
  await link.getByRole('button', { name: /Comments/ }).click();
  await link.getByRole('textbox', { name: 'Write a comment' }).click();
  const editor = link.getByRole('textbox', { name: 'New comment' });
  await editor.click();
  await editor.pressSequentially('Use the new colours.');
  await editor.press('Control+Enter');
  await expect(link.getByTestId('comment-content')).toContainText('Use the new colours.');
  await expect(link.getByRole('button', { name: /Comments/ })).toContainText('1');
  // The link has a page of its own, with the same thread.
  await link.getByRole('link', { name: 'Page of Brand guide' }).click();
  await expect(olga.page.getByRole('heading', { name: 'Brand guide', level: 1 })).toBeVisible();
  await expect(olga.page.getByTestId('comment-content')).toContainText('Use the new colours.');
  await expect(olga.page.getByRole('link', { name: 'Open the address' })).toHaveAttribute(
    'href',
    'https://example.com/brand',
  );
  await olga.page.goBack();

  // Her own files are a click away in the user menu; a file has a page of its own.
  await chooseFromUserMenu(olga.page, 'My files');
  await expect(olga.page.getByRole('heading', { name: 'My files' })).toBeVisible();
  await expect(olga.page.getByTestId('file-card')).toHaveCount(2);
  await olga.page.getByTestId('file-name').filter({ hasText: 'contract.txt' }).click();
  await expect(olga.page.getByRole('heading', { name: 'contract.txt' })).toBeVisible();
  await expect(olga.page.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /\/api\/file\/download\?uuid=/,
  );
});

test('a picture dropped into a comment goes with it: its preview shows for a colleague, who downloads it', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Attaches',
    colleague: 'Walt Attaches',
    project: 'Attachment project',
    tasklist: 'To do',
    tasks: ['Fix the fence'],
  });
  const taskId = taskIds['Fix the fence']!;
  const picture = await pngPicture(500, 400, '#e8590c');
  await olga.page.goto(`/task/${taskId}`);
  await walt.page.goto(`/task/${taskId}`);

  // Olga drops a picture into the comment editor; it waits beside the text until she sends.
  await olga.page.getByRole('textbox', { name: 'Write a comment' }).click();
  const editor = olga.page.getByRole('textbox', { name: 'New comment' });
  await editor.click();
  await editor.pressSequentially('The broken part:');
  const dataTransfer = await olga.page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'fence.png', { type: 'image/png' }));
      return transfer;
    },
    [...picture],
  );
  // Dropped where the text is: the editor places a drop by its point on the page.
  const box = (await editor.boundingBox())!;
  await editor.dispatchEvent('drop', {
    dataTransfer,
    clientX: box.x + box.width / 2,
    clientY: box.y + box.height / 2,
  });
  await expect(olga.page.getByTestId('comment-attachments')).toContainText('fence.png');
  await editor.press('Control+Enter');

  // Walt sees the comment with the picture's thumbnail, opens it and downloads it.
  const waltsComment = walt.page.getByTestId('comment-thread').getByTestId('comment');
  await expect(waltsComment).toContainText('The broken part:');
  const thumb = waltsComment.getByRole('button', { name: 'Show fence.png' });
  await expect(thumb.locator('img')).toHaveJSProperty('naturalWidth', 320);
  await thumb.click();
  const dialog = walt.page.getByRole('dialog', { name: 'fence.png' });
  await expect(dialog.locator('img')).toHaveJSProperty('naturalWidth', 500);
  const [download] = await Promise.all([
    walt.page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('fence.png');
  expect((await readFile(await download.path())).equals(picture)).toBe(true);
  // The task's files include it.
  await expect(walt.page.getByRole('heading', { name: 'Files (1)' })).toBeVisible();
});

test('a photo chosen in the profile is the avatar in the top bar and beside comments for a colleague', async ({
  browser,
}) => {
  test.slow();
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Photo',
    colleague: 'Walt Photo',
    project: 'Photo project',
    tasklist: 'To do',
    tasks: ['Say hello'],
  });
  await walt.page.goto('/profile');
  const card = walt.page.getByRole('region', { name: 'Photo' });
  await card.locator('input[type="file"]').setInputFiles({
    name: 'Walt.png',
    mimeType: 'image/png',
    buffer: await pngPicture(600, 400, '#1c7ed6'),
  });
  await expect(walt.page.getByText('Your photo is saved.')).toBeVisible();
  await expect(walt.page.getByTestId('account-menu').locator('img')).toHaveJSProperty(
    'naturalWidth',
    256,
  );

  const taskId = taskIds['Say hello']!;
  await walt.page.goto(`/task/${taskId}`);
  await walt.page.getByRole('textbox', { name: 'Write a comment' }).click();
  const editor = walt.page.getByRole('textbox', { name: 'New comment' });
  await editor.click();
  await editor.pressSequentially('Hello from Walt');
  await editor.press('Control+Enter');
  await olga.page.goto(`/task/${taskId}`);
  const comment = olga.page.getByTestId('comment').filter({ hasText: 'Hello from Walt' });
  await expect(comment.getByRole('img', { name: 'Walt Photo' }).locator('img')).toHaveJSProperty(
    'naturalWidth',
    256,
  );

  // Removed, the initials come back.
  await walt.page.goto('/profile');
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(walt.page.getByText('Your photo is removed.')).toBeVisible();
  await expect(walt.page.getByTestId('account-menu').locator('img')).toHaveCount(0);
});

test('a PDF shows its first page on the file’s page', async ({ browser }) => {
  const { owner: olga, projectUrl } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Pdf',
    colleague: 'Walt Pdf',
    project: 'Pdf project',
    tasklist: 'To do',
    tasks: ['Read'],
  });
  const projectId = Number(/project\/(\d+)/.exec(projectUrl)![1]);
  const upload = await olga.page.request.post(`/api/project-files/upload?pid=${projectId}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      file: { name: 'Offer.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Offer 2027') },
    },
  });
  expect(upload.status()).toBe(201);
  const { file } = (await upload.json()) as { file: { uuid: string } };
  await olga.page.goto(`/file/${file.uuid}`);
  const page = olga.page.getByRole('img', { name: 'The first page of Offer.pdf' });
  await expect(page).toBeVisible();
  // The page is drawn: the blue box is there, well inside the canvas.
  const blue = await page.evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')!;
    const x = Math.round(canvas.width * (100 / 595));
    const y = Math.round(canvas.height * (1 - 660 / 842));
    return [...context.getImageData(x, y, 1, 1).data];
  });
  expect(blue[2]).toBeGreaterThan(200);
  expect(blue[0]).toBeLessThan(100);

  // The file has its own comments.
  await expect(olga.page.getByRole('heading', { name: '0 comments' })).toBeVisible();
  await olga.page.getByRole('textbox', { name: 'Write a comment' }).click();
  const editor = olga.page.getByRole('textbox', { name: 'New comment' });
  await editor.click();
  await editor.pressSequentially('Page two needs the prices');
  await editor.press('Control+Enter');
  await expect(olga.page.getByTestId('comment')).toContainText('Page two needs the prices');
  await expect(olga.page.getByRole('heading', { name: '1 comment' })).toBeVisible();
});
