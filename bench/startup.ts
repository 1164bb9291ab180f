/**
 * Start-up time and memory of the server on the embedded database (PGlite in DATA_DIR).
 *
 * For RUNS runs (default 5, 1..20): start the server on a fresh temp DATA_DIR (cold: creates and
 * migrates the database), stop it, start it again on the same DATA_DIR (warm). Each start is timed
 * from spawn to the first 200 of GET /ready; after ready the server idles 3 s and its resident
 * memory (VmRSS of /proc/<pid>/status) is read. On the warm server a user then signs up and makes
 * LOAD_REQUESTS sequential GET /api/projects/list calls, and VmRSS is read again.
 *
 * We spawn `node --import tsx apps/server/src/main.ts` directly: tsx's loader runs inside that
 * node process (a worker thread, not a child process), so the spawned pid is the server. The script
 * checks that on every reading: the pid must own the listening socket; child processes, if any,
 * are named and not counted.
 *
 * Prints figures only. Exit code 1 when a start or a request fails, 0 otherwise.
 * Run from the repository root: npm run bench:startup (RUNS=3 npm run bench:startup)
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import {
  call,
  expectStatus,
  freePort,
  intFromEnv,
  makeTempDir,
  removeTempDir,
  runBench,
  signUp,
  sleep,
  spread,
  startServer,
  stopServer,
  waitReady,
  REPO_ROOT,
  type Server,
  type Spread,
} from './support.ts';

const READY_POLL_MS = 25;
const IDLE_MS = 3_000;
const LOAD_REQUESTS = 2_000;
/** The load stops here even if it has not made LOAD_REQUESTS requests. */
const LOAD_TIMEOUT_MS = 120_000;
const MAX_RUNS = 20;
const WEB_DIST = 'apps/web/dist';

// ---------------------------------------------------------------------------------------------
// /proc readings
// ---------------------------------------------------------------------------------------------

/** A `VmXxx:  1234 kB` line of /proc/<pid>/status, in kB. */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`No ${field} in /proc/${pid}/status (is the process alive?)`);
  return Number(match[1]);
}

/** Child pids of every thread of pid (tsx must not have forked a separate server process). */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const path = `/proc/${pid}/task/${tid}/children`;
    if (!existsSync(path)) continue;
    for (const word of readFileSync(path, 'utf8').trim().split(/\s+/)) {
      if (word !== '') children.push(Number(word));
    }
  }
  return children;
}

/** The inode of the socket listening on 127.0.0.1:port, from /proc/net/tcp. */
function listeningInode(port: number): string | null {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const cols = line.trim().split(/\s+/);
    // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
    if (cols[1] === local && cols[3] === '0A') return cols[9] ?? null;
  }
  return null;
}

function ownsSocket(pid: number, inode: string): boolean {
  const target = `socket:[${inode}]`;
  const fdDir = `/proc/${pid}/fd`;
  const fds = readdirSync(fdDir);
  if (fds.length > 100_000) throw new Error(`${fdDir}: implausibly many descriptors`);
  return fds.some((fd) => {
    try {
      return readlinkSync(join(fdDir, fd)) === target;
    } catch {
      return false; // Closed meanwhile.
    }
  });
}

const seenChildren = new Set<string>();

/** VmRSS of the server in MB, after checking that the pid really is the listening server. */
function serverRssMb(server: Server): number {
  if (server.hasExited()) throw new Error(`The server (pid ${server.pid}) has exited.`);
  const inode = listeningInode(server.port);
  if (inode === null) throw new Error(`Nothing listens on 127.0.0.1:${server.port}.`);
  if (!ownsSocket(server.pid, inode)) {
    throw new Error(`pid ${server.pid} does not own the socket on port ${server.port}.`);
  }
  // The server itself runs in this pid; a child (say, a helper a loader forked) is not counted,
  // but is shown so that a reader knows memory lives outside it.
  for (const child of childPids(server.pid)) {
    const note = `${server.pid} -> child ${child}`;
    if (seenChildren.has(note)) continue;
    seenChildren.add(note);
    let what: string;
    try {
      what = `${readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').join(' ').trim()}, VmRSS ${(statusKb(child, 'VmRSS') / 1024).toFixed(1)} MB`;
    } catch {
      what = 'gone';
    }
    console.log(
      `Note: server pid ${server.pid} has a child process ${child} (${what}), not counted.`,
    );
  }
  return statusKb(server.pid, 'VmRSS') / 1024;
}

// ---------------------------------------------------------------------------------------------
// One start
// ---------------------------------------------------------------------------------------------

interface StartFigures {
  readyMs: number;
  idleRssMb: number;
}

interface LoadFigures {
  requests: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  peakMb: number;
  requestsPerSecond: number;
}

const serverEnv: Record<string, string> = {};

async function startAndIdle(dataDir: string): Promise<{ server: Server; figures: StartFigures }> {
  const port = await freePort();
  const startedAt = performance.now();
  const server = startServer(dataDir, port, { env: serverEnv });
  const readyMs = await waitReady(server, startedAt, READY_POLL_MS);
  await sleep(IDLE_MS);
  return { server, figures: { readyMs, idleRssMb: serverRssMb(server) } };
}

