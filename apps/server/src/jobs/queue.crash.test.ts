import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPglite, fromPostgres, openPglite } from '../db/client.ts';

const child = join(import.meta.dirname, '../test/job-crash-child.ts');
const tag = `${process.pid}x${Date.now().toString(36)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'tandem-jobs-crash-'));
const env = {
  ...process.env,
  EFFECTS_TABLE: `job_effects_${tag}`,
  QUEUE_NAME: `test.crash.${tag}`,
  JOB_COUNT: '20',
  HANG_AT: '7',
  ...(process.env.DATABASE_URL ? {} : { DATA_DIR: dataDir }),
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts a worker process; resolves once it printed `line`. */
function start(mode: string, line: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, mode], { env });
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(line)) resolve();
    });
    proc.on('exit', (code) => {
      if (!out.includes(line)) reject(new Error(`${mode} ended (${code}) before ${line}`));
    });
  });
  return { proc, ready };
}

async function effects(): Promise<Array<{ key: number; runs: number }>> {
  const database = process.env.DATABASE_URL
    ? fromPostgres(process.env.DATABASE_URL)
    : fromPglite(await openPglite({ dataDir: join(dataDir, 'pg') }));
  try {
    const { rows } = await database.executeSql(
      `SELECT key, runs FROM ${env.EFFECTS_TABLE} ORDER BY key`,
    );
    const { rows: open } = await database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed'`,
      [env.QUEUE_NAME],
    );
    expect(open).toEqual([{ n: 0 }]);
    // Nothing of the test stays behind in a shared database.
    await database.executeSql(`DROP TABLE ${env.EFFECTS_TABLE}`);
    await database.executeSql('DELETE FROM pgboss.job WHERE name = $1', [env.QUEUE_NAME]);
    await database.executeSql('SELECT pgboss.delete_queue($1)', [env.QUEUE_NAME]);
    return rows as Array<{ key: number; runs: number }>;
  } finally {
    await database.close();
  }
}

describe('a job queue killed in the middle of a run', () => {
  it('loses no job and does no effect twice once a worker runs again', async () => {
    await start('add', 'ADDED').ready;
    const first = start('hang', 'HANGING');
    await first.ready;
    first.proc.kill('SIGKILL');
    await new Promise((resolve) => first.proc.on('exit', resolve));

    // A new worker takes up the dead run when it expires, and the jobs never started.
    const second = start('finish', 'DONE');
    await second.ready;
    await new Promise((resolve) => second.proc.on('exit', resolve));

    const done = await effects();
    expect(done.map((row) => row.key)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The run cut short ran again: its effect is still one row (it counts the second run).
    expect(done.find((row) => row.key === 7)!.runs).toBe(2);
    expect(done.filter((row) => row.key !== 7).every((row) => row.runs === 1)).toBe(true);
  }, 60_000);
});
