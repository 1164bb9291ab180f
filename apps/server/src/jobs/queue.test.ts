import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness.ts';
import { createTestApp } from '../test/harness.ts';
import type { JobQueue } from './queue.ts';
import { asDrizzleSql, createJobQueue, rowsOf } from './queue.ts';

let t: TestApp;
let queue: JobQueue;
const seen: Array<{ name: string; data: unknown; retryCount: number }> = [];
const silent = { error: () => {} } as never;
/** Each run's own names, so that a shared PostgreSQL's other runs never meet these. */
const tag = `${process.pid}x${Date.now().toString(36)}`;
const q = (name: string) => `test.${name}.${tag}`;

async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  queue = createJobQueue({ database: t.database, log: silent, worker: true, pollingSeconds: 0.5 });
  queue.define<{ n: number }>(q('ok'), async (data, run) => {
    seen.push({ name: 'ok', data, retryCount: run.retryCount });
  });
  let flaky = 0;
  queue.define<{ n: number }>(
    q('flaky'),
    async (data, run) => {
      flaky += 1;
      if (flaky < 3) throw new Error(`try ${flaky} failed`);
      seen.push({ name: 'flaky', data, retryCount: run.retryCount });
    },
    { retryLimit: 4, retryDelaySeconds: 1 },
  );
  queue.define(
    q('broken'),
    async () => {
      throw new Error('The mail server said no.');
    },
    { retryLimit: 0 },
  );
  queue.define(q('tick'), async () => {});
  queue.every(q('tick'), '*/5 * * * *', { tz: 'Europe/Prague' });
  await queue.start();
}, 60_000);
afterAll(async () => {
  await queue.stop();
  for (const name of ['ok', 'flaky', 'broken', 'tick']) {
    await t.database.executeSql('DELETE FROM pgboss.job WHERE name = $1', [q(name)]);
    await t.database.executeSql('DELETE FROM pgboss.schedule WHERE name = $1', [q(name)]);
    await t.database.executeSql('SELECT pgboss.delete_queue($1)', [q(name)]);
  }
  await t.close();
});

describe('the job queue', () => {
  it('adds a job with its transaction: a rollback takes it away, a commit lets it run', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, q('ok'), { n: 1 });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await t.database.db.transaction(async (tx) => {
      await queue.enqueue(tx, q('ok'), { n: 2 });
    });
    await until(() => seen.some((s) => s.name === 'ok'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(seen.filter((s) => s.name === 'ok')).toEqual([
      { name: 'ok', data: { n: 2 }, retryCount: 0 },
    ]);
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    await queue.send(q('flaky'), { n: 3 });
    await until(() => seen.some((s) => s.name === 'flaky'), 30_000);
    expect(seen.find((s) => s.name === 'flaky')).toEqual({
      name: 'flaky',
      data: { n: 3 },
      retryCount: 2,
    });
  }, 40_000);

  it('shows a job that failed for good with its error, and puts it back on retry', async () => {
    await queue.send(q('broken'), { to: 'someone' });
    await until(async () => (await queue.failed(50)).some((j) => j.name === q('broken')));
    const [failed] = (await queue.failed(50)).filter((j) => j.name === q('broken'));
    expect(failed).toMatchObject({
      data: { to: 'someone' },
      error: 'The mail server said no.',
      retryCount: 0,
    });
    expect(await queue.retry(failed!.id)).toBe(true);
    expect((await queue.failed(50)).map((j) => j.id)).not.toContain(failed!.id);
    // It runs again and fails again.
    await until(async () => (await queue.failed(50)).some((j) => j.id === failed!.id));
    expect(await queue.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('keeps schedules in the database and refuses undeclared jobs', async () => {
    const { rows } = await t.database.executeSql(
      'SELECT name, cron, timezone FROM pgboss.schedule WHERE name = $1',
      [q('tick')],
    );
    expect(rows).toEqual([{ name: q('tick'), cron: '*/5 * * * *', timezone: 'Europe/Prague' }]);
    await expect(queue.send('test.unknown', {})).rejects.toThrow('No job is declared');
  });

  it('turns placeholders into parameters, a placeholder used twice included', async () => {
    const result = await t.database.db.execute(
      asDrizzleSql('SELECT $1::int + $2::int AS sum, $1::text AS again', [2, 3]),
    );
    expect(rowsOf(result)).toEqual([{ sum: 5, again: '2' }]);
  });
});