async function stopCleanly(server: Server): Promise<void> {
  await stopServer(server, 'SIGTERM');
  const exit = await Promise.race([server.exited, sleep(1_000).then(() => 'still running')]);
  if (exit !== 'code 0') {
    throw new Error(`The server did not stop cleanly on SIGTERM (${exit}):\n${server.output()}`);
  }
}

async function load(server: Server, run: number): Promise<LoadFigures> {
  const cookie = await signUp(server.base, {
    fullname: 'Startup Bench',
    email: `startup-bench-${run}@example.com`,
    password: 'startup-bench-password-1',
  });
  const rssBeforeMb = serverRssMb(server);
  const startedAt = performance.now();
  const deadline = startedAt + LOAD_TIMEOUT_MS;
  let requests = 0;
  while (requests < LOAD_REQUESTS && performance.now() < deadline) {
    const result = await call(server.base, 'GET', '/api/projects/list', { cookie });
    expectStatus(result, 200, `request ${requests + 1} of GET /api/projects/list`);
    requests++;
  }
  const elapsed = performance.now() - startedAt;
  const rssAfterMb = serverRssMb(server);
  return {
    requests,
    rssBeforeMb,
    rssAfterMb,
    peakMb: statusKb(server.pid, 'VmHWM') / 1024,
    requestsPerSecond: (requests / elapsed) * 1000,
  };
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

const mb = (value: number) => Number(value.toFixed(1));

function row(label: string, unit: string, values: readonly number[], digits: number) {
  const s: Spread = spread(values);
  const fmt = (v: number) => Number(v.toFixed(digits));
  return {
    figure: label,
    unit,
    median: fmt(s.median),
    min: fmt(s.min),
    max: fmt(s.max),
    runs: values.map(fmt).join(' '),
  };
}

async function run(): Promise<number> {
  const runs = intFromEnv('RUNS', 5, 1, MAX_RUNS);
  const withWeb = existsSync(join(REPO_ROOT, WEB_DIST, 'index.html'));
  // Serve the built web app, as `npm start` does, when it has been built.
  serverEnv.WEB_DIST = withWeb ? WEB_DIST : '';
  console.log(
    `startup: ${runs} run(s), node ${process.version}, /ready polled every ${READY_POLL_MS} ms, ` +
      `RSS read after ${IDLE_MS / 1000} s idle; web app ${withWeb ? `served from ${WEB_DIST}` : 'not built (API only)'}`,
  );

  const cold: StartFigures[] = [];
  const warm: StartFigures[] = [];
  const loads: LoadFigures[] = [];
  for (let i = 1; i <= runs; i++) {
    const dir = makeTempDir('tandem-startup-');
    const first = await startAndIdle(dir);
    cold.push(first.figures);
    await stopCleanly(first.server);

    const second = await startAndIdle(dir);
    warm.push(second.figures);
    const loaded = await load(second.server, i);
    loads.push(loaded);
    await stopCleanly(second.server);
    removeTempDir(dir);

    console.log(
      `run ${i}: cold ready ${first.figures.readyMs} ms (${mb(first.figures.idleRssMb)} MB idle), ` +
        `warm ready ${second.figures.readyMs} ms (${mb(second.figures.idleRssMb)} MB idle); ` +
        `${loaded.requests} requests at ${Math.round(loaded.requestsPerSecond)}/s: ` +
        `${mb(loaded.rssBeforeMb)} -> ${mb(loaded.rssAfterMb)} MB (peak ${mb(loaded.peakMb)} MB)`,
    );
  }

  console.log('');
  console.table([
    row(
      'cold start to /ready',
      'ms',
      cold.map((f) => f.readyMs),
      0,
    ),
    row(
      'warm start to /ready',
      'ms',
      warm.map((f) => f.readyMs),
      0,
    ),
    row(
      'idle RSS after cold start',
      'MB',
      cold.map((f) => f.idleRssMb),
      1,
    ),
    row(
      'idle RSS after warm start',
      'MB',
      warm.map((f) => f.idleRssMb),
      1,
    ),
    row(
      'RSS before load (warm, signed up)',
      'MB',
      loads.map((f) => f.rssBeforeMb),
      1,
    ),
    row(
      `RSS after ${LOAD_REQUESTS} GET /api/projects/list`,
      'MB',
      loads.map((f) => f.rssAfterMb),
      1,
    ),
    row(
      'peak RSS (VmHWM) of warm server',
      'MB',
      loads.map((f) => f.peakMb),
      1,
    ),
    row(
      'sequential requests per second',
      'req/s',
      loads.map((f) => f.requestsPerSecond),
      0,
    ),
  ]);
  const short = loads.filter((f) => f.requests < LOAD_REQUESTS).length;
  if (short > 0) {
    console.log(
      `\nNote: in ${short} run(s) the load hit its ${LOAD_TIMEOUT_MS / 1000} s limit before ${LOAD_REQUESTS} requests.`,
    );
  }
  console.log('\nMB = 1024 * 1024 bytes; VmRSS of the spawned node process (the server itself).');
  return 0;
}

await runBench(run);
