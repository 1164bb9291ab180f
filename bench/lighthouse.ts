/**
 * Lighthouse (12, the line that runs on Node 20) against the production server on the embedded
 * database: the pages a new user meets, signed in where they need it, with a project of 50 tasks.
 *
 * For each page and form factor (mobile, Lighthouse's default throttling; desktop, its desktop
 * preset) it runs RUNS times (default 3) in headless Chromium and prints the median performance,
 * accessibility and best-practices scores, LCP, CLS and total blocking time.
 *
 * Prints figures only. Run from the repository root after `npm run build`: npm run bench:lighthouse
 * Env: RUNS (1..9), PAGES (comma list of page names, all by default), FORMS (mobile,desktop),
 * CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import {
  REPO_ROOT,
  call,
  freePort,
  intFromEnv,
  isInterrupted,
  makeTempDir,
  median,
  nestedId,
  onCleanup,
  runBench,
  signUp,
  startServer,
  waitReady,
} from './support.ts';

const WEB_DIST = 'apps/web/dist';
const RUNS = intFromEnv('RUNS', 3, 1, 9);
const FORMS = (process.env.FORMS ?? 'mobile,desktop').split(',').map((f) => f.trim());
const TASKS = 50;

interface PageSpec {
  name: string;
  path: string;
  signedIn: boolean;
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The accessibility and best-practice audits that failed, by id. */
  failed: string[];
  /** What failed them: the elements' HTML, by audit. */
  where: string[];
}

/** A user with a project of TASKS tasks in two lists; the pages to measure. */
async function fixture(base: string): Promise<{ cookie: string; pages: PageSpec[] }> {
  const cookie = await signUp(base, {
    fullname: 'Lighthouse Bench',
    email: 'lighthouse-bench@example.com',
    password: 'lighthouse-bench-password-1',
  });
  const projectId = nestedId(
    await call(base, 'POST', '/api/projects/create', { cookie, body: { name: 'Website' } }),
    'project',
    'project',
  );
  let taskId = 0;
  for (const name of ['Design', 'Build']) {
    const listId = nestedId(
      await call(base, 'POST', `/api/tasklists/create?pid=${projectId}`, {
        cookie,
        body: { name },
      }),
      'tasklist',
      'task list',
    );
    for (let i = 1; i <= TASKS / 2; i++) {
      taskId = nestedId(
        await call(base, 'POST', `/api/tasks/create?tlid=${listId}`, {
          cookie,
          body: { name: `${name} step ${i}` },
        }),
        'task',
        'task',
      );
    }
  }
  const project = `/project/${projectId}`;
  const pages: PageSpec[] = [
    { name: 'sign-in', path: '/signin', signedIn: false },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
    { name: 'projects', path: '/projects', signedIn: true },
    { name: 'project-rows', path: `${project}?layout=rows`, signedIn: true },
    { name: 'project-kanban', path: `${project}?layout=kanban`, signedIn: true },
    { name: 'project-table', path: `${project}?layout=table`, signedIn: true },
    { name: 'task', path: `/task/${taskId}`, signedIn: true },
  ];
  const wanted = process.env.PAGES?.split(',').map((p) => p.trim());
  return { cookie, pages: wanted ? pages.filter((p) => wanted.includes(p.name)) : pages };
}

/** One Lighthouse run, tried again once when Lighthouse itself fails (a lost trace, say). */
async function measure(
  port: number,
  url: string,
  cookie: string | null,
  form: string,
): Promise<Figures> {
  try {
    return await measureOnce(port, url, cookie, form);
  } catch (error) {
    console.log(`${url} (${form}): ${(error as Error).message}; running it again`);
    return measureOnce(port, url, cookie, form);
  }
}

async function measureOnce(
  port: number,
  url: string,
  cookie: string | null,
  form: string,
): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`${url}: Lighthouse gave no result`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const failedAudits = ['accessibility', 'best-practices'].flatMap((key) =>
    (categories[key]?.auditRefs ?? []).filter(
      (ref) => ref.weight > 0 && audits[ref.id]?.score === 0,
    ),
  );
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    failed: failedAudits.map((ref) => ref.id),
    where: failedAudits.flatMap((ref) => {
      const details = audits[ref.id]?.details as
        { items?: Array<{ node?: { snippet?: string } }> } | undefined;
      return (details?.items ?? []).slice(0, 3).map((i) => `${ref.id}: ${i.node?.snippet ?? '?'}`);
    }),
  };
}

async function run(): Promise<number> {
  if (!existsSync(join(REPO_ROOT, WEB_DIST, 'index.html'))) {
    console.error(`${WEB_DIST}/index.html is missing: run npm run build first.`);
    return 1;
  }
  const dir = makeTempDir('tandem-lighthouse-');
  const port = await freePort();
  const server = startServer(dir, port, { env: { WEB_DIST }, built: true });
  await waitReady(server, performance.now());
  const { cookie, pages } = await fixture(server.base);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  onCleanup(async () => chrome.kill());
  console.log(
    `Lighthouse 12 on ${server.base} (embedded database), ${RUNS} run(s) per page and form factor`,
  );

  const rows: Array<Record<string, string | number>> = [];
  const where = new Set<string>();
  for (const page of pages) {
    for (const form of FORMS) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        if (isInterrupted()) throw new Error('Interrupted.');
        runs.push(
          await measure(
            chrome.port,
            `${server.base}${page.path}`,
            page.signedIn ? cookie : null,
            form,
          ),
        );
      }
      for (const f of runs) for (const w of f.where) where.add(`${page.name}: ${w}`);
      const mid = (pick: (f: Figures) => number) => median(runs.map(pick));
      rows.push({
        page: page.name,
        form,
        performance: mid((f) => f.performance),
        accessibility: mid((f) => f.accessibility),
        'best practices': mid((f) => f.bestPractices),
        'LCP s': (mid((f) => f.lcpMs) / 1000).toFixed(1),
        CLS: mid((f) => f.cls).toFixed(3),
        'TBT ms': Math.round(mid((f) => f.tbtMs)),
        'performance, each run': runs.map((f) => f.performance).join(' '),
        'failed audits': [...new Set(runs.flatMap((f) => f.failed))].join(' '),
      });
    }
  }
  console.table(rows);
  if (where.size > 0) console.log(`\nWhere audits failed:\n${[...where].join('\n')}`);
  return 0;
}

await runBench(run);
