import { describe, expect, it } from 'vitest';
import type { Task, Tasklist } from '@tandem/contract';
import type { Client } from '../../test/harness.ts';
import { createProject, signUp } from '../../test/harness.ts';
import type { TestSocket } from '../../test/ws-client.ts';
import { isEvent, useRealtimeTestApp } from '../../test/ws-client.ts';

const server = useRealtimeTestApp();
async function follow(cookie: string, topic: string): Promise<TestSocket> {
  const socket = await server.connect(cookie);
  expect((await socket.subscribe(topic)).type).toBe('subscribed');
  return socket;
}

async function post<T>(client: Client, url: string, body?: unknown): Promise<T> {
  const res = await client.post(url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}

describe('live updates of moved tasks', () => {
  it('tells the members of both projects, and a dropped worker on their own topic', async () => {
    const owner = await signUp(server.app);
    const here = await signUp(server.app);
    const there = await signUp(server.app);
    const source = await createProject(owner.client, 'Source', [here]);
    const target = await createProject(owner.client, 'Target', [there]);
    const { tasklist: a } = await post<{ tasklist: Tasklist }>(
      owner.client,
      `/api/tasklists/create?pid=${source.id}`,
      { name: 'A' },
    );
    const { tasklist: c } = await post<{ tasklist: Tasklist }>(
      owner.client,
      `/api/tasklists/create?pid=${target.id}`,
      { name: 'C' },
    );
    const { task: one } = await post<{ task: Task }>(
      owner.client,
      `/api/tasks/create?tlid=${a.id}`,
      {
        name: 'One',
      },
    );
    const { task: two } = await post<{ task: Task }>(
      owner.client,
      `/api/tasks/create?tlid=${a.id}`,
      {
        name: 'Two',
      },
    );
    await post(owner.client, `/api/tasks/update?tid=${one.id}`, {
      version: 1,
      workers_ids: [here.id],
    });

    const hereSocket = await follow(here.client.cookie, `project.${source.id}`);
    const hereOwn = await follow(here.client.cookie, `user.${here.id}`);
    const thereSocket = await follow(there.client.cookie, `project.${target.id}`);

    await post(owner.client, `/api/tasks/move?tid=${two.id}`, {
      tasklist_id: a.id,
      before_id: one.id,
    });
    const reordered = await hereSocket.waitFor(isEvent('task.reordered'));
    expect(reordered).toMatchObject({
      event: { project_id: source.id, tasklist_id: a.id, task_id: two.id, actor_id: owner.id },
    });

    await post(owner.client, `/api/tasks/move?tid=${one.id}`, { tasklist_id: c.id });
    expect(await hereSocket.waitFor(isEvent('task.moved'))).toMatchObject({
      event: { project_id: source.id, task_id: one.id, tasklist_id: c.id },
    });
    expect(await thereSocket.waitFor(isEvent('task.moved'))).toMatchObject({
      event: { project_id: target.id, task_id: one.id },
    });
    // The dropped worker no longer sees the task, yet their open pages learn it is gone.
    expect(await hereOwn.waitFor(isEvent('task.moved'))).toMatchObject({
      event: { task_id: one.id },
    });
    await thereSocket.roundTrip();
    expect(thereSocket.events()).toHaveLength(1);
  });
});
