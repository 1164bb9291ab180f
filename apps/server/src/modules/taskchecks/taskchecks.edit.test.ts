import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisallowedActionName } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { denyToMember } from '../../test/role-helpers.ts';
import { projectWithWorker, taskDetail } from '../../test/task-helpers.ts';
import {
  MISSING_ID,
  errorOf,
  eventsOf,
  limitMember,
  newTask,
  newTasklist,
  notFoundBody,
} from '../../test/tasklist-helpers.ts';
import {
  addCheck,
  checkOf,
  checksOf,
  namesOf,
  updateCheck,
  validation,
} from './taskcheck-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setUp = () => projectWithWorker(t.app);
const refusal = (id: number, action: DisallowedActionName, owner: { id: number }) => ({
  message: 'disallowed_action',
  code: 'DISALLOWED_ACTION',
  data: { id, action, owner: { id: owner.id, fullname: 'Olga Owner' } },
});

describe('POST /api/taskchecks/update', () => {
  it('renames, gives, dates and clears a subtask, version + 1 each time', async () => {
    const { owner, worker, project, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Draft');
    const res = await updateCheck(owner.client, check, {
      name: ' Draft the copy ',
      worker_id: worker.id,
      due_date: '2026-06-01',
      due_date_end: '2026-06-03',
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = checkOf(res);
    expect(edited).toMatchObject({
      name: 'Draft the copy',
      worker: { id: worker.id, fullname: 'Walter Worker' },
      due_date: '2026-06-01',
      due_date_end: '2026-06-03',
      version: 2,
    });
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({
      type: 'taskcheck.updated',
      notice: {
        task_name: 'Write copy',
        taskcheck_name: 'Draft the copy',
        old_taskcheck_name: 'Draft',
        due_date: '2026-06-01',
        due_date_previous: null,
        workers: [{ id: worker.id, fullname: 'Walter Worker' }],
      },
    });
    const cleared = checkOf(
      await updateCheck(owner.client, edited, {
        worker_id: null,
        due_date: null,
        due_date_end: null,
      }),
    );
    expect(cleared).toMatchObject({ worker: null, due_date: null, due_date_end: null, version: 3 });
  });

  it('changes nothing, not even the version, when nothing differs', async () => {
    const { owner, project, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Draft');
    const before = (await eventsOf(owner.client, project.id)).length;
    const res = await updateCheck(owner.client, check, { name: 'Draft', worker_id: null });
    expect(checkOf(res).version).toBe(1);
    expect((await eventsOf(owner.client, project.id)).length).toBe(before);
  });

  it('answers 409 at a stale version, and keeps what the other edit wrote', async () => {
    const { owner, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Draft');
    await updateCheck(owner.client, check, { name: 'First' });
    const res = await updateCheck(owner.client, check, { name: 'Second' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('CONFLICT');
    expect(await namesOf(owner.client, task.id)).toEqual(['First']);
  });

  it.each([
    ['no version', { name: 'A' }, 'version'],
    ['an empty name', { version: 1, name: '' }, 'name'],
    [
      'an end before the start',
      { version: 1, due_date: '2026-05-10', due_date_end: '2026-05-01' },
      'due_date_end',
    ],
    ['a bad date', { version: 1, due_date: 'tomorrow' }, 'due_date'],
  ])('answers 400 for %s', async (_, body, field) => {
    const { owner, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Draft');
    const res = await owner.client.post(`/api/taskchecks/update?id=${check.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation(field));
  });

  it('answers 400 for a worker outside the project', async () => {
    const { owner, task } = await setUp();
    const stranger = await signUp(t.app);
    const check = await addCheck(owner.client, task.id, 'Draft');
    const res = await updateCheck(owner.client, check, { worker_id: stranger.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation('worker_id'));
  });

  it.each([
    ['task_name_edit', 6, { name: 'Renamed' }],
    ['task_due_dates_edit', 7, { due_date: '2026-06-01' }],
  ] as const)(
    '%s denied: 403 with the spec’s body; the worker can still be changed',
    async (action, id, change) => {
      const { owner, worker, project, task } = await setUp();
      const check = await addCheck(owner.client, task.id, 'Draft');
      await denyToMember(owner.client, project.id, worker.id, [action]);
      const res = await updateCheck(worker.client, check, change);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual(refusal(id, action, owner));
      expect((await updateCheck(worker.client, check, { worker_id: worker.id })).statusCode).toBe(
        200,
      );
    },
  );

  it('answers 404 for a stranger, an unknown id and a worker limited to another list', async () => {
    const { owner, worker, project, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Draft');
    const stranger = await signUp(t.app);
    const hidden = await updateCheck(stranger.client, check, { name: 'Mine' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(notFoundBody('The subtask'));
    const missing = await owner.client.post(`/api/taskchecks/update?id=${MISSING_ID}`, {
      version: 1,
      name: 'A',
    });
    expect(missing.json()).toEqual(hidden.json());
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    expect((await updateCheck(worker.client, check, { name: 'Mine' })).statusCode).toBe(404);
    expect(await namesOf(owner.client, task.id)).toEqual(['Draft']);
  });
});

describe('POST /api/taskchecks/finish and reopen', () => {
  it('finishes and reopens a subtask, telling once', async () => {
    const { owner, worker, project, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Draft');
    const finished = checkOf(await worker.client.post(`/api/taskchecks/finish?id=${check.id}`));
    expect(finished).toMatchObject({
      state: { id: 5, state: 'finished' },
      finished_by: { id: worker.id, fullname: 'Walter Worker' },
      date_finished: expect.any(String),
      version: 2,
    });
    // Finishing it again changes nothing and tells no one.
    const again = await worker.client.post(`/api/taskchecks/finish?id=${check.id}`);
    expect(checkOf(again).version).toBe(2);
    expect((await taskDetail(owner.client, task.id)).task_checks_summary).toEqual({
      total: 1,
      finished: 1,
    });
    const reopened = checkOf(await worker.client.post(`/api/taskchecks/reopen?id=${check.id}`));
    expect(reopened).toMatchObject({ state: { id: 1 }, finished_by: null, date_finished: null });
    const types = (await eventsOf(owner.client, project.id)).slice(0, 3).map((e) => e.type);
    expect(types).toEqual(['taskcheck.reopened', 'taskcheck.finished', 'taskcheck.created']);
  });

  it('answers 403 with the spec’s body when a role denies finishing', async () => {
    const { owner, worker, project, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Draft');
    await denyToMember(owner.client, project.id, worker.id, ['task_finish']);
    const res = await worker.client.post(`/api/taskchecks/finish?id=${check.id}`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual(refusal(2, 'task_finish', owner));
    expect((await checksOf(worker.client, task.id)).abilities.finish).toBe(false);
  });

  it('answers 404 to a stranger and 409 while the task is in the trash', async () => {
    const { owner, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Draft');
    const stranger = await signUp(t.app);
    expect((await stranger.client.post(`/api/taskchecks/finish?id=${check.id}`)).statusCode).toBe(
      404,
    );
    expect((await owner.client.post(`/api/taskchecks/reopen?id=${MISSING_ID}`)).statusCode).toBe(
      404,
    );
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect((await owner.client.post(`/api/taskchecks/finish?id=${check.id}`)).statusCode).toBe(409);
  });
});

describe('POST /api/taskchecks/reorder', () => {
  it('moves one subtask before or after another, rewriting only its key', async () => {
    const { owner, project, task } = await setUp();
    const a = await addCheck(owner.client, task.id, 'A');
    const b = await addCheck(owner.client, task.id, 'B');
    const c = await addCheck(owner.client, task.id, 'C');
    const moved = await owner.client.post(`/api/taskchecks/reorder?id=${c.id}`, {
      before_id: a.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await namesOf(owner.client, task.id)).toEqual(['C', 'A', 'B']);
    await owner.client.post(`/api/taskchecks/reorder?id=${c.id}`, { after_id: a.id });
    expect(await namesOf(owner.client, task.id)).toEqual(['A', 'C', 'B']);
    await owner.client.post(`/api/taskchecks/reorder?id=${a.id}`, { after_id: b.id });
    expect(await namesOf(owner.client, task.id)).toEqual(['C', 'B', 'A']);
    const list = (await checksOf(owner.client, task.id)).taskchecks;
    expect(list.find((x) => x.id === b.id)!.sorting_key).toBe(b.sorting_key);
    expect((await eventsOf(owner.client, project.id))[0]!.type).toBe('taskcheck.reordered');
  });

  it.each([
    ['both neighbours', (a: number, b: number) => ({ before_id: a, after_id: b })],
    ['no neighbour', () => ({})],
  ])('answers 400 for %s', async (_, body) => {
    const { owner, task } = await setUp();
    const a = await addCheck(owner.client, task.id, 'A');
    const b = await addCheck(owner.client, task.id, 'B');
    const res = await owner.client.post(`/api/taskchecks/reorder?id=${b.id}`, body(a.id, b.id));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation('before_id'));
  });

  it('answers 400 for itself or another task’s subtask as the neighbour', async () => {
    const { owner, tasklist, task } = await setUp();
    const a = await addCheck(owner.client, task.id, 'A');
    const other = await newTask(owner.client, tasklist.id, 'Other');
    const foreign = await addCheck(owner.client, other.id, 'F');
    const self = await owner.client.post(`/api/taskchecks/reorder?id=${a.id}`, { after_id: a.id });
    expect(errorOf(self)).toMatchObject(validation('after_id'));
    const away = await owner.client.post(`/api/taskchecks/reorder?id=${a.id}`, {
      before_id: foreign.id,
    });
    expect(away.statusCode).toBe(400);
    expect(errorOf(away)).toMatchObject(validation('before_id'));
  });

  it('answers 404 to a stranger and 403 to a member of an archived project', async () => {
    const { owner, project, task } = await setUp();
    const a = await addCheck(owner.client, task.id, 'A');
    const b = await addCheck(owner.client, task.id, 'B');
    const stranger = await signUp(t.app);
    const hidden = await stranger.client.post(`/api/taskchecks/reorder?id=${b.id}`, {
      before_id: a.id,
    });
    expect(hidden.statusCode).toBe(404);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    const archived = await owner.client.post(`/api/taskchecks/reorder?id=${b.id}`, {
      before_id: a.id,
    });
    expect(archived.statusCode).toBe(403);
  });
});

describe('POST /api/taskchecks/delete', () => {
  it('deletes a subtask for good', async () => {
    const { owner, worker, project, task } = await setUp();
    const a = await addCheck(owner.client, task.id, 'A');
    await addCheck(owner.client, task.id, 'B');
    const res = await worker.client.post(`/api/taskchecks/delete?id=${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await namesOf(owner.client, task.id)).toEqual(['B']);
    expect((await owner.client.post(`/api/taskchecks/delete?id=${a.id}`)).statusCode).toBe(404);
    expect((await eventsOf(owner.client, project.id))[0]).toMatchObject({
      type: 'taskcheck.deleted',
      notice: { taskcheck_name: 'A' },
    });
  });

  it('answers 404 to a stranger and 403 in an archived project, deleting nothing', async () => {
    const { owner, project, task } = await setUp();
    const a = await addCheck(owner.client, task.id, 'A');
    const stranger = await signUp(t.app);
    expect((await stranger.client.post(`/api/taskchecks/delete?id=${a.id}`)).statusCode).toBe(404);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    expect((await owner.client.post(`/api/taskchecks/delete?id=${a.id}`)).statusCode).toBe(403);
    expect(await namesOf(owner.client, task.id)).toEqual(['A']);
  });
});
