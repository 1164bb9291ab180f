import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ErrorBody, Tasklist } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import {
  Client,
  createProject,
  createProjectWithTask,
  createTestApp,
  signUp,
} from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tasklistOf = (res: LightMyRequestResponse) => res.json<{ tasklist: Tasklist }>().tasklist;
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const NOT_FOUND_BODY = {
  message: 'The project does not exist or you do not have access to it.',
  code: 'NOT_FOUND',
};

async function listOf(client: Client, projectId: number): Promise<Tasklist[]> {
  const res = await client.get(`/api/tasklists/list?pid=${projectId}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ tasklists: Tasklist[] }>().tasklists;
}

describe('POST /api/tasklists/create', () => {
  it('creates an active, empty task list at version 1', async () => {
    const owner = await signUp(t.app);
    const project = await createProject(owner.client, 'Board');
    const res = await owner.client.post(`/api/tasklists/create?pid=${project.id}`, {
      name: ' Backlog ',
    });
    expect(res.statusCode).toBe(201);
    const tasklist = tasklistOf(res);
    expect(tasklist).toEqual({
      id: expect.any(Number),
      name: 'Backlog',
      state: { id: 1, state: 'active' },
      count_active_tasks: 0,
      has_pinned_documents: false,
      date_activation: expect.stringMatching(ISO),
      date_finished: null,
      date_archived: null,
      count_comments: 0,
      project: { id: project.id },
      version: 1,
      abilities: { update: true, create_task: true, archive: true, finish: true, delete: true },
    });
    expect(Math.abs(Date.parse(tasklist.date_activation) - Date.now())).toBeLessThan(60_000);
  });

  it('lets a worker create one and shape it like the owner can', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const project = await createProject(owner.client, 'Board', [worker]);
    const res = await worker.client.post(`/api/tasklists/create?pid=${project.id}`, {
      name: 'Mine',
    });
    expect(res.statusCode).toBe(201);
    expect(tasklistOf(res).abilities).toEqual({
      update: true,
      create_task: true,
      archive: true,
      finish: true,
      delete: true,
    });
    expect((await listOf(owner.client, project.id)).map((l) => l.name)).toEqual(['Mine']);
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a blank name', { name: ' \t ' }],
    ['a 256-character name', { name: 'n'.repeat(256) }],
    ['no name', {}],
    ['a name that is not a string', { name: ['x'] }],
  ])('answers 400 for %s and writes nothing', async (_case, body) => {
    const owner = await signUp(t.app);
    const project = await createProject(owner.client, 'Board');
    const res = await owner.client.post(`/api/tasklists/create?pid=${project.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { name: [expect.any(String)] } },
    });
    expect(await listOf(owner.client, project.id)).toEqual([]);
  });

  it.each(['abc', '0', '1e999'])('answers 400 for pid=%s', async (pid) => {
    const owner = await signUp(t.app);
    const res = await owner.client.post(`/api/tasklists/create?pid=${pid}`, { name: 'List' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['pid']);
  });
});

describe('GET /api/tasklists/list', () => {
  it('lists the task lists in the order they were made, counting active tasks', async () => {
    const owner = await signUp(t.app);
    const { project, tasklist } = await createProjectWithTask(owner.client);
    await owner.client.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: 'Second task' });
    const second = tasklistOf(
      await owner.client.post(`/api/tasklists/create?pid=${project.id}`, { name: 'Done' }),
    );

    const lists = await listOf(owner.client, project.id);
    expect(lists.map((l) => [l.id, l.name, l.count_active_tasks])).toEqual([
      [tasklist.id, 'To do', 2],
      [second.id, 'Done', 0],
    ]);
  });

  it('counts one task fewer after a finish and one more after a reopen', async () => {
    const owner = await signUp(t.app);
    const { project, task } = await createProjectWithTask(owner.client);
    expect((await listOf(owner.client, project.id))[0]?.count_active_tasks).toBe(1);
    await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    expect((await listOf(owner.client, project.id))[0]?.count_active_tasks).toBe(0);
    await owner.client.post(`/api/tasks/reopen?tid=${task.id}`);
    expect((await listOf(owner.client, project.id))[0]?.count_active_tasks).toBe(1);
  });
});

describe('access', () => {
  it('answers a non-member 404 on list and create, exactly as for a missing project, and writes nothing', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { project, tasklist } = await createProjectWithTask(owner.client);
    const missing = Number.MAX_SAFE_INTEGER;

    const list = await stranger.client.get(`/api/tasklists/list?pid=${project.id}`);
    const create = await stranger.client.post(`/api/tasklists/create?pid=${project.id}`, {
      name: 'Intruder',
    });
    const listMissing = await stranger.client.get(`/api/tasklists/list?pid=${missing}`);
    const createMissing = await stranger.client.post(`/api/tasklists/create?pid=${missing}`, {
      name: 'X',
    });
    for (const res of [list, create, listMissing, createMissing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND_BODY);
    }
    expect((await listOf(owner.client, project.id)).map((l) => l.id)).toEqual([tasklist.id]);
  });

  it.each([
    ['GET', '/api/tasklists/list?pid=1', undefined],
    ['POST', '/api/tasklists/create?pid=1', { name: 'Nope' }],
  ] as const)('answers an anonymous %s %s with 401', async (method, url, body) => {
    const res = await new Client(t.app).request(method, url, body);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/tasklists/detail', () => {
  it('answers a task list its members see, with its counts; 404 for others; 400 for a bad id', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { project, tasklist } = await createProjectWithTask(owner.client);
    const res = await owner.client.get(`/api/tasklists/detail?tlid=${tasklist.id}`);
    expect(res.statusCode).toBe(200);
    expect(tasklistOf(res)).toMatchObject({
      id: tasklist.id,
      count_active_tasks: 1,
      project: { id: project.id },
    });
    const hidden = await stranger.client.get(`/api/tasklists/detail?tlid=${tasklist.id}`);
    expect(hidden.statusCode).toBe(404);
    const missing = await owner.client.get('/api/tasklists/detail?tlid=999999999');
    expect(missing.statusCode).toBe(404);
    const bad = await owner.client.get('/api/tasklists/detail?tlid=abc');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors?.validation).toHaveProperty('tlid');
  });
});
