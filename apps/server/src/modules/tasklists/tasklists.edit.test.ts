import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_STATE } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, Client, createProject, createTestApp, signUp } from '../../test/harness.ts';
import {
  boardOf,
  errorOf,
  eventsOf,
  limitMember,
  MISSING_ID,
  notFoundBody,
  projectWithLists,
  setProjectState,
  tasklistOf,
} from '../../test/tasklist-helpers.ts';
import { positionsFor } from './tasklists.edit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rename = (client: Client, id: number, body: unknown) =>
  client.post(`/api/tasklists/update?tlid=${id}`, body);
const reorder = (client: Client, projectId: number, body: unknown) =>
  client.post(`/api/tasklists/reorder?pid=${projectId}`, body);
const names = async (client: Client, projectId: number) =>
  (await boardOf(client, projectId)).map((l) => l.name);

describe('POST /api/tasklists/update', () => {
  it('renames a task list, raises its version and records tasklist.updated', async () => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['Backlog']);
    const list = lists[0]!;
    const res = await rename(owner.client, list.id, { name: '  Sprint 1 ', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(tasklistOf(res)).toMatchObject({ id: list.id, name: 'Sprint 1', version: 2 });
    expect(await names(owner.client, project.id)).toEqual(['Sprint 1']);
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({
      type: 'tasklist.updated',
      author: { id: owner.id },
      project: { id: project.id },
      tasklist: { id: list.id, name: 'Sprint 1' },
    });
  });

  it('answers 409 CONFLICT for a stale version and changes nothing', async () => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['Backlog']);
    const list = lists[0]!;
    expect((await rename(owner.client, list.id, { name: 'First', version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await rename(owner.client, list.id, { name: 'Second', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toEqual({
      message: 'Someone else changed this task list in the meantime. Reload and try again.',
      code: 'CONFLICT',
    });
    expect(await boardOf(owner.client, project.id)).toMatchObject([{ name: 'First', version: 2 }]);
    const types = (await eventsOf(owner.client, project.id)).map((e) => e.type);
    expect(types.filter((type) => type === 'tasklist.updated')).toHaveLength(1);
  });

  it('keeps the version and records nothing when the name is the same', async () => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['Backlog']);
    const res = await rename(owner.client, lists[0]!.id, { name: 'Backlog ', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(tasklistOf(res).version).toBe(1);
    expect((await eventsOf(owner.client, project.id))[0]?.type).toBe('tasklist.created');
  });

  it.each([
    ['an empty name', { name: '', version: 1 }, 'name'],
    ['a blank name', { name: '  ', version: 1 }, 'name'],
    ['a 256-character name', { name: 'n'.repeat(256), version: 1 }, 'name'],
    ['no name', { version: 1 }, 'name'],
    ['a name that is not a string', { name: 5, version: 1 }, 'name'],
    ['no version', { name: 'New' }, 'version'],
    ['version 0', { name: 'New', version: 0 }, 'version'],
    ['a fractional version', { name: 'New', version: 1.5 }, 'version'],
    ['a version given as a string', { name: 'New', version: '1' }, 'version'],
  ])('answers 400 for %s and changes nothing', async (_case, body, field) => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['Backlog']);
    const res = await rename(owner.client, lists[0]!.id, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual([field]);
    expect(await boardOf(owner.client, project.id)).toMatchObject([
      { name: 'Backlog', version: 1 },
    ]);
  });

  it('answers 404 to a non-member, for a missing id, and outside the task-list ACL', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const limited = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['Open', 'Secret']);
    await addWorker(owner.client, project.id, limited.email);
    await limitMember(t, project.id, limited.id, [lists[0]!.id]);
    const body = { name: 'Taken', version: 1 };
    for (const res of [
      await rename(stranger.client, lists[0]!.id, body),
      await rename(owner.client, MISSING_ID, body),
      await rename(limited.client, lists[1]!.id, body),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFoundBody('The task list'));
    }
    expect(await names(owner.client, project.id)).toEqual(['Open', 'Secret']);
    expect((await rename(limited.client, lists[0]!.id, body)).statusCode).toBe(200);
  });

  it('answers 403 in an archived project', async () => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['Backlog']);
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    const res = await rename(owner.client, lists[0]!.id, { name: 'Late', version: 1 });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('FORBIDDEN');
    expect(await names(owner.client, project.id)).toEqual(['Backlog']);
  });
});

