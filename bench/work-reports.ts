/**
 * Work reports' sums: how fast a year of a large company's time is summed in each grouping, and
 * how much memory a long CSV file takes to stream.
 *
 * Needs PostgreSQL: BENCH_DATABASE_URL names a server where it makes a fresh database
 * tandem_bench_work_<pid> (the URL's own database is only used to create and drop it), and drops
 * it at the end. Starts the built server on it (run `node apps/server/scripts/build.mjs` first).
 * Over the API: an owner (time zone Europe/Prague), WORKERS workers (default 50) in PROJECTS
 * projects (default 20, half in EUR, half in CZK), 5 task lists and TASKS_PER_PROJECT tasks
 * (default 50) each. Then REPORTS work reports (default 1,000,000) go in with one
 * INSERT ... SELECT generate_series, spread evenly over YEARS years (default 4) up to the end of
 * 2026, by every worker and the owner on every task, followed by ANALYZE. Then:
 *   - for the owner (who sees every report) and for one worker (who sees their own): each
 *     `POST /api/work-reports/sums-grouped-by-{grouping}` and `tasks-by-{grouping}` with the year
 *     2026 as the filter, and `GET /api/work-reports/filter-values`: median and p95 of RUNS calls
 *     (default 10) after one warm-up;
 *   - `GET /api/work-reports/download-csv` of the owner over the first days of 2026 holding
 *     CSV_ROWS reports (default 100,000): rows, size, time, and the server's resident memory
 *     (VmRSS from /proc) before and at its highest while the file streams.
 * BENCH_DB=<name> uses that database instead and keeps it: made and filled as above when it does
 * not exist yet, and on later runs (with the same WORKERS) reused as it is, its owner and first
 * worker signed in, so that the statements can be measured again without writing the data anew.
 * PLANS=1 also prints EXPLAIN ANALYZE of the owner's sums by projects and by day.
 * Prints figures only; exit code 1 when something fails.
 * Run from the repository root:
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:work-reports
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import {
  call,
  expectStatus,
  freePort,
  intFromEnv,
  makeTempDir,
  nestedId,
  onCleanup,
  runBench,
  signIn,
  signUp,
  startServer,
  stopServer,
  waitReady,
} from './support.ts';
import type { ApiResult, Server } from './support.ts';

const WORKERS = intFromEnv('WORKERS', 50, 1, 500);
const PROJECTS = intFromEnv('PROJECTS', 20, 1, 200);
const TASKS_PER_PROJECT = intFromEnv('TASKS_PER_PROJECT', 50, 1, 500);
const REPORTS = intFromEnv('REPORTS', 1_000_000, 1000, 5_000_000);
const YEARS = intFromEnv('YEARS', 4, 1, 20);
const RUNS = intFromEnv('RUNS', 10, 3, 100);
const CSV_ROWS = intFromEnv('CSV_ROWS', 100_000, 0, 1_000_000);
const PLANS = process.env.PLANS === '1';
const LISTS = 5;
const PASSWORD = 'correct horse battery';
const YEAR = { date_from: '2026-01-01', date_to: '2026-12-31' };
const GROUPINGS = ['projects', 'tasklists', 'tasks', 'users', 'day', 'week', 'month'] as const;
const TASK_GROUPINGS = ['projects', 'tasklists', 'users'] as const;

/** Runs the jobs with a few in flight at once. */
async function pool<T>(items: readonly T[], width: number, job: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await job(items[next++]!);
    }),
  );
}

/** The server's resident memory in MB, read from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The value at or under which `share` of the values lie (nearest rank). */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** The reports of the bench, as one statement: every worker on every task, evenly in time. */
function bulkInsert(projectIds: number[], workerIds: number[]): string {
  const ids = [...projectIds, ...workerIds];
  if (!ids.every((id) => Number.isInteger(id)))
    throw new Error('bulk insert: ids must be integers');
  const spanSeconds = YEARS * 365.25 * 86_400;
  return `with tk as (
      select t.id, t.project_id, p.currency, row_number() over (order by t.id) - 1 as i
      from tasks t join projects p on p.id = t.project_id
      where t.project_id = any(array[${projectIds.join(',')}]::bigint[])),
    wk as (
      select id, row_number() over (order by id) - 1 as i from users
      where id = any(array[${workerIds.join(',')}]::bigint[]))
    insert into work_reports (project_id, task_id, worker_id, author_id, minutes, cost_minor,
      currency, is_billable, note, date_reported, date_add, statement_key)
    select tk.project_id, tk.id, wk.id, wk.id, 5 + g % 236, (5 + g % 236) * 150, tk.currency,
      g % 5 <> 0, case when g % 3 = 0 then 'Work ' || g else '' end,
      timestamptz '2027-01-01 00:00Z' - make_interval(secs => ${spanSeconds} * g / ${REPORTS}),
      timestamptz '2027-01-01 00:00Z' - make_interval(secs => ${spanSeconds} * g / ${REPORTS}),
      'bench:' || g
    from generate_series(1::bigint, ${REPORTS}) g
    join tk on tk.i = (g * 7919) % (select count(*) from tk)
    join wk on wk.i = (g * 104729) % (select count(*) from wk)`;
}

