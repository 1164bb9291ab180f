import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { api, closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/** Resolves once the page has no request running (the app's own counter). */
const idle = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tandemIdle: () => Promise<void> }).__tandemIdle());

/** Counts the requests a page makes from now on for its board: whole, and for one task. */
function countBoardRequests(page: Page) {
  const counter = { whole: 0, oneTask: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/tasks/board') return;
    if (url.searchParams.has('tid')) counter.oneTask += 1;
    else counter.whole += 1;
  });
  return counter;
}

test('a change costs no board request: the writing tab keeps its answer, the others patch one task', async ({
  browser,
}) => {
  const { owner, colleague, projectUrl, taskIds } = await sharedProjectWithTasks(browser, {
    owner: 'Echo Emma',
    colleague: 'Echo Ed',
    project: 'Echo',
    tasklist: 'Now',
    tasks: ['Ring once', 'Stay put'],
  });
  await owner.page.goto(projectUrl);
  await colleague.page.goto(projectUrl);
  const colleaguesTask = colleague.page.getByTestId('task-row').filter({ hasText: 'Ring once' });
  await expect(colleaguesTask).toHaveAttribute('data-state', 'active');
  await idle(owner.page);
  await idle(colleague.page);

  const writer = countBoardRequests(owner.page);
  const watcher = countBoardRequests(colleague.page);
  await owner.page.getByRole('checkbox', { name: 'Finish Ring once' }).click();
  // The colleague sees it live; the writer's own echo, after its grace, fetches nothing.
  await expect(colleaguesTask).toHaveAttribute('data-state', 'finished');
  await owner.page.waitForTimeout(2_500);
  await idle(owner.page);
  await idle(colleague.page);
  expect(writer).toEqual({ whole: 0, oneTask: 0 });
  expect(watcher).toEqual({ whole: 0, oneTask: 1 });

  // A rename from elsewhere reaches both tabs as one small request each.
  const id = taskIds['Stay put']!;
  const { task } = (await api(owner.page, `/api/task/detail?tid=${id}`)) as {
    task: { version: number };
  };
  await api(owner.page, `/api/tasks/update?tid=${id}`, {
    version: task.version,
    name: 'Renamed live',
  });
  for (const page of [owner.page, colleague.page]) {
    await expect(page.getByTestId('task-row').filter({ hasText: 'Renamed live' })).toBeVisible();
  }
  await idle(owner.page);
  await idle(colleague.page);
  expect(writer).toEqual({ whole: 0, oneTask: 1 });
  expect(watcher).toEqual({ whole: 0, oneTask: 2 });
  // What was patched in is what the server holds.
  await colleague.page.reload();
  await expect(
    colleague.page.getByTestId('task-row').filter({ hasText: 'Renamed live' }),
  ).toBeVisible();
  await expect(colleaguesTask).toHaveAttribute('data-state', 'finished');
});
