import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEndpoints as e } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, updateTask } from '../../test/task-helpers.ts';
import { limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';
import { FANOUT_JOB } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fanOut = () => t.jobs.run(FANOUT_JOB, {});

describe('following a task list', () => {
  it('tells the follower of each new task someone else adds, until they stop', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const list = task.tasklist.id;
    await fanOut();
    const follow = await worker.client.call(e.trackTasklist, {
      query: { tlid: list },
      body: { is_tracked: true },
    });
    expect(follow.status).toBe(200);
    expect(follow.body).toEqual({ is_tracked: true });
    // Following twice changes nothing.
    await worker.client.call(e.trackTasklist, {
      query: { tlid: list },
      body: { is_tracked: true },
    });
    expect(
      (await worker.client.call(e.trackedTasklists, { query: { pid: project.id } })).body,
    ).toEqual({ tasklists_ids: [list] });

    const added = await newTask(owner.client, list, 'Order the banners');
    await newTask(worker.client, list, 'My own task');
    await fanOut();
    const told = (await worker.client.call(e.quick, { query: { page: 0 } })).body.notifications;
    expect(told.map((n) => [n.type, n.task?.name])).toEqual([['new_task', 'Order the banners']]);
    expect(told[0]).toMatchObject({
      type: 'new_task',
      author: { fullname: 'Olga Owner' },
      task: { id: added.id, name: 'Order the banners' },
      tasklist: { id: list },
    });

    await worker.client.call(e.trackTasklist, {
      query: { tlid: list },
      body: { is_tracked: false },
    });
    await newTask(owner.client, list, 'Unheard of');
    await fanOut();
    expect(
      (await worker.client.call(e.quick, { query: { page: 0 } })).body.notifications,
    ).toHaveLength(1);
    expect(
      (await worker.client.call(e.trackedTasklists, { query: { pid: project.id } })).body,
    ).toEqual({ tasklists_ids: [] });
  });

  it('is only for lists one sees, and tells nobody of a list closed to them since', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const closed = await newTasklist(owner.client, project.id, 'Board only');
    await fanOut();
    const follow = await worker.client.call(e.trackTasklist, {
      query: { tlid: closed.id },
      body: { is_tracked: true },
    });
    expect(follow.status).toBe(200);
    await limitMember(t, project.id, worker.id, [task.tasklist.id]);
    const refused = await worker.client.call(e.trackTasklist, {
      query: { tlid: closed.id },
      body: { is_tracked: true },
    });
    expect(refused.status).toBe(404);
    await newTask(owner.client, closed.id, 'Secret plan');
    await fanOut();
    expect((await worker.client.call(e.quick, { query: { page: 0 } })).body.notifications).toEqual(
      [],
    );
  });

  it('answers a call without is_tracked with 400 on the field', async () => {
    const { worker, task } = await projectWithWorker(t.app);
    const res = await worker.client.post(
      `/api/notifications/track-tasklist?tlid=${task.tasklist.id}`,
      {},
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.validation.is_tracked).toEqual(['Send is_tracked as true or false.']);
    const bad = await worker.client.post('/api/notifications/track-tasklist?tlid=abc', {
      is_tracked: true,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('who assigned a task', () => {
  it('hears it was finished, unless they turned that off', async () => {
    const { owner, worker, project } = await projectWithWorker(t.app);
    const helper = await signUp(t.app, { fullname: 'Hana Helper' });
    await addWorker(owner.client, project.id, helper.email);
    const lists = await worker.client.get(`/api/tasklists/list?pid=${project.id}`);
    const listId = lists.json<{ tasklists: Array<{ id: number }> }>().tasklists[0]!.id;
    const finishAs = async (name: string) => {
      const made = await newTask(worker.client, listId, name);
      // The owner gives the worker's task to the helper, who finishes it.
      expect((await updateTask(owner.client, made, { workers_ids: [helper.id] })).statusCode).toBe(
        200,
      );
      await helper.client.post(`/api/tasks/finish?tid=${made.id}`);
      await fanOut();
    };
    await finishAs('Hang the posters');
    const told = async (client: typeof owner.client) =>
      (await client.call(e.quick, { query: { page: 0 } })).body.notifications
        .filter((n) => n.type === 'task_finished')
        .map((n) => n.task?.name);
    expect(await told(owner.client)).toEqual(['Hang the posters']);
    expect(await told(worker.client)).toEqual(['Hang the posters']);
    await owner.client.call(e.saveNotificationSettings, {
      body: { settings: { notification_when_task_finished: false } },
    });
    await finishAs('Take them down');
    expect(await told(owner.client)).toEqual(['Hang the posters']);
    expect(await told(worker.client)).toEqual(['Take them down', 'Hang the posters']);
  });
});