void runBench(async () => {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server.');
  const kept = process.env.BENCH_DB;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
    throw new Error('BENCH_DB: a database name of lower-case letters, digits and _');
  const name = kept ?? `tandem_bench_work_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let reused: boolean;
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    reused = kept !== undefined && found.rowCount === 1;
    if (!reused) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const made: { server?: Server; sql?: pg.Client } = {};
  onCleanup(async () => {
    await made.sql?.end();
    if (made.server) await stopServer(made.server, 'SIGTERM');
    if (kept !== undefined) return;
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists ${name} with (force)`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const server = startServer(makeTempDir('tandem-bench-work-'), await freePort(), {
    env: { DATABASE_URL: databaseUrl },
    built: true,
  });
  made.server = server;
  await waitReady(server, performance.now());
  const base = server.base;
  // The server's own connection settings, so that the plans printed are the ones it runs.
  const sql = new pg.Client({
    connectionString: databaseUrl,
    options: '-c jit=off -c plan_cache_mode=force_generic_plan',
  });
  made.sql = sql;
  await sql.connect();

  const { ownerCookie, workerCookie, ownerId, inYear } = reused
    ? await signInAgain(base, sql)
    : await fill(base, sql);
  const api = (method: 'GET' | 'POST', path: string, body?: unknown, cookie = ownerCookie) =>
    call(base, method, path, { cookie, ...(body === undefined ? {} : { body }) });

  const timed = async (what: string, send: () => Promise<ApiResult>) => {
    const times: number[] = [];
    let last: ApiResult | undefined;
    for (let run = 0; run <= RUNS; run++) {
      const t0 = performance.now();
      last = await send();
      const took = performance.now() - t0;
      expectStatus(last, 200, what);
      if (run > 0) times.push(took);
    }
    const body = last!.body as { total_sum?: { minutes: number } };
    console.log(
      `| ${what} | ${percentile(times, 0.5).toFixed(0)} | ${percentile(times, 0.95).toFixed(0)} | ` +
        `${body.total_sum?.minutes ?? '-'} |`,
    );
  };
  const viewers = [
    ['owner', ownerCookie],
    ['worker', workerCookie],
  ] as const;
  for (const [who, cookie] of viewers) {
    console.log(`\n${who}, year 2026 (${RUNS} calls after a warm-up)`);
    console.log('| call | median ms | p95 ms | minutes |');
    console.log('|---|---|---|---|');
    for (const grouping of GROUPINGS) {
      await timed(`sums-grouped-by-${grouping}`, () =>
        api('POST', `/api/work-reports/sums-grouped-by-${grouping}`, { conds: YEAR }, cookie),
      );
    }
    for (const grouping of TASK_GROUPINGS) {
      await timed(`tasks-by-${grouping}`, () =>
        api('POST', `/api/work-reports/tasks-by-${grouping}`, { conds: YEAR }, cookie),
      );
    }
    await timed('filter-values', () =>
      api('GET', '/api/work-reports/filter-values', undefined, cookie),
    );
  }

  if (CSV_ROWS > 0) {
    const perDay = inYear / 365;
    const days = Math.max(1, Math.ceil(CSV_ROWS / perDay));
    const to = new Date(Date.UTC(2026, 0, days)).toISOString().slice(0, 10);
    const conds = encodeURIComponent(JSON.stringify({ date_from: '2026-01-01', date_to: to }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 50);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/work-reports/download-csv?conds=${conds}&locale=cs-CZ`, {
      headers: { Cookie: ownerCookie },
    });
    if (res.status !== 200 || !res.body) throw new Error(`download-csv: ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      const part = chunk as Uint8Array;
      bytes += part.length;
      for (const byte of part) if (byte === 10) lines += 1;
    }
    clearInterval(sampler);
    console.log(
      `\ndownload-csv 2026-01-01..${to}: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB ` +
        `in ${seconds(t0)} s; server memory ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB ` +
        `at most while streaming (+${(peak - before).toFixed(0)} MB)`,
    );
  }

  if (PLANS) await printPlans(sql, ownerId);
  return 0;
});

interface Viewers {
  ownerCookie: string;
  workerCookie: string;
  ownerId: number;
  /** Reports in 2026. */
  inYear: number;
}

const IN_YEAR = `select count(*) as n from work_reports where date_reported >= '2025-12-31 23:00Z'
  and date_reported < '2026-12-31 23:00Z'`;

