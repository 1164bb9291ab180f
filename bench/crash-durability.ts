/**
 * Crash durability of the embedded database (PGlite in DATA_DIR).
 *
 * Streams task creations at a running server, kills it with SIGKILL while writes are in flight,
 * restarts it on the same DATA_DIR and checks that every write the server acknowledged (201) is
 * still there. Repeats for ROUNDS rounds (default 3). Exit code 1 when an acknowledged write is
 * missing or the run fails, 0 otherwise.
 *
 * Run from the repository root: node --import tsx bench/crash-durability.ts
 * or: npm run crash -w @tandem/bench
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/src/main.ts');

const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 100;
const REQUEST_TIMEOUT_MS = 10_000;
const EXIT_TIMEOUT_MS = 10_000;
const CONCURRENCY = 4;
const KILL_DELAY_MIN_MS = 1_000;
const KILL_DELAY_MAX_MS = 3_000;
/** Upper bound of writes started in one round, whatever the speed of the machine. */
const MAX_WRITES_PER_ROUND = 100_000;
const MAX_ROUNDS = 50;
const OUTPUT_TAIL_CHARS = 8_000;

const EMAIL = 'crash-bench@example.com';
const PASSWORD = 'crash-bench-password-1';

function parseRounds(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3;
  const rounds = Number.parseInt(raw, 10);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS) {
    throw new Error(`ROUNDS must be an integer from 1 to ${MAX_ROUNDS} (got ${JSON.stringify(raw)}).`);
  }
  return rounds;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function randomBetween(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/** Asks the OS for a free TCP port on the loopback address. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not read the probe port.'));
        return;
      }
      const { port } = address;
      probe.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The server process
// ---------------------------------------------------------------------------------------------

interface Server {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  hasExited(): boolean;
  /** The last few thousand characters the process wrote, for error messages. */
  output(): string;
}

/** Every server spawned and not yet seen to exit, so cleanup can stop them all. */
const live = new Set<Server>();
let interrupted = false;

function startServer(dataDir: string, port: number): Server {
  if (interrupted) throw new Error('Interrupted; not starting another server.');
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Force the embedded database and keep mail local, whatever the caller's environment holds.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.PUBLIC_URL;
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST,
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    // Sign-in is rate limited per address and e-mail, and the counters live in the database,
    // so they survive restarts; one sign-in per round must not hit the default limit of 10.
    AUTH_RATE_LIMIT: '10000',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('Could not spawn the server process.');
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let gone = false;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      gone = true;
      resolve(signal ?? `code ${String(code)}`);
    });
    child.once('error', (error) => {
      gone = true;
      resolve(`spawn error: ${error.message}`);
    });
  });
  const server: Server = {
    child,
    pid: child.pid,
    port,
    base: `http://${HOST}:${port}`,
    exited,
    hasExited: () => gone,
    output: () => tail.trim(),
  };
  live.add(server);
  void exited.then(() => live.delete(server));
  return server;
}

/** Polls GET /ready until it answers 200; returns the milliseconds it took. */
async function waitReady(server: Server, startedAt: number): Promise<number> {
  const deadline = startedAt + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (server.hasExited()) {
      throw new Error(`The server exited before it was ready (${await server.exited}). Its output:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.base}/ready`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return Math.round(performance.now() - startedAt);
    } catch {
      // Not listening yet.
    }
    await sleep(READY_POLL_MS);
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS} ms. Its output:\n${server.output()}`);
}

/** Sends a signal and waits (bounded) for the process to be gone. */
async function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.hasExited()) return;
  server.child.kill(signal);
  const result = await Promise.race([server.exited, sleep(EXIT_TIMEOUT_MS).then(() => 'timeout')]);
  if (result === 'timeout' && !server.hasExited()) {
    server.child.kill('SIGKILL');
    await Promise.race([server.exited, sleep(EXIT_TIMEOUT_MS)]);
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP client
// ---------------------------------------------------------------------------------------------

interface ApiResult {
  status: number;
  body: unknown;
  cookie: string | null;
}

async function call(base: string, method: 'GET' | 'POST', path: string, options: { cookie?: string | null; body?: unknown } = {}): Promise<ApiResult> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Keep the text.
  }
  const session = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('tandem_session='));
  return { status: res.status, body, cookie: session ?? null };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads body[key].id, or fails with the answer in the message. */
function nestedId(result: ApiResult, key: string, what: string): number {
  const inner = isRecord(result.body) ? result.body[key] : undefined;
  const id = isRecord(inner) ? inner.id : undefined;
  if (typeof id !== 'number') {
    throw new Error(`${what}: unexpected answer ${result.status} ${JSON.stringify(result.body)}`);
  }
  return id;
}

function expectStatus(result: ApiResult, status: number, what: string): void {
  if (result.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${result.status} ${JSON.stringify(result.body)}`);
  }
}

