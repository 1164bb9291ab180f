/**
 * Crash durability of the embedded database (PGlite in DATA_DIR).
 *
 * Streams task creations at a running server, kills it with SIGKILL while writes are in flight,
 * restarts it on the same DATA_DIR and checks that every write the server acknowledged (201) is
 * still there. Repeats for ROUNDS rounds (default 3). Exit code 1 when an acknowledged write is
 * missing or the run fails, 0 otherwise.
 *
 * Run from the repository root: node --import tsx bench/crash-durability.ts
 * or: npm run bench:crash
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  call,
  expectStatus,
  freePort,
  isRecord,
  makeTempDir,
  nestedId,
  runBench,
  signIn,
  signUp,
  sleep,
  startServer,
  waitReady,
  EXIT_TIMEOUT_MS,
  type Account,
  type Server,
} from './support.ts';

const CONCURRENCY = 4;
const KILL_DELAY_MIN_MS = 1_000;
const KILL_DELAY_MAX_MS = 3_000;
/** Upper bound of writes started in one round, whatever the speed of the machine. */
const MAX_WRITES_PER_ROUND = 100_000;
const MAX_ROUNDS = 50;

const ACCOUNT: Account = {
  fullname: 'Crash Bench',
  email: 'crash-bench@example.com',
  password: 'crash-bench-password-1',
};

function parseRounds(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3;
  const rounds = Number.parseInt(raw, 10);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS) {
    throw new Error(
      `ROUNDS must be an integer from 1 to ${MAX_ROUNDS} (got ${JSON.stringify(raw)}).`,
    );
  }
  return rounds;
}

function randomBetween(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

interface ListedTask {
  name: string;
  tasklistId: number;
}

async function listTasks(base: string, cookie: string, projectId: number): Promise<ListedTask[]> {
  const result = await call(base, 'GET', `/api/tasks/list?pid=${projectId}`, { cookie });
  expectStatus(result, 200, 'task list');
  const tasks = isRecord(result.body) ? result.body.tasks : undefined;
  if (!Array.isArray(tasks))
    throw new Error(`task list: unexpected answer ${JSON.stringify(result.body)}`);
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
async function streamUntilKilled(
  server: Server,
  cookie: string,
  tasklistId: number,
  state: StreamState,
): Promise<StreamResult> {
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
        const result = await call(server.base, 'POST', `/api/tasks/create?tlid=${tasklistId}`, {
          cookie,
          body: { name },
        });
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

function readLockPid(dir: string): string {
  const path = join(dir, 'tandem.lock');
  if (!existsSync(path)) return 'none';
  return readFileSync(path, 'utf8').trim();
}

async function run(): Promise<number> {
  const rounds = parseRounds(process.env.ROUNDS);
  const dir = makeTempDir('tandem-crash-');
  console.log(
    `crash durability: ${rounds} round(s), ${CONCURRENCY} writes in flight, DATA_DIR ${dir}`,
  );

  const firstStart = performance.now();
  let current = startServer(dir, await freePort());
  const firstReadyMs = await waitReady(current, firstStart);
  console.log(`first start ready in ${firstReadyMs} ms (pid ${current.pid}, port ${current.port})`);

  let cookie = await signUp(current.base, ACCOUNT);
  const project = await call(current.base, 'POST', '/api/projects/create', {
    cookie,
    body: { name: 'Crash bench' },
  });
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
    const staleLock =
      lockHolder === String(server.pid) ? `pid ${lockHolder} (stale)` : `unexpected: ${lockHolder}`;
    if (lockHolder !== String(server.pid)) {
      problems.push(
        `round ${round}: the lock file after SIGKILL held ${lockHolder}, expected pid ${server.pid}`,
      );
    }

    const restartAt = performance.now();
    current = startServer(dir, await freePort());
    let restartToReadyMs: number;
    try {
      restartToReadyMs = await waitReady(current, restartAt);
    } catch (error) {
      const output = current.output();
      if (/in use by another Tandem process|Could not lock the data directory/.test(output)) {
        throw new Error(
          `round ${round}: the stale lock file of the killed pid ${server.pid} was not taken over.\n${output}`,
          {
            cause: error,
          },
        );
      }
      throw error;
    }

    cookie = await signIn(current.base, ACCOUNT);
    const listed = await listTasks(current.base, cookie, projectId);
    const names = new Set(
      listed.filter((task) => task.tasklistId === tasklistId).map((task) => task.name),
    );
    const missing = [...state.acknowledged].filter((name) => !names.has(name));
    const extra = [...names].filter((name) => !state.acknowledged.has(name)).length;
    if (names.size !== listed.length) {
      problems.push(
        `round ${round}: ${listed.length - names.size} duplicate or foreign task(s) in the list`,
      );
    }
    if (missing.length > 0) {
      problems.push(
        `round ${round}: ${missing.length} acknowledged write(s) missing: ${missing.slice(0, 20).join(', ')}`,
      );
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
  console.log(
    `\nOK: all ${state.acknowledged.size} acknowledged writes survived ${rounds} SIGKILL(s).`,
  );
  return 0;
}

await runBench(run);
