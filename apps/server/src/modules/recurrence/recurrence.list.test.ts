import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedTask, Recurrence } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskOf, updateTask } from '../../test/task-helpers.ts';
import { limitMember, newTask, newTasklist, setProjectState } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { recurrence: Recurrence; task: ListedTask };
async function listed(client: Client): Promise<Item[]> {
  const res = await client.get('/api/tasks/recurrent-tasks');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Item[] }>().items;
}

async function repeating(client: Client, tasklistId: number, name: string, due: string) {
  const task = await newTask(client, tasklistId, name);
  const dated = taskOf(await updateTask(client, task, { due_date: due }));
  const res = await client.post(`/api/tasks/set-recurrence?tid=${task.id}`, {
    unit: 'day',
    interval: 1,
    based_on: 'due_date',
  });
  expect(res.statusCode, res.body).toBe(200);
  return dated;
}

describe('GET /api/tasks/recurrent-tasks', () => {
  it('lists the recurring tasks the viewer sees across projects, soonest due first', async () => {
    const { owner, worker, project, tasklist } = await projectWithWorker(t.app);
    const hiddenList = await newTasklist(owner.client, project.id, 'Private');
    const late = await repeating(owner.client, tasklist.id, 'Late', '2026-05-01');
    const soon = await repeating(owner.client, tasklist.id, 'Soon', '2026-04-01');
    await repeating(owner.client, hiddenList.id, 'Hidden', '2026-03-01');
    const trashed = await repeating(owner.client, tasklist.id, 'Trashed', '2026-03-01');
    await owner.client.post(`/api/tasks/delete?tid=${trashed.id}`);
    await newTask(owner.client, tasklist.id, 'Plain');

    const second = await projectWithWorker(t.app);
    const elsewhere = await repeating(
      second.owner.client,
      second.tasklist.id,
      'Theirs',
      '2026-01-01',
    );

    const mine = await listed(owner.client);
    expect(mine.map((i) => i.task.name)).toEqual(['Hidden', 'Soon', 'Late']);
    expect(mine[1]).toEqual({
      recurrence: expect.objectContaining({
        task_id: soon.id,
        next_due_date: '2026-04-02',
        abilities: { update: true },
      }),
      task: {
        id: soon.id,
        uuid: soon.uuid,
        name: 'Soon',
        state: { id: 1, state: 'active' },
        due_date: '2026-04-01',
        due_date_end: null,
        project: { id: project.id, name: project.name },
        tasklist: { id: tasklist.id, name: tasklist.name },
      },
    });

    // The worker limited to the first list does not see the one in the private list.
    await limitMember(t, project.id, worker.id, [tasklist.id]);
    expect((await listed(worker.client)).map((i) => i.task.id)).toEqual([soon.id, late.id]);
    expect((await listed(second.owner.client)).map((i) => i.task.id)).toEqual([elsewhere.id]);
    expect(await listed((await signUp(t.app)).client)).toEqual([]);
  });

  it('shows archived projects read-only and leaves out projects in the trash', async () => {
    const { owner, project, tasklist } = await projectWithWorker(t.app);
    await repeating(owner.client, tasklist.id, 'Archived', '2026-03-01');
    await setProjectState(t, project.id, 2);
    const [item] = await listed(owner.client);
    expect(item!.recurrence.abilities).toEqual({ update: false });
    await setProjectState(t, project.id, 4);
    expect(await listed(owner.client)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tasks/recurrent-tasks' })).statusCode,
    ).toBe(401);
  });
});
