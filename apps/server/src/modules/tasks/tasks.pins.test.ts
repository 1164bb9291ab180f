import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskDetail } from '../../test/task-helpers.ts';
import {
  errorOf,
  eventsOf,
  limitMember,
  newTask,
  newTasklist,
  notFoundBody,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pin = (client: Client, taskId: number) => client.post(`/api/tasks/pin?tid=${taskId}`);
const unpin = (client: Client, taskId: number) => client.post(`/api/tasks/unpin?tid=${taskId}`);
const pinnedOf = async (client: Client, projectId: number) => {
  const res = await client.get(`/api/tasks/pinned?pid=${projectId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tasks: Task[] }>().tasks;
};

describe('pinned tasks', () => {
  it('pins a task for every member, lists the latest pinned first and unpins it', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    const second = await newTask(owner.client, tasklist.id, 'Second');
    const res = await pin(worker.client, task.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ task: Task }>().task.is_pinned).toBe(true);
    expect((await taskDetail(owner.client, task.id)).is_pinned).toBe(true);
    expect((await pin(owner.client, second.id)).statusCode).toBe(200);
    expect((await pin(owner.client, second.id)).statusCode).toBe(200);
    expect((await pinnedOf(worker.client, project.id)).map((x) => x.id)).toEqual([
      second.id,
      task.id,
    ]);
    const unpinned = await unpin(owner.client, task.id);
    expect(unpinned.json<{ task: Task }>().task.is_pinned).toBe(false);
    expect((await pinnedOf(worker.client, project.id)).map((x) => x.id)).toEqual([second.id]);
    const events = await eventsOf(owner.client, project.id);
    expect(events.slice(0, 3).map((e) => [e.type, e.task?.id])).toEqual([
      ['task.unpinned', task.id],
      ['task.pinned', second.id],
      ['task.pinned', task.id],
    ]);
  });

  it('leaves out tasks in the trash and in lists the viewer may not see', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const secret = await newTasklist(owner.client, project.id, 'Secret');
    const hidden = await newTask(owner.client, secret.id, 'Hidden');
    const trashed = await newTask(owner.client, task.tasklist.id, 'Trashed');
    for (const id of [task.id, hidden.id, trashed.id]) await pin(owner.client, id);
    await owner.client.post(`/api/tasks/delete?tid=${trashed.id}`);
    await limitMember(t, project.id, worker.id, [task.tasklist.id]);
    expect((await pinnedOf(worker.client, project.id)).map((x) => x.id)).toEqual([task.id]);
    expect((await pinnedOf(owner.client, project.id)).map((x) => x.id)).toEqual([
      hidden.id,
      task.id,
    ]);
    expect((await pin(worker.client, hidden.id)).statusCode).toBe(404);
  });

  it('answers 404 out of sight, 403 where nothing may change, 409 in the trash', async () => {
    const { owner, project, task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app);
    const theirs = await createProjectWithTask(stranger.client);
    expect(errorOf(await pin(stranger.client, task.id))).toEqual(notFoundBody('The task'));
    expect((await unpin(owner.client, theirs.task.id)).statusCode).toBe(404);
    const listing = await stranger.client.get(`/api/tasks/pinned?pid=${project.id}`);
    expect(errorOf(listing)).toEqual(notFoundBody('The project'));
    expect((await owner.client.get('/api/tasks/pinned?pid=x')).statusCode).toBe(400);
    expect((await pin(owner.client, 0)).statusCode).toBe(400);
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect((await pin(owner.client, task.id)).statusCode).toBe(409);
    await owner.client.post(`/api/tasks/restore-from-trash?tid=${task.id}`);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    expect((await pin(owner.client, task.id)).statusCode).toBe(403);
  });
});