async function signUp(base: string): Promise<string> {
  const result = await call(base, 'POST', '/api/auth/signup', {
    body: { fullname: 'Crash Bench', email: EMAIL, password: PASSWORD },
  });
  expectStatus(result, 201, 'sign-up');
  if (!result.cookie) throw new Error('sign-up: no tandem_session cookie in the answer');
  return result.cookie;
}

async function signIn(base: string): Promise<string> {
  const result = await call(base, 'POST', '/api/auth/signin', { body: { email: EMAIL, password: PASSWORD } });
  expectStatus(result, 200, 'sign-in');
  if (!result.cookie) throw new Error('sign-in: no tandem_session cookie in the answer');
  return result.cookie;
}

interface ListedTask {
  name: string;
  tasklistId: number;
}

async function listTasks(base: string, cookie: string, projectId: number): Promise<ListedTask[]> {
  const result = await call(base, 'GET', `/api/tasks/list?pid=${projectId}`, { cookie });
  expectStatus(result, 200, 'task list');
  const tasks = isRecord(result.body) ? result.body.tasks : undefined;
  if (!Array.isArray(tasks)) throw new Error(`task list: unexpected answer ${JSON.stringify(result.body)}`);
  const listed: ListedTask[] = [];
  for (const task of tasks as unknown[]) {
    const tasklist = isRecord(task) ? task.tasklist : undefined;
    const name = isRecord(task) ? task.name : undefined;
    const tasklistId = isRecord(tasklist) ? tasklist.id : undefined;
    if (typeof name !== 'string' || typeof tasklistId !== 'number') {
      throw new Error(`task list: unexpected task ${JSON.stringify(task)}`);
    }
    listed.push({ name, tasklistId });
  }
  return listed;
}

// ---------------------------------------------------------------------------------------------
// The write stream
// ---------------------------------------------------------------------------------------------

interface StreamState {
  /** The number the next write takes; continues across rounds. */
  next: number;
  /** Every name the server answered 201 for, over all rounds. */
  acknowledged: Set<string>;
}

interface StreamResult {
  acknowledged: number;
  started: number;
  inFlightAtKill: number;
  failed: number;
  rejected: number;
  streamMs: number;
}

/**
 * Runs CONCURRENCY writers against the server until it is killed after a random delay.
 * Each writer stops at its first network error (the server is gone) or when the round's cap is hit.
 */
async function streamUntilKilled(server: Server, cookie: string, tasklistId: number, state: StreamState): Promise<StreamResult> {
  const killDelay = randomBetween(KILL_DELAY_MIN_MS, KILL_DELAY_MAX_MS);
  const firstNumber = state.next;
  let inFlight = 0;
  let acknowledged = 0;
  let failed = 0;
  let rejected = 0;
  let killed = false;
  const startedAt = performance.now();

  const writer = async () => {
    while (!killed && state.next - firstNumber < MAX_WRITES_PER_ROUND) {
      const name = `t-${state.next++}`;
      inFlight++;
      try {
        const result = await call(server.base, 'POST', `/api/tasks/create?tlid=${tasklistId}`, { cookie, body: { name } });
        const task = isRecord(result.body) ? result.body.task : undefined;
        if (result.status === 201 && isRecord(task) && task.name === name) {
          state.acknowledged.add(name);
          acknowledged++;
        } else {
          rejected++;
        }
      } catch {
        // Connection refused or reset: the server is gone, so this write is not acknowledged.
        failed++;
        return;
      } finally {
        inFlight--;
      }
    }
  };

  const writers = Array.from({ length: CONCURRENCY }, () => writer());
  await sleep(killDelay);
  const inFlightAtKill = inFlight;
  const streamMs = performance.now() - startedAt;
  server.child.kill('SIGKILL');
  killed = true;
  const exit = await Promise.race([server.exited, sleep(EXIT_TIMEOUT_MS).then(() => 'timeout')]);
  if (exit !== 'SIGKILL') throw new Error(`The server did not die from SIGKILL (got ${exit}).`);
  // Every in-flight request now fails fast (reset) or times out after REQUEST_TIMEOUT_MS.
  await Promise.all(writers);
  return {
    acknowledged,
    started: state.next - firstNumber,
    inFlightAtKill,
    failed,
    rejected,
    streamMs,
  };
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

interface RoundFigures {
  round: number;
  acked: number;
  ackedTotal: number;
  found: number;
  missing: number;
  extra: number;
  inFlightAtKill: number;
  writesPerSecond: number;
  restartToReadyMs: number;
  staleLock: string;
}

let dataDir: string | null = null;

async function cleanup(): Promise<void> {
  await Promise.all([...live].map((server) => stopServer(server, 'SIGTERM').catch(() => {})));
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    dataDir = null;
  }
}

function readLockPid(dir: string): string {
  const path = join(dir, 'tandem.lock');
  if (!existsSync(path)) return 'none';
  return readFileSync(path, 'utf8').trim();
}

