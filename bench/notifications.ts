/**
 * Notifications: how fast one comment reaches everyone who follows a task, and how a person with
 * a very long list of notifications opens it.
 *
 * Starts the built server (run `node apps/server/scripts/build.mjs` first) on a temp DATA_DIR with
 * the embedded database, or on PostgreSQL with BENCH_DATABASE_URL: there it makes a fresh database
 * tandem_bench_notif_<pid> on that server (the URL's own database is only used to create and drop
 * it) and drops it at the end. Then:
 *   - fan-out: an owner and FOLLOWERS other members (default 500), each signed up over the API,
 *     each following one task (POST /api/tasks/set-flags {is_tracked: true}) and each with a
 *     WebSocket open; the owner comments on the task COMMENTS times (default 3), one after the
 *     other. For each comment: when the comment was answered, and from sending it until each
 *     socket had its `{type: 'notifications'}` message (first, median, last). The first comment
 *     makes a notification per follower; the later ones merge into those while they are unread.
 *     Until WATCH seconds (default 20) after each comment, one follower asks for its quick list
 *     every 250 ms: the slowest answer shows what the work that follows a fan-out (the instant
 *     e-mails, on by default) leaves of the server for everyone else. Then GET
 *     /api/notifications/find-notifications-quick?page=0 for SAMPLE followers (default 20) must
 *     list that notification, unread.
 *   - list: a reader, a member of the same project, with NOTIFICATIONS notifications (default
 *     100,000, the newest UNREAD of them unread, default 10,000) about TASKS tasks (default 10),
 *     written with one INSERT ... SELECT generate_series and then ANALYZE (on the embedded
 *     database the server is stopped meanwhile and the rows go in through PGlite on its data
 *     folder). Then POST /api/notifications/find-notifications-data?p=0 (body {conds: {}}: the
 *     defaults) and GET /api/notifications/find-notifications-quick?page=0: median, min, max of
 *     RUNS calls each (default 20) after one warm-up. On PostgreSQL it also runs EXPLAIN ANALYZE of
 *     the list's and the unread count's statements as the repository sends them and prints their
 *     execution times (PLANS=1 prints the plans).
 * The socket timings include this process's own handling of FOLLOWERS sockets, on the same cores
 * as the server. Prints figures only; exit code 1 when something fails.
 * Run from the repository root (after `node apps/server/scripts/build.mjs`):
 *   npm run bench:notifications
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:notifications
 */
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import WebSocket from 'ws';
import { openPglite } from '../apps/server/src/db/client.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import {
  EVERYTHING,
  countUnread,
  listNotifications,
} from '../apps/server/src/modules/notifications/notifications.repo.ts';
import {
  call,
  expectStatus,
  freePort,
  intFromEnv,
  isRecord,
  makeTempDir,
  median,
  nestedId,
  onCleanup,
  runBench,
  signUp,
  sleep,
  spread,
  startServer,
  stopServer,
  waitReady,
} from './support.ts';
import type { ApiResult, Server } from './support.ts';

const FOLLOWERS = intFromEnv('FOLLOWERS', 500, 1, 5000);
const COMMENTS = intFromEnv('COMMENTS', 3, 1, 50);
const SAMPLE = intFromEnv('SAMPLE', 20, 1, 5000);
const NOTIFICATIONS = intFromEnv('NOTIFICATIONS', 100_000, 100, 2_000_000);
const UNREAD = intFromEnv('UNREAD', 10_000, 0, 2_000_000);
const TASKS = intFromEnv('TASKS', 10, 1, 1000);
const RUNS = intFromEnv('RUNS', 20, 3, 500);
const WATCH = intFromEnv('WATCH', 20, 0, 600);
const PLANS = process.env.PLANS === '1';
const PASSWORD = 'correct horse battery';
/** How long the last follower may take to hear of a comment before the bench gives up. */
const DELIVERY_TIMEOUT_MS = 120_000;
/** Page sizes of the two lists (the service's PAGE and QUICK_PAGE). */
const PAGE = 50;
const QUICK_PAGE = 20;

/** Runs the jobs with a few in flight at once. */
async function pool<T>(items: readonly T[], width: number, job: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await job(items[next++]!);
    }),
  );
}

const ms = (value: number) => value.toFixed(0);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

interface Follower {
  cookie: string;
  ws?: WebSocket;
  /** When the current comment's `notifications` message arrived. */
  heardAt?: number;
}

