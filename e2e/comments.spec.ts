import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { api, closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/** Types into the comment editor of the page and sends it with Ctrl+Enter. */
async function writeComment(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Write a comment' }).click();
  const editor = page.getByRole('textbox', { name: 'New comment' });
  await editor.click();
  await editor.pressSequentially(text);
  await editor.press('Control+Enter');
}

test('two people comment on one task and see each other live: mention, edit with history, react, unread marks', async ({
  browser,
}) => {
  test.slow();
  const {
    owner: olga,
    colleague: walt,
    taskIds,
    projectUrl,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Comments',
    colleague: 'Walt Comments',
    project: 'Comment project',
    tasklist: 'To do',
    tasks: ['Plan the launch'],
  });
  const taskId = taskIds['Plan the launch']!;
  await olga.page.goto(`/task/${taskId}`);
  await walt.page.goto(projectUrl);
  const waltsRow = walt.page.getByTestId('task-row').filter({ hasText: 'Plan the launch' });
  await expect(waltsRow).toBeVisible();
  await expect(olga.page.getByText('No comments yet.')).toBeVisible();

  // Olga writes a comment that mentions Walt, picked from the list `@` opens.
  await olga.page.getByRole('textbox', { name: 'Write a comment' }).click();
  const editor = olga.page.getByRole('textbox', { name: 'New comment' });
  await editor.click();
  await editor.pressSequentially('Can you check this, @Wal');
  await olga.page.getByRole('option', { name: /Walt Comments/ }).click();
  await editor.pressSequentially('?');
  await editor.press('Control+Enter');
  const olgasThread = olga.page.getByTestId('comment-thread');
  await expect(olgasThread.getByTestId('comment')).toHaveCount(1);
  await expect(olgasThread.getByText('Mentioned: Walt Comments')).toBeVisible();

  // Walt's board marks the task's comments unread without a reload; opening the task clears it.
  const badge = waltsRow.getByTestId('task-comments-badge');
  await expect(badge).toHaveAttribute('data-unread', 'true');
  await walt.page.goto(`/task/${taskId}`);
  const waltsThread = walt.page.getByTestId('comment-thread');
  await expect(waltsThread.getByTestId('comment-content')).toContainText(
    'Can you check this, @Walt Comments',
  );

  // Walt answers; Olga sees it at once.
  await writeComment(walt.page, 'On it.');
  await expect(olgasThread.getByTestId('comment')).toHaveCount(2);
  await expect(olgasThread.getByText('On it.')).toBeVisible();

  // Olga edits her comment; Walt sees the new text and, on demand, what it said before.
  const olgasComment = olgasThread.getByTestId('comment').first();
  await olgasComment.getByRole('button', { name: 'Comment actions' }).click();
  await olga.page.getByRole('menuitem', { name: 'Edit' }).click();
  const editEditor = olga.page.getByRole('textbox', { name: 'Edit the comment' });
  await editEditor.click();
  await editEditor.press('End');
  await editEditor.pressSequentially(' Today, please.');
  await olga.page.getByRole('button', { name: 'Save' }).click();
  const waltsCopy = waltsThread.getByTestId('comment').first();
  await expect(waltsCopy.getByTestId('comment-content')).toContainText('Today, please.');
  await waltsCopy.getByRole('button', { name: 'edited' }).click();
  await expect(waltsCopy.getByText(/Replaced by Olga Comments/)).toBeVisible();

  // Walt likes it; Olga sees the like live.
  await waltsCopy.getByRole('button', { name: /Like/ }).click();
  await expect(olgasComment.getByRole('button', { name: /👍: 1 reaction/ })).toBeVisible();

  // Back on the board the unread mark is gone for Walt, the count is there.
  await walt.page.goto(projectUrl);
  await expect(waltsRow.getByTestId('task-comments-badge')).toHaveAttribute('data-unread', 'false');
  await expect(waltsRow.getByTestId('task-comments-badge')).toContainText('2');
});

