/**
 * The live layer under load: how fast a write reaches everyone watching a project, and what the
 * watchers' tabs then ask of the server.
 *
 * Starts a server on a temp DATA_DIR (the embedded database; set BENCH_DATABASE_URL for
 * PostgreSQL, and INSTANCES=2 to run two servers on it with the clients split between them). One
 * owner makes a project with TASKS tasks (default 200) and up to the largest CLIENTS members, each
 * signed up as their own person. Then:
 *   - delivery, for each K of CLIENTS (default 50,500,2000,5000): K WebSocket clients, each signed
 *     in as a member and subscribed to the project; the owner renames tasks, WRITES of them
 *     (default 20) at RATE per second (default 4); the delay from sending the write to each
 *     client's event (p50, p95, max), the events lost, and the server's memory;
 *   - follow-up load, for each K of WATCHERS (default 50,500,2000): every watcher reacts to each of
 *     FOLLOW_WRITES renames (default 3) as its tab does: "before", the whole board and its task
 *     lists fetched again; "after", the board narrowed to the one task (`tid`). Reported per
 *     write: requests, bytes, and the server's CPU time.
 * Prints figures only; exit code 1 when something fails.
 * Run from the repository root: npm run bench:realtime
 */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import {
  call,
  expectStatus,
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

const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
const CLIENTS = list('CLIENTS', '50,500,2000,5000');
const WATCHERS = list('WATCHERS', '50,500,2000');
const TASKS = intFromEnv('TASKS', 200, 10, 5000);
const WRITES = intFromEnv('WRITES', 20, 1, 1000);
const RATE = intFromEnv('RATE', 4, 1, 100);
const FOLLOW_WRITES = intFromEnv('FOLLOW_WRITES', 3, 1, 50);
const INSTANCES = intFromEnv('INSTANCES', 1, 1, 2);
const PASSWORD = 'correct horse battery';
/** Requests in flight at once from the simulated tabs, as many browsers would open. */
const IN_FLIGHT = 64;

/** Runs the jobs with a few in flight at once. */
async function pool<T>(items: readonly T[], width: number, job: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await job(items[next++]!);
    }),
  );
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The server's resident memory in MB and its CPU time in seconds, from /proc. */
function usage(server: Server): { rssMb: number; cpuSeconds: number } {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line; clock ticks of 1/100 s here.
  const cpu = (Number(fields[11]) + Number(fields[12])) / 100;
  return { rssMb: rss, cpuSeconds: cpu };
}

interface Client {
  ws: WebSocket;
  /** When each task version's rename arrived, by `taskId:version`. */
  heard: Map<string, number>;
  onEvent?: (key: string) => void;
}

function connect(server: Server, cookie: string, projectId: number): Promise<Client> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { headers: { cookie } });
  const client: Client = { ws, heard: new Map() };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('subscribe timed out')), 60_000);
    ws.on('error', reject);
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'subscribe', topic: `project.${projectId}` })),
    );
    ws.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString('utf8')) as {
        type: string;
        event?: { type: string; task_id: number; version: number };
      };
      if (message.type === 'subscribed') {
        clearTimeout(timer);
        resolve(client);
      } else if (message.type === 'subscribe_denied') reject(new Error('subscribe denied'));
      else if (message.type === 'event' && message.event?.type === 'task.renamed') {
        const key = `${message.event.task_id}:${message.event.version}`;
        client.heard.set(key, performance.now());
        client.onEvent?.(key);
      }
    });
  });
}

