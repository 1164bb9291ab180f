/**
 * What the browser downloads and how long it waits for the first route of the web app.
 *
 * Serves the built web app (apps/web/dist; `npm run build` runs first when it is missing) from a
 * server on a temp DATA_DIR, and loads two first routes in headless Chromium, each LOADS times
 * (default 5, 1..20) in a fresh browser context (empty cache):
 *   - /signin, signed out;
 *   - /dashboard, signed in with the tandem_session cookie of a user signed up over the API.
 * For each route it reports the JavaScript responses (resource type "script") of the first load
 * until network idle: count, raw bytes, gzip -9 bytes (node:zlib, per file, summed) and the bytes
 * as served (the server's Brotli or gzip copy, by the response's content-encoding; the budget of
 * 170 KB compressed is held against these), the locale strings it fetches as JSON (/assets/*.json, reported apart, the same
 * way), and the time to usable: from page.goto until the page's h1 is visible (median). Scripts
 * requested after the app's `tandem:prefetch-when-idle` mark (the next likely pages, fetched once
 * the first is drawn and the browser idle) are reported apart, not counted.
 *
 * Prints figures only. Exit code 1 when the server, the browser or a route fails, 0 otherwise.
 * Run from the repository root: npm run bench:first-route
 * Env: LOADS, CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import {
  freePort,
  intFromEnv,
  isInterrupted,
  makeTempDir,
  onCleanup,
  runBench,
  signUp,
  sleep,
  spread,
  startServer,
  waitReady,
  HOST,
  REPO_ROOT,
} from './support.ts';

const WEB_DIST = process.env.BENCH_WEB_DIST ?? 'apps/web/dist';
const BUDGET_BYTES = 170 * 1024;
const MAX_LOADS = 20;
const BUILD_TIMEOUT_MS = 300_000;
const USABLE_TIMEOUT_MS = 30_000;
const IDLE_TIMEOUT_MS = 30_000;
const BROWSER_CLOSE_TIMEOUT_MS = 10_000;
/** A page that loads more scripts than this is broken (or in a loop). */
const MAX_SCRIPTS = 500;
/** The app's mark where it starts fetching the next likely pages (`use-route-prefetch.ts`). */
const PREFETCH_MARK = 'tandem:prefetch-when-idle';

// ---------------------------------------------------------------------------------------------
// The build
// ---------------------------------------------------------------------------------------------

function newestMtime(dir: string, depth = 0): number {
  if (depth > 20) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path, depth + 1) : statSync(path).mtimeMs;
    newest = Math.max(newest, mtime);
  }
  return newest;
}

