import { expect, test } from '@playwright/test';
import { api, closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('two people write one note at the same time, both edits survive, and an older version comes back', async ({
  browser,
}) => {
  test.slow();
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Notes',
    colleague: 'Walt Notes',
    project: 'Note project',
    tasklist: 'To do',
    tasks: ['Plan'],
  });

  // Olga names a new note on the project's notes page and starts writing.
  await olga.page.goto(`${projectUrl}/notes`);
  await olga.page.getByRole('textbox', { name: 'Name of a new note' }).fill('Launch plan');
  await olga.page.getByRole('button', { name: 'New note' }).click();
  await expect(olga.page).toHaveURL(/\/note\/\d+\?edit=1$/);
  const noteUrl = olga.page.url().replace(/\?edit=1$/, '');
  const olgasEditor = olga.page.getByRole('textbox', { name: 'Content of the note' });
  await olgasEditor.click();
  await olga.page.keyboard.type('First line by Olga.');
  await expect(olga.page.getByText('Saved', { exact: true })).toBeVisible();

  // Walt opens it and sees Olga's text and Olga among those here.
  await walt.page.goto(noteUrl);
  const waltsEditor = walt.page.getByRole('textbox', { name: 'Content of the note' });
  await expect(waltsEditor).toContainText('First line by Olga.');
  await expect(walt.page.getByRole('img', { name: 'Olga Notes' })).toBeVisible();

  // Walt adds a line of his own: the note's next version is his.
  await waltsEditor.click();
  await walt.page.keyboard.press('Control+End');
  await walt.page.keyboard.press('Enter');
  await walt.page.keyboard.type('Walt adds a date.');
  await expect(walt.page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(olgasEditor).toContainText('Walt adds a date.');

  // Then both type at once, each on a line of their own: neither loses a keystroke.
  await olga.page.keyboard.press('Control+Home');
  await walt.page.keyboard.press('Control+End');
  await Promise.all([
    walt.page.keyboard
      .press('Enter')
      .then(() => walt.page.keyboard.type('Walt names a venue.', { delay: 15 })),
    olga.page.keyboard
      .press('Enter')
      .then(() => olga.page.keyboard.type('Olga adds a goal.', { delay: 15 })),
  ]);
  for (const editor of [olgasEditor, waltsEditor]) {
    await expect(editor).toContainText('First line by Olga.');
    await expect(editor).toContainText('Walt adds a date.');
    await expect(editor).toContainText('Walt names a venue.');
    await expect(editor).toContainText('Olga adds a goal.');
  }
  // Walt sees Olga's caret with her name.
  await expect(
    walt.page.locator('.ProseMirror-yjs-cursor', { hasText: 'Olga Notes' }),
  ).toBeVisible();
  await expect(olga.page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(walt.page.getByText('Saved', { exact: true })).toBeVisible();

  // After a reload the content is still all there.
  await walt.page.reload();
  await expect(waltsEditor).toContainText('Walt names a venue.');
  await expect(waltsEditor).toContainText('Olga adds a goal.');

  // Olga renames the note; Walt sees the new name live.
  const title = olga.page.getByRole('textbox', { name: 'Name of the note' });
  await title.fill('Launch plan v2');
  await title.press('Enter');
  await expect(walt.page.getByRole('textbox', { name: 'Name of the note' })).toHaveValue(
    'Launch plan v2',
  );

  // Walt restores Olga's first version: both editors show it again.
  await walt.page.getByRole('button', { name: 'Versions' }).click();
  const drawer = walt.page.getByRole('dialog', { name: 'Versions' });
  const versions = drawer.getByRole('navigation', { name: 'Versions' }).getByRole('button');
  await expect(versions).not.toHaveCount(1);
  await versions.last().click();
  await expect(drawer.getByTestId('note-version')).toContainText('First line by Olga.');
  await expect(drawer.getByTestId('note-version')).not.toContainText('Walt adds a date.');
  await drawer.getByRole('button', { name: 'Restore this version' }).click();
  await expect(walt.page.getByText("The older version is the note's content again.")).toBeVisible();
  for (const editor of [waltsEditor, olgasEditor]) {
    await expect(editor).toContainText('First line by Olga.');
    await expect(editor).not.toContainText('Walt adds a date.');
  }

  // The note is listed in the project's documents and files with its name.
  await walt.page.goto(`${projectUrl}/docs-and-files`);
  await expect(walt.page.getByRole('link', { name: /Launch plan/ })).toBeVisible();
});

test('a file added to a note shows for a colleague on the note live, and among the project’s files', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Notefiles',
    colleague: 'Walt Notefiles',
    project: 'Note files project',
    tasklist: 'To do',
    tasks: ['Plan'],
  });
  const projectId = Number(/project\/(\d+)/.exec(projectUrl)![1]);
  const note = (await api(olga.page, `/api/notes/create?pid=${projectId}`, { name: 'Venue' }))
    .note as { id: number };
  await olga.page.goto(`/note/${note.id}`);
  await walt.page.goto(`/note/${note.id}`);
  await expect(walt.page.getByRole('heading', { name: 'Files (0)' })).toBeVisible();

  await olga.page
    .getByTestId('file-drop')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Floor plan.txt', mimeType: 'text/plain', buffer: Buffer.from('hall') });
  await expect(olga.page.getByTestId('file-card').getByTestId('file-name')).toHaveText(
    'Floor plan.txt',
  );
  await expect(walt.page.getByRole('heading', { name: 'Files (1)' })).toBeVisible();
  await expect(walt.page.getByTestId('file-card').getByTestId('file-name')).toHaveText(
    'Floor plan.txt',
  );

  await walt.page.goto(`${projectUrl}/docs-and-files`);
  await expect(walt.page.getByText('Floor plan.txt')).toBeVisible();
});