void runBench(async () => {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (INSTANCES > 1 && !databaseUrl) throw new Error('INSTANCES=2 needs BENCH_DATABASE_URL.');
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const servers: Server[] = [];
  for (let i = 0; i < INSTANCES; i++) {
    const server = startServer(makeTempDir('tandem-bench-realtime-'), await freePort(), { env });
    onCleanup(() => stopServer(server, 'SIGTERM'));
    await waitReady(server, performance.now());
    servers.push(server);
  }
  const base = servers[0]!.base;
  const most = Math.max(...CLIENTS, ...WATCHERS);
  console.log(
    `database: ${databaseUrl ? 'PostgreSQL' : 'embedded'}; ${INSTANCES} instance(s); ` +
      `${TASKS} tasks; up to ${most} members`,
  );

  const stamp = Date.now().toString(36);
  const cookie = await signUp(base, {
    fullname: 'Olga Owner',
    email: `owner.${stamp}@example.test`,
    password: PASSWORD,
  });
  const api = (method: 'GET' | 'POST', path: string, body?: unknown, as = cookie) =>
    call(base, method, path, { cookie: as, ...(body === undefined ? {} : { body }) });
  const projectId = nestedId(
    await api('POST', '/api/projects/create', { name: 'Live project' }),
    'project',
    'project',
  );
  const tasklistId = nestedId(
    await api('POST', `/api/tasklists/create?pid=${projectId}`, { name: 'Now' }),
    'tasklist',
    'task list',
  );
  const tasks: Array<{ id: number; version: number }> = [];
  await pool(
    Array.from({ length: TASKS }, (_, i) => i),
    6,
    async (i) => {
      const res = await api('POST', `/api/tasks/create?tlid=${tasklistId}`, { name: `Task ${i}` });
      tasks.push({ id: nestedId(res, 'task', 'task'), version: 1 });
    },
  );

  let started = performance.now();
  const members: string[] = [];
  const emails = Array.from({ length: most }, (_, i) => `member${i}.${stamp}@example.test`);
  await pool(emails, 8, async (email) => {
    members.push(
      await signUp(base, { fullname: `Member ${members.length}`, email, password: PASSWORD }),
    );
  });
  for (let i = 0; i < emails.length; i += 50) {
    const added = await api('POST', `/api/projects/add-workers?pid=${projectId}`, {
      new_workers: emails.slice(i, i + 50),
    });
    expectStatus(added, 200, 'add workers');
  }
  console.log(
    `${most} members signed up and added in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  let next = 0;
  /** Renames the next task; answers its event key and when the write was sent. */
  const rename = async () => {
    const task = tasks[next++ % tasks.length]!;
    const sentAt = performance.now();
    const res = await api('POST', `/api/tasks/update?tid=${task.id}`, {
      version: task.version,
      name: `Renamed ${next}`,
    });
    expectStatus(res, 200, 'rename');
    task.version += 1;
    return { key: `${task.id}:${task.version}`, taskId: task.id, sentAt };
  };

  /** Opens `count` clients, each a member of its own, split between the instances. */
  const open = async (count: number) => {
    const watchers: Array<{ client: Client; cookie: string; base: string }> = [];
    const who = members.slice(0, count).map((member, i) => ({
      cookie: member,
      server: servers[i % INSTANCES]!,
    }));
    await pool(who, 32, async ({ cookie: member, server }) => {
      watchers.push({
        client: await connect(server, member, projectId),
        cookie: member,
        base: server.base,
      });
    });
    return watchers;
  };
  const closeAll = async (watchers: Array<{ client: Client }>) => {
    for (const { client } of watchers) client.ws.terminate();
    await sleep(500);
  };

  console.log('\ndelivery: from sending a write to each client hearing it');
  console.log('clients | writes | p50 ms | p95 ms | max ms | lost | server RSS MB');
  for (const count of CLIENTS) {
    const watchers = await open(count);
    const writes: Array<{ key: string; sentAt: number }> = [];
    for (let i = 0; i < WRITES; i++) {
      const tick = performance.now();
      writes.push(await rename());
      await sleep(Math.max(0, 1000 / RATE - (performance.now() - tick)));
    }
    await sleep(3000);
    const delays: number[] = [];
    let lost = 0;
    for (const { client } of watchers) {
      for (const write of writes) {
        const at = client.heard.get(write.key);
        if (at === undefined) lost += 1;
        else delays.push(at - write.sentAt);
      }
    }
    delays.sort((a, b) => a - b);
    const rss = servers.map((s) => usage(s).rssMb.toFixed(0)).join(' + ');
    console.log(
      `${count} | ${WRITES} | ${percentile(delays, 0.5).toFixed(0)} | ${percentile(delays, 0.95).toFixed(0)} | ` +
        `${(delays.at(-1) ?? NaN).toFixed(0)} | ${lost} | ${rss}`,
    );
    await closeAll(watchers);
  }

  console.log('\nfollow-up load per write: what the watching tabs ask of the server');
  console.log('watchers | tabs | requests/write | KB/write | server CPU s/write | all done in s');
  for (const count of WATCHERS) {
    const watchers = await open(count);
    for (const mode of ['before', 'after'] as const) {
      let requests = 0;
      let bytes = 0;
      const followUps: Array<Promise<void>> = [];
      const queue: Array<() => Promise<void>> = [];
      let running = 0;
      const pump = () => {
        while (running < IN_FLIGHT && queue.length > 0) {
          running += 1;
          void queue.shift()!().finally(() => {
            running -= 1;
            pump();
          });
        }
      };
      // A tab waits as long as it takes: a refetch storm is measured, not cut short.
      const fetchAs = async (at: string, member: string, path: string) => {
        const res = await fetch(`${at}${path}`, {
          headers: { cookie: member, 'X-Requested-With': 'XMLHttpRequest' },
          signal: AbortSignal.timeout(600_000),
        });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        requests += 1;
        bytes += body.byteLength;
      };
      for (const { client, cookie: member, base: at } of watchers) {
        client.onEvent = (key) => {
          const taskId = Number(key.split(':')[0]);
          const paths =
            mode === 'before'
              ? [`/api/tasks/board?pid=${projectId}`, `/api/tasklists/list?pid=${projectId}`]
              : [`/api/tasks/board?pid=${projectId}&tid=${taskId}`];
          followUps.push(
            new Promise<void>((resolve, reject) => {
              queue.push(() =>
                Promise.all(paths.map((p) => fetchAs(at, member, p))).then(() => resolve(), reject),
              );
              pump();
            }),
          );
        };
      }
      const cpuBefore = servers.map((s) => usage(s).cpuSeconds);
      started = performance.now();
      for (let i = 0; i < FOLLOW_WRITES; i++) {
        await rename();
        await sleep(1000 / RATE);
      }
      while (followUps.length < count * FOLLOW_WRITES && performance.now() - started < 600_000)
        await sleep(100);
      await Promise.all(followUps);
      const took = (performance.now() - started) / 1000;
      const cpu = servers.reduce((sum, s, i) => sum + usage(s).cpuSeconds - cpuBefore[i]!, 0);
      console.log(
        `${count} | ${mode} | ${(requests / FOLLOW_WRITES).toFixed(0)} | ${(bytes / 1024 / FOLLOW_WRITES).toFixed(0)} | ` +
          `${(cpu / FOLLOW_WRITES).toFixed(2)} | ${took.toFixed(1)}`,
      );
      for (const { client } of watchers) delete client.onEvent;
    }
    await closeAll(watchers);
  }
  return 0;
});
