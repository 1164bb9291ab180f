import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { closeContexts, sharedProjectWithTasks } from './support.ts';

test.afterEach(({ browser }) => closeContexts(browser));

/** Resolves once the page has no request running (the app's own counter). */
const idle = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tandemIdle: () => Promise<void> }).__tandemIdle());

/** Counts the board requests a page makes from now on. */
function countBoardRequests(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/tasks/board') counter.count += 1;
  });
  return counter;
}

test('the writing tab fetches the board once after its own change, not again for its echo', async ({
  browser,
}) => {
  const { owner, colleague, projectUrl } = await sharedProjectWithTasks(browser, {
    owner: 'Echo Emma',
    colleague: 'Echo Ed',
    project: 'Echo',
    tasklist: 'Now',
    tasks: ['Ring once'],
  });
  await owner.page.goto(projectUrl);
  await colleague.page.goto(projectUrl);
  const colleaguesTask = colleague.page.getByTestId('task-row').filter({ hasText: 'Ring once' });
  await expect(colleaguesTask).toHaveAttribute('data-state', 'active');
  await idle(owner.page);

  const writer = countBoardRequests(owner.page);
  await owner.page.getByRole('checkbox', { name: 'Finish Ring once' }).click();
  // The colleague sees it live; then, after the echo and its grace, the writer has fetched once.
  await expect(colleaguesTask).toHaveAttribute('data-state', 'finished');
  await owner.page.waitForTimeout(2_500);
  await idle(owner.page);
  expect(writer.count).toBe(1);
});
