import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../http/logging.ts';
import type { TestApp } from '../../test/harness.ts';
import { createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';

/**
 * The statements (database round trips, transaction begin and commit included) that the task
 * write and read paths take. New modules copy these paths: the counts are held here so that a
 * change cannot raise them unnoticed. Lower a bound when a change lowers its count. The aim
 * (the Throughput work) is a task write in at most 6 and a task or project read in at most 3.
 */
const BOUNDS = {
  // On PostgreSQL; a transaction on the embedded database takes one statement fewer.
  createTask: 20,
  renameTask: 19,
  readTask: 15,
  readProject: 7,
  listProjects: 6,
  board: 19,
};

/** The request log's lines: each names the statements its request sent. */
const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: loggerOptions('info', sink) });
});
afterAll(() => t.close());

async function counted(
  run: () => Promise<{ statusCode: number; headers: Record<string, unknown> }>,
  status = 200,
) {
  const res = await run();
  expect(res.statusCode).toBe(status);
  const line = lines.find((l) => l['reqId'] === res.headers['x-request-id']);
  return line?.['statements'] as number;
}

describe('statements per request', () => {
  it('stay within the bounds of the write and read paths', async () => {
    const owner = await signUp(t.app);
    const { project, tasklist, task } = await createProjectWithTask(owner.client);
    const measured = {
      createTask: await counted(
        () => owner.client.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: 'Counted' }),
        201,
      ),
      renameTask: await counted(() =>
        owner.client.post(`/api/tasks/update?tid=${task.id}`, { version: 1, name: 'Renamed' }),
      ),
      readTask: await counted(() => owner.client.get(`/api/task/detail?tid=${task.id}`)),
      readProject: await counted(() => owner.client.get(`/api/projects/detail?pid=${project.id}`)),
      listProjects: await counted(() => owner.client.get('/api/projects/list')),
      board: await counted(() => owner.client.get(`/api/tasks/board?pid=${project.id}`)),
    };
    for (const [path, count] of Object.entries(measured)) {
      expect(count, path).toBeLessThanOrEqual(BOUNDS[path as keyof typeof BOUNDS]);
    }
  });
});
