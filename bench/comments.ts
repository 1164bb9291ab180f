/**
 * A long conversation: how a task with COMMENTS comments (default 2000) opens and scrolls, and how
 * fast a new comment shows for its author and for a second person looking at the same task.
 *
 * Starts the built server (run `npm run build` first) on a temp DATA_DIR with the embedded
 * database (BENCH_DATABASE_URL for PostgreSQL), makes a project with an owner and a worker, one
 * task and its comments over the API, then reports:
 *   - GET /api/task-comments/list?tid (the first page the task opens with): median, min, max of
 *     RUNS calls (default 15) after one warm-up;
 *   - in headless Chromium: the task page from navigation until the newest comment is visible
 *     ("usable"), median of LOADS fresh loads (default 5); long tasks (>50 ms) while the page
 *     scrolls to the bottom and back and older comments are paged in;
 *   - a new comment sent with Ctrl+Enter: when it shows for its author (before the server has
 *     answered: optimistic) and when it shows on the second person's open page (live), median of
 *     SENDS comments (default 5).
 * Prints figures only; exit code 1 when something fails.
 * Run from the repository root: npm run bench:comments
 */
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import {
  call,
  expectStatus,
  freePort,
  intFromEnv,
  makeTempDir,
  median,
  nestedId,
  onCleanup,
  runBench,
  signUp,
  startServer,
  stopServer,
  waitReady,
} from './support.ts';

const COMMENTS = intFromEnv('COMMENTS', 2000, 10, 20000);
const RUNS = intFromEnv('RUNS', 15, 3, 100);
const LOADS = intFromEnv('LOADS', 5, 1, 20);
const SENDS = intFromEnv('SENDS', 5, 1, 50);
const CONCURRENCY = 6;
const PASSWORD = 'correct horse battery';

