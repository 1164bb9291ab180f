import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedTask } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp, XHR } from '../../test/harness.ts';
import { limitMember, newTask, newTasklist, setProjectState } from '../../test/tasklist-helpers.ts';

let now = new Date('2026-05-04T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const names = (tasks: ListedTask[]) => tasks.map((task) => task.name);
async function priorities(client: Client): Promise<ListedTask[]> {
  const res = await client.get('/api/tasks/my-priorities');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tasks: ListedTask[] }>().tasks;
}
async function mark(client: Client, taskId: number, on = true) {
  now = new Date(now.getTime() + 60_000);
  const res = await client.post(`/api/tasks/set-flags?tid=${taskId}`, { is_my_priority: on });
  expect(res.statusCode, res.body).toBe(200);
}
const reorder = (client: Client, ids: number[]) =>
  client.post('/api/tasks/reorder-my-priorities', { task_ids: ids });

describe('my priorities', () => {
  it('lists the open tasks one marked, latest first, then in the order one gives them', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const project = await createProject(olga.client, 'Launch');
    const list = await newTasklist(olga.client, project.id, 'To do');
    const [a, b, c, d] = await Promise.all(
      ['Brief', 'Budget', 'Copy', 'Design'].map((n) => newTask(olga.client, list.id, n)),
    );
    for (const task of [a!, b!, c!]) await mark(olga.client, task.id);
    expect(names(await priorities(olga.client))).toEqual(['Copy', 'Budget', 'Brief']);
    expect((await priorities(olga.client))[0]).toMatchObject({
      project: { id: project.id, name: 'Launch' },
      tasklist: { id: list.id, name: 'To do' },
    });

    const ordered = await reorder(olga.client, [a!.id, c!.id, b!.id, d!.id]);
    expect(ordered.statusCode, ordered.body).toBe(200);
    // The task not among the priorities is passed over.
    expect(names(ordered.json<{ tasks: ListedTask[] }>().tasks)).toEqual([
      'Brief',
      'Copy',
      'Budget',
    ]);
    // A newly marked one comes after those ordered; an unmarked one leaves.
    await mark(olga.client, d!.id);
    await mark(olga.client, c!.id, false);
    expect(names(await priorities(olga.client))).toEqual(['Brief', 'Budget', 'Design']);
    // Finished tasks and those of archived projects are not listed.
    await olga.client.post(`/api/tasks/finish?tid=${a!.id}`);
    expect(names(await priorities(olga.client))).toEqual(['Budget', 'Design']);
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    expect(await priorities(olga.client)).toEqual([]);
  });

  it('is one’s own, and leaves out tasks one no longer sees', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const walt = await signUp(t.app, { fullname: 'Walt Worker' });
    const project = await createProject(olga.client, 'Shared');
    await addWorker(olga.client, project.id, walt.email);
    const open = await newTasklist(olga.client, project.id, 'Open');
    const closed = await newTasklist(olga.client, project.id, 'Closed');
    const seen = await newTask(olga.client, open.id, 'Seen');
    const hidden = await newTask(olga.client, closed.id, 'Hidden');
    await mark(walt.client, seen.id);
    await mark(walt.client, hidden.id);
    expect(names(await priorities(walt.client))).toEqual(['Hidden', 'Seen']);
    expect(await priorities(olga.client)).toEqual([]);
    await limitMember(t, project.id, walt.id, [open.id]);
    expect(names(await priorities(walt.client))).toEqual(['Seen']);
    // Reordering another person's priorities changes nothing of theirs.
    await mark(olga.client, hidden.id);
    await mark(olga.client, seen.id);
    await reorder(walt.client, [hidden.id, seen.id]);
    expect(names(await priorities(olga.client))).toEqual(['Seen', 'Hidden']);
  });

  it('refuses a bad order with the field', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const cases: Array<[unknown, string]> = [
      [{ task_ids: [] }, 'Give the tasks in their new order.'],
      [{ task_ids: [3, 3] }, 'A task is given twice.'],
      [
        { task_ids: Array.from({ length: 201 }, (_, i) => i + 1) },
        'At most 200 tasks can be ordered.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await reorder(olga.client, (body as { task_ids: number[] }).task_ids);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { validation: { task_ids: [message] } },
      });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/reorder-my-priorities',
      headers: XHR,
      payload: { task_ids: [1] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
