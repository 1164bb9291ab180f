import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ErrorBody, Task } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { Client, createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>();
const MISSING_ID = Number.MAX_SAFE_INTEGER;
const notFound = (what: string) => ({
  message: `${what} does not exist or you do not have access to it.`,
  code: 'NOT_FOUND',
});

async function tasksOf(client: Client, projectId: number): Promise<Task[]> {
  return (await client.get(`/api/tasks/list?pid=${projectId}`)).json<{ tasks: Task[] }>().tasks;
}

describe('a user who is not a member', () => {
  it('gets 404 listing the tasks of the project, as for a missing project', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { project } = await createProjectWithTask(owner.client);
    const hidden = await stranger.client.get(`/api/tasks/list?pid=${project.id}`);
    const missing = await stranger.client.get(`/api/tasks/list?pid=${MISSING_ID}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(notFound('The project'));
    expect(missing.json()).toEqual(hidden.json());
  });

  it('gets 404 creating a task in a task list of another project, and nothing is written', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { project, tasklist, task } = await createProjectWithTask(owner.client);
    await createProjectWithTask(stranger.client);

    const swapped = await stranger.client.post(`/api/tasks/create?tlid=${tasklist.id}`, {
      name: 'Planted',
    });
    const missing = await stranger.client.post(`/api/tasks/create?tlid=${MISSING_ID}`, {
      name: 'Planted',
    });
    expect(swapped.statusCode).toBe(404);
    expect(swapped.json()).toEqual(notFound('The task list'));
    expect(missing.json()).toEqual(swapped.json());
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toEqual([task.id]);
  });

  it.each(['finish', 'reopen'])(
    'gets 404 on %s of a task of another project, which stays as it was',
    async (action) => {
      const owner = await signUp(t.app);
      const stranger = await signUp(t.app);
      const { project, task } = await createProjectWithTask(owner.client);
      if (action === 'reopen') await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
      const before = await tasksOf(owner.client, project.id);

      const swapped = await stranger.client.post(`/api/tasks/${action}?tid=${task.id}`);
      const missing = await stranger.client.post(`/api/tasks/${action}?tid=${MISSING_ID}`);
      expect(swapped.statusCode).toBe(404);
      expect(swapped.json()).toEqual(notFound('The task'));
      expect(missing.json()).toEqual(swapped.json());
      expect(await tasksOf(owner.client, project.id)).toEqual(before);
    },
  );
});

describe('input', () => {
  it.each([
    ['GET', '/api/tasks/list?pid=abc', 'pid'],
    ['GET', '/api/tasks/list', 'pid'],
    ['POST', '/api/tasks/create?tlid=abc', 'tlid'],
    ['POST', '/api/tasks/create?tlid=0', 'tlid'],
    ['POST', '/api/tasks/finish?tid=abc', 'tid'],
    ['POST', '/api/tasks/finish?tid=-1', 'tid'],
    ['POST', '/api/tasks/reopen?tid=1.5', 'tid'],
    ['POST', '/api/tasks/reopen?tid=99999999999999999999', 'tid'],
  ] as const)('%s %s answers 400 on %s', async (method, url, field) => {
    const owner = await signUp(t.app);
    const res = await owner.client.request(
      method,
      url,
      method === 'POST' ? { name: 'Task' } : undefined,
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual([field]);
  });
});

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/tasks/list?pid=1', undefined],
    ['POST', '/api/tasks/create?tlid=1', { name: 'Nope' }],
    ['POST', '/api/tasks/finish?tid=1', undefined],
    ['POST', '/api/tasks/reopen?tid=1', undefined],
  ] as const)('%s %s answers 401', async (method, url, body) => {
    const res = await new Client(t.app).request(method, url, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
  });

  it('cannot finish a real task either', async () => {
    const owner = await signUp(t.app);
    const { project, task } = await createProjectWithTask(owner.client);
    const res = await new Client(t.app).post(`/api/tasks/finish?tid=${task.id}`);
    expect(res.statusCode).toBe(401);
    expect((await tasksOf(owner.client, project.id))[0]?.state.id).toBe(1);
  });
});
