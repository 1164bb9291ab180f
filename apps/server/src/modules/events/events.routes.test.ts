import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEvent, ErrorBody } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import {
  addWorker,
  Client,
  createProjectWithTask,
  createTestApp,
  signUp,
  uniqueEmail,
} from '../../test/harness.ts';

/** A clock the tests move by hand, so event dates are exact. */
let now = new Date('2026-03-02T08:00:00.000Z');
const tick = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
  return now.toISOString();
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

async function feed(client: Client, projectId: number): Promise<ActivityEvent[]> {
  const res = await client.get(`/api/events/project?pid=${projectId}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ events: ActivityEvent[] }>().events;
}

describe('GET /api/events/project', () => {
  it('answers the activity of the project in the spec shape, newest first', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const worker = await signUp(t.app, { fullname: 'Will Worker' });
    const { project, tasklist, task } = await createProjectWithTask(owner.client);
    const addedAt = tick(60);
    await addWorker(owner.client, project.id, worker.email);
    const finishedAt = tick(60);
    await worker.client.post(`/api/tasks/finish?tid=${task.id}`);

    const events = await feed(owner.client, project.id);
    expect(events.map((e) => e.type)).toEqual([
      'task.finished',
      'project.workers_added',
      'task.created',
      'tasklist.created',
      'project.created',
    ]);
    const ids = events.map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    expect(events[0]).toEqual({
      id: expect.any(Number),
      date_action: finishedAt,
      type: 'task.finished',
      was_moved: false,
      author: { id: worker.id, fullname: 'Will Worker' },
      who: null,
      project: { id: project.id, name: 'Launch' },
      tasklist: { id: tasklist.id, name: 'To do' },
      task: { id: task.id, name: 'Write copy', is_taskcheck: false },
      notice: { task_name: 'Write copy' },
    });
    expect(events[1]).toEqual({
      id: expect.any(Number),
      date_action: addedAt,
      type: 'project.workers_added',
      was_moved: false,
      author: { id: owner.id, fullname: 'Olga Owner' },
      who: null,
      project: { id: project.id, name: 'Launch' },
      notice: { added_users: [{ id: worker.id, fullname: 'Will Worker' }] },
    });
    expect(events[4]).toEqual({
      id: expect.any(Number),
      date_action: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      type: 'project.created',
      was_moved: false,
      author: { id: owner.id, fullname: 'Olga Owner' },
      who: null,
      project: { id: project.id, name: 'Launch' },
    });
  });

  it('shows the same feed to a worker, and only the events of that project', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const { project } = await createProjectWithTask(owner.client);
    const other = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, worker.email);
    const ownerFeed = await feed(owner.client, project.id);
    expect(await feed(worker.client, project.id)).toEqual(ownerFeed);
    expect(ownerFeed.every((e) => e.project?.id === project.id)).toBe(true);
    const otherIds = new Set((await feed(owner.client, other.project.id)).map((e) => e.id));
    expect(ownerFeed.some((e) => otherIds.has(e.id))).toBe(false);
  });

  it('answers a non-member 404 exactly as for a missing project', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { project } = await createProjectWithTask(owner.client);
    const hidden = await stranger.client.get(`/api/events/project?pid=${project.id}`);
    const missing = await stranger.client.get(`/api/events/project?pid=${Number.MAX_SAFE_INTEGER}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({
      message: 'The project does not exist or you do not have access to it.',
      code: 'NOT_FOUND',
    });
    expect(missing.json()).toEqual(hidden.json());
  });

  it('answers 400 for a bad pid and 401 to an anonymous caller', async () => {
    const owner = await signUp(t.app);
    const bad = await owner.client.get('/api/events/project?pid=abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<ErrorBody>().errors?.validation ?? {})).toEqual(['pid']);
    const anonymous = await new Client(t.app).get('/api/events/project?pid=1');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<ErrorBody>().code).toBe('UNAUTHENTICATED');
  });
});

describe('writes that fail record no event', () => {
  it('records nothing for refused, invalid or no-op writes', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { project, tasklist, task } = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, worker.email);
    await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    const before = await feed(owner.client, project.id);

    const attempts = [
      await owner.client.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: '' }),
      await owner.client.post(`/api/tasklists/create?pid=${project.id}`, { name: 'x'.repeat(256) }),
      await owner.client.post(`/api/projects/add-workers?pid=${project.id}`, {
        new_workers: [uniqueEmail('ghost')],
        invite_new_workers: false,
      }),
      await worker.client.post(`/api/projects/add-workers?pid=${project.id}`, {
        new_workers: [stranger.email],
      }),
      await stranger.client.post(`/api/tasks/reopen?tid=${task.id}`),
      await stranger.client.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: 'Planted' }),
      await owner.client.post(`/api/tasks/finish?tid=${task.id}`),
      await owner.client.post(`/api/projects/add-workers?pid=${project.id}`, {
        new_workers: [worker.email],
      }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([400, 400, 400, 403, 404, 404, 200, 200]);
    expect(await feed(owner.client, project.id)).toEqual(before);
  });
});

describe('the feed of a worker limited to some task lists', () => {
  it('leaves out events of hidden lists before the limit, so the visible ones still fill it', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const { project, tasklist } = await createProjectWithTask(owner.client);
    const hidden = (
      await owner.client.post(`/api/tasklists/create?pid=${project.id}`, { name: 'Hidden' })
    ).json().tasklist;
    await addWorker(owner.client, project.id, worker.email);
    await owner.client.post(`/api/projects/update-worker?pid=${project.id}`, {
      user_id: worker.id,
      tasklists_acl: [tasklist.id],
    });
    // Sixty events about the hidden list push every visible one past a limit of 50.
    for (let i = 0; i < 60; i++) {
      await owner.client.post(`/api/tasks/create?tlid=${hidden.id}`, { name: `Secret ${i}` });
    }
    const events = await feed(worker.client, project.id);
    expect(events.some((e) => e.tasklist?.id === hidden.id)).toBe(false);
    expect(events.map((e) => e.type)).toContain('tasklist.created');
    expect(events.map((e) => e.type)).toContain('project.created');
    expect((await feed(owner.client, project.id)).length).toBe(50);
  });
});
