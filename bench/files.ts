/**
 * Files: how fast uploads are stored, how fast pictures get their previews, and how much memory
 * the server takes while a large zip of a task's files is downloaded.
 *
 * Starts the built server (run `npm run build` first) on a temp DATA_DIR with the embedded
 * database (BENCH_DATABASE_URL for PostgreSQL), makes a project and a task over the API, then
 * reports:
 *   - UPLOADS small files (default 200, 64 KB of random bytes each) sent one after another and
 *     CONCURRENCY at a time (default 4): files per second and MB per second;
 *   - PICTURES PNG pictures (default 40, 2000×1500) sent one after another, each answered with its
 *     thumbnail and preview made: pictures per second and the median answer time;
 *   - ARCHIVE_MB of files (default 1024, in files of 100 MB) on one task, then the task's zip
 *     downloaded and read to its end: its size, the time, and the server's resident memory
 *     (VmRSS from /proc) before and at its highest while the zip streams.
 * Prints figures only; exit code 1 when something fails.
 * Run from the repository root: npm run bench:files
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import {
  call,
  expectStatus,
  freePort,
  intFromEnv,
  makeTempDir,
  median,
  nestedId,
  onCleanup,
  runBench,
  signUp,
  startServer,
  stopServer,
  waitReady,
} from './support.ts';

const UPLOADS = intFromEnv('UPLOADS', 200, 10, 10_000);
const CONCURRENCY = intFromEnv('CONCURRENCY', 4, 1, 64);
const PICTURES = intFromEnv('PICTURES', 40, 1, 1000);
const ARCHIVE_MB = intFromEnv('ARCHIVE_MB', 1024, 0, 10_240);
const PART_MB = 100;
const MB = 1024 * 1024;

/** The server's resident memory in MB, read from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

void runBench(async () => {
  const dataDir = makeTempDir('tandem-bench-files-');
  const port = await freePort();
  const env: Record<string, string> = { FILE_MAX_MB: String(PART_MB), STORAGE_QUOTA_MB: '100000' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = startServer(dataDir, port, { env, built: true });
  onCleanup(() => stopServer(server, 'SIGTERM'));
  await waitReady(server, performance.now());
  const base = server.base;
  console.log(`database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}`);

  const stamp = Date.now().toString(36);
  const cookie = await signUp(base, {
    fullname: 'Fiona Files',
    email: `files.${stamp}@example.test`,
    password: 'correct horse battery',
  });
  const api = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    call(base, method, path, { cookie, ...(body === undefined ? {} : { body }) });
  const projectId = nestedId(
    await api('POST', '/api/projects/create', { name: 'Files' }),
    'project',
    'project',
  );
  const tasklistId = nestedId(
    await api('POST', `/api/tasklists/create?pid=${projectId}`, { name: 'Material' }),
    'tasklist',
    'task list',
  );
  const newTask = async (name: string) => {
    const res = await api('POST', `/api/tasks/create?tlid=${tasklistId}`, { name });
    expectStatus(res, 201, 'task');
    return res.body as { task: { id: number; uuid: string } };
  };

  async function upload(taskId: number, name: string, content: Blob): Promise<number> {
    const form = new FormData();
    form.append('file', content, name);
    const started = performance.now();
    const res = await fetch(`${base}/api/task-files/upload?tid=${taskId}`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie },
      body: form,
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${text.slice(0, 200)}`);
    return performance.now() - started;
  }

  // Small files, several at a time.
  const small = (await newTask('Small files')).task;
  const payloads = Array.from({ length: UPLOADS }, () => new Blob([randomBytes(64 * 1024)]));
  let next = 0;
  const uploadStarted = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < payloads.length) {
        const i = next++;
        await upload(small.id, `file-${i}.bin`, payloads[i]!);
      }
    }),
  );
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  console.log(
    `small uploads: ${UPLOADS} × 64 KB, ${CONCURRENCY} at a time: ` +
      `${(UPLOADS / uploadSeconds).toFixed(0)} files/s, ` +
      `${((UPLOADS * 64) / 1024 / uploadSeconds).toFixed(1)} MB/s`,
  );

  // Pictures, each answered with its previews made.
  const pictures = (await newTask('Pictures')).task;
  const times: number[] = [];
  const picturesStarted = performance.now();
  for (let i = 0; i < PICTURES; i++) {
    const png = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 },
      },
    })
      .png()
      .toBuffer();
    times.push(await upload(pictures.id, `picture-${i}.png`, new Blob([png])));
  }
  const picturesSeconds = (performance.now() - picturesStarted) / 1000;
  console.log(
    `pictures with previews: ${PICTURES} × 2000×1500 PNG, one at a time: ` +
      `${(PICTURES / picturesSeconds).toFixed(1)} pictures/s, median answer ${median(times).toFixed(0)} ms`,
  );

  if (ARCHIVE_MB > 0) {
    const big = (await newTask('Large archive')).task;
    const parts = Math.ceil(ARCHIVE_MB / PART_MB);
    for (let i = 0; i < parts; i++) {
      const size = Math.min(PART_MB, ARCHIVE_MB - i * PART_MB) * MB;
      await upload(big.id, `part-${i}.bin`, new Blob([randomBytes(size)]));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 50);
    const started = performance.now();
    const res = await fetch(`${base}/api/task-files/archive?uuid=${big.uuid}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie },
    });
    if (res.status !== 200 || !res.body) throw new Error(`archive: ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `archive: ${(bytes / MB).toFixed(0)} MB zip of ${parts} files in ${seconds.toFixed(1)} s ` +
        `(${(bytes / MB / seconds).toFixed(0)} MB/s); server memory ${before.toFixed(0)} MB before, ` +
        `${peak.toFixed(0)} MB at most while streaming (+${(peak - before).toFixed(0)} MB)`,
    );
  }
  return 0;
});