test('the project’s discussion: written on its page, seen live in the overview and among the latest discussions', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    projectUrl,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Discusses',
    colleague: 'Walt Discusses',
    project: 'Discussion project',
    tasklist: 'To do',
    tasks: ['First task'],
  });
  // Olga keeps the overview open; its discussions section says nobody has started one.
  await olga.page.goto(`${projectUrl}?view=overview`);
  const section = olga.page.getByRole('region', { name: 'Discussions' });
  await expect(section.getByText('Nobody has started a discussion')).toBeVisible();

  // Walt opens the discussion from the overview and writes there.
  await walt.page.goto(`${projectUrl}?view=overview`);
  await walt.page.getByRole('link', { name: /Open the discussion/ }).click();
  await expect(walt.page.getByRole('heading', { name: 'Discussions', level: 1 })).toBeVisible();
  await writeComment(walt.page, 'Shall we meet on Monday?');
  await expect(
    walt.page.getByTestId('comment-thread').getByText('Shall we meet on Monday?'),
  ).toBeVisible();

  // Olga's overview shows it without a reload, and so do her latest discussions.
  await expect(section.getByText('Shall we meet on Monday?')).toBeVisible();
  await expect(
    section.getByRole('link', { name: 'Open the discussion (1 comment)' }),
  ).toBeVisible();
  await olga.page.getByRole('link', { name: 'Latest discussions' }).click();
  const item = olga.page.getByTestId('discussion').filter({ hasText: 'Shall we meet on Monday?' });
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: 'Discussion project' }).click();
  await expect(olga.page).toHaveURL(/\/discussions/);
});

test('a reply quotes what was selected in a comment, and a link to a comment shows it apart', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Quotes',
    colleague: 'Walt Quotes',
    project: 'Quote project',
    tasklist: 'To do',
    tasks: ['Price list'],
  });
  const taskId = taskIds['Price list']!;
  await olga.page.goto(`/task/${taskId}`);
  await writeComment(olga.page, 'The prices go up in March. Tell the customers early.');
  const olgasComment = olga.page.getByTestId('comment-thread').getByTestId('comment');
  await expect(olgasComment.getByTestId('comment-content')).toContainText('March');

  // Walt selects her words; Reply puts them in his editor as a quote, with a mention of her.
  await walt.page.goto(`/task/${taskId}`);
  const thread = walt.page.getByTestId('comment-thread');
  await thread.getByTestId('comment-content').first().selectText();
  await thread.dispatchEvent('mouseup');
  await walt.page.getByRole('button', { name: 'Reply' }).click();
  const editor = walt.page.getByRole('textbox', { name: 'New comment' });
  await expect(editor.locator('blockquote')).toContainText('The prices go up in March.');
  await expect(editor.locator('[data-type="mention"]')).toHaveText('@Olga Quotes');
  await editor.press('End');
  await editor.pressSequentially('Will do.');
  await editor.press('Control+Enter');
  const reply = thread.getByTestId('comment').nth(1);
  await expect(reply.locator('blockquote')).toContainText('The prices go up in March.');
  await expect(reply.getByText('Mentioned: Olga Quotes')).toBeVisible();

  // A link to Olga's comment opens the task with that comment shown apart.
  const commentId = (await olgasComment.first().getAttribute('id'))!;
  await olga.page.goto(`/task/${taskId}#${commentId}`);
  await expect(olga.page.locator(`#${commentId}`)).toHaveAttribute('data-highlighted', 'true');
});

