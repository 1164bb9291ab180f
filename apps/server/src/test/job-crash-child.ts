/**
 * One worker of the job-queue crash test, in a process of its own. `add` adds the jobs; `hang`
 * runs them until the one named HANG_AT has had its effect, then stops dead in its run (the test
 * kills the process there); `finish` runs what remains and stops once every job completed. Each job's effect is a row keyed by the
 * job's number, written once however often the job runs.
 */
import { openDatabase } from '../db/client.ts';
import { createJobQueue } from '../jobs/queue.ts';

const [mode = 'finish'] = process.argv.slice(2);
const table = process.env.EFFECTS_TABLE!;
const name = process.env.QUEUE_NAME!;
const count = Number(process.env.JOB_COUNT);
const hangAt = Number(process.env.HANG_AT);
const log = { error: (...args: unknown[]) => console.error(...args) } as never;

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '',
  poolSize: 4,
});
await database.executeSql(
  `CREATE TABLE IF NOT EXISTS ${table} (key int PRIMARY KEY, runs int NOT NULL DEFAULT 1)`,
);
const queue = createJobQueue({
  database,
  log,
  worker: mode !== 'add',
  pollingSeconds: 0.5,
  maintenanceSeconds: 1,
});
queue.define<{ n: number }>(
  name,
  async ({ n }) => {
    // The effect happens once; a run that repeats it only counts the repetition.
    await database.executeSql(
      `INSERT INTO ${table} (key) VALUES ($1) ON CONFLICT (key) DO UPDATE SET runs = ${table}.runs + 1`,
      [n],
    );
    if (mode === 'hang' && n === hangAt) {
      console.log('HANGING');
      await new Promise(() => {});
    }
  },
  { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 2 },
);
await queue.start();
if (mode === 'add') {
  await database.db.transaction(async (tx) => {
    for (let n = 1; n <= count; n++) await queue.enqueue(tx, name, { n });
  });
  await queue.stop();
  await database.close();
  console.log('ADDED');
  process.exit(0);
}
console.log('WORKING');
if (mode === 'finish') {
  // Until every job has completed: then it stops as a server does.
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed'`,
      [name],
    );
    if ((rows[0] as { n: number }).n === 0) break;
  }
  await queue.stop();
  await database.close();
  console.log('DONE');
  process.exit(0);
}
