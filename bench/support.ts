/**
 * Shared by the bench scripts: spawn the server on a temp DATA_DIR and a free loopback port, wait
 * for /ready, talk to the API, and clean up (servers, temp folders, other resources) on success,
 * failure and SIGINT/SIGTERM alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HOST = '127.0.0.1';
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/src/main.ts');
/** The server as production runs it (`npm run build -w @tandem/server` makes it). */
export const BUILT_SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/main.js');

export const READY_TIMEOUT_MS = 60_000;
export const READY_POLL_MS = 100;
export const REQUEST_TIMEOUT_MS = 10_000;
export const EXIT_TIMEOUT_MS = 10_000;
const OUTPUT_TAIL_CHARS = 8_000;

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/** Reads an integer from the environment, with a default and inclusive bounds. */
export function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${name} must be an integer from ${min} to ${max} (got ${JSON.stringify(raw)}).`,
    );
  }
  return value;
}

/** Asks the OS for a free TCP port on the loopback address. */
export function freePort(): Promise<number> {
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
// Cleanup: servers, temp folders and whatever else a script registers
// ---------------------------------------------------------------------------------------------

export interface Server {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  hasExited(): boolean;
  /** The last few thousand characters the process wrote, for error messages. */
  output(): string;
  /** Hears each line the server writes to stdout (its log) from now on; answers how to stop. */
  onLine(listener: (line: string) => void): () => void;
}

/** Every server spawned and not yet seen to exit, so cleanup can stop them all. */
const live = new Set<Server>();
/** Temp folders made and not yet removed. */
const tempDirs = new Set<string>();
/** Extra cleanup steps (closing a browser, ...), run before the servers are stopped. */
const hooks: Array<() => Promise<void>> = [];
let interrupted = false;

export function isInterrupted(): boolean {
  return interrupted;
}

/** Makes a temp folder that cleanup removes, unless removeTempDir did so already. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  tempDirs.delete(dir);
}

/** Registers a cleanup step; it should bound its own time. */
export function onCleanup(hook: () => Promise<void>): void {
  hooks.push(hook);
}

export async function cleanup(): Promise<void> {
  for (const hook of hooks.splice(0)) {
    await hook().catch((error: unknown) => console.error(`cleanup: ${errorText(error)}`));
  }
  await Promise.all([...live].map((server) => stopServer(server, 'SIGTERM').catch(() => {})));
  for (const dir of [...tempDirs]) {
    try {
      removeTempDir(dir);
    } catch (error) {
      console.error(`cleanup: could not remove ${dir}: ${errorText(error)}`);
    }
  }
}

/**
 * Runs a bench: cleanup on SIGINT/SIGTERM (exit 130) and at the end; a thrown error prints FAIL and
 * exits 1, otherwise the process exits with what run resolves to.
 */
export async function runBench(run: () => Promise<number>): Promise<never> {
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the server and removing the data directory`);
    void cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let exitCode: number;
  try {
    exitCode = await run();
  } catch (error) {
    console.error(`\nFAIL: ${errorText(error)}`);
    exitCode = 1;
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
}

// ---------------------------------------------------------------------------------------------
// The server process
// ---------------------------------------------------------------------------------------------

/**
 * Spawns `node --import tsx apps/server/src/main.ts` (or, with `built`, the production build)
 * directly (no npm in between), so the child's pid is the process that runs the server. `env`
 * overrides the defaults below.
 */
export function startServer(
  dataDir: string,
  port: number,
  options: { env?: Record<string, string>; built?: boolean } = {},
): Server {
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
    // so they survive restarts; benches that sign in repeatedly must not hit the default of 10.
    AUTH_RATE_LIMIT: '10000',
    // The benches write as fast as the server takes it; people are limited, scripts here are not.
    WRITE_RATE_LIMIT: '0',
    ...options.env,
  });
  // SERVER_NODE_ARGS passes flags to the server's Node, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof".
  const extra = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The built server runs as `npm run serve` runs it, with the same heap sizes.
  const args = options.built
    ? [
        ...extra,
        '--enable-source-maps',
        `--max-old-space-size=${process.env.SERVER_HEAP_MB ?? '512'}`,
        `--max-semi-space-size=${process.env.SERVER_YOUNG_MB ?? '48'}`,
        BUILT_SERVER_ENTRY,
      ]
    : [...extra, '--import', 'tsx', SERVER_ENTRY];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('Could not spawn the server process.');
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  const lineListeners = new Set<(line: string) => void>();
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    keep(chunk);
    if (lineListeners.size === 0) return;
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) for (const listener of lineListeners) listener(line);
  });
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
    onLine: (listener) => {
      lineListeners.add(listener);
      return () => lineListeners.delete(listener);
    },
  };
  live.add(server);
  void exited.then(() => live.delete(server));
  return server;
}

/**
 * Polls GET /ready every pollMs until it answers 200; returns the milliseconds since startedAt
 * (a performance.now() value). Bounded by READY_TIMEOUT_MS.
 */
export async function waitReady(
  server: Server,
  startedAt: number,
  pollMs: number = READY_POLL_MS,
): Promise<number> {
  const deadline = startedAt + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (server.hasExited()) {
      throw new Error(
        `The server exited before it was ready (${await server.exited}). Its output:\n${server.output()}`,
      );
    }
    try {
      const res = await fetch(`${server.base}/ready`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return Math.round(performance.now() - startedAt);
    } catch {
      // Not listening yet.
    }
    await sleep(pollMs);
  }
  throw new Error(
    `The server was not ready within ${READY_TIMEOUT_MS} ms. Its output:\n${server.output()}`,
  );
}

/** Sends a signal and waits (bounded) for the process to be gone. */
export async function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
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

export interface ApiResult {
  status: number;
  body: unknown;
  /** The `tandem_session=...` pair from Set-Cookie, if the answer set one. */
  cookie: string | null;
}

export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { cookie?: string | null; body?: unknown } = {},
): Promise<ApiResult> {
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads body[key].id, or fails with the answer in the message. */
export function nestedId(result: ApiResult, key: string, what: string): number {
  const inner = isRecord(result.body) ? result.body[key] : undefined;
  const id = isRecord(inner) ? inner.id : undefined;
  if (typeof id !== 'number') {
    throw new Error(`${what}: unexpected answer ${result.status} ${JSON.stringify(result.body)}`);
  }
  return id;
}

export function expectStatus(result: ApiResult, status: number, what: string): void {
  if (result.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${result.status} ${JSON.stringify(result.body)}`,
    );
  }
}

export interface Account {
  fullname: string;
  email: string;
  password: string;
}

/** Signs an account up over the API; returns the `tandem_session=...` cookie pair. */
export async function signUp(base: string, account: Account): Promise<string> {
  const result = await call(base, 'POST', '/api/auth/signup', { body: account });
  expectStatus(result, 201, 'sign-up');
  if (!result.cookie) throw new Error('sign-up: no tandem_session cookie in the answer');
  return result.cookie;
}

/** Signs an account in over the API; returns the `tandem_session=...` cookie pair. */
export async function signIn(base: string, account: Account): Promise<string> {
  const result = await call(base, 'POST', '/api/auth/signin', {
    body: { email: account.email, password: account.password },
  });
  expectStatus(result, 200, 'sign-in');
  if (!result.cookie) throw new Error('sign-in: no tandem_session cookie in the answer');
  return result.cookie;
}

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  return {
    median: median(values),
    min: values.length === 0 ? Number.NaN : Math.min(...values),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
  };
}