test('a comment becomes the task’s description and back, seen live by a colleague', async ({
  browser,
}) => {
  const {
    owner: olga,
    colleague: walt,
    taskIds,
  } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Describes',
    colleague: 'Walt Describes',
    project: 'Description project',
    tasklist: 'To do',
    tasks: ['Write the brief'],
  });
  const taskId = taskIds['Write the brief']!;
  await walt.page.goto(`/task/${taskId}`);
  await writeComment(walt.page, 'Two pages, due Friday, for the whole team.');
  const waltsThread = walt.page.getByTestId('comment-thread');
  await expect(waltsThread.getByTestId('comment')).toHaveCount(1);

  // Olga makes Walt's comment the description; Walt sees it move there without a reload.
  await olga.page.goto(`/task/${taskId}`);
  const olgasComment = olga.page.getByTestId('comment-thread').getByTestId('comment');
  await olgasComment.getByRole('button', { name: 'Comment actions' }).click();
  await olga.page.getByRole('menuitem', { name: 'Use as description' }).click();
  await expect(olga.page.getByTestId('task-description')).toContainText('Two pages, due Friday');
  await expect(olga.page.getByText('No comments yet.')).toBeVisible();
  await expect(walt.page.getByTestId('task-description')).toContainText('Two pages, due Friday');
  await expect(walt.page.getByText('No comments yet.')).toBeVisible();

  // Walt turns it back: his comment returns to the thread under his name.
  await walt.page.getByRole('button', { name: 'Turn into a comment' }).click();
  await expect(walt.page.getByText('No description yet.')).toBeVisible();
  await expect(olgasComment).toHaveCount(1);
  await expect(olgasComment).toContainText('Walt Describes');
  await expect(olgasComment.getByTestId('comment-content')).toContainText('Two pages, due Friday');
});

test('a long thread collapses its earlier comments, and the person’s settings turn it around', async ({
  browser,
}) => {
  const { owner: olga, taskIds } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Settings',
    colleague: 'Walt Settings',
    project: 'Settings project',
    tasklist: 'To do',
    tasks: ['Long thread'],
  });
  const taskId = taskIds['Long thread']!;
  for (const n of [1, 2, 3, 4, 5, 6, 7]) {
    await api(olga.page, `/api/task-comments/create?tid=${taskId}`, {
      content: `<p>Point ${n}</p>`,
    });
  }
  await olga.page.goto(`/task/${taskId}`);
  const thread = olga.page.getByTestId('comment-thread');
  await expect(thread.getByTestId('comment')).toHaveCount(3);
  await expect(thread.getByTestId('comment').first()).toContainText('Point 5');
  await olga.page.getByRole('button', { name: 'Show 4 earlier comments' }).click();
  await expect(thread.getByTestId('comment')).toHaveCount(7);

  // In the profile: threads in full, newest first.
  await olga.page.goto('/profile');
  await olga.page.getByRole('switch', { name: 'Show long threads in full' }).click();
  await olga.page.getByRole('switch', { name: 'Newest comments first' }).click();
  await expect(olga.page.getByRole('switch', { name: 'Newest comments first' })).toBeChecked();
  await olga.page.goto(`/task/${taskId}`);
  await expect(thread.getByTestId('comment')).toHaveCount(7);
  await expect(thread.getByTestId('comment').first()).toContainText('Point 7');
  await olga.page.reload();
  await expect(thread.getByTestId('comment').first()).toContainText('Point 7');
});

test('the editor makes a link only of a safe address', async ({ browser }) => {
  const { owner: olga, taskIds } = await sharedProjectWithTasks(browser, {
    owner: 'Olga Links',
    colleague: 'Walt Links',
    project: 'Link project',
    tasklist: 'To do',
    tasks: ['Links'],
  });
  await olga.page.goto(`/task/${taskIds['Links']}`);
  await olga.page.getByRole('textbox', { name: 'Write a comment' }).click();
  const editor = olga.page.getByRole('textbox', { name: 'New comment' });
  await editor.pressSequentially('the offer');
  await editor.press('Control+a');
  await olga.page.getByRole('button', { name: 'Link', exact: true }).click();
  const address = olga.page.getByRole('textbox', { name: 'Address of the link' });
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(olga.page.getByText('Invalid value')).toBeVisible();
  await address.fill('https://example.test/offer');
  await address.press('Enter');
  await expect(editor.locator('a')).toHaveAttribute('href', 'https://example.test/offer');
  await editor.press('Control+Enter');
  await expect(
    olga.page.getByTestId('comment-thread').getByRole('link', { name: 'the offer' }),
  ).toHaveAttribute('href', 'https://example.test/offer');
});