/** Makes the people, projects, lists and tasks over the API, then writes the reports. */
async function fill(base: string, sql: pg.Client): Promise<Viewers> {
  let started = performance.now();
  const stamp = Date.now().toString(36);
  const ownerEmail = `owner.${stamp}@example.test`;
  const ownerCookie = await signUp(base, {
    fullname: 'Olga Owner',
    email: ownerEmail,
    password: PASSWORD,
  });
  const api = (method: 'GET' | 'POST', path: string, body?: unknown, cookie = ownerCookie) =>
    call(base, method, path, { cookie, ...(body === undefined ? {} : { body }) });
  const workerEmails = Array.from(
    { length: WORKERS },
    (_, i) => `worker${i}.${stamp}@example.test`,
  );
  const workerCookies: string[] = [];
  await pool(workerEmails, 4, async (email) => {
    workerCookies.push(
      await signUp(base, {
        fullname: `Worker ${workerCookies.length + 1}`,
        email,
        password: PASSWORD,
      }),
    );
  });
  await sql.query(`update users set timezone = 'Europe/Prague'`);
  const projectIds: number[] = [];
  for (let p = 0; p < PROJECTS; p++) {
    const projectId = nestedId(
      await api('POST', '/api/projects/create', { name: `Project ${p + 1}` }),
      'project',
      'project',
    );
    projectIds.push(projectId);
    expectStatus(
      await api('POST', `/api/projects/add-workers?pid=${projectId}`, {
        new_workers: workerEmails,
      }),
      200,
      'add workers',
    );
    const listIds: number[] = [];
    for (let l = 0; l < LISTS; l++) {
      const created = await api('POST', `/api/tasklists/create?pid=${projectId}`, {
        name: `List ${l + 1}`,
      });
      listIds.push(nestedId(created, 'tasklist', 'task list'));
    }
    const names = Array.from({ length: TASKS_PER_PROJECT }, (_, i) => i);
    await pool(names, 6, async (i) => {
      const created = await api('POST', `/api/tasks/create?tlid=${listIds[i % LISTS]}`, {
        name: `Task ${p + 1}.${i + 1}`,
      });
      expectStatus(created, 201, 'task');
    });
  }
  await sql.query(
    `update projects set currency = case when id % 2 = 0 then 'CZK' else 'EUR' end
    where id = any($1::bigint[])`,
    [projectIds],
  );
  const ids = await sql.query<{ id: string }>(
    `select id from users where email = any($1::text[]) order by id`,
    [[ownerEmail, ...workerEmails]],
  );
  const personIds = ids.rows.map((r) => Number(r.id));
  console.log(
    `database: PostgreSQL; ${WORKERS} workers, ${PROJECTS} projects, ` +
      `${PROJECTS * TASKS_PER_PROJECT} tasks made over the API in ${seconds(started)} s`,
  );

  started = performance.now();
  await sql.query(bulkInsert(projectIds, personIds));
  await sql.query('analyze');
  const inYear = await sql.query<{ n: string }>(IN_YEAR);
  console.log(
    `${REPORTS} work reports over ${YEARS} years written and analyzed in ${seconds(started)} s ` +
      `(${inYear.rows[0]!.n} in 2026)`,
  );
  return {
    ownerCookie,
    workerCookie: workerCookies[0]!,
    ownerId: personIds[0]!,
    inYear: Number(inYear.rows[0]!.n),
  };
}

/** Signs the owner and the first worker of a kept database in again. */
async function signInAgain(base: string, sql: pg.Client): Promise<Viewers> {
  const people = await sql.query<{ id: string; email: string }>(
    `select id, email from users where email like 'owner.%@example.test'
      or email like 'worker0.%@example.test' order by id`,
  );
  const [owner, worker] = people.rows;
  if (!owner || !worker) throw new Error(`BENCH_DB: no bench data in the database`);
  const inYear = await sql.query<{ n: string }>(IN_YEAR);
  console.log(`database: PostgreSQL, kept (${inYear.rows[0]!.n} reports in 2026)`);
  const signed = (email: string) => signIn(base, { fullname: '', email, password: PASSWORD });
  return {
    ownerCookie: await signed(owner.email),
    workerCookie: await signed(worker.email),
    ownerId: Number(owner.id),
    inYear: Number(inYear.rows[0]!.n),
  };
}

/** EXPLAIN ANALYZE of the owner's yearly sums, written as the repository writes them. */
async function printPlans(sql: pg.Client, ownerId: number) {
  const { sumsByGroup, sumsByPeriod } =
    await import('../apps/server/src/modules/work-reports/work-report-sums.repo.ts');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const sent: Array<{ text: string; params: unknown[] }> = [];
  const db = drizzle(sql, {
    logger: { logQuery: (text, params) => void sent.push({ text, params }) },
  });
  const filter = {
    viewerId: ownerId,
    from: new Date('2025-12-31T23:00:00Z'),
    to: new Date('2026-12-31T23:00:00Z'),
    projectIds: [],
    userIds: [],
    taskIds: [],
    tasklistIds: [],
    currency: null,
    billable: null,
    labelNames: [],
    tagNames: [],
  };
  await sumsByGroup(db, filter, 'projects');
  await sumsByPeriod(db, filter, 'day', 'Europe/Prague');
  for (const statement of sent.filter((s) => s.text.startsWith('select'))) {
    const plan = await sql.query(`explain (analyze, buffers) ${statement.text}`, statement.params);
    console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
  }
}
