import { Writable } from 'node:stream';
import { projectEndpoints, taskBoardEndpoints, taskEndpoints } from '@tandem/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../http/logging.ts';
import type { TestApp } from '../../test/harness.ts';
import { createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';

/**
 * The statements (database round trips, the session's check and transaction begin and commit
 * included) that the task write and read paths take, per request. New modules copy these paths
 * (docs/ARCHITECTURE.md names them): the counts are held here so that a change cannot raise them
 * unnoticed. A task write takes at most 6, a task or project read at most 3. Lower a bound when
 * a change lowers its count.
 */
const BOUNDS = {
  // On PostgreSQL; the embedded database runs a transaction without begin and commit statements.
  createTask: 6,
  renameTask: 6,
  readTask: 2,
  finishTask: 6,
  reopenTask: 6,
  readProject: 3,
  listProjects: 4,
  board: 6,
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
  run: () => Promise<{ status: number; response: { headers: Record<string, unknown> } }>,
  status = 200,
) {
  const res = await run();
  expect(res.status).toBe(status);
  const line = lines.find((l) => l['reqId'] === res.response.headers['x-request-id']);
  return line?.['statements'] as number;
}

describe('statements per request', () => {
  it('stay within the bounds of the write and read paths', async () => {
    const owner = await signUp(t.app);
    const { project, tasklist, task } = await createProjectWithTask(owner.client);
    const c = owner.client;
    const tid = { tid: task.id };
    const measured = {
      createTask: await counted(
        () =>
          c.call(taskEndpoints.create, { query: { tlid: tasklist.id }, body: { name: 'Counted' } }),
        201,
      ),
      renameTask: await counted(() =>
        c.call(taskEndpoints.update, { query: tid, body: { version: 1, name: 'Renamed' } }),
      ),
      readTask: await counted(() => c.call(taskEndpoints.detail, { query: tid })),
      finishTask: await counted(() => c.call(taskEndpoints.finish, { query: tid })),
      reopenTask: await counted(() => c.call(taskEndpoints.reopen, { query: tid })),
      readProject: await counted(() =>
        c.call(projectEndpoints.detail, { query: { pid: project.id } }),
      ),
      listProjects: await counted(() => c.call(projectEndpoints.list, { query: {} })),
      board: await counted(() => c.call(taskBoardEndpoints.board, { query: { pid: project.id } })),
    };
    for (const [path, count] of Object.entries(measured)) {
      expect(count, path).toBeLessThanOrEqual(BOUNDS[path as keyof typeof BOUNDS]);
    }
  });
});
