/**
 * Graceful shutdown under load: a server on PostgreSQL (BENCH_DATABASE_URL, required) or the
 * embedded database takes a stream of writes from CONNECTIONS clients (default 20) while
 * WATCHERS WebSocket clients (default 200) follow the project, and is sent SIGTERM in the middle.
 * Every request answered before the server stopped accepting must be a success; the server must
 * exit 0 and log no error. Prints the counts; exit code 1 when a request failed otherwise.
 * Run from the repository root: npm run bench:shutdown
 */
import WebSocket from 'ws';
import {
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

const CONNECTIONS = intFromEnv('CONNECTIONS', 20, 1, 200);
const WATCHERS = intFromEnv('WATCHERS', 200, 0, 5000);
const PASSWORD = 'correct horse battery';

void runBench(async () => {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const env: Record<string, string> = { LOG_LEVEL: 'warn' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const server = startServer(makeTempDir('tandem-bench-shutdown-'), await freePort(), { env });
  onCleanup(() => stopServer(server, 'SIGKILL'));
  await waitReady(server, performance.now());
  const base = server.base;
  const stamp = Date.now().toString(36);
  const cookie = await signUp(base, {
    fullname: 'Olga Owner',
    email: `owner.${stamp}@example.test`,
    password: PASSWORD,
  });
  const projectId = nestedId(
    await call(base, 'POST', '/api/projects/create', { cookie, body: { name: 'Stop' } }),
    'project',
    'project',
  );
  const tasklistId = nestedId(
    await call(base, 'POST', `/api/tasklists/create?pid=${projectId}`, {
      cookie,
      body: { name: 'Now' },
    }),
    'tasklist',
    'task list',
  );
  const sockets: WebSocket[] = [];
  for (let i = 0; i < WATCHERS; i++) {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { headers: { cookie } });
    ws.on('error', () => {});
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'subscribe', topic: `project.${projectId}` })),
    );
    sockets.push(ws);
  }
  await sleep(1000);

  const counts = { ok: 0, refused: 0, failed: 0 };
  const failures: string[] = [];
  let stopping = false;
  const worker = async () => {
    while (!server.hasExited()) {
      try {
        const res = await call(base, 'POST', `/api/tasks/create?tlid=${tasklistId}`, {
          cookie,
          body: { name: 'During shutdown' },
        });
        if (res.status === 201) counts.ok += 1;
        else if (stopping && res.status === 503) counts.refused += 1;
        else {
          counts.failed += 1;
          failures.push(`${res.status} ${JSON.stringify(res.body)}`);
        }
      } catch {
        // Once the server stops accepting, connections are refused: not a failed request.
        if (!stopping) counts.failed += 1;
        else counts.refused += 1;
        await sleep(20);
      }
    }
  };
  const workers = Array.from({ length: CONNECTIONS }, worker);
  await sleep(2000);
  stopping = true;
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  const took = performance.now() - signalled;
  await Promise.all(workers);
  for (const ws of sockets) ws.terminate();
  const errors = server
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)|Cannot use a pool/.test(line));
  console.log(
    `database: ${databaseUrl ? 'PostgreSQL' : 'embedded'}; ${CONNECTIONS} writers, ${WATCHERS} watchers`,
  );
  console.log(
    `succeeded ${counts.ok}, refused while stopping ${counts.refused}, failed ${counts.failed}`,
  );
  console.log(
    `server exit: ${exit} after ${took.toFixed(0)} ms; error lines in its log: ${errors.length}`,
  );
  for (const line of [...failures.slice(0, 5), ...errors.slice(0, 5)])
    console.log(`  ${line.slice(0, 4000)}`);
  return counts.failed === 0 && errors.length === 0 && exit === 'code 0' ? 0 : 1;
});