function ensureBuilt(): void {
  const index = join(REPO_ROOT, WEB_DIST, 'index.html');
  if (!existsSync(index)) {
    console.log(`${WEB_DIST}/index.html is missing: running npm run build`);
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      timeout: BUILD_TIMEOUT_MS,
    });
    if (result.status !== 0 || !existsSync(index)) {
      throw new Error(
        `npm run build failed (${result.error?.message ?? `status ${result.status}`})`,
      );
    }
    return;
  }
  const src = join(REPO_ROOT, 'apps/web/src');
  if (existsSync(src) && newestMtime(src) > statSync(index).mtimeMs) {
    console.log(
      `Warning: apps/web/src has changes newer than ${WEB_DIST}; the figures are for the old build ` +
        `(run npm run build for current ones).`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// One load
// ---------------------------------------------------------------------------------------------

interface Script {
  path: string;
  status: number;
  raw: number;
  gzip: number;
  /** The body's size as the server sent it: `encoding` names the copy (br, gzip or none). */
  served: number;
  encoding: string;
}

interface Load {
  usableMs: number;
  heading: string;
  scripts: Script[];
  /** The JSON files of /assets (the locale strings), not JavaScript but as much on the wire. */
  data: Script[];
  /** Scripts of the next likely pages, fetched once the first page is drawn and idle. */
  prefetched: Script[];
}

interface RouteSpec {
  name: string;
  path: string;
  /** The `tandem_session=...` pair to put in the context, or null for signed out. */
  cookie: string | null;
}

/** Requests that leave 127.0.0.1, over all loads; there must be none. */
const foreign = new Set<string>();
/** JavaScript responses the browser did not class as "script" (so not counted), over all loads. */
const unclassified = new Set<string>();

/** The size of the copy the server sent: its build writes Brotli at quality 11 and gzip at 9. */
function servedSize(body: Buffer, encoding: string): number {
  if (encoding === 'br') {
    return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  if (encoding === 'gzip') return gzipSync(body, { level: 9 }).length;
  return body.length;
}

/** Each file once, by path, raw, gzip -9 and as served, largest first. */
async function measure(responses: readonly Response[]): Promise<Script[]> {
  const byPath = new Map<string, Script>();
  for (const response of responses) {
    const url = new URL(response.url());
    if (byPath.has(url.pathname)) continue;
    const body = await response.body();
    const encoding = (await response.allHeaders())['content-encoding'] ?? 'none';
    byPath.set(url.pathname, {
      encoding,
      served: servedSize(body, encoding),
      path: url.pathname,
      status: response.status(),
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
  return [...byPath.values()].sort((a, b) => b.served - a.served);
}

async function loadOnce(browser: Browser, base: string, route: RouteSpec): Promise<Load> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    if (route.cookie !== null) {
      const eq = route.cookie.indexOf('=');
      await context.addCookies([
        {
          name: route.cookie.slice(0, eq),
          value: route.cookie.slice(eq + 1),
          url: base,
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
    }
    context.on('request', (request) => {
      const url = new URL(request.url());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== HOST) {
        foreign.add(request.url());
      }
    });
    const page = await context.newPage();
    const responses: Response[] = [];
    const dataResponses: Response[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (/^\/assets\/.*\.json$/.test(new URL(response.url()).pathname)) {
        if (dataResponses.length < MAX_SCRIPTS) dataResponses.push(response);
      } else if (type === 'script') {
        if (responses.length < MAX_SCRIPTS) responses.push(response);
      } else if (/javascript/i.test(response.headers()['content-type'] ?? '')) {
        unclassified.add(`${new URL(response.url()).pathname} (${type})`);
      }
    });

    const heading = page.getByRole('heading', { level: 1 });
    const startedAt = performance.now();
    await page.goto(`${base}${route.path}`, { waitUntil: 'commit', timeout: USABLE_TIMEOUT_MS });
    await heading.waitFor({ state: 'visible', timeout: USABLE_TIMEOUT_MS });
    const usableMs = performance.now() - startedAt;

    const landed = new URL(page.url()).pathname;
    if (landed !== route.path) {
      throw new Error(`${route.name}: expected to stay on ${route.path}, landed on ${landed}`);
    }
    const headingText = (await heading.textContent({ timeout: USABLE_TIMEOUT_MS }))?.trim() ?? '';
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS });
    if (responses.length >= MAX_SCRIPTS) {
      throw new Error(`${route.name}: more than ${MAX_SCRIPTS} script responses`);
    }

    // The pages fetched ahead once the first one is drawn and idle are not the first route's.
    const ahead = new Set(
      await page.evaluate((mark) => {
        const at = performance.getEntriesByName(mark)[0]?.startTime;
        if (at === undefined) return [];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= at)
          .map((entry) => new URL(entry.name).pathname);
      }, PREFETCH_MARK),
    );
    const scripts = await measure(responses.filter((r) => !ahead.has(new URL(r.url()).pathname)));
    const prefetched = await measure(responses.filter((r) => ahead.has(new URL(r.url()).pathname)));
    const data = await measure(dataResponses);
    const failed = [...scripts, ...data].filter((s) => s.status !== 200);
    if (failed.length > 0) {
      throw new Error(
        `${route.name}: script(s) not answered 200: ${failed.map((s) => `${s.path} ${s.status}`).join(', ')}`,
      );
    }
    return { usableMs, heading: headingText, scripts, data, prefetched };
  } finally {
    await context.close().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

interface RouteResult {
  route: RouteSpec;
  loads: Load[];
}

function report(result: RouteResult): void {
  const { route, loads } = result;
  const first = loads[0];
  if (!first) return;
  const raw = sum(first.scripts.map((s) => s.raw));
  const gzip = sum(first.scripts.map((s) => s.gzip));
  const served = sum(first.scripts.map((s) => s.served));
  const encodings = [...new Set(first.scripts.map((s) => s.encoding))].join(', ');
  const dataServed = sum(first.data.map((d) => d.served));
  const usable = spread(loads.map((l) => l.usableMs));
  console.log(
    `\n${route.name}: ${route.path} (${route.cookie ? 'signed in' : 'signed out'}), h1 "${first.heading}"`,
  );
  console.table([
    ...first.scripts.map((s) => ({
      'JS file': s.path,
      'raw KB': kb(s.raw),
      'gzip KB': kb(s.gzip),
      'served KB': kb(s.served),
    })),
    {
      'JS file': `total: ${first.scripts.length} files`,
      'raw KB': kb(raw),
      'gzip KB': kb(gzip),
      'served KB': kb(served),
    },
  ]);
  console.table([
    { figure: 'JS files', value: first.scripts.length },
    { figure: 'JS raw bytes', value: raw },
    { figure: 'JS gzip -9 bytes', value: gzip },
    { figure: `JS bytes as served (${encodings})`, value: served },
    {
      figure: 'served vs budget 170 KB',
      value: `${kb(served)} KB = ${Math.round((served / BUDGET_BYTES) * 100)}% (${served <= BUDGET_BYTES ? 'within' : 'OVER'})`,
    },
    {
      figure: 'strings (JSON, not in the JS budget)',
      value: `${first.data.length} file(s): ${first.data.map((d) => `${d.path} ${kb(d.raw)} KB raw, ${kb(d.served)} KB served (${d.encoding})`).join('; ') || 'none'}`,
    },
    {
      figure: 'next pages fetched ahead when idle (not counted)',
      value: `${first.prefetched.length} file(s), ${kb(sum(first.prefetched.map((p) => p.served)))} KB served`,
    },
    {
      figure: 'JS + strings as served',
      value: `${served + dataServed} (${kb(served + dataServed)} KB)`,
    },
    { figure: `time to usable, median of ${loads.length} (ms)`, value: Math.round(usable.median) },
    {
      figure: 'time to usable, min / max (ms)',
      value: `${Math.round(usable.min)} / ${Math.round(usable.max)}`,
    },
    {
      figure: 'time to usable, each load (ms)',
      value: loads.map((l) => Math.round(l.usableMs)).join(' '),
    },
  ]);
  const firstSet = first.scripts.map((s) => s.path).join(' ');
  const differing = loads.filter((l) => l.scripts.map((s) => s.path).join(' ') !== firstSet).length;
  if (differing > 0) {
    console.log(`Note: ${differing} of the other loads fetched a different set of JS files.`);
  }
}

async function run(): Promise<number> {
  const loadsPerRoute = intFromEnv('LOADS', 5, 1, MAX_LOADS);
  const executablePath = CHROMIUM_PATH;
  ensureBuilt();
  const index = join(REPO_ROOT, WEB_DIST, 'index.html');
  const entry = /<script[^>]*\ssrc="([^"]+)"/.exec(readFileSync(index, 'utf8'))?.[1] ?? '?';
  console.log(
    `build: ${WEB_DIST}/index.html of ${statSync(index).mtime.toISOString()}, entry ${entry}`,
  );

  const dir = makeTempDir('tandem-first-route-');
  const port = await freePort();
  const startedAt = performance.now();
  const server = startServer(dir, port, { env: { WEB_DIST } });
  const readyMs = await waitReady(server, startedAt);
  console.log(
    `first route: server ready in ${readyMs} ms on ${server.base} (pid ${server.pid}); ` +
      `${loadsPerRoute} load(s) per route, each in a fresh context; Chromium ${executablePath}`,
  );
  const cookie = await signUp(server.base, {
    fullname: 'First Route Bench',
    email: 'first-route-bench@example.com',
    password: 'first-route-bench-password-1',
  });

  if (isInterrupted()) throw new Error('Interrupted.');
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
    // Our own SIGINT/SIGTERM handler closes the browser, then stops the server.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    timeout: 60_000,
  });
  onCleanup(async () => {
    await Promise.race([browser.close(), sleep(BROWSER_CLOSE_TIMEOUT_MS)]);
  });
  console.log(`Chromium ${browser.version()}`);

  const routes: RouteSpec[] = [
    { name: 'sign-in', path: '/signin', cookie: null },
    { name: 'dashboard', path: '/dashboard', cookie },
  ];
  const results: RouteResult[] = [];
  for (const route of routes) {
    const loads: Load[] = [];
    for (let i = 0; i < loadsPerRoute; i++) {
      if (isInterrupted()) throw new Error('Interrupted.');
      loads.push(await loadOnce(browser, server.base, route));
    }
    results.push({ route, loads });
  }

  for (const result of results) report(result);
  console.log(
    '\nKB = 1024 bytes. gzip = each file compressed alone with zlib level 9, summed; ' +
      'served = the copy the server sent (content-encoding br: Brotli quality 11), summed; ' +
      'time to usable = page.goto until the h1 is visible.',
  );
  if (unclassified.size > 0) {
    console.log(
      `Note: JavaScript not of type "script", not counted: ${[...unclassified].join(', ')}`,
    );
  }
  if (foreign.size > 0) {
    console.error(`\nFAIL: requests left ${HOST}: ${[...foreign].slice(0, 10).join(', ')}`);
    return 1;
  }
  return 0;
}

await runBench(run);
