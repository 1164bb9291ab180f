import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_STATE } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, Client, createTestApp, signUp } from '../../test/harness.ts';
import {
  archivedOf,
  boardOf,
  limitMember,
  notFoundBody,
  projectWithLists,
  setProjectState,
  trashOf,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (client: Client, action: string, id: number) =>
  client.post(`/api/tasklists/${action}?tlid=${id}`);

describe('GET /api/tasklists/list', () => {
  it('shows active and finished lists only, in board order', async () => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['A', 'B', 'C', 'D']);
    const [a, b, c, d] = lists.map((l) => l.id) as [number, number, number, number];
    await post(owner.client, 'finish', a);
    await post(owner.client, 'archive', b);
    await post(owner.client, 'delete', c);
    expect((await boardOf(owner.client, project.id)).map((l) => [l.id, l.state.id])).toEqual([
      [a, 5],
      [d, 1],
    ]);
  });
});

describe('GET /api/tasklists/archived', () => {
  it('lists archived lists not in the trash, latest archived first', async () => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['A', 'B', 'C', 'D']);
    const [a, b, c] = lists.map((l) => l.id) as [number, number, number];
    for (const id of [a, b, c]) await post(owner.client, 'archive', id);
    await post(owner.client, 'delete', b);
    const archived = await archivedOf(owner.client, project.id);
    expect(archived.map((l) => l.id)).toEqual([c, a]);
    expect(archived[0]).toMatchObject({ state: { id: 2, state: 'archived' }, name: 'C' });
  });

  it('hides lists outside a worker ACL and answers a non-member 404', async () => {
    const owner = await signUp(t.app);
    const limited = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['Seen', 'Hidden']);
    const [seen, hidden] = lists.map((l) => l.id) as [number, number];
    await addWorker(owner.client, project.id, limited.email);
    await limitMember(t, project.id, limited.id, [seen]);
    await post(owner.client, 'archive', seen);
    await post(owner.client, 'archive', hidden);
    expect((await archivedOf(limited.client, project.id)).map((l) => l.id)).toEqual([seen]);
    const res = await stranger.client.get(`/api/tasklists/archived?pid=${project.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody('The project'));
  });
});

describe('GET /api/tasklists/trash', () => {
  it('lists the trash of every project the actor is in, latest deleted first', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const worker = await signUp(t.app, { fullname: 'Will Worker' });
    const first = await projectWithLists(owner.client, ['One']);
    const second = await projectWithLists(worker.client, ['Two']);
    await addWorker(owner.client, first.project.id, worker.email);
    await post(owner.client, 'delete', first.lists[0]!.id);
    await post(worker.client, 'delete', second.lists[0]!.id);

    const trash = await trashOf(worker.client);
    expect(trash.map((l) => [l.name, l.project.name, l.deleted_by?.fullname])).toEqual([
      ['Two', second.project.name, 'Will Worker'],
      ['One', first.project.name, 'Olga Owner'],
    ]);
    expect(trash[1]).toMatchObject({
      project: { id: first.project.id },
      abilities: { delete: true, update: false },
    });
    expect((await trashOf(owner.client)).map((l) => l.name)).toEqual(['One']);
  });

  it('shows nothing of projects the actor is not in, nor lists outside the ACL', async () => {
    const owner = await signUp(t.app);
    const limited = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['Seen', 'Hidden']);
    const [seen, hidden] = lists.map((l) => l.id) as [number, number];
    await addWorker(owner.client, project.id, limited.email);
    await limitMember(t, project.id, limited.id, [seen]);
    await post(owner.client, 'delete', seen);
    await post(owner.client, 'delete', hidden);
    expect((await trashOf(limited.client)).map((l) => l.id)).toEqual([seen]);
    expect(await trashOf(stranger.client)).toEqual([]);
    expect((await post(stranger.client, 'restore-from-trash', seen)).statusCode).toBe(404);
  });

  it('leaves out the lists of a project that is itself in the trash', async () => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['Inside']);
    await post(owner.client, 'delete', lists[0]!.id);
    await setProjectState(t, project.id, PROJECT_STATE.deleted);
    expect(await trashOf(owner.client)).toEqual([]);
  });

  it('answers an anonymous caller 401', async () => {
    const res = await new Client(t.app).get('/api/tasklists/trash');
    expect(res.statusCode).toBe(401);
  });
});
