/**
 * Load: what the server holds on this machine, with the load generator (autocannon) in this
 * process beside it.
 *
 * The workload "mixed" is 70 % reads (project list, project detail, the board of a project of
 * 200 tasks, task detail) and 30 % writes (create a task, finish one, reopen one), at RATE
 * requests per second (default 500) over CONNECTIONS connections (default 50) for DURATION
 * seconds (default 20); new tasks go to a second project, so that the board keeps its 200 tasks.
 * "paced" is the same mix arriving as independent people make it: at random moments, RATE per
 * second on average, each latency counted from the moment the request was due (`runPaced`),
 * after WARMUP seconds (default 20) of the same, not counted.
 * "max" is the same mix as fast as it is answered (the sustainable maximum). "endpoints" runs
 * each endpoint alone, as fast as it is answered, over ENDPOINT_CONNECTIONS connections (10).
 *
 * Against a server of its own (the production build, started on the embedded database, or on
 * PostgreSQL with BENCH_DATABASE_URL) it also prints the statements each kind of request sends
 * (from the server's request log) and the server's resident memory (the peak while loaded).
 * Against BASE_URL (any running Tandem; give SERVER_PID for its memory) it signs up a user of
 * its own there; the server must allow the writes (WRITE_RATE_LIMIT=0).
 *
 * Run from the repository root: npm run bench:load
 *   WORKLOADS=mixed,paced,max,endpoints ENDPOINTS="create task,board" RATE=500 CONNECTIONS=50 DURATION=20 BENCH_DATABASE_URL=…
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import {
  REPO_ROOT,
  call,
  freePort,
  intFromEnv,
  makeTempDir,
  nestedId,
  onCleanup,
  runBench,
  signUp,
  sleep,
  startServer,
  stopServer,
  waitReady,
} from './support.ts';
import type { Server } from './support.ts';

const RATE = intFromEnv('RATE', 500, 1, 100_000);
const CONNECTIONS = intFromEnv('CONNECTIONS', 50, 1, 1000);
const DURATION = intFromEnv('DURATION', 20, 1, 3600);
/** Seconds of the paced workload run before its measured run, not counted. */
const WARMUP = intFromEnv('WARMUP', 20, 1, 600);
const ENDPOINT_DURATION = intFromEnv('ENDPOINT_DURATION', 10, 1, 3600);
const ENDPOINT_CONNECTIONS = intFromEnv('ENDPOINT_CONNECTIONS', 10, 1, 1000);
const BOARD_TASKS = intFromEnv('BOARD_TASKS', 200, 1, 10_000);
const WORKLOADS = (process.env.WORKLOADS ?? 'mixed,paced,max,endpoints')
  .split(',')
  .map((w) => w.trim());
const ALL_ENDPOINTS: Kind[] = ['create task', 'task detail', 'board', 'project list', 'health'];
/** The endpoints the "endpoints" workload runs, e.g. ENDPOINTS="create task,board"; all by default. */
const ENDPOINTS = process.env.ENDPOINTS
  ? ALL_ENDPOINTS.filter((kind) =>
      process.env
        .ENDPOINTS!.split(',')
        .map((e) => e.trim())
        .includes(kind),
    )
  : ALL_ENDPOINTS;
const PASSWORD = 'correct horse battery';

type Kind =
  | 'project list'
  | 'project detail'
  | 'board'
  | 'task detail'
  | 'create task'
  | 'finish task'
  | 'reopen task'
  | 'health';

interface Fixture {
  base: string;
  cookie: string;
  projectId: number;
  taskIds: number[];
  intakeListId: number;
}

/** The request of a kind, with a task of the board picked at random where it needs one. */
function requestOf(
  kind: Kind,
  f: Fixture,
): { method: 'GET' | 'POST'; path: string; body?: string } {
  const task = () => f.taskIds[Math.floor(Math.random() * f.taskIds.length)]!;
  switch (kind) {
    case 'project list':
      return { method: 'GET', path: '/api/projects/list' };
    case 'project detail':
      return { method: 'GET', path: `/api/projects/detail?pid=${f.projectId}` };
    case 'board':
      return { method: 'GET', path: `/api/tasks/board?pid=${f.projectId}` };
    case 'task detail':
      return { method: 'GET', path: `/api/task/detail?tid=${task()}` };
    case 'create task':
      return {
        method: 'POST',
        path: `/api/tasks/create?tlid=${f.intakeListId}`,
        body: JSON.stringify({ name: 'Load' }),
      };
    case 'finish task':
      return { method: 'POST', path: `/api/tasks/finish?tid=${task()}`, body: '{}' };
    case 'reopen task':
      return { method: 'POST', path: `/api/tasks/reopen?tid=${task()}`, body: '{}' };
    case 'health':
      return { method: 'GET', path: '/health' };
  }
}