void runBench(async () => {
  const dataDir = makeTempDir('tandem-bench-comments-');
  const port = await freePort();
  const env: Record<string, string> = { WEB_DIST: 'apps/web/dist' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = startServer(dataDir, port, { env, built: true });
  onCleanup(() => stopServer(server, 'SIGTERM'));
  await waitReady(server, performance.now());
  const base = server.base;
  console.log(`database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}; ${COMMENTS} comments`);

  const stamp = Date.now().toString(36);
  const owner = {
    fullname: 'Olga Owner',
    email: `owner.${stamp}@example.test`,
    password: PASSWORD,
  };
  const worker = {
    fullname: 'Walt Worker',
    email: `walt.${stamp}@example.test`,
    password: PASSWORD,
  };
  const ownerCookie = await signUp(base, owner);
  const workerCookie = await signUp(base, worker);
  const api = (method: 'GET' | 'POST', path: string, body?: unknown, cookie = ownerCookie) =>
    call(base, method, path, { cookie, ...(body === undefined ? {} : { body }) });

  const projectId = nestedId(
    await api('POST', '/api/projects/create', { name: 'Talk' }),
    'project',
    'project',
  );
  expectStatus(
    await api('POST', `/api/projects/add-workers?pid=${projectId}`, {
      new_workers: [worker.email],
    }),
    200,
    'add worker',
  );
  const listId = nestedId(
    await api('POST', `/api/tasklists/create?pid=${projectId}`, { name: 'To do' }),
    'tasklist',
    'task list',
  );
  const taskId = nestedId(
    await api('POST', `/api/tasks/create?tlid=${listId}`, { name: 'A long conversation' }),
    'task',
    'task',
  );

  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COMMENTS) {
        const i = next++;
        const res = await api(
          'POST',
          `/api/task-comments/create?tid=${taskId}`,
          {
            content: `<p>Comment <strong>${i + 1}</strong>: a few words about the work, and a <a href="https://example.test/${i}">link</a>.</p>`,
          },
          i % 2 === 0 ? ownerCookie : workerCookie,
        );
        expectStatus(res, 201, 'comment');
      }
    }),
  );
  console.log(
    `wrote ${COMMENTS} comments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/task-comments/list?tid=${taskId}`, {
      headers: { Cookie: ownerCookie },
    });
    await res.text();
    if (res.status !== 200) throw new Error(`list: ${res.status}`);
    if (run > 0) times.push(performance.now() - t0);
  }
  console.log(
    `GET /api/task-comments/list (first page of 50): median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)} (${RUNS} runs)`,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  const contextFor = async (cookie: string) => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1400, height: 900 },
    });
    const eq = cookie.indexOf('=');
    await context.addCookies([
      { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), domain: '127.0.0.1', path: '/' },
    ]);
    return context;
  };
  const newest = `Comment ${COMMENTS}:`;
  /**
   * Watches the page for a text in the comment thread and keeps the moment it shows (ms since the
   * epoch, by the page's clock): read in the page, so no polling of the test's own adds to it.
   */
  const watchFor = async (page: Page, text: string) => {
    // The script runner names functions with a helper the page does not have.
    await page.evaluate('window.__name = (f) => f');
    return page.evaluate((wanted) => {
      const w = window as unknown as { seenAt?: Record<string, number> };
      w.seenAt ??= {};
      const seen = () => {
        const thread = document.querySelector('[data-testid=comment-thread]');
        if (!thread?.textContent?.includes(wanted)) return false;
        w.seenAt![wanted] = performance.timeOrigin + performance.now();
        return true;
      };
      if (seen()) return;
      const observer = new MutationObserver(() => {
        if (seen()) observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, text);
  };
  const seenAt = (page: Page, text: string) =>
    page.evaluate(
      (wanted) => (window as unknown as { seenAt: Record<string, number> }).seenAt[wanted]!,
      text,
    );
  const comment = (page: Page, text: string) =>
    page.getByTestId('comment-thread').getByText(text, { exact: false }).first();

  const usable: number[] = [];
  for (let load = 0; load < LOADS; load++) {
    const context = await contextFor(ownerCookie);
    const tab = await context.newPage();
    // From the start of the navigation to the newest comment in the document, by the page.
    await tab.addInitScript((wanted) => {
      const w = window as unknown as { shownAt?: number };
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid=comment-thread]')?.textContent?.includes(wanted)) {
          w.shownAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true });
    }, newest);
    await tab.goto(`${base}/task/${taskId}`);
    await comment(tab, newest).waitFor({ timeout: 30_000 });
    usable.push(await tab.evaluate(() => (window as unknown as { shownAt: number }).shownAt));
    await context.close();
  }
  console.log(
    `task with ${COMMENTS} comments: usable in ${median(usable).toFixed(0)} ms (median of ${LOADS} fresh loads; min ${Math.min(...usable).toFixed(0)}, max ${Math.max(...usable).toFixed(0)})`,
  );

  const ownerPage = await (await contextFor(ownerCookie)).newPage();
  await ownerPage.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await ownerPage.goto(`${base}/task/${taskId}`);
  await comment(ownerPage, newest).waitFor({ timeout: 30_000 });
  const mark = await ownerPage.evaluate(
    () => (window as unknown as { longTasks: number[] }).longTasks.length,
  );
  for (let y = 0; y < 30; y++) {
    await ownerPage.mouse.wheel(0, 1500);
    await ownerPage.waitForTimeout(30);
  }
  // The earlier comments of the first page, then three older pages, as a reader going back would
  // bring them in.
  await ownerPage.getByRole('button', { name: /^Show \d+ earlier comments$/ }).click();
  await ownerPage.waitForTimeout(400);
  for (let more = 0; more < 3; more++) {
    const button = ownerPage.getByRole('button', { name: 'Show older comments' });
    await button.click();
    await ownerPage.waitForTimeout(400);
  }
  for (let y = 0; y < 30; y++) {
    await ownerPage.mouse.wheel(0, -1500);
    await ownerPage.waitForTimeout(30);
  }
  const long = await ownerPage.evaluate(
    (m) => (window as unknown as { longTasks: number[] }).longTasks.slice(m),
    mark,
  );
  const shownCount = await ownerPage.getByTestId('comment').count();
  console.log(
    `scrolling and paging in 3 older pages (${shownCount} comments shown): ${long.length} long tasks${long.length ? ` (longest ${Math.max(...long).toFixed(0)} ms)` : ''}`,
  );

  const workerPage = await (await contextFor(workerCookie)).newPage();
  await workerPage.goto(`${base}/task/${taskId}`);
  await comment(workerPage, newest).waitFor({ timeout: 30_000 });
  await ownerPage.getByRole('textbox', { name: 'Write a comment' }).click();
  const editor = ownerPage.getByRole('textbox', { name: 'New comment' });
  await editor.waitFor();
  const forAuthor: number[] = [];
  const forSecond: number[] = [];
  for (let send = 0; send < SENDS; send++) {
    const text = `Fresh news ${stamp} ${send}`;
    await editor.click();
    await editor.pressSequentially(text);
    await watchFor(ownerPage, text);
    await watchFor(workerPage, text);
    // When the keys that send it go down, by the author's page.
    await ownerPage.evaluate(() => {
      const w = window as unknown as { sentAt?: number };
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.ctrlKey) {
          w.sentAt = performance.timeOrigin + performance.now();
          window.removeEventListener('keydown', onKey, true);
        }
      };
      window.addEventListener('keydown', onKey, true);
    });
    await editor.press('Control+Enter');
    await comment(ownerPage, text).waitFor({ timeout: 10_000 });
    await comment(workerPage, text).waitFor({ timeout: 10_000 });
    const sentAt = await ownerPage.evaluate(() => (window as unknown as { sentAt: number }).sentAt);
    forAuthor.push((await seenAt(ownerPage, text)) - sentAt);
    forSecond.push((await seenAt(workerPage, text)) - sentAt);
    await ownerPage.waitForTimeout(300);
  }
  console.log(
    `a new comment shows for its author in ${median(forAuthor).toFixed(0)} ms and for a second person in ${median(forSecond).toFixed(0)} ms (median of ${SENDS}; the second: min ${Math.min(...forSecond).toFixed(0)}, max ${Math.max(...forSecond).toFixed(0)})`,
  );
  return 0;
});
