/**
 * Screenshots of the main pages, to look at what people see: desktop 1440×900, tablet 1024×768
 * and phone 390×844, each in light and dark.
 *
 * Starts a server on a temp DATA_DIR serving the built web app (WEB_DIST, default apps/web/dist),
 * signs up two people over the API, gives them a project with task lists, tasks and a colleague,
 * and writes PNG files to OUT (default .tmp/screenshots): `<page>-<viewport>-<theme>.png`.
 * Run from the repository root after `npm run build`: npm run screenshots
 * Env: WEB_DIST, OUT, PAGES (comma-separated page names to take), CHROMIUM_PATH.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import {
  call,
  freePort,
  makeTempDir,
  nestedId,
  onCleanup,
  runBench,
  signUp,
  startServer,
  stopServer,
  waitReady,
  REPO_ROOT,
} from './support.ts';

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;
const THEMES = ['light', 'dark'] as const;
const PASSWORD = 'correct horse battery';

async function seed(base: string) {
  const stamp = Date.now().toString(36);
  const email = `olga.${stamp}@example.test`;
  const cookie = await signUp(base, { fullname: 'Olga Owner', email, password: PASSWORD });
  await signUp(base, {
    fullname: 'Walter Worker',
    email: `walter.${stamp}@example.test`,
    password: PASSWORD,
  });
  const api = (path: string, body: unknown) => call(base, 'POST', path, { cookie, body });
  const projectIds: number[] = [];
  for (const [name, color] of [
    ['Website relaunch', '#e8590c'],
    ['Quarterly report', '#2f9e44'],
    ['Hiring', '#7048e8'],
  ] as const) {
    const created = await api('/api/projects/create', { name, color, currency: 'EUR' });
    projectIds.push(nestedId(created, 'project', 'project'));
  }
  const pid = projectIds[0]!;
  await api(`/api/projects/add-workers?pid=${pid}`, {
    new_workers: [`walter.${stamp}@example.test`],
  });
  await api(`/api/projects/favorite?pid=${pid}`, { isFavorite: true });
  const me = await call(base, 'GET', '/api/user/me', { cookie });
  const myId = nestedId(me, 'user', 'user');
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const lists = ['Design', 'Content', 'Launch'];
  for (const [i, list] of lists.entries()) {
    const res = await api(`/api/tasklists/create?pid=${pid}`, { name: list });
    const tlid = nestedId(res, 'tasklist', 'task list');
    for (let t = 1; t <= 4; t++) {
      const task = await api(`/api/tasks/create?tlid=${tlid}`, { name: `${list} task ${t}` });
      const tid = nestedId(task, 'task', 'task');
      if (t < 4) {
        // Olga's own tasks, due from yesterday to later, fill her dashboard.
        await api(`/api/tasks/update?tid=${tid}`, {
          version: 1,
          workers_ids: [myId],
          ...(t === 3 && i === 2 ? {} : { due_date: day(i * 4 + t * 3 - 4) }),
          ...(t === 1 ? { priority_enum: 'h' } : {}),
        });
      }
      if (t === 4) await api(`/api/tasks/finish?tid=${tid}`, {});
    }
  }
  return { email, pid };
}

async function main(): Promise<number> {
  const out = join(REPO_ROOT, process.env.OUT ?? '.tmp/screenshots');
  mkdirSync(out, { recursive: true });
  const port = await freePort();
  const server = startServer(makeTempDir('tandem-shots-'), port, {
    env: { WEB_DIST: process.env.WEB_DIST ?? 'apps/web/dist' },
  });
  onCleanup(() => stopServer(server, 'SIGTERM'));
  await waitReady(server, performance.now());
  const { email, pid } = await seed(server.base);
  const pages: Record<string, string> = {
    dashboard: '/dashboard',
    projects: '/projects',
    project: `/project/${pid}/tasklists`,
    kanban: `/project/${pid}/tasklists?layout=kanban`,
    overview: `/project/${pid}`,
    people: '/users',
    profile: '/profile',
  };
  const wanted = process.env.PAGES?.split(',') ?? Object.keys(pages);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  for (const theme of THEMES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, colorScheme: theme, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${server.base}/signin`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard/);
      for (const name of wanted) {
        const path = pages[name];
        if (!path) continue;
        await page.goto(`${server.base}${path}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const file = join(out, `${name}-${viewportName}-${theme}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  }
  return 0;
}

void runBench(main);