/** The mixed workload: each read kind 17.5 %, each write kind 10 %. */
const MIX: Array<[Kind, number]> = [
  ['project list', 0.175],
  ['project detail', 0.175],
  ['board', 0.175],
  ['task detail', 0.175],
  ['create task', 0.1],
  ['finish task', 0.1],
  ['reopen task', 0.1],
];

function pickMixed(): Kind {
  let r = Math.random();
  for (const [kind, share] of MIX) {
    if (r < share) return kind;
    r -= share;
  }
  return 'project list';
}

/** Samples the resident memory of a process (Linux), keeping the peak. */
function rssSampler(pid: number | undefined) {
  let peak = 0;
  const read = () => {
    if (pid === undefined) return;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb * 1024);
    } catch {
      pid = undefined;
    }
  };
  read();
  const timer = setInterval(read, 250);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak;
    },
    now: () => {
      const before = peak;
      peak = 0;
      read();
      const current = peak;
      peak = Math.max(before, current);
      return current;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Figures {
  name: string;
  asked: string;
  achieved: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The answers other than 2xx, by status. */
  statuses: string;
  rssMb: number | null;
}

async function run(
  name: string,
  f: Fixture,
  pick: () => Kind,
  options: { connections: number; duration: number; rate?: number },
  pid: number | undefined,
): Promise<Figures> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const rss = rssSampler(pid);
  const headers = {
    cookie: f.cookie,
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
  };
  const load: autocannon.Options = {
    url: f.base,
    connections: options.connections,
    duration: options.duration,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        // Headers of its own for each request: the generator writes a body's Content-Length into
        // the object it is given, which a following request without a body would carry.
        setupRequest: (request) => ({
          ...request,
          headers: { ...headers },
          ...requestOf(pick(), f),
        }),
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(load, (error: unknown, done) =>
      error
        ? reject(error instanceof Error ? error : new Error('load generator failed'))
        : resolve(done),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      if (status >= 300) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  const peak = rss.stop();
  latencies.sort((a, b) => a - b);
  return {
    name,
    asked: options.rate ? `${options.rate}/s` : 'as fast as answered',
    achieved: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    statuses: [...statuses].map(([status, count]) => `${count}×${status}`).join(', '),
    // Connection errors (timeouts included) and answers other than 2xx.
    errors: result.errors + result.non2xx,
    rssMb: pid === undefined ? null : Math.round(peak / 1024 / 1024),
  };
}

/**
 * The mixed workload as independent people make it: requests arrive at random moments (a Poisson
 * process) at `rate` per second on average, whether or not earlier ones were answered, over at most
 * `connections` kept-alive connections (a request that finds them all busy waits for one). Each
 * latency runs from the moment the request was due, so waiting for a connection counts. (The
 * fixed rate of the generator above sends each connection's share of a second back to back at the
 * start of that second, so near the server's capacity about 50 requests wait at once.)
 */
async function runPaced(
  name: string,
  f: Fixture,
  pick: () => Kind,
  options: { connections: number; duration: number; rate: number },
  pid: number | undefined,
): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(f.base);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  const rss = rssSampler(pid);
  const pending = new Set<Promise<void>>();
  const send = (due: number) => {
    const { method, path, body } = requestOf(pick(), f);
    const answered = new Promise<void>((resolve) => {
      const req = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers: {
            cookie: f.cookie,
            'x-requested-with': 'XMLHttpRequest',
            ...(body
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
              : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            const status = res.statusCode ?? 0;
            if (status >= 300) {
              errors += 1;
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
            }
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
    pending.add(answered);
    void answered.then(() => pending.delete(answered));
  };
  const started = performance.now();
  const end = started + options.duration * 1000;
  let due = started;
  while (due < end) {
    const now = performance.now();
    for (; due <= now && due < end; due += (-Math.log(1 - Math.random()) * 1000) / options.rate)
      send(due);
    await sleep(1);
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const peak = rss.stop();
  latencies.sort((a, b) => a - b);
  return {
    name,
    asked: `${options.rate}/s, random arrivals`,
    achieved: Math.round(((latencies.length - errors) / elapsed) * 10) / 10,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    statuses: [...statuses].map(([status, count]) => `${count}×${status}`).join(', '),
    errors,
    rssMb: pid === undefined ? null : Math.round(peak / 1024 / 1024),
  };
}

/** Sends one request of each kind and reads, from the server's log, the statements each sent. */
async function countStatements(server: Server, f: Fixture): Promise<Map<Kind, number>> {
  const seen = new Map<string, number>();
  const stop = server.onLine((line) => {
    try {
      const entry = JSON.parse(line) as { reqId?: string; statements?: number };
      if (entry.reqId && typeof entry.statements === 'number')
        seen.set(entry.reqId, entry.statements);
    } catch {
      // Not a log line.
    }
  });
  const counts = new Map<Kind, number>();
  for (const [kind] of [...MIX, ['health', 0] as [Kind, number]]) {
    const { method, path, body } = requestOf(kind, f);
    const res = await fetch(`${f.base}${path}`, {
      method,
      headers: {
        cookie: f.cookie,
        'x-requested-with': 'XMLHttpRequest',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body } : {}),
    });
    await res.arrayBuffer();
    const id = res.headers.get('x-request-id') ?? '';
    for (let i = 0; i < 40 && !seen.has(id); i++) await sleep(25);
    if (seen.has(id)) counts.set(kind, seen.get(id)!);
  }
  stop();
  return counts;
}

async function setUp(base: string): Promise<Fixture> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const cookie = await signUp(base, {
    fullname: 'Lena Load',
    email: `load.${stamp}@example.test`,
    password: PASSWORD,
  });
  const project = async (name: string) =>
    nestedId(
      await call(base, 'POST', '/api/projects/create', { cookie, body: { name } }),
      'project',
      'project',
    );
  const list = async (projectId: number, name: string) =>
    nestedId(
      await call(base, 'POST', `/api/tasklists/create?pid=${projectId}`, {
        cookie,
        body: { name },
      }),
      'tasklist',
      'task list',
    );
  const projectId = await project('Load board');
  const lists = [await list(projectId, 'Next'), await list(projectId, 'Later')];
  const taskIds: number[] = [];
  for (let i = 0; i < BOARD_TASKS; i++) {
    const created = await call(base, 'POST', `/api/tasks/create?tlid=${lists[i % 2]}`, {
      cookie,
      body: { name: `Task ${i + 1}` },
    });
    taskIds.push(nestedId(created, 'task', 'task'));
  }
  const intakeListId = await list(await project('Load intake'), 'Inbox');
  return { base, cookie, projectId, taskIds, intakeListId };
}

function print(figures: Figures[]): void {
  const rows = figures.map((f) => [
    f.name,
    f.asked,
    `${f.achieved}/s`,
    `${f.p50} ms`,
    `${f.p95} ms`,
    `${f.p99} ms`,
    f.statuses ? `${f.errors} (${f.statuses})` : String(f.errors),
    f.rssMb === null ? 'n/a' : `${f.rssMb} MB`,
  ]);
  const header = ['workload', 'asked', 'achieved', 'p50', 'p95', 'p99', 'errors', 'server RSS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

void runBench(async () => {
  let base = process.env.BASE_URL?.replace(/\/$/, '');
  let pid = process.env.SERVER_PID ? Number(process.env.SERVER_PID) : undefined;
  let server: Server | undefined;
  let engine = 'given by BASE_URL';
  if (!base) {
    execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    engine = databaseUrl ? 'PostgreSQL' : 'embedded database';
    const env: Record<string, string> = { LOG_LEVEL: 'info', NODE_ENV: 'production' };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    server = startServer(makeTempDir('tandem-bench-load-'), await freePort(), { env, built: true });
    const started = server;
    onCleanup(() => stopServer(started, 'SIGTERM'));
    await waitReady(server, performance.now());
    base = server.base;
    pid = server.pid;
  }
  console.log(
    `Load on ${engine}; ${BOARD_TASKS} tasks on the board; node ${process.version}; ` +
      `load generator in the same machine.`,
  );
  const f = await setUp(base);

  if (server) {
    const counts = await countStatements(server, f);
    console.log('\nStatements (database round trips) per request:');
    for (const [kind, count] of counts) console.log(`  ${kind.padEnd(15)} ${count}`);
  } else console.log('\nStatements per request: n/a (the server is not started by this bench).');

  const figures: Figures[] = [];
  const asked = { connections: CONNECTIONS, duration: DURATION, rate: RATE };
  if (WORKLOADS.includes('mixed')) figures.push(await run('mixed 70/30', f, pickMixed, asked, pid));
  if (WORKLOADS.includes('paced')) {
    // A server that has just started compiles its hot paths and fills its caches first: a few
    // seconds at the same pace, not counted, so the figures are of a server that has been running.
    await runPaced('warm-up', f, pickMixed, { ...asked, duration: WARMUP }, undefined);
    figures.push(await runPaced('mixed 70/30, paced', f, pickMixed, asked, pid));
  }
  if (WORKLOADS.includes('max'))
    figures.push(
      await run(
        'mixed 70/30, max',
        f,
        pickMixed,
        { connections: CONNECTIONS, duration: DURATION },
        pid,
      ),
    );
  if (WORKLOADS.includes('endpoints'))
    for (const kind of ENDPOINTS)
      figures.push(
        await run(
          kind,
          f,
          () => kind,
          { connections: ENDPOINT_CONNECTIONS, duration: ENDPOINT_DURATION },
          pid,
        ),
      );
  console.log('');
  print(figures);
  return figures.some((fig) => fig.errors > 0) ? 1 : 0;
});
