/**
 * A big project: how fast its task list answers and how its views behave with 5,000 tasks.
 *
 * Starts a server on a temp DATA_DIR (the embedded database; set BENCH_DATABASE_URL to use a
 * PostgreSQL database instead, which it fills), and generates over the API one project with
 * TASKS tasks (default 5000) in LISTS task lists (default 20): three workers, labels on a third
 * of the tasks, three subtasks on a tenth, a worker on a quarter, a priority and due date on an
 * eighth, and three custom fields, one of them set on a fifth of the tasks. Then it reports:
 *   - GET /api/tasks/board?pid (what the views load) and GET /api/tasks/list?pid (the full
 *     shape): median, min and max of RUNS calls (default 15) after one warm-up, and the size;
 *   - in headless Chromium (the built web app, apps/web/dist): the rows and kanban layouts, from
 *     navigation until the first task is visible ("usable"), median of LOADS (default 5) loads,
 *     each in a fresh browser context; long tasks (>50 ms, PerformanceObserver)
 *     while the page scrolls to the bottom and back (rows) or a column scrolls (kanban); a
 *     drag-and-drop move in kanban: time until the card shows in the other column, and the number
 *     of move requests sent.
 * Prints figures only; exit code 1 when something fails.
 * Run from the repository root: npm run bench:tasks
 */
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
  signUp,
  startServer,
  stopServer,
  waitReady,
} from './support.ts';

const TASKS = intFromEnv('TASKS', 5000, 100, 20000);
const LISTS = intFromEnv('LISTS', 20, 1, 100);
const RUNS = intFromEnv('RUNS', 15, 3, 100);
const LOADS = intFromEnv('LOADS', 5, 1, 20);
const CONCURRENCY = 6;
const PASSWORD = 'correct horse battery';

/** Runs the jobs with a few in flight at once. */
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

