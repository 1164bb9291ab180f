import { expect, test } from '@playwright/test';
import { api, closeContexts, sharedProjectWithTasks } from './support.ts';
import { dragWithMouse } from './drag-support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

test('a note and a link pinned on the overview show for a colleague live, beside a pinned task, and come off again', async ({
  browser,
}) => {
  test.slow();
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Pins',
    colleague: 'Walt Pins',
    project: 'Pin project',
    tasklist: 'To do',
    tasks: ['Read the brief'],
  });
  const projectId = Number(/project\/(\d+)/.exec(projectUrl)![1]);
  await api(olga.page, `/api/tasks/pin?tid=${taskIds['Read the brief']}`, {});
  const note = (await api(olga.page, `/api/notes/create?pid=${projectId}`, { name: 'Brief' }))
    .note as { id: number };
  await api(olga.page, `/api/project-links/create?pid=${projectId}`, {
    name: 'Design board',
    url: 'https://example.com/board',
  });

  await walt.page.goto(`${projectUrl}?view=overview`);
  const section = walt.page.getByRole('region', { name: 'Pinned items' });
  await expect(section.getByTestId('pinned-task')).toHaveText(['Read the brief']);

  // Olga pins the note from its page and the link from the documents and files. The switch shows
  // the pin at once; leaving the page before the server has it would cancel the request.
  await olga.page.goto(`/note/${note.id}`);
  const notePinned = olga.page.waitForResponse(
    (r) => r.url().includes('/api/pinned-items/pin') && r.ok(),
  );
  await olga.page.getByRole('button', { name: "Pin Brief to the project's overview" }).click();
  await expect(olga.page.getByRole('button', { name: 'Unpin Brief' })).toBeVisible();
  await notePinned;
  await olga.page.goto(`${projectUrl}/docs-and-files`);
  await olga.page
    .getByRole('button', { name: "Pin Design board to the project's overview" })
    .click();
  await expect(olga.page.getByRole('button', { name: 'Unpin Design board' })).toBeVisible();

  // Walt sees them without reloading, the latest pinned first, and opens the note.
  await expect(section.getByRole('listitem').getByRole('link')).toHaveText([
    'Design board',
    'Brief',
    'Read the brief',
  ]);
  await expect(section.getByTestId('pinned-link')).toHaveAttribute(
    'href',
    'https://example.com/board',
  );
  await section.getByTestId('pinned-note').click();
  await expect(walt.page).toHaveURL(new RegExp(`/note/${note.id}$`));
  await walt.page.goBack();

  // Walt unpins the note from the overview; Olga's overview shows it gone.
  await olga.page.goto(`${projectUrl}?view=overview`);
  // Olga's overview is open before the change, so it hears of it.
  await expect(
    olga.page.getByRole('region', { name: 'Pinned items' }).getByRole('listitem').getByRole('link'),
  ).toHaveText(['Design board', 'Brief', 'Read the brief']);
  await section.getByRole('button', { name: 'Unpin Brief' }).click();
  await expect(section.getByRole('listitem').getByRole('link')).toHaveText([
    'Design board',
    'Read the brief',
  ]);
  await expect(
    olga.page.getByRole('region', { name: 'Pinned items' }).getByRole('listitem').getByRole('link'),
  ).toHaveText(['Design board', 'Read the brief']);

  // Walt moves the task up from the keyboard; Olga sees the new order live.
  const olgaItems = olga.page.getByRole('region', { name: 'Pinned items' }).getByRole('listitem');
  await section.getByRole('button', { name: 'Drag Read the brief' }).focus();
  await walt.page.keyboard.press('Space');
  await walt.page.keyboard.press('ArrowUp');
  await walt.page.keyboard.press('Space');
  await expect(section.getByRole('listitem').getByRole('link')).toHaveText([
    'Read the brief',
    'Design board',
  ]);
  await expect(olgaItems.getByRole('link')).toHaveText(['Read the brief', 'Design board']);

  // And Olga drags it back down with the mouse; it stays after a reload.
  await dragWithMouse(
    olga.page,
    olgaItems.nth(0).getByTestId('pinned-drag-handle'),
    olgaItems.nth(1),
    { targetPosition: { x: 20, y: 18 } },
  );
  await expect(olgaItems.getByRole('link')).toHaveText(['Design board', 'Read the brief']);
  await expect(section.getByRole('listitem').getByRole('link')).toHaveText([
    'Design board',
    'Read the brief',
  ]);
  await walt.page.reload();
  await expect(section.getByRole('listitem').getByRole('link')).toHaveText([
    'Design board',
    'Read the brief',
  ]);
});
