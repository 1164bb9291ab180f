import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task, Tasklist } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createTestApp, signUp } from '../../test/harness.ts';
import { denyToMember } from '../../test/role-helpers.ts';
import { taskDetail, updateTask } from '../../test/task-helpers.ts';
import {
  errorOf,
  eventsOf,
  limitMember,
  MISSING_ID,
  newTask,
  newTasklist,
  notFoundBody,
  projectWithLists,
  setProjectState,
  tasksOf,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const move = (user: SignedUpUser, task: { id: number }, body: unknown) =>
  user.client.post(`/api/tasks/move?tid=${task.id}`, body);
const movedOf = (res: { json: <T>() => T }) => res.json<{ task: Task }>().task;

/** The names of a list's tasks on the board, in their order. */
async function orderOf(user: SignedUpUser, projectId: number, list: Tasklist) {
  return (await tasksOf(user.client, projectId))
    .filter((task) => task.tasklist.id === list.id)
    .map((task) => task.name);
}

/** An owner's project with lists A (tasks One, Two, Three) and B (tasks Four, Five). */
async function setUp() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const { project, lists } = await projectWithLists(owner.client, ['A', 'B']);
  const [a, b] = lists as [Tasklist, Tasklist];
  const one = await newTask(owner.client, a.id, 'One');
  const two = await newTask(owner.client, a.id, 'Two');
  const three = await newTask(owner.client, a.id, 'Three');
  const four = await newTask(owner.client, b.id, 'Four');
  const five = await newTask(owner.client, b.id, 'Five');
  return { owner, project, a, b, one, two, three, four, five };
}

