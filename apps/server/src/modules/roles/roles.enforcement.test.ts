import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisallowedActionName, Task, Tasklist } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, createTestApp, signUp } from '../../test/harness.ts';
import { denyToMember } from '../../test/role-helpers.ts';
import { boardOf, errorOf, newTask, projectWithLists } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A project with a list and a task, and a worker whose role denies the given actions. */
async function deniedWorker(actions: DisallowedActionName[], { commander = false } = {}) {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Walter Worker' });
  const { project, lists } = await projectWithLists(owner.client, ['Doing']);
  const list = lists[0]!;
  const task = await newTask(owner.client, list.id, 'Write');
  await addWorker(owner.client, project.id, worker.email);
  if (commander)
    await owner.client.post(`/api/projects/set-commander?pid=${project.id}`, {
      user_id: worker.id,
      is_commander: true,
    });
  await denyToMember(owner.client, project.id, worker.id, actions);
  return { owner, worker, project, list, task };
}

const refusal = (id: number, action: DisallowedActionName, owner: { id: number }) => ({
  message: 'disallowed_action',
  code: 'DISALLOWED_ACTION',
  data: { id, action, owner: { id: owner.id, fullname: 'Olga Owner' } },
});

describe('disallowed actions', () => {
  it('refuses creating a task list with the spec’s body naming the action and the owner', async () => {
    const { owner, worker, project } = await deniedWorker(['tasklist_create']);
    const res = await worker.client.post(`/api/tasklists/create?pid=${project.id}`, {
      name: 'Mine',
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual(refusal(3, 'tasklist_create', owner));
    expect((await boardOf(owner.client, project.id)).map((l) => l.name)).toEqual(['Doing']);
    // The owner is never denied.
    expect(
      (await owner.client.post(`/api/tasklists/create?pid=${project.id}`, { name: 'Ok' }))
        .statusCode,
    ).toBe(201);
  });

  it('binds commanders too: only the owner is above roles', async () => {
    const { owner, worker, project } = await deniedWorker(['tasklist_create'], {
      commander: true,
    });
    const res = await worker.client.post(`/api/tasklists/create?pid=${project.id}`, { name: 'X' });
    expect(errorOf(res)).toEqual(refusal(3, 'tasklist_create', owner));
  });

  it.each([
    ['archive', 5, 'tasklist_archive'],
    ['restore', 5, 'tasklist_archive'],
    ['delete', 4, 'tasklist_delete'],
    ['restore-from-trash', 4, 'tasklist_delete'],
  ] as const)('refuses %s of a task list (action %i)', async (call, id, action) => {
    const { owner, worker, list } = await deniedWorker([action]);
    const res = await worker.client.post(`/api/tasklists/${call}?tlid=${list.id}`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual(refusal(id, action, owner));
  });

  it.each(['finish', 'reopen'] as const)(
    'refuses to %s a task when task_finish is denied',
    async (call) => {
      const { owner, worker, task } = await deniedWorker(['task_finish']);
      if (call === 'reopen') await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
      const res = await worker.client.post(`/api/tasks/${call}?tid=${task.id}`);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual(refusal(2, 'task_finish', owner));
    },
  );

  it('turns the abilities off so the web app hides what is denied', async () => {
    const { worker, project } = await deniedWorker([
      'task_finish',
      'tasklist_create',
      'tasklist_delete',
      'tasklist_archive',
    ]);
    const detail = (await worker.client.get(`/api/projects/detail?pid=${project.id}`)).json()
      .project;
    expect(detail.abilities.create_tasklist).toBe(false);
    const [list] = (await worker.client.get(`/api/tasklists/list?pid=${project.id}`)).json<{
      tasklists: Tasklist[];
    }>().tasklists;
    expect(list!.abilities).toMatchObject({ archive: false, delete: false, update: true });
    const [task] = (await worker.client.get(`/api/tasks/list?pid=${project.id}`)).json<{
      tasks: Task[];
    }>().tasks;
    expect(task!.abilities.finish).toBe(false);
  });

  it('tells the trash which lists the worker may not restore', async () => {
    const { owner, worker, list } = await deniedWorker(['tasklist_delete']);
    await owner.client.post(`/api/tasklists/delete?tlid=${list.id}`);
    const trash = (await worker.client.get('/api/tasklists/trash')).json<{
      tasklists: Tasklist[];
    }>().tasklists;
    expect(trash.find((l) => l.id === list.id)?.abilities.delete).toBe(false);
  });

  it('applies in the project where the role is given only', async () => {
    const { owner, worker } = await deniedWorker(['tasklist_create']);
    const { project: other } = await projectWithLists(owner.client, []);
    await addWorker(owner.client, other.id, worker.email);
    const res = await worker.client.post(`/api/tasklists/create?pid=${other.id}`, { name: 'Ok' });
    expect(res.statusCode).toBe(201);
  });
});