void runBench(async () => {
  const dataDir = makeTempDir('tandem-bench-tasks-');
  const port = await freePort();
  const env: Record<string, string> = { WEB_DIST: 'apps/web/dist' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = startServer(dataDir, port, { env });
  onCleanup(() => stopServer(server, 'SIGTERM'));
  await waitReady(server, performance.now());
  const base = server.base;
  console.log(
    `database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}; ${TASKS} tasks in ${LISTS} lists`,
  );

  const stamp = Date.now().toString(36);
  const owner = {
    fullname: 'Olga Owner',
    email: `owner.${stamp}@example.test`,
    password: PASSWORD,
  };
  const cookie = await signUp(base, owner);
  const api = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    call(base, method, path, { cookie, ...(body === undefined ? {} : { body }) });

  const workers: number[] = [];
  for (const name of ['Walter', 'Wendy', 'Will']) {
    const email = `${name.toLowerCase()}.${stamp}@example.test`;
    await signUp(base, { fullname: `${name} Worker`, email, password: PASSWORD });
  }
  const created = await api('POST', '/api/projects/create', {
    name: 'Big project',
    currency: 'EUR',
  });
  const projectId = nestedId(created, 'project', 'project');
  const added = await api('POST', `/api/projects/add-workers?pid=${projectId}`, {
    new_workers: ['walter', 'wendy', 'will'].map((n) => `${n}.${stamp}@example.test`),
  });
  expectStatus(added, 200, 'add workers');
  const project = (added.body as { project: { workers: Array<{ id: number }> } }).project;
  workers.push(...project.workers.map((w) => w.id));

  const started = performance.now();
  const lists: number[] = [];
  for (let i = 0; i < LISTS; i++) {
    const res = await api('POST', `/api/tasklists/create?pid=${projectId}`, {
      name: `List ${i + 1}`,
    });
    lists.push(nestedId(res, 'tasklist', 'task list'));
  }
  const fields: Array<{ uuid: string; type: string }> = [];
  for (const [name, type] of [
    ['Customer', 'text'],
    ['Points', 'number'],
    ['Ready', 'bool'],
  ] as const) {
    const res = await api('POST', `/api/custom-fields/create?pid=${projectId}`, { name, type });
    expectStatus(res, 201, 'custom field');
    fields.push({ uuid: (res.body as { custom_field: { uuid: string } }).custom_field.uuid, type });
  }
  const taskIds: number[] = [];
  await pool(
    Array.from({ length: TASKS }, (_, i) => i),
    async (i) => {
      const res = await api('POST', `/api/tasks/create?tlid=${lists[i % LISTS]}`, {
        name: `Task ${i + 1} of the big project`,
      });
      taskIds[i] = nestedId(res, 'task', 'task');
    },
  );
  console.log(`generated ${TASKS} tasks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const labels = ['Bug', 'Feature', 'Design', 'Urgent', 'Later'];
  await pool(taskIds, async (id, i) => {
    if (i % 4 === 0) {
      const res = await api('POST', `/api/tasks/update?tid=${id}`, {
        version: 1,
        workers_ids: [workers[i % workers.length]!],
        ...(i % 8 === 0 ? { priority_enum: 'h', due_date: '2030-01-15' } : {}),
      });
      expectStatus(res, 200, 'task update');
    }
    if (i % 3 === 0) {
      const res = await api('POST', `/front/task/api/add-label?tid=${id}`, { name: labels[i % 5] });
      if (res.status >= 300) expectStatus(res, 200, 'add label');
    }
    if (i % 10 === 0) {
      const res = await api('POST', `/api/taskchecks/create-bulk?tid=${id}`, {
        names: 'Check the text\nAsk the client\nPublish',
      });
      if (res.status >= 300) expectStatus(res, 201, 'subtasks');
    }
    if (i % 5 === 0) {
      for (const field of [fields[i % fields.length]!]) {
        const value =
          field.type === 'text' ? `Client ${i % 40}` : field.type === 'number' ? i : i % 2 === 0;
        const res = await api('POST', `/api/custom-fields/set-value?tid=${id}`, {
          field_uuid: field.uuid,
          value,
        });
        expectStatus(res, 200, 'custom field value');
      }
    }
  });
  console.log(
    `filled labels, workers, subtasks, custom fields in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The board the views load, and the full-shape task list.
  for (const path of ['/api/tasks/board', '/api/tasks/list']) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run <= RUNS; run++) {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}?pid=${projectId}`, { headers: { Cookie: cookie } });
      const text = await res.text();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      bytes = text.length;
      if (run > 0) times.push(ms);
    }
    console.log(
      `GET ${path} (${TASKS} tasks, ${(bytes / 1024 / 1024).toFixed(1)} MB): median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)} (${RUNS} runs)`,
    );
  }

  // The views in Chromium.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  const eq = cookie.indexOf('=');
  const signedInContext = async () => {
    const fresh = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1400, height: 900 },
    });
    await fresh.addCookies([
      { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), domain: '127.0.0.1', path: '/' },
    ]);
    return fresh;
  };
  const firstTask = (layout: 'rows' | 'kanban') =>
    layout === 'rows' ? '[data-testid=task-row]' : '[data-testid=kanban-card]';

  // Usable: each layout opened LOADS times, each in a fresh browser context (nothing cached).
  for (const layout of ['rows', 'kanban'] as const) {
    const times: number[] = [];
    for (let load = 0; load < LOADS; load++) {
      const fresh = await signedInContext();
      const tab = await fresh.newPage();
      const t0 = performance.now();
      await tab.goto(`${base}/project/${projectId}?layout=${layout}`);
      await tab.locator(firstTask(layout)).first().waitFor({ timeout: 30_000 });
      times.push(performance.now() - t0);
      await fresh.close();
    }
    console.log(
      `${layout}: usable in ${median(times).toFixed(0)} ms (median of ${LOADS} fresh loads; min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    );
  }

  const context = await signedInContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const longTasksSince = async (mark: number) =>
    page.evaluate((m) => (window as unknown as { longTasks: number[] }).longTasks.slice(m), mark);
  const longTaskCount = () =>
    page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.length);

  for (const layout of ['rows', 'kanban'] as const) {
    await page.goto(`${base}/project/${projectId}?layout=${layout}`);
    await page.locator(firstTask(layout)).first().waitFor({ timeout: 30_000 });
    const rendered = await page.locator(firstTask(layout)).count();
    let mark = await longTaskCount();
    if (layout === 'rows') {
      // A fling (2,000 px every 30 ms) to the bottom and back, then a steady scroll (400 px
      // every 50 ms, a fast wheel) measured on its own.
      for (let y = 0; y < 40; y++) {
        await page.mouse.wheel(0, 2000);
        await page.waitForTimeout(30);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      const flung = await longTasksSince(mark);
      console.log(
        `rows fling: ${flung.length} long tasks${flung.length ? ` (longest ${Math.max(...flung).toFixed(0)} ms)` : ''}`,
      );
      mark = await longTaskCount();
      for (let y = 0; y < 60; y++) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(50);
      }
    } else {
      const column = page.locator('[data-testid=kanban-column] [role=list]').first();
      for (let y = 0; y < 30; y++) {
        await column.evaluate((el) => el.scrollBy(0, 1500));
        await page.waitForTimeout(30);
      }
    }
    await page.waitForTimeout(300);
    const long = await longTasksSince(mark);
    console.log(
      `${layout}: ${rendered} task elements in the document; scrolling: ${long.length} long tasks${long.length ? ` (longest ${Math.max(...long).toFixed(0)} ms)` : ''}`,
    );
  }

  // A drag-and-drop move in kanban: shown at once, saved once.
  let moves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/tasks/move')) moves++;
  });
  const card = page
    .locator('[data-testid=kanban-column]')
    .nth(0)
    .locator('[data-testid=kanban-card]')
    .first();
  const name = (await card.locator('a').first().textContent()) ?? '';
  const target = page.locator('[data-testid=kanban-column]').nth(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  const t0 = performance.now();
  // Dropped on the column's first card: the task lands beside it, in view.
  await card.dragTo(target.locator('[data-testid=kanban-card]').first());
  await target.locator('[data-testid=kanban-card]', { hasText: name }).first().waitFor();
  const shown = performance.now() - t0;
  await page.waitForResponse((r) => r.url().includes('/api/tasks/move')).catch(() => undefined);
  await page.waitForTimeout(500);
  console.log(
    `kanban drag and drop: the card shows in the other column ${shown.toFixed(0)} ms after the drag started; move requests sent: ${moves}`,
  );
  return 0;
});
