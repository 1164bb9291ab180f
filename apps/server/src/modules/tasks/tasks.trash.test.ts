import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tasklist } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { denyToMember } from '../../test/role-helpers.ts';
import { projectWithWorker, taskDetail, taskOf } from '../../test/task-helpers.ts';
import {
  MISSING_ID,
  boardOf,
  errorOf,
  eventsOf,
  limitMember,
  newTask,
  newTasklist,
  notFoundBody,
  tasksOf,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setUp = () => projectWithWorker(t.app);

describe('the trash', () => {
  it('takes a task off the board and brings it back to its place', async () => {
    const { owner, worker, project, tasklist, task } = await setUp();
    const second = await newTask(owner.client, tasklist.id, 'Second');

    const res = await worker.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect(res.statusCode).toBe(200);
    expect(taskOf(res)).toMatchObject({
      date_deleted: expect.any(String),
      version: task.version + 1,
    });
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toEqual([second.id]);
    expect((await boardOf(owner.client, project.id))[0]?.count_active_tasks).toBe(1);
    // Still reachable by its address, marked as in the trash.
    expect((await taskDetail(owner.client, task.id)).date_deleted).not.toBeNull();

    const again = await worker.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect(taskOf(again).version).toBe(task.version + 1);

    const back = await owner.client.post(`/api/tasks/restore-from-trash?tid=${task.id}`);
    expect(back.statusCode).toBe(200);
    expect(taskOf(back)).toMatchObject({ date_deleted: null, version: task.version + 2 });
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toEqual([
      task.id,
      second.id,
    ]);
    const events = await eventsOf(owner.client, project.id);
    expect(events.slice(0, 2).map((e) => [e.type, e.notice])).toEqual([
      ['task.restored_from_trash', { task_name: 'Write copy' }],
      ['task.deleted', { task_name: 'Write copy', was_deleted: true }],
    ]);
  });

  it('refuses to finish or reopen a task in the trash (409)', async () => {
    const { owner, task } = await setUp();
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect((await owner.client.post(`/api/tasks/finish?tid=${task.id}`)).statusCode).toBe(409);
    expect((await owner.client.post(`/api/tasks/reopen?tid=${task.id}`)).statusCode).toBe(409);
  });

  it('leaves trashed tasks out of a copied task list', async () => {
    const { owner, tasklist, task } = await setUp();
    const kept = await newTask(owner.client, tasklist.id, 'Kept');
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    const target = (await owner.client.post('/api/projects/create', { name: 'Target' })).json<{
      project: { id: number };
    }>().project;
    const res = await owner.client.post(`/api/tasklists/copy?tlid=${tasklist.id}`, {
      project_id: target.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<{ tasklist: Tasklist }>().tasklist;
    const copied = await tasksOf(owner.client, target.id);
    expect(copied.every((x) => x.tasklist.id === copy.id)).toBe(true);
    expect(copied.map((x) => [x.name, x.sorting_key])).toEqual([[kept.name, kept.sorting_key]]);
  });

  it('answers 403 with the spec’s body to a worker whose role denies task_delete', async () => {
    const { owner, worker, project, task } = await setUp();
    await denyToMember(owner.client, project.id, worker.id, ['task_delete']);
    expect((await taskDetail(worker.client, task.id)).abilities).toMatchObject({
      update: true,
      delete: false,
    });
    for (const action of ['delete', 'restore-from-trash']) {
      const res = await worker.client.post(`/api/tasks/${action}?tid=${task.id}`);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual({
        message: 'disallowed_action',
        code: 'DISALLOWED_ACTION',
        data: { id: 1, action: 'task_delete', owner: { id: owner.id, fullname: 'Olga Owner' } },
      });
    }
    expect((await taskDetail(owner.client, task.id)).date_deleted).toBeNull();
  });

  it('answers 403 in an archived project', async () => {
    const { owner, project, task } = await setUp();
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    expect((await owner.client.post(`/api/tasks/delete?tid=${task.id}`)).statusCode).toBe(403);
  });

  it.each(['delete', 'restore-from-trash'])(
    'answers 404 on %s to a non-member and to a worker limited to other lists',
    async (action) => {
      const { owner, worker, project, task } = await setUp();
      const stranger = await signUp(t.app);
      const other = await newTasklist(owner.client, project.id, 'Other');
      await limitMember(t, project.id, worker.id, [other.id]);
      for (const client of [stranger.client, worker.client]) {
        const res = await client.post(`/api/tasks/${action}?tid=${task.id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(notFoundBody('The task'));
      }
      expect((await taskDetail(owner.client, task.id)).date_deleted).toBeNull();
    },
  );
});

describe('POST /api/tasks/set-flags', () => {
  it('keeps each user’s own marks, tells no one and leaves the version alone', async () => {
    const { owner, worker, project, task } = await setUp();
    const before = await eventsOf(owner.client, project.id);
    const res = await worker.client.post(`/api/tasks/set-flags?tid=${task.id}`, {
      is_my_priority: true,
    });
    expect(res.statusCode).toBe(200);
    expect(taskOf(res)).toMatchObject({
      is_my_priority: true,
      is_tracked: false,
      version: task.version,
    });
    const tracked = await worker.client.post(`/api/tasks/set-flags?tid=${task.id}`, {
      is_tracked: true,
    });
    expect(taskOf(tracked)).toMatchObject({ is_my_priority: true, is_tracked: true });

    expect(await taskDetail(owner.client, task.id)).toMatchObject({
      is_my_priority: false,
      is_tracked: false,
    });
    expect((await tasksOf(worker.client, project.id))[0]).toMatchObject({
      is_my_priority: true,
      is_tracked: true,
    });
    expect(await eventsOf(owner.client, project.id)).toEqual(before);

    const off = await worker.client.post(`/api/tasks/set-flags?tid=${task.id}`, {
      is_my_priority: false,
    });
    expect(taskOf(off)).toMatchObject({ is_my_priority: false, is_tracked: true });
  });

  it('answers 400 for a mark that is not true or false', async () => {
    const { owner, task } = await setUp();
    const res = await owner.client.post(`/api/tasks/set-flags?tid=${task.id}`, {
      is_tracked: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['is_tracked']);
  });

  it('answers 404 to a non-member', async () => {
    const { task } = await setUp();
    const stranger = await signUp(t.app);
    const res = await stranger.client.post(`/api/tasks/set-flags?tid=${task.id}`, {
      is_tracked: true,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/task/detail', () => {
  it('finds a task by id or by uuid', async () => {
    const { worker, task } = await setUp();
    const byId = await taskDetail(worker.client, task.id);
    const byUuid = await worker.client.get(`/api/task/detail?uuid=${task.uuid}`);
    expect(byUuid.statusCode).toBe(200);
    expect(taskOf(byUuid)).toEqual(byId);
    expect(byId).toMatchObject({ id: task.id, abilities: { update: true, delete: true } });
  });

  it('answers 404 to a non-member and for unknown tasks, the same way', async () => {
    const { task } = await setUp();
    const stranger = await signUp(t.app);
    const answers = await Promise.all(
      [
        `tid=${task.id}`,
        `uuid=${task.uuid}`,
        `tid=${MISSING_ID}`,
        'uuid=00000000-0000-4000-8000-000000000000',
      ].map((q) => stranger.client.get(`/api/task/detail?${q}`)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFoundBody('The task'));
    }
  });

  it.each([
    ['neither id nor uuid', ''],
    ['both id and uuid', 'tid=1&uuid=00000000-0000-4000-8000-000000000000'],
    ['a uuid that is none', 'uuid=abc'],
    ['an id that is none', 'tid=abc'],
  ])('answers 400 for %s', async (_case, query) => {
    const owner = await signUp(t.app);
    const res = await owner.client.get(`/api/task/detail?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/tasks/list', () => {
  it('answers every task with its own workers and the viewer’s marks', async () => {
    const { owner, worker, project, tasklist, task } = await setUp();
    const more = [];
    for (let i = 0; i < 12; i += 1) more.push(await newTask(owner.client, tasklist.id, `T${i}`));
    for (const [i, x] of more.entries()) {
      const workers = i % 3 === 0 ? [owner.id, worker.id] : i % 3 === 1 ? [worker.id] : [];
      await owner.client.post(`/api/tasks/update?tid=${x.id}`, {
        version: x.version,
        workers_ids: workers,
      });
    }
    await owner.client.post(`/api/tasks/set-flags?tid=${more[4]!.id}`, { is_my_priority: true });
    const listed = await tasksOf(owner.client, project.id);
    expect(listed.map((x) => x.id)).toEqual([task.id, ...more.map((x) => x.id)]);
    expect(listed.slice(1).map((x) => x.workers.map((w) => w.id))).toEqual(
      more.map((_x, i) => (i % 3 === 0 ? [owner.id, worker.id] : i % 3 === 1 ? [worker.id] : [])),
    );
    expect(listed.filter((x) => x.is_my_priority).map((x) => x.id)).toEqual([more[4]!.id]);
    for (const x of listed) expect(x).toEqual(await taskDetail(owner.client, x.id));
  });

  it('shows a worker limited to some lists only the tasks of those lists', async () => {
    const { owner, worker, project } = await setUp();
    const other = await newTasklist(owner.client, project.id, 'Other');
    const visible = await newTask(owner.client, other.id, 'Visible');
    await limitMember(t, project.id, worker.id, [other.id]);
    expect((await tasksOf(worker.client, project.id)).map((x) => x.id)).toEqual([visible.id]);
  });
});
