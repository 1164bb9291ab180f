import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_STATE } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, Client, createTestApp, signUp } from '../../test/harness.ts';
import {
  archivedOf,
  boardOf,
  errorOf,
  eventsOf,
  limitMember,
  MISSING_ID,
  newTask,
  notFoundBody,
  projectWithLists,
  setProjectState,
  tasklistOf,
  tasksOf,
  trashOf,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ACTIONS = ['archive', 'restore', 'finish', 'reopen', 'delete', 'restore-from-trash'] as const;
type Action = (typeof ACTIONS)[number];
const act = (client: Client, action: Action, id: number) =>
  client.post(`/api/tasklists/${action}?tlid=${id}`);

/** An owner with a project of two lists, a task in each. */
async function setUp() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const { project, lists } = await projectWithLists(owner.client, ['Keep', 'Move']);
  const [keep, move] = lists as [(typeof lists)[0], (typeof lists)[0]];
  await newTask(owner.client, keep.id, 'Stays');
  await newTask(owner.client, move.id, 'Goes');
  return { owner, project, keep, move };
}

const taskNames = async (client: Client, projectId: number) =>
  (await tasksOf(client, projectId)).map((task) => task.name);

describe('archive and restore', () => {
  it('archives: state 2, off the board with its tasks, on the archived page, event recorded', async () => {
    const { owner, project, move } = await setUp();
    const res = await act(owner.client, 'archive', move.id);
    expect(res.statusCode).toBe(200);
    expect(tasklistOf(res)).toMatchObject({
      state: { id: 2, state: 'archived' },
      date_archived: expect.stringMatching(ISO),
      version: move.version + 1,
      abilities: { update: true, create_task: false, archive: true, finish: false, delete: true },
    });
    expect((await boardOf(owner.client, project.id)).map((l) => l.name)).toEqual(['Keep']);
    expect((await archivedOf(owner.client, project.id)).map((l) => l.id)).toEqual([move.id]);
    expect(await taskNames(owner.client, project.id)).toEqual(['Stays']);
    expect((await eventsOf(owner.client, project.id))[0]).toMatchObject({
      type: 'tasklist.archived',
      tasklist: { id: move.id, name: 'Move' },
      project: { id: project.id },
    });
  });

  it('restores to the board as active, with its tasks back', async () => {
    const { owner, project, move } = await setUp();
    await act(owner.client, 'finish', move.id);
    await act(owner.client, 'archive', move.id);
    const res = await act(owner.client, 'restore', move.id);
    expect(res.statusCode).toBe(200);
    expect(tasklistOf(res)).toMatchObject({
      state: { id: 1, state: 'active' },
      date_archived: null,
      date_finished: null,
    });
    expect((await boardOf(owner.client, project.id)).map((l) => l.name)).toEqual(['Keep', 'Move']);
    expect(await archivedOf(owner.client, project.id)).toEqual([]);
    expect(await taskNames(owner.client, project.id)).toEqual(['Stays', 'Goes']);
    expect((await eventsOf(owner.client, project.id))[0]?.type).toBe('tasklist.restored');
  });

  it('refuses new tasks in an archived list with 409', async () => {
    const { owner, move } = await setUp();
    await act(owner.client, 'archive', move.id);
    const res = await owner.client.post(`/api/tasks/create?tlid=${move.id}`, { name: 'Late' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('CONFLICT');
  });
});

describe('finish and reopen', () => {
  it('finishes a list on the board and reopens it, recording both', async () => {
    const { owner, project, move } = await setUp();
    const finished = await act(owner.client, 'finish', move.id);
    expect(finished.statusCode).toBe(200);
    expect(tasklistOf(finished)).toMatchObject({
      state: { id: 5, state: 'finished' },
      date_finished: expect.stringMatching(ISO),
    });
    expect((await boardOf(owner.client, project.id)).map((l) => l.state.id)).toEqual([1, 5]);
    expect(await taskNames(owner.client, project.id)).toEqual(['Stays', 'Goes']);
    const reopened = await act(owner.client, 'reopen', move.id);
    expect(tasklistOf(reopened)).toMatchObject({ state: { id: 1 }, date_finished: null });
    const types = (await eventsOf(owner.client, project.id)).map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['tasklist.reopened', 'tasklist.finished']);
  });

  it.each(['finish', 'reopen'] as const)(
    'answers 409 to %s on an archived list',
    async (action) => {
      const { owner, move } = await setUp();
      await act(owner.client, 'archive', move.id);
      const res = await act(owner.client, action, move.id);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({
        message: 'The task list is archived. Restore it from the archive first.',
        code: 'CONFLICT',
      });
      expect((await archivedOf(owner.client, move.project.id)).map((l) => l.state.id)).toEqual([2]);
    },
  );
});

describe('delete to the trash and restore from it', () => {
  it('deletes: off the board with its tasks, in the trash with who and when', async () => {
    const { owner, project, move } = await setUp();
    const res = await act(owner.client, 'delete', move.id);
    expect(res.statusCode).toBe(200);
    expect(tasklistOf(res).abilities).toEqual({
      update: false,
      create_task: false,
      archive: false,
      finish: false,
      delete: true,
    });
    expect((await boardOf(owner.client, project.id)).map((l) => l.name)).toEqual(['Keep']);
    expect(await taskNames(owner.client, project.id)).toEqual(['Stays']);
    const [trashed] = await trashOf(owner.client);
    expect(trashed).toMatchObject({
      id: move.id,
      name: 'Move',
      project: { id: project.id, name: project.name },
      deleted_by: { id: owner.id, fullname: 'Olga Owner' },
      date_deleted: expect.stringMatching(ISO),
    });
    expect((await eventsOf(owner.client, project.id))[0]).toMatchObject({
      type: 'tasklist.deleted',
      tasklist: { id: move.id },
    });
  });

  it('restores from the trash to where it was, the archive included', async () => {
    const { owner, project, keep, move } = await setUp();
    await act(owner.client, 'archive', keep.id);
    await act(owner.client, 'delete', keep.id);
    await act(owner.client, 'delete', move.id);
    expect(await archivedOf(owner.client, project.id)).toEqual([]);
    for (const id of [keep.id, move.id]) {
      expect((await act(owner.client, 'restore-from-trash', id)).statusCode).toBe(200);
    }
    expect((await boardOf(owner.client, project.id)).map((l) => l.name)).toEqual(['Move']);
    expect((await archivedOf(owner.client, project.id)).map((l) => l.name)).toEqual(['Keep']);
    expect(await trashOf(owner.client)).toEqual([]);
    expect(await taskNames(owner.client, project.id)).toEqual(['Goes']);
    expect((await eventsOf(owner.client, project.id))[0]?.type).toBe(
      'tasklist.restored_from_trash',
    );
  });

  it.each([
    ['update', { name: 'New', version: 2 }],
    ['archive', undefined],
    ['restore', undefined],
    ['finish', undefined],
    ['reopen', undefined],
  ])('answers 409 to %s on a list in the trash', async (action, body) => {
    const { owner, move } = await setUp();
    await act(owner.client, 'delete', move.id);
    const res = await owner.client.post(`/api/tasklists/${action}?tlid=${move.id}`, body);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      message: 'The task list is in the trash. Restore it first.',
      code: 'CONFLICT',
    });
    expect((await trashOf(owner.client)).map((l) => [l.name, l.state.id])).toEqual([['Move', 1]]);
  });
});

