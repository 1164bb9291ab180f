import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEndpoints as e } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp, uniqueEmail } from '../../test/harness.ts';

const operatorEmail = uniqueEmail('operator');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_EMAILS: ` Someone@Example.test, ${operatorEmail}` } });
});
afterAll(() => t.close());

/** A job of the app's that failed for good, as the queue keeps it. */
async function failedJob(error: string): Promise<string> {
  const { rows } = await t.database.executeSql(
    `INSERT INTO pgboss.job (name, data, state, output, retry_count, completed_on)
     VALUES ('files.sweep', $1, 'failed', $2, 5, now()) RETURNING id`,
    [{ reason: 'test' }, { message: error }],
  );
  return (rows[0] as { id: string }).id;
}

describe('the failed background jobs', () => {
  it('are shown to the operators with their errors, and put back on retry', async () => {
    const operator = await signUp(t.app, { email: operatorEmail });
    const id = await failedJob('The store did not answer.');
    const list = await operator.client.call(e.failedJobs, {});
    expect(list.status).toBe(200);
    expect(list.body.jobs.find((job) => job.id === id)).toEqual({
      id,
      name: 'files.sweep',
      data: '{"reason":"test"}',
      error: 'The store did not answer.',
      retry_count: 5,
      created_on: expect.any(String),
      failed_on: expect.any(String),
    });
    const retried = await operator.client.call(e.retryJob, { query: { id } });
    expect(retried.status).toBe(200);
    const after = await operator.client.call(e.failedJobs, {});
    expect(after.body.jobs.map((job) => job.id)).not.toContain(id);
    const again = await operator.client.call(e.retryJob, { query: { id } });
    expect(again.status).toBe(404);
    const bad = await operator.client.call(e.retryJob, { query: { id: 'nope' } });
    expect(bad.status).toBe(400);
  });

  it('are refused to everyone else', async () => {
    const someone = await signUp(t.app);
    const id = await failedJob('Still failing.');
    expect((await someone.client.call(e.failedJobs, {})).status).toBe(403);
    expect((await someone.client.call(e.retryJob, { query: { id } })).status).toBe(403);
  });
});