async function run(): Promise<number> {
  const rounds = parseRounds(process.env.ROUNDS);
  const dir = mkdtempSync(join(tmpdir(), 'tandem-crash-'));
  dataDir = dir;
  console.log(`crash durability: ${rounds} round(s), ${CONCURRENCY} writes in flight, DATA_DIR ${dir}`);

  const firstStart = performance.now();
  let current = startServer(dir, await freePort());
  const firstReadyMs = await waitReady(current, firstStart);
  console.log(`first start ready in ${firstReadyMs} ms (pid ${current.pid}, port ${current.port})`);

  let cookie = await signUp(current.base);
  const project = await call(current.base, 'POST', '/api/projects/create', { cookie, body: { name: 'Crash bench' } });
  expectStatus(project, 201, 'project create');
  const projectId = nestedId(project, 'project', 'project create');
  const tasklist = await call(current.base, 'POST', `/api/tasklists/create?pid=${projectId}`, {
    cookie,
    body: { name: 'Writes' },
  });
  expectStatus(tasklist, 201, 'task list create');
  const tasklistId = nestedId(tasklist, 'tasklist', 'task list create');

  const state: StreamState = { next: 1, acknowledged: new Set() };
  const figures: RoundFigures[] = [];
  const problems: string[] = [];

  for (let round = 1; round <= rounds; round++) {
    const server = current;
    const stream = await streamUntilKilled(server, cookie, tasklistId, state);

    // The killed process could not remove its lock file; the next start must see it as stale.
    const lockHolder = readLockPid(dir);
    const staleLock = lockHolder === String(server.pid) ? `pid ${lockHolder} (stale)` : `unexpected: ${lockHolder}`;
    if (lockHolder !== String(server.pid)) {
      problems.push(`round ${round}: the lock file after SIGKILL held ${lockHolder}, expected pid ${server.pid}`);
    }

    const restartAt = performance.now();
    current = startServer(dir, await freePort());
    let restartToReadyMs: number;
    try {
      restartToReadyMs = await waitReady(current, restartAt);
    } catch (error) {
      const output = current.output();
      if (/in use by another Tandem process|Could not lock the data directory/.test(output)) {
        throw new Error(`round ${round}: the stale lock file of the killed pid ${server.pid} was not taken over.\n${output}`);
      }
      throw error;
    }

    cookie = await signIn(current.base);
    const listed = await listTasks(current.base, cookie, projectId);
    const names = new Set(listed.filter((task) => task.tasklistId === tasklistId).map((task) => task.name));
    const missing = [...state.acknowledged].filter((name) => !names.has(name));
    const extra = [...names].filter((name) => !state.acknowledged.has(name)).length;
    if (names.size !== listed.length) {
      problems.push(`round ${round}: ${listed.length - names.size} duplicate or foreign task(s) in the list`);
    }
    if (missing.length > 0) {
      problems.push(`round ${round}: ${missing.length} acknowledged write(s) missing: ${missing.slice(0, 20).join(', ')}`);
    }
    figures.push({
      round,
      acked: stream.acknowledged,
      ackedTotal: state.acknowledged.size,
      found: state.acknowledged.size - missing.length,
      missing: missing.length,
      extra,
      inFlightAtKill: stream.inFlightAtKill,
      writesPerSecond: Math.round((stream.acknowledged / stream.streamMs) * 1000),
      restartToReadyMs,
      staleLock,
    });
    console.log(
      `round ${round}: killed after ${Math.round(stream.streamMs)} ms with ${stream.inFlightAtKill} in flight; ` +
        `${stream.acknowledged} acknowledged, ${stream.failed} cut off, ${stream.rejected} refused; ` +
        `restart ready in ${restartToReadyMs} ms; ${missing.length} missing`,
    );
  }

  console.log('');
  console.table(
    figures.map((f) => ({
      round: f.round,
      acked: f.acked,
      'acked total': f.ackedTotal,
      'found after restart': f.found,
      missing: f.missing,
      'unacked kept (so far)': f.extra,
      'in flight at kill': f.inFlightAtKill,
      'writes/s': f.writesPerSecond,
      'restart-to-ready ms': f.restartToReadyMs,
      'lock after kill': f.staleLock,
    })),
  );

  if (problems.length > 0) {
    console.error(`\nFAIL\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  console.log(`\nOK: all ${state.acknowledged.size} acknowledged writes survived ${rounds} SIGKILL(s).`);
  return 0;
}

const onSignal = (signal: NodeJS.Signals) => {
  if (interrupted) return;
  interrupted = true;
  console.error(`\n${signal}: stopping the server and removing the data directory`);
  cleanup().finally(() => process.exit(130));
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

let exitCode = 1;
try {
  exitCode = await run();
} catch (error) {
  console.error(`\nFAIL: ${errorText(error)}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