describe('POST /api/tasklists/reorder', () => {
  it('puts the board in the new order, answers it and records one tasklist.reordered', async () => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['A', 'B', 'C']);
    const [a, b, c] = lists.map((l) => l.id);
    const res = await reorder(owner.client, project.id, { order: [c, a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ tasklists: Array<{ name: string }> }>().tasklists.map((l) => l.name)).toEqual(
      ['C', 'A', 'B'],
    );
    expect(await names(owner.client, project.id)).toEqual(['C', 'A', 'B']);
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({ type: 'tasklist.reordered', project: { id: project.id } });
  });

  it('records nothing when the order does not change', async () => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['A', 'B']);
    const res = await reorder(owner.client, project.id, { order: lists.map((l) => l.id) });
    expect(res.statusCode).toBe(200);
    expect((await eventsOf(owner.client, project.id))[0]?.type).toBe('tasklist.created');
  });

  it('lets a limited worker order the lists they see; the hidden ones keep their places', async () => {
    const owner = await signUp(t.app);
    const limited = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['A', 'Hidden', 'C']);
    const [a, , c] = lists.map((l) => l.id);
    await addWorker(owner.client, project.id, limited.email);
    await limitMember(t, project.id, limited.id, [a!, c!]);
    const res = await reorder(limited.client, project.id, { order: [c, a] });
    expect(res.statusCode).toBe(200);
    expect(await names(limited.client, project.id)).toEqual(['C', 'A']);
    expect(await names(owner.client, project.id)).toEqual(['C', 'Hidden', 'A']);
  });

  it('answers 400 naming unknown, foreign, archived and hidden ids, and changes nothing', async () => {
    const owner = await signUp(t.app);
    const limited = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['A', 'B', 'Gone']);
    const [a, b, gone] = lists.map((l) => l.id);
    const other = await projectWithLists(owner.client, ['Elsewhere']);
    await owner.client.post(`/api/tasklists/archive?tlid=${gone}`);
    await addWorker(owner.client, project.id, limited.email);
    await limitMember(t, project.id, limited.id, [a!]);

    for (const [client, order, stray] of [
      [owner.client, [b, a, MISSING_ID], MISSING_ID],
      [owner.client, [b, a, other.lists[0]!.id], other.lists[0]!.id],
      [owner.client, [b, a, gone], gone],
      [limited.client, [b, a], b],
    ] as const) {
      const res = await reorder(client, project.id, { order });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errors?.validation).toEqual({
        order: [`These are not task lists on this project's board: ${stray}.`],
      });
    }
    expect(await names(owner.client, project.id)).toEqual(['A', 'B']);
  });

  it.each<[string, (a: number, b: number) => unknown]>([
    ['an empty order', () => ({ order: [] })],
    ['a missing order', () => ({})],
    ['an order that is not a list', () => ({ order: 'a,b' })],
    ['a repeated id', (a, b) => ({ order: [a, b, a] })],
    ['a fractional id', () => ({ order: [1.5] })],
    ['a negative id', () => ({ order: [-1] })],
    ['too many ids', () => ({ order: Array.from({ length: 1001 }, (_, i) => i + 1) })],
    ['an order that leaves a list out', (_a, b) => ({ order: [b] })],
  ])('answers 400 on order for %s', async (_case, bodyFor) => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['A', 'B']);
    const res = await reorder(owner.client, project.id, bodyFor(lists[0]!.id, lists[1]!.id));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(errorOf(res).errors?.validation ?? {})[0]).toMatch(/^order/);
    expect(await names(owner.client, project.id)).toEqual(['A', 'B']);
  });

  it('answers 404 to a non-member and 403 in an archived project', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['A', 'B']);
    const order = { order: lists.map((l) => l.id).reverse() };
    const hidden = await reorder(stranger.client, project.id, order);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(notFoundBody('The project'));
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    const archived = await reorder(owner.client, project.id, order);
    expect(archived.statusCode).toBe(403);
    expect(await names(owner.client, project.id)).toEqual(['A', 'B']);
  });
});

describe('the rename and reorder routes', () => {
  it.each([
    ['/api/tasklists/update?tlid=1', { name: 'x', version: 1 }],
    ['/api/tasklists/reorder?pid=1', { order: [1] }],
  ])('answer an anonymous POST %s with 401', async (url, body) => {
    const res = await new Client(t.app).post(url, body);
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['/api/tasklists/update?tlid=abc', 'tlid'],
    ['/api/tasklists/update?tlid=0', 'tlid'],
    ['/api/tasklists/reorder?pid=-4', 'pid'],
    ['/api/tasklists/reorder', 'pid'],
  ])('answer 400 for %s', async (url, field) => {
    const owner = await signUp(t.app);
    const project = await createProject(owner.client, 'Board');
    const body = url.includes('update') ? { name: 'x', version: 1 } : { order: [project.id] };
    const res = await owner.client.post(url, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual([field]);
  });
});

describe('positionsFor', () => {
  it('numbers the board 1..n, keeping hidden lists where they are', () => {
    const board = [
      { id: 1, visible: true },
      { id: 2, visible: false },
      { id: 3, visible: true },
    ];
    expect(positionsFor(board, [3, 1])).toEqual([
      { id: 3, sortingId: 1 },
      { id: 2, sortingId: 2 },
      { id: 1, sortingId: 3 },
    ]);
  });
});