describe('POST /api/tasks/move within a task list', () => {
  it('puts the task right after the one named, rewriting only its own row', async () => {
    const { owner, project, a, one, two, three } = await setUp();
    const res = await move(owner, three, { tasklist_id: a.id, after_id: one.id });
    expect(res.statusCode, res.body).toBe(200);
    const moved = movedOf(res);
    expect(moved).toMatchObject({ id: three.id, tasklist: { id: a.id }, version: 2 });
    expect(moved.sorting_key > one.sorting_key && moved.sorting_key < two.sorting_key).toBe(true);
    expect(await orderOf(owner, project.id, a)).toEqual(['One', 'Three', 'Two']);
    const others = (await tasksOf(owner.client, project.id)).filter((x) => x.id !== three.id);
    expect(others.every((x) => x.version === 1)).toBe(true);
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({
      type: 'task.reordered',
      was_moved: false,
      task: { id: three.id },
      tasklist: { id: a.id, name: 'A' },
      notice: { task_name: 'Three' },
    });
  });

  it('puts it right before the one named, or at the end when none is', async () => {
    const { owner, project, a, one, two, three } = await setUp();
    expect((await move(owner, three, { tasklist_id: a.id, before_id: one.id })).statusCode).toBe(
      200,
    );
    expect(await orderOf(owner, project.id, a)).toEqual(['Three', 'One', 'Two']);
    const end = await move(owner, one, { tasklist_id: a.id, after_id: null, before_id: null });
    expect(end.statusCode).toBe(200);
    expect(await orderOf(owner, project.id, a)).toEqual(['Three', 'Two', 'One']);
    expect(
      (await move(owner, two, { tasklist_id: a.id, after_id: three.id, before_id: one.id }))
        .statusCode,
    ).toBe(200);
  });

  it('changes nothing and tells no one when the task already stands there', async () => {
    const { owner, project, a, one, two } = await setUp();
    const before = (await eventsOf(owner.client, project.id)).length;
    const res = await move(owner, two, { tasklist_id: a.id, after_id: one.id });
    expect(res.statusCode).toBe(200);
    expect(movedOf(res)).toMatchObject({ version: 1, sorting_key: two.sorting_key });
    expect(await eventsOf(owner.client, project.id)).toHaveLength(before);
  });

  it('keeps a strict order when two people drop tasks into the same gap at once', async () => {
    const { owner, project, a, b, one, two, four, five } = await setUp();
    const worker = await signUp(t.app);
    await addWorker(owner.client, project.id, worker.email);
    const answers = await Promise.all([
      move(owner, four, { tasklist_id: a.id, after_id: one.id, before_id: two.id }),
      move(worker, five, { tasklist_id: a.id, after_id: one.id, before_id: two.id }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const order = await orderOf(owner, project.id, a);
    expect(order[0]).toBe('One');
    expect(order.slice(1, 3).sort()).toEqual(['Five', 'Four']);
    expect(order.slice(3)).toEqual(['Two', 'Three']);
    const keys = (await tasksOf(owner.client, project.id))
      .filter((x) => x.tasklist.id === a.id)
      .map((x) => x.sorting_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await orderOf(owner, project.id, b)).toEqual([]);
  });

  it('keeps every task distinct when many moves land in one gap together', async () => {
    const { owner, project, a, one, two } = await setUp();
    const extra: Task[] = [];
    for (let i = 0; i < 6; i += 1) extra.push(await newTask(owner.client, a.id, `Extra ${i}`));
    const answers = await Promise.all(
      extra.map((x) => move(owner, x, { tasklist_id: a.id, after_id: one.id, before_id: two.id })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const order = await orderOf(owner, project.id, a);
    expect(order[0]).toBe('One');
    expect(order.slice(-2)).toEqual(['Two', 'Three']);
    const keys = (await tasksOf(owner.client, project.id))
      .filter((x) => x.tasklist.id === a.id)
      .map((x) => x.sorting_key);
    expect(keys).toHaveLength(9);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('POST /api/tasks/move to another task list', () => {
  it('moves the task between the neighbours there, and the project hears of the move', async () => {
    const { owner, project, a, b, one, four } = await setUp();
    const res = await move(owner, one, { tasklist_id: b.id, before_id: four.id, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(movedOf(res)).toMatchObject({ tasklist: { id: b.id, name: 'B' }, sorting_id: 3 });
    expect(await orderOf(owner, project.id, b)).toEqual(['One', 'Four', 'Five']);
    expect(await orderOf(owner, project.id, a)).toEqual(['Two', 'Three']);
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({
      type: 'task.moved',
      was_moved: true,
      tasklist: { id: b.id },
      notice: {
        task_name: 'One',
        project_from: { id: project.id },
        tasklist_from: { id: a.id, name: 'A' },
        project_to: { id: project.id },
      },
    });
  });

  it('drops the workers who do not see the target list', async () => {
    const { owner, project, a, b, one } = await setUp();
    const limited = await signUp(t.app, { fullname: 'Lia Limited' });
    const full = await signUp(t.app, { fullname: 'Fay Full' });
    await addWorker(owner.client, project.id, limited.email);
    await addWorker(owner.client, project.id, full.email);
    await limitMember(t, project.id, limited.id, [a.id]);
    const edited = await updateTask(owner.client, one, { workers_ids: [limited.id, full.id] });
    expect(edited.statusCode).toBe(200);
    const res = await move(owner, one, { tasklist_id: b.id });
    expect(movedOf(res).workers.map((w) => w.fullname)).toEqual(['Fay Full']);
    expect(movedOf(res).assigner).toMatchObject({ id: owner.id });
    const [event] = await eventsOf(owner.client, project.id);
    expect(event?.notice?.removed_users).toEqual([{ id: limited.id, fullname: 'Lia Limited' }]);
  });
});

describe('POST /api/tasks/move to another project', () => {
  async function twoProjects() {
    const base = await setUp();
    const { project: other, lists } = await projectWithLists(base.owner.client, ['C']);
    const c = lists[0]!;
    const there = await newTask(base.owner.client, c.id, 'There');
    return { ...base, other, c, there };
  }

  it('moves it there: both projects hear of it, workers who are not members there are dropped', async () => {
    const { owner, project, a, other, c, one, there } = await twoProjects();
    const both = await signUp(t.app, { fullname: 'Bea Both' });
    const onlyHere = await signUp(t.app, { fullname: 'Hal Here' });
    await addWorker(owner.client, project.id, both.email);
    await addWorker(owner.client, project.id, onlyHere.email);
    await addWorker(owner.client, other.id, both.email);
    await updateTask(owner.client, one, { workers_ids: [both.id, onlyHere.id] });
    const res = await move(owner, one, { tasklist_id: c.id, after_id: there.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(movedOf(res)).toMatchObject({
      project: { id: other.id },
      tasklist: { id: c.id },
      workers: [{ id: both.id }],
    });
    expect(await orderOf(owner, other.id, c)).toEqual(['There', 'One']);
    expect(await orderOf(owner, project.id, a)).toEqual(['Two', 'Three']);
    for (const id of [project.id, other.id]) {
      const [event] = await eventsOf(owner.client, id);
      expect(event).toMatchObject({
        type: 'task.moved',
        was_moved: true,
        notice: {
          project_from: { id: project.id },
          tasklist_from: { id: a.id },
          project_to: { id: other.id },
          removed_users: [{ id: onlyHere.id }],
        },
      });
    }
    expect((await onlyHere.client.get(`/api/task/detail?tid=${one.id}`)).statusCode).toBe(404);
    expect((await taskDetail(both.client, one.id)).project.id).toBe(other.id);
  });

  it('clears the assigner when no worker is left', async () => {
    const { owner, project, c, one } = await twoProjects();
    const here = await signUp(t.app);
    await addWorker(owner.client, project.id, here.email);
    await updateTask(owner.client, one, { workers_ids: [here.id] });
    const res = await move(owner, one, { tasklist_id: c.id });
    expect(movedOf(res)).toMatchObject({ workers: [], worker: null, assigner: null });
  });

  it('answers 404 for a list of a project the actor is not a member of', async () => {
    const { owner, project, one } = await setUp();
    const outsider = await signUp(t.app);
    const { lists } = await projectWithLists(outsider.client, ['Theirs']);
    const res = await move(owner, one, { tasklist_id: lists[0]!.id });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual(notFoundBody('The task list'));
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toContain(one.id);
  });

  it('is refused where a role denies deleting tasks, though moving inside the project is not', async () => {
    const { owner, project, a, b, other, c, one, two } = await twoProjects();
    const worker = await signUp(t.app, { fullname: 'Walter Worker' });
    await addWorker(owner.client, project.id, worker.email);
    await addWorker(owner.client, other.id, worker.email);
    await denyToMember(owner.client, project.id, worker.id, ['task_delete']);
    const res = await move(worker, one, { tasklist_id: c.id });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'DISALLOWED_ACTION',
      data: { id: 1, action: 'task_delete', owner: { id: owner.id } },
    });
    expect((await move(worker, one, { tasklist_id: b.id })).statusCode).toBe(200);
    expect((await move(worker, two, { tasklist_id: a.id })).statusCode).toBe(200);
  });
});

describe('POST /api/tasks/move refusals', () => {
  it('answers 400 in the spec shape for a body that does not fit', async () => {
    const { owner, a, one, two } = await setUp();
    const cases: Array<[unknown, string]> = [
      [{}, 'tasklist_id'],
      [{ tasklist_id: 'list' }, 'tasklist_id'],
      [{ tasklist_id: a.id, after_id: 0 }, 'after_id'],
      [{ tasklist_id: a.id, before_id: -4 }, 'before_id'],
      [{ tasklist_id: a.id, after_id: two.id, before_id: two.id }, 'before_id'],
      [{ tasklist_id: a.id, version: 0 }, 'version'],
      [{ tasklist_id: a.id, version: 1.5 }, 'version'],
    ];
    for (const [body, field] of cases) {
      const res = await move(owner, one, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(errorOf(res).errors?.validation, JSON.stringify(body)).toHaveProperty(field);
    }
    const badId = await owner.client.post('/api/tasks/move?tid=abc', { tasklist_id: a.id });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).errors?.validation).toHaveProperty('tid');
  });

  it('answers 400 for neighbours that are not tasks of the target list', async () => {
    const { owner, project, a, b, one, two, three, four } = await setUp();
    const trashed = await newTask(owner.client, a.id, 'Trashed');
    await owner.client.post(`/api/tasks/delete?tid=${trashed.id}`);
    const stranger = await signUp(t.app);
    const { lists } = await projectWithLists(stranger.client, ['Theirs']);
    const theirs = await newTask(stranger.client, lists[0]!.id, 'Theirs');
    const cases: Array<[unknown, string, string]> = [
      [{ tasklist_id: b.id, after_id: two.id }, 'after_id', 'another list'],
      [{ tasklist_id: a.id, before_id: four.id }, 'before_id', 'another list'],
      [{ tasklist_id: a.id, after_id: MISSING_ID }, 'after_id', 'missing'],
      [{ tasklist_id: a.id, after_id: theirs.id }, 'after_id', 'another project'],
      [{ tasklist_id: a.id, after_id: trashed.id }, 'after_id', 'in the trash'],
      [{ tasklist_id: a.id, after_id: one.id }, 'after_id', 'itself'],
      [{ tasklist_id: a.id, after_id: three.id, before_id: two.id }, 'before_id', 'out of order'],
    ];
    for (const [body, field, why] of cases) {
      const res = await move(owner, one, body);
      expect(res.statusCode, why).toBe(400);
      expect(errorOf(res).errors?.validation, why).toHaveProperty(field);
    }
    expect(await orderOf(owner, project.id, a)).toEqual(['One', 'Two', 'Three']);
  });

  it('answers 404 for tasks and lists the actor cannot see', async () => {
    const { owner, project, a, b, one } = await setUp();
    const stranger = await signUp(t.app);
    expect(errorOf(await move(stranger, one, { tasklist_id: a.id }))).toEqual(
      notFoundBody('The task'),
    );
    expect((await move(owner, { id: MISSING_ID }, { tasklist_id: a.id })).statusCode).toBe(404);
    expect(errorOf(await move(owner, one, { tasklist_id: MISSING_ID }))).toEqual(
      notFoundBody('The task list'),
    );
    const limited = await signUp(t.app);
    await addWorker(owner.client, project.id, limited.email);
    await limitMember(t, project.id, limited.id, [a.id]);
    // Into a list the limited worker does not see, and a task of such a list.
    expect((await move(limited, one, { tasklist_id: b.id })).statusCode).toBe(404);
    const hidden = await newTask(owner.client, b.id, 'Hidden');
    expect(errorOf(await move(limited, hidden, { tasklist_id: a.id }))).toEqual(
      notFoundBody('The task'),
    );
  });

  it('answers 403 when the actor may not change the task or add to the target', async () => {
    const { owner, project, a, one } = await setUp();
    const worker = await signUp(t.app);
    await addWorker(owner.client, project.id, worker.email);
    const { project: archived, lists } = await projectWithLists(owner.client, ['Old']);
    await addWorker(owner.client, archived.id, worker.email);
    const oldTask = await newTask(owner.client, lists[0]!.id, 'Old task');
    await setProjectState(t, archived.id, PROJECT_STATE.archived);
    const into = await move(worker, one, { tasklist_id: lists[0]!.id });
    expect(into.statusCode).toBe(403);
    expect(errorOf(into)).toMatchObject({ code: 'FORBIDDEN' });
    const outOf = await move(owner, oldTask, { tasklist_id: a.id });
    expect(outOf.statusCode).toBe(403);
  });

  it('answers 409 for an archived or trashed target, a task in the trash, a stale version', async () => {
    const { owner, project, a, b, one, two } = await setUp();
    await owner.client.post(`/api/tasklists/archive?tlid=${b.id}`);
    const archived = await move(owner, one, { tasklist_id: b.id });
    expect(archived.statusCode).toBe(409);
    expect(errorOf(archived)).toEqual({
      message: 'Restore the task list before moving tasks to it.',
      code: 'CONFLICT',
    });
    const trashedList = await newTasklist(owner.client, project.id, 'Gone');
    await owner.client.post(`/api/tasklists/delete?tlid=${trashedList.id}`);
    expect((await move(owner, one, { tasklist_id: trashedList.id })).statusCode).toBe(409);
    await owner.client.post(`/api/tasks/delete?tid=${two.id}`);
    expect((await move(owner, two, { tasklist_id: a.id })).statusCode).toBe(409);
    await updateTask(owner.client, one, { name: 'One again' });
    const stale = await move(owner, one, { tasklist_id: a.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toMatch(/changed this task/);
  });
});

describe('finding where a task may go', () => {
  const allowed = (user: SignedUpUser, pid: number, tid: number) =>
    user.client.get(`/api/projects-actions/allowed-to-move-task-to?pid=${pid}&tid=${tid}`);
  const assignable = (user: SignedUpUser, tid: number) =>
    user.client.get(`/api/projects/get-projects-allowed-to-assign-task-to?taskId=${tid}`);

  it('lists the active projects with the open lists the actor may add tasks to', async () => {
    const { owner, project, a, b, one } = await setUp();
    const archivedList = await newTasklist(owner.client, project.id, 'Archived');
    await owner.client.post(`/api/tasklists/archive?tlid=${archivedList.id}`);
    const { project: other, lists } = await projectWithLists(owner.client, ['C']);
    const { project: closed } = await projectWithLists(owner.client, ['Closed']);
    await setProjectState(t, closed.id, PROJECT_STATE.archived);
    const res = await allowed(owner, project.id, one.id);
    expect(res.statusCode, res.body).toBe(200);
    const expected = [project, other]
      .map((p) => ({
        id: p.id,
        name: p.name,
        color: null,
        tasklists:
          p.id === project.id
            ? [
                { id: a.id, name: 'A' },
                { id: b.id, name: 'B' },
              ]
            : [{ id: lists[0]!.id, name: 'C' }],
      }))
      .sort((x, y) => x.name.localeCompare(y.name) || x.id - y.id);
    expect(res.json().projects).toEqual(expected);
    expect((await assignable(owner, one.id)).json().projects).toEqual(expected);
  });

  it('offers a limited worker only the lists they see, and only the own project under a denial', async () => {
    const { owner, project, a, one } = await setUp();
    const { project: other } = await projectWithLists(owner.client, ['C']);
    const worker = await signUp(t.app);
    await addWorker(owner.client, project.id, worker.email);
    await addWorker(owner.client, other.id, worker.email);
    await limitMember(t, project.id, worker.id, [a.id]);
    const limited = (await allowed(worker, project.id, one.id)).json().projects;
    expect(limited.map((p: { id: number }) => p.id).sort()).toEqual([project.id, other.id].sort());
    expect(limited.find((p: { id: number }) => p.id === project.id).tasklists).toEqual([
      { id: a.id, name: 'A' },
    ]);
    await denyToMember(owner.client, project.id, worker.id, ['task_delete']);
    const denied = (await allowed(worker, project.id, one.id)).json().projects;
    expect(denied.map((p: { id: number }) => p.id)).toEqual([project.id]);
  });

  it('offers nothing for a task in the trash or one the actor may not change', async () => {
    const { owner, project, one } = await setUp();
    await owner.client.post(`/api/tasks/delete?tid=${one.id}`);
    expect((await allowed(owner, project.id, one.id)).json()).toEqual({ projects: [] });
    const { project: old, lists } = await projectWithLists(owner.client, ['Old']);
    const oldTask = await newTask(owner.client, lists[0]!.id, 'Old');
    await setProjectState(t, old.id, PROJECT_STATE.archived);
    expect((await assignable(owner, oldTask.id)).json()).toEqual({ projects: [] });
  });

  it('answers 404 for what the actor cannot see and 400 without the ids', async () => {
    const { owner, project, one } = await setUp();
    const stranger = await signUp(t.app);
    expect(errorOf(await allowed(stranger, project.id, one.id))).toEqual(notFoundBody('The task'));
    expect((await assignable(stranger, one.id)).statusCode).toBe(404);
    const { project: other } = await projectWithLists(owner.client, ['C']);
    expect((await allowed(owner, other.id, one.id)).statusCode).toBe(404);
    expect((await allowed(owner, project.id, MISSING_ID)).statusCode).toBe(404);
    const missing = await owner.client.get(
      `/api/projects-actions/allowed-to-move-task-to?pid=${project.id}`,
    );
    expect(errorOf(missing).errors?.validation).toHaveProperty('tid');
    const noId = await owner.client.get('/api/projects/get-projects-allowed-to-assign-task-to');
    expect(noId.statusCode).toBe(400);
    expect(errorOf(noId).errors?.validation).toHaveProperty('taskId');
  });
});
