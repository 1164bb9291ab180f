import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { api, closeContexts, onePagePdf, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('a task shared publicly opens signed out, read-only, and shows nothing once the link is stopped', async ({
  browser,
}) => {
  const { owner: olga, taskIds } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Shares',
    colleague: 'Walt Shares',
    project: 'Client project',
    tasklist: 'Deliverables',
    tasks: ['Approve the mock-ups'],
  });
  const taskId = taskIds['Approve the mock-ups']!;
  await olga.page.goto(`/task/${taskId}`);
  await olga.page.getByRole('button', { name: 'Add a description' }).click();
  const description = olga.page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await description.pressSequentially('Three screens, due Friday.');
  await olga.page.getByRole('button', { name: 'Save' }).click();
  await expect(olga.page.getByTestId('task-description')).toContainText('Three screens');

  await olga.page.getByRole('button', { name: 'Share publicly' }).click();
  const address = olga.page.getByRole('textbox', { name: 'Public link' });
  await expect(address).toHaveValue(/\/public\/shared-link-view\?token=[A-Za-z0-9_-]{43}$/);
  const url = await address.inputValue();

  // Someone without an account opens it.
  const outsider = await browser.newContext({ locale: 'en-US' });
  const page = await outsider.newPage();
  await page.goto(new URL(url).pathname + new URL(url).search);
  await expect(page.getByRole('heading', { name: 'Approve the mock-ups' })).toBeVisible();
  await expect(page.getByTestId('shared-description')).toContainText('Three screens, due Friday.');
  await expect(page.getByText('Client project · Deliverables')).toBeVisible();

  // It is listed among what Olga shares; she stops it there.
  await olga.page.getByRole('link', { name: 'Shared publicly' }).click();
  const item = olga.page.getByTestId('public-item');
  await expect(item).toContainText('Approve the mock-ups');
  await item.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(olga.page.getByText('You share nothing publicly.')).toBeVisible();

  await page.reload();
  await expect(page.getByText(/This link does not work/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Approve the mock-ups' })).toHaveCount(0);
});

test('a note and a picture shared publicly open signed out, and stop showing once revoked', async ({
  browser,
}) => {
  test.slow();
  const { owner: olga, projectUrl } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Notes Out',
    colleague: 'Walt Notes Out',
    project: 'Handbook project',
    tasklist: 'To do',
    tasks: ['Write'],
  });
  const projectId = Number(/project\/(\d+)/.exec(projectUrl)![1]);
  const note = (
    await api(olga.page, `/api/notes/create?pid=${projectId}`, {
      name: 'Welcome guide',
      content: '<p>Doors open at <strong>nine</strong>.</p>',
    })
  ).note as { id: number };

  await olga.page.goto(`/note/${note.id}`);
  await olga.page.getByRole('button', { name: 'Share publicly' }).click();
  const address = olga.page.getByRole('textbox', { name: 'Public link' });
  await expect(address).toHaveValue(/\/public\/shared-link-view\?token=[A-Za-z0-9_-]{43}$/);
  const url = new URL(await address.inputValue());

  const outsider = await browser.newContext({ locale: 'en-US' });
  const page = await outsider.newPage();
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: 'Welcome guide' })).toBeVisible();
  await expect(page.getByTestId('shared-note')).toContainText('Doors open at nine.');

  // A picture of the project, shared from its page, shows its preview and downloads.
  const upload = await olga.page.request.post(`/api/project-files/upload?pid=${projectId}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      file: {
        name: 'Floor plan.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 800, height: 500, channels: 3, background: '#e8590c' },
        })
          .png()
          .toBuffer(),
      },
    },
  });
  const { file } = (await upload.json()) as { file: { uuid: string } };
  await olga.page.goto(`/file/${file.uuid}`);
  await olga.page.getByRole('button', { name: 'Share publicly' }).click();
  const fileUrl = new URL(await address.inputValue());
  await page.goto(fileUrl.pathname + fileUrl.search);
  await expect(page.getByRole('heading', { name: 'Floor plan.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Floor plan.png' })).toHaveJSProperty(
    'naturalWidth',
    800,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Floor plan.png');

  // A shared PDF shows its first page.
  const pdf = await olga.page.request.post(`/api/project-files/upload?pid=${projectId}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      file: { name: 'Rules.pdf', mimeType: 'application/pdf', buffer: onePagePdf('House rules') },
    },
  });
  const pdfFile = ((await pdf.json()) as { file: { uuid: string } }).file;
  await olga.page.goto(`/file/${pdfFile.uuid}`);
  await olga.page.getByRole('button', { name: 'Share publicly' }).click();
  const pdfUrl = new URL(await address.inputValue());
  await page.goto(pdfUrl.pathname + pdfUrl.search);
  await expect(page.getByRole('img', { name: 'The first page of Rules.pdf' })).toBeVisible();

  // The task list is shared from its page: its tasks show, read-only.
  const lists = (await api(olga.page, `/api/tasklists/list?pid=${projectId}`)).tasklists as Array<{
    id: number;
  }>;
  await olga.page.goto(`/tasklist/${lists[0]!.id}`);
  await olga.page.getByRole('button', { name: 'Share publicly' }).click();
  const listUrl = new URL(await address.inputValue());
  await page.goto(listUrl.pathname + listUrl.search);
  await expect(page.getByRole('heading', { name: 'To do' })).toBeVisible();
  await expect(page.getByTestId('shared-tasks')).toContainText('Write');

  // Olga stops them from the list of what she shares.
  await olga.page.getByRole('link', { name: 'Shared publicly' }).click();
  const items = olga.page.getByTestId('public-item');
  await expect(items).toHaveCount(4);
  await items
    .filter({ hasText: 'Rules.pdf' })
    .getByRole('button', { name: 'Stop sharing' })
    .click();
  await items.filter({ hasText: 'To do' }).getByRole('button', { name: 'Stop sharing' }).click();
  await items
    .filter({ hasText: 'Welcome guide' })
    .getByRole('button', { name: 'Stop sharing' })
    .click();
  await items
    .filter({ hasText: 'Floor plan.png' })
    .getByRole('button', { name: 'Stop sharing' })
    .click();
  await expect(olga.page.getByText('You share nothing publicly.')).toBeVisible();
  await page.goto(url.pathname + url.search);
  await expect(page.getByText(/This link does not work/)).toBeVisible();
});