describe('every state change', () => {
  it.each<[Action, Action | null]>([
    ['archive', null],
    ['restore', 'archive'],
    ['finish', null],
    ['reopen', 'finish'],
    ['delete', null],
    ['restore-from-trash', 'delete'],
  ])('%s a second time changes nothing and records nothing', async (action, before) => {
    const { owner, project, move } = await setUp();
    if (before) await act(owner.client, before, move.id);
    const first = tasklistOf(await act(owner.client, action, move.id));
    const again = await act(owner.client, action, move.id);
    expect(again.statusCode).toBe(200);
    expect(tasklistOf(again)).toEqual(first);
    const events = (await eventsOf(owner.client, project.id)).filter(
      (e) => e.type.startsWith('tasklist.') && e.tasklist?.id === move.id,
    );
    expect(events).toHaveLength(before ? 3 : 2);
  });

  it.each(ACTIONS)(
    '%s answers 404 to a non-member, for a missing id and outside the ACL',
    async (action) => {
      const { owner, project, keep, move } = await setUp();
      const stranger = await signUp(t.app);
      const limited = await signUp(t.app);
      await addWorker(owner.client, project.id, limited.email);
      await limitMember(t, project.id, limited.id, [keep.id]);
      for (const res of [
        await act(stranger.client, action, move.id),
        await act(owner.client, action, MISSING_ID),
        await act(limited.client, action, move.id),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(notFoundBody('The task list'));
      }
      expect((await boardOf(owner.client, project.id)).map((l) => l.version)).toEqual([1, 1]);
    },
  );

  it.each(ACTIONS)('%s answers 403 in an archived project and changes nothing', async (action) => {
    const { owner, project, move } = await setUp();
    const worker = await signUp(t.app);
    await addWorker(owner.client, project.id, worker.email);
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    for (const client of [owner.client, worker.client]) {
      const res = await act(client, action, move.id);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    const lists = await boardOf(owner.client, project.id);
    expect(lists.map((l) => [l.version, l.abilities.archive])).toEqual([
      [1, false],
      [1, false],
    ]);
  });

  it.each(ACTIONS)('%s answers an anonymous caller 401', async (action) => {
    const res = await act(new Client(t.app), action, 1);
    expect(res.statusCode).toBe(401);
  });

  it.each(ACTIONS)('%s answers 400 for a tlid that is not an id', async (action) => {
    const owner = await signUp(t.app);
    const res = await owner.client.post(`/api/tasklists/${action}?tlid=x1`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['tlid']);
  });
});