/** Opens a socket as a person and waits for the server's welcome. */
function connect(server: Server, follower: Follower, onHeard: () => void): Promise<void> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
    headers: { cookie: follower.cookie },
  });
  follower.ws = ws;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no welcome on a socket')), 60_000);
    ws.on('error', reject);
    ws.on('close', (code) => reject(new Error(`a socket closed (${code})`)));
    ws.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString('utf8')) as { type: string };
      if (message.type === 'welcome') {
        clearTimeout(timer);
        resolve();
      } else if (message.type === 'notifications' && follower.heardAt === undefined) {
        follower.heardAt = performance.now();
        onHeard();
      }
    });
  });
}

/** The rows of one notification list answer, or a failure naming the answer. */
function listOf(result: ApiResult, what: string) {
  expectStatus(result, 200, what);
  const body = result.body;
  if (!isRecord(body) || !Array.isArray(body.notifications)) {
    throw new Error(`${what}: unexpected answer ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body as {
    notifications: Array<Record<string, unknown>>;
    all_unread_count: number;
    has_more: boolean;
  };
}

/** The bulk notifications of the list part, as one statement for either database. */
function bulkInsert(f: {
  readerId: number;
  ownerId: number;
  projectId: number;
  tasklistId: number;
  taskIds: number[];
}): string {
  const ids = [f.readerId, f.ownerId, f.projectId, f.tasklistId, ...f.taskIds];
  if (!ids.every((id) => Number.isInteger(id)))
    throw new Error('bulk insert: ids must be integers');
  const tasks = `array[${f.taskIds.join(',')}]::bigint[]`;
  // The newest UNREAD are unread, one a minute back from now, comments about the tasks in turn.
  return `insert into notifications
      (user_id, type, author_id, project_id, tasklist_id, task_id, notice, date_action, read_at)
    select ${f.readerId}, 'comment', ${f.ownerId}, ${f.projectId}, ${f.tasklistId},
      (${tasks})[1 + g % ${f.taskIds.length}],
      jsonb_build_object('comment_text', 'Bulk comment ' || g),
      now() - make_interval(mins => ${NOTIFICATIONS} - g),
      case when g > ${NOTIFICATIONS - UNREAD} then null else now() end
    from generate_series(1, ${NOTIFICATIONS}) g`;
}

void runBench(async () => {
  if (UNREAD > NOTIFICATIONS) throw new Error('UNREAD must not exceed NOTIFICATIONS.');
  const dataDir = makeTempDir('tandem-bench-notifications-');
  const servers: Server[] = [];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const name = `tandem_bench_notif_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    // Runs before the generic cleanup stops the servers: stop them first, then drop.
    onCleanup(async () => {
      for (const server of servers) await stopServer(server, 'SIGTERM');
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
    databaseUrl = url.toString();
  }
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const boot = async () => {
    const server = startServer(dataDir, await freePort(), { env, built: true });
    servers.push(server);
    await waitReady(server, performance.now());
    return server;
  };
  let server = await boot();
  console.log(
    `database: ${databaseUrl ? 'PostgreSQL' : 'embedded'}; ${FOLLOWERS} followers, ` +
      `${COMMENTS} comments; ${NOTIFICATIONS} notifications (${UNREAD} unread) for the list`,
  );

  const stamp = Date.now().toString(36);
  const ownerCookie = await signUp(server.base, {
    fullname: 'Olga Owner',
    email: `owner.${stamp}@example.test`,
    password: PASSWORD,
  });
  const api = (method: 'GET' | 'POST', path: string, body?: unknown, cookie = ownerCookie) =>
    call(server.base, method, path, { cookie, ...(body === undefined ? {} : { body }) });
  const projectId = nestedId(
    await api('POST', '/api/projects/create', { name: 'Followed' }),
    'project',
    'project',
  );
  const tasklistId = nestedId(
    await api('POST', `/api/tasklists/create?pid=${projectId}`, { name: 'Now' }),
    'tasklist',
    'task list',
  );
  const taskIds: number[] = [];
  for (let i = 0; i < TASKS; i++) {
    taskIds.push(
      nestedId(
        await api('POST', `/api/tasks/create?tlid=${tasklistId}`, { name: `Task ${i + 1}` }),
        'task',
        'task',
      ),
    );
  }
  const taskId = taskIds[0]!;

  // ---- Fan-out --------------------------------------------------------------------------------
  let started = performance.now();
  const emails = Array.from({ length: FOLLOWERS }, (_, i) => `follower${i}.${stamp}@example.test`);
  const followers: Follower[] = [];
  await pool(emails, 8, async (email) => {
    const cookie = await signUp(server.base, {
      fullname: `Follower ${followers.length + 1}`,
      email,
      password: PASSWORD,
    });
    followers.push({ cookie });
  });
  for (let i = 0; i < emails.length; i += 50) {
    const added = await api('POST', `/api/projects/add-workers?pid=${projectId}`, {
      new_workers: emails.slice(i, i + 50),
    });
    expectStatus(added, 200, 'add workers');
  }
  await pool(followers, 8, async (follower) => {
    const res = await api(
      'POST',
      `/api/tasks/set-flags?tid=${taskId}`,
      { is_tracked: true },
      follower.cookie,
    );
    expectStatus(res, 200, 'follow the task');
  });
  console.log(
    `${FOLLOWERS} followers signed up, added and following the task in ${seconds(started)} s`,
  );

  started = performance.now();
  let waiting: { left: number; done: () => void } | null = null;
  const heard = () => {
    if (waiting && --waiting.left === 0) waiting.done();
  };
  await pool(followers, 32, (follower) => connect(server, follower, heard));
  onCleanup(async () => {
    for (const follower of followers) follower.ws?.terminate();
  });
  console.log(`${FOLLOWERS} sockets open in ${seconds(started)} s`);

  console.log(
    '\nfan-out: from sending the comment to each follower\'s socket hearing "notifications"',
  );
  console.log(
    `comment | notifications | comment answered ms | first ms | median ms | last ms | ` +
      `slowest quick list within ${WATCH} s ms`,
  );
  let commentId = 0;
  for (let round = 1; round <= COMMENTS; round++) {
    for (const follower of followers) delete follower.heardAt;
    const all = new Promise<void>((resolve) => {
      waiting = { left: followers.length, done: resolve };
    });
    const sentAt = performance.now();
    const res = await api('POST', `/api/task-comments/create?tid=${taskId}`, {
      content: `<p>Comment ${round} for everyone who follows the task.</p>`,
    });
    const answered = performance.now() - sentAt;
    expectStatus(res, 201, 'comment');
    commentId = nestedId(res, 'comment', 'comment');
    const timedOut = await Promise.race([
      all.then(() => false),
      sleep(DELIVERY_TIMEOUT_MS).then(() => true),
    ]);
    waiting = null;
    const delays = followers
      .filter((f) => f.heardAt !== undefined)
      .map((f) => f.heardAt! - sentAt)
      .sort((a, b) => a - b);
    if (timedOut) {
      throw new Error(
        `comment ${round}: ${FOLLOWERS - delays.length} of ${FOLLOWERS} sockets heard nothing ` +
          `within ${DELIVERY_TIMEOUT_MS / 1000} s`,
      );
    }
    // What the work that follows (the instant e-mails) leaves of the server for everyone else.
    let slowest = 0;
    while (performance.now() - sentAt < WATCH * 1000) {
      const t0 = performance.now();
      const quick = await fetch(
        `${server.base}/api/notifications/find-notifications-quick?page=0`,
        {
          headers: { cookie: followers[0]!.cookie, 'X-Requested-With': 'XMLHttpRequest' },
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        },
      );
      await quick.arrayBuffer();
      if (quick.status !== 200) throw new Error(`quick list while watching: ${quick.status}`);
      slowest = Math.max(slowest, performance.now() - t0);
      await sleep(250);
    }
    console.log(
      `${round} | ${round === 1 ? 'new' : 'merged'} | ${ms(answered)} | ${ms(delays[0]!)} | ` +
        `${ms(median(delays))} | ${ms(delays.at(-1)!)} | ${WATCH > 0 ? ms(slowest) : '-'}`,
    );
  }
  for (const follower of followers) follower.ws?.terminate();

  const step = Math.max(1, Math.floor(followers.length / SAMPLE));
  const sample = followers.filter((_, i) => i % step === 0).slice(0, SAMPLE);
  for (const follower of sample) {
    const list = listOf(
      await api(
        'GET',
        '/api/notifications/find-notifications-quick?page=0',
        undefined,
        follower.cookie,
      ),
      'quick list of a follower',
    );
    const first = list.notifications[0];
    const task = isRecord(first?.task) ? first.task : undefined;
    const comment = isRecord(first?.comment) ? first.comment : undefined;
    const notice = isRecord(first?.notice) ? first.notice : {};
    const more = typeof notice.more_comments === 'number' ? notice.more_comments : 0;
    if (
      list.notifications.length !== 1 ||
      first?.type !== 'comment' ||
      first.is_unread !== true ||
      task?.id !== taskId ||
      comment?.id !== commentId ||
      more !== COMMENTS - 1 ||
      list.all_unread_count !== 1
    ) {
      throw new Error(
        `a follower's quick list does not show the comment: ${JSON.stringify(list).slice(0, 500)}`,
      );
    }
  }
  console.log(
    `checked over GET /api/notifications/find-notifications-quick: ${sample.length} of ` +
      `${FOLLOWERS} followers list one unread comment notification (the last comment, ` +
      `${COMMENTS - 1} more counted)`,
  );

  // ---- A long list ----------------------------------------------------------------------------
  const readerEmail = `reader.${stamp}@example.test`;
  const readerCookie = await signUp(server.base, {
    fullname: 'Rita Reader',
    email: readerEmail,
    password: PASSWORD,
  });
  expectStatus(
    await api('POST', `/api/projects/add-workers?pid=${projectId}`, { new_workers: [readerEmail] }),
    200,
    'add the reader',
  );
  const idOf = async (cookie: string) =>
    nestedId(await api('GET', '/api/user/me', undefined, cookie), 'user', 'me');
  const insert = bulkInsert({
    readerId: await idOf(readerCookie),
    ownerId: await idOf(ownerCookie),
    projectId,
    tasklistId,
    taskIds,
  });
  started = performance.now();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(insert);
      await client.query('analyze notifications');
    } finally {
      await client.end();
    }
  } else {
    // PGlite is one process's: stop the server, write through its data folder, start it again.
    await stopServer(server, 'SIGTERM');
    const lite = await openPglite({ dataDir: join(dataDir, 'pg') });
    try {
      await lite.query(insert);
      await lite.query('analyze notifications');
    } finally {
      await lite.close();
    }
    server = await boot();
  }
  console.log(`\n${NOTIFICATIONS} notifications written and analyzed in ${seconds(started)} s`);

  const timed = async (
    what: string,
    send: () => Promise<ApiResult>,
    size: number,
  ): Promise<void> => {
    const times: number[] = [];
    let last: ReturnType<typeof listOf> | undefined;
    for (let run = 0; run <= RUNS; run++) {
      const t0 = performance.now();
      const res = await send();
      const took = performance.now() - t0;
      last = listOf(res, what);
      if (run > 0) times.push(took);
    }
    if (last!.notifications.length !== size || !last!.has_more) {
      throw new Error(`${what}: expected a full page of ${size} and more after it`);
    }
    const s = spread(times);
    console.log(
      `${what}: median ${ms(s.median)} ms, min ${ms(s.min)}, max ${ms(s.max)} ` +
        `(${RUNS} calls; ${size} a page, all_unread_count ${last!.all_unread_count})`,
    );
  };
  await timed(
    'POST /api/notifications/find-notifications-data?p=0',
    () =>
      api('POST', '/api/notifications/find-notifications-data?p=0', { conds: {} }, readerCookie),
    PAGE,
  );
  await timed(
    'GET /api/notifications/find-notifications-quick?page=0',
    () => api('GET', '/api/notifications/find-notifications-quick?page=0', undefined, readerCookie),
    QUICK_PAGE,
  );

  if (databaseUrl) {
    // The statements as the repository sends them, run once each to catch their text.
    const readerId = await idOf(readerCookie);
    const sent: Array<{ text: string; params: unknown[] }> = [];
    const explainPool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      const db = drizzle(explainPool, {
        logger: { logQuery: (text, params) => void sent.push({ text, params }) },
      }) as unknown as Db;
      await listNotifications(db, readerId, EVERYTHING, { offset: 0, limit: PAGE + 1 });
      await countUnread(db, readerId);
      console.log('\nEXPLAIN ANALYZE of the statements (PostgreSQL):');
      const names = [`listNotifications (limit ${PAGE + 1})`, 'countUnread'];
      for (const [i, statement] of sent.entries()) {
        const plan = await explainPool.query(
          `explain (analyze, buffers) ${statement.text}`,
          statement.params,
        );
        const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
        const execution = lines.find((line) => line.startsWith('Execution Time'));
        console.log(`${names[i] ?? `statement ${i + 1}`}: ${execution ?? '?'}`);
        if (PLANS) console.log(lines.map((line) => `    ${line}`).join('\n'));
      }
    } finally {
      await explainPool.end();
    }
  }
  return 0;
});
