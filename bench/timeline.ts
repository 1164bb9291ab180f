/**
 * The timeline of a big project: how fast it answers, opens and scrolls with 5,000 tasks.
 *
 * Starts a server on a temp DATA_DIR (the embedded database; BENCH_DATABASE_URL for PostgreSQL),
 * generates one project with TASKS tasks (default 5000) in LISTS task lists (default 20), each
 * dated over a year (starts spread over 365 days, one to twenty days long, a tenth without dates),
 * and DEPENDENCIES `blocks` relations (default 1000) between tasks of neighbouring lists. Reports:
 *   - GET /api/timeline/get-timeline-data?pid: median, min, max of RUNS calls (default 15), size;
 *   - in headless Chromium (apps/web/dist, or BENCH_WEB_DIST): from navigation to the first bar ("usable"), median
 *     of LOADS fresh loads (default 5); long tasks (>50 ms) while the grid scrolls to the bottom
 *     and back, and sideways over the year; the rows and bars in the document.
 * TIMELINE_DATA_DIR=dir keeps the generated project there and reuses it on the next run.
 * Prints figures only; exit code 1 when something fails. Run: npm run bench:timeline
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
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
  signIn,
  signUp,
  startServer,
  stopServer,
  waitReady,
} from './support.ts';

const TASKS = intFromEnv('TASKS', 5000, 100, 20000);
const LISTS = intFromEnv('LISTS', 20, 1, 100);
const DEPENDENCIES = intFromEnv('DEPENDENCIES', 1000, 0, 10000);
const RUNS = intFromEnv('RUNS', 15, 3, 100);
const LOADS = intFromEnv('LOADS', 5, 1, 20);
const CONCURRENCY = 6;

async function pool<T>(items: readonly T[], job: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const index = next++;
        await job(items[index]!, index);
      }
    }),
  );
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

void runBench(async () => {
  // TIMELINE_DATA_DIR keeps the generated project for the next run (embedded database only).
  const kept = process.env.BENCH_DATABASE_URL ? undefined : process.env.TIMELINE_DATA_DIR;
  const dataDir = kept ?? makeTempDir('tandem-bench-timeline-');
  const keptFile = join(dataDir, 'bench-timeline.json');
  const reuse = kept !== undefined && existsSync(keptFile);
  const port = await freePort();
  const env: Record<string, string> = { WEB_DIST: process.env.BENCH_WEB_DIST ?? 'apps/web/dist' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = startServer(dataDir, port, { env });
  onCleanup(() => stopServer(server, 'SIGTERM'));
  await waitReady(server, performance.now());
  const base = server.base;
  console.log(
    `database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}; ${TASKS} tasks in ${LISTS} lists, ${DEPENDENCIES} dependencies`,
  );
  const account = reuse
    ? (JSON.parse(readFileSync(keptFile, 'utf8')) as { email: string; projectId: number })
    : { email: `owner.${Date.now().toString(36)}@example.test`, projectId: 0 };
  const password = 'correct horse battery';
  const cookie = reuse
    ? await signIn(base, { fullname: 'Olga Owner', email: account.email, password })
    : await signUp(base, { fullname: 'Olga Owner', email: account.email, password });
  const api = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    call(base, method, path, { cookie, ...(body === undefined ? {} : { body }) });
  const projectId = reuse ? account.projectId : await generate();
  if (kept !== undefined && !reuse)
    writeFileSync(keptFile, JSON.stringify({ email: account.email, projectId }));

  async function generate(): Promise<number> {
    const projectId = nestedId(
      await api('POST', '/api/projects/create', { name: 'Big timeline' }),
      'project',
      'project',
    );
    const lists: number[] = [];
    for (let i = 0; i < LISTS; i++)
      lists.push(
        nestedId(
          await api('POST', `/api/tasklists/create?pid=${projectId}`, { name: `Phase ${i + 1}` }),
          'tasklist',
          'task list',
        ),
      );
    const started = performance.now();
    const taskIds: number[] = [];
    await pool(
      Array.from({ length: TASKS }, (_, i) => i),
      async (i) => {
        const res = await api('POST', `/api/tasks/create?tlid=${lists[i % LISTS]}`, {
          name: `Step ${i + 1} of the plan`,
        });
        taskIds[i] = nestedId(res, 'task', 'task');
        if (i % 10 === 9) return;
        const start = -60 + ((i * 37) % 365);
        const dated = await api('POST', `/api/tasks/update?tid=${taskIds[i]}`, {
          version: 1,
          due_date: day(start),
          due_date_end: day(start + 1 + (i % 20)),
        });
        expectStatus(dated, 200, 'dates');
      },
    );
    await pool(
      Array.from({ length: Math.min(DEPENDENCIES, TASKS - LISTS) }, (_, i) => i),
      async (i) => {
        const res = await api('POST', `/api/task-relations/create?tid=${taskIds[i * 2]}`, {
          kind: 'blocks',
          target_task_id: taskIds[i * 2 + 1],
        });
        expectStatus(res, 201, 'dependency');
      },
    );
    console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return projectId;
  }

  const path = `/api/timeline/get-timeline-data?pid=${projectId}`;
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run <= RUNS; run++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    bytes = text.length;
    if (run > 0) times.push(performance.now() - t0);
  }
  console.log(
    `GET /api/timeline/get-timeline-data (${(bytes / 1024 / 1024).toFixed(2)} MB): median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)} (${RUNS} runs)`,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  const eq = cookie.indexOf('=');
  const signedIn = async () => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1400, height: 900 },
    });
    await context.addCookies([
      { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), domain: '127.0.0.1', path: '/' },
    ]);
    return context;
  };
  const url = `${base}/project/${projectId}/timeline`;
  const loads: number[] = [];
  const phases: Array<Record<string, number>> = [];
  for (let load = 0; load < LOADS; load++) {
    const context = await signedIn();
    const tab = await context.newPage();
    const t0 = performance.now();
    await tab.goto(url);
    await tab
      .locator('[data-task-id]')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        await tab.screenshot({ path: `${dataDir}/failed.png` });
        throw new Error(
          `no bar after 30 s: ${(await tab.locator('main').innerText()).slice(0, 300)}`,
          {
            cause: error,
          },
        );
      });
    loads.push(performance.now() - t0);
    // A string, so the bundler's helpers do not reach the page.
    phases.push(
      await tab.evaluate<Record<string, number>>(`(() => {
        const resources = performance.getEntriesByType('resource');
        const data = resources.find((r) => r.name.includes('get-timeline-data'));
        const ends = resources.filter((r) => r.name.endsWith('.js')).map((r) => r.responseEnd);
        return {
          html: Math.round(performance.getEntriesByType('navigation')[0].responseEnd),
          scripts: Math.round(Math.max(0, ...ends)),
          dataAsked: data ? Math.round(data.startTime) : -1,
          dataAnswered: data ? Math.round(data.responseEnd) : -1,
          bar: Math.round(performance.now()),
        };
      })()`),
    );
    await context.close();
  }
  console.log(
    `timeline: usable in ${median(loads).toFixed(0)} ms (median of ${LOADS} fresh loads; min ${Math.min(...loads).toFixed(0)}, max ${Math.max(...loads).toFixed(0)})`,
  );
  // Where the time goes, in the page's own clock (ms from navigation), median of the loads.
  const phase = (key: string) => median(phases.map((p) => p[key] ?? -1)).toFixed(0);
  console.log(
    `  of which (ms from navigation): page ${phase('html')}, last script ${phase('scripts')}, data asked ${phase('dataAsked')}, data answered ${phase('dataAnswered')}, first bar ${phase('bar')}`,
  );

  const context = await signedIn();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  await page.locator('[data-task-id]').first().waitFor({ timeout: 30_000 });
  // The service worker registers a few seconds after the page has loaded and then fetches every
  // file of the app: scrolling is measured once it has installed, not beside its install.
  const installed = await page
    .waitForFunction(
      // A string, so the bundler's helpers do not reach the page.
      `navigator.serviceWorker.getRegistration().then((r) => !!(r && r.active && !r.installing))`,
      undefined,
      { timeout: 30_000, polling: 250 },
    )
    .then(() => true)
    .catch(() => false);
  if (!installed) console.log('(the service worker did not install within 30 s)');
  await page.waitForTimeout(500);
  const count = () =>
    page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.length);
  const since = (mark: number) =>
    page.evaluate((m) => (window as unknown as { longTasks: number[] }).longTasks.slice(m), mark);
  const grid = page.getByTestId('timeline');
  const report = async (what: string, mark: number) => {
    const long = await since(mark);
    console.log(
      `${what}: ${long.length} long tasks${long.length ? ` (longest ${Math.max(...long).toFixed(0)} ms)` : ''}`,
    );
  };
  let mark = await count();
  for (let i = 0; i < 60; i++) {
    await grid.evaluate((el) => el.scrollBy(0, 1500));
    await page.waitForTimeout(30);
  }
  await grid.evaluate((el) => el.scrollTo(el.scrollLeft, 0));
  await page.waitForTimeout(300);
  await report('scrolling down the rows and back', mark);
  mark = await count();
  for (let i = 0; i < 40; i++) {
    await grid.evaluate((el) => el.scrollBy(400, 0));
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(300);
  await report('scrolling sideways over the year', mark);
  const rows = await page.locator('[data-testid^=timeline-row-]').count();
  const arrows = await page.locator('svg[aria-label=Dependencies] g').count();
  console.log(`in the document: ${rows} task rows, ${arrows} arrows`);
  return 0;
});
