import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recurrence } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskDetail, taskOf, updateTask } from '../../test/task-helpers.ts';
import {
  errorOf,
  eventsOf,
  limitMember,
  MISSING_ID,
  newTasklist,
  notFoundBody,
  setProjectState,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A project with a worker and a task due on 2026-03-02 (a Monday). */
async function setUp() {
  const fixture = await projectWithWorker(t.app);
  const res = await updateTask(fixture.owner.client, fixture.task, { due_date: '2026-03-02' });
  expect(res.statusCode, res.body).toBe(200);
  return { ...fixture, task: taskOf(res) };
}

const WEEKLY = { unit: 'week', interval: 1, weekdays: [1, 3], based_on: 'due_date' } as const;
const validation = (field: string) => ({
  code: 'VALIDATION_FAILED',
  errors: { validation: { [field]: [expect.any(String)] } },
});

describe('GET /api/tasks/recurrence and POST /api/tasks/set-recurrence', () => {
  it('makes a task repeat, changes its rule, and tells the project', async () => {
    const { owner, worker, project, task } = await setUp();
    const none = await worker.client.get(`/api/tasks/recurrence?tid=${task.id}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ recurrence: null });

    const res = await worker.client.post(`/api/tasks/set-recurrence?tid=${task.id}`, {
      ...WEEKLY,
      weekdays: [3, 1],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { recurrence } = res.json<{ recurrence: Recurrence }>();
    expect(recurrence).toEqual({
      id: expect.any(Number),
      uuid: expect.any(String),
      task_id: task.id,
      unit: 'week',
      interval: 1,
      weekdays: [1, 3],
      based_on: 'due_date',
      next_due_date: '2026-03-04',
      date_add: expect.any(String),
      abilities: { update: true },
    });
    expect(taskOf(res)).toMatchObject({
      is_recurrent: true,
      recurrent_task: { id: recurrence.id },
    });

    const changed = await owner.client.post(`/api/tasks/set-recurrence?tid=${task.id}`, {
      unit: 'month',
      interval: 2,
      based_on: 'due_date',
    });
    expect(changed.json().recurrence).toMatchObject({
      id: recurrence.id,
      unit: 'month',
      interval: 2,
      weekdays: null,
      next_due_date: '2026-05-02',
    });
    const read = await worker.client.get(`/api/tasks/recurrence?tid=${task.id}`);
    expect(read.json().recurrence).toEqual(changed.json().recurrence);
    expect((await eventsOf(owner.client, project.id))[0]).toMatchObject({
      type: 'task.recurrence_set',
      task: { id: task.id },
    });
  });

  it('lets a task without a due date repeat from completion, not from its due date (400)', async () => {
    const { owner, task: dated } = await setUp();
    const plain = await owner.client.post(`/api/tasks/create?tlid=${dated.tasklist.id}`, {
      name: 'Water the plants',
    });
    const tid = taskOf(plain).id;
    const res = await owner.client.post(`/api/tasks/set-recurrence?tid=${tid}`, {
      unit: 'day',
      interval: 3,
      based_on: 'due_date',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation('based_on'));
    expect(errorOf(res).message).toMatch(/due date/);
    const fromCompletion = await owner.client.post(`/api/tasks/set-recurrence?tid=${tid}`, {
      unit: 'day',
      interval: 3,
      based_on: 'completion',
    });
    expect(fromCompletion.statusCode, fromCompletion.body).toBe(200);
  });

  it('validates the rule (400)', async () => {
    const { owner, task } = await setUp();
    const cases: Array<[object, string]> = [
      [{ ...WEEKLY, unit: 'hour' }, 'unit'],
      [{ ...WEEKLY, interval: 0 }, 'interval'],
      [{ ...WEEKLY, interval: 366 }, 'interval'],
      [{ ...WEEKLY, interval: 1.5 }, 'interval'],
      [{ ...WEEKLY, interval: '2' }, 'interval'],
      [{ ...WEEKLY, weekdays: [8] }, 'weekdays.0'],
      [{ ...WEEKLY, weekdays: [0] }, 'weekdays.0'],
      [{ ...WEEKLY, weekdays: [1, 1] }, 'weekdays'],
      [{ ...WEEKLY, unit: 'day' }, 'weekdays'],
      [{ ...WEEKLY, based_on: 'start' }, 'based_on'],
      [{ unit: 'day', interval: 1 }, 'based_on'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.client.post(`/api/tasks/set-recurrence?tid=${task.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject(validation(field));
    }
    const badId = await owner.client.post('/api/tasks/set-recurrence?tid=x', WEEKLY);
    expect(errorOf(badId)).toMatchObject(validation('tid'));
  });

  it('answers 404 to who cannot see the task, 403 and 409 where it may not repeat', async () => {
    const { owner, worker, project, task } = await setUp();
    const stranger = await signUp(t.app);
    const path = `/api/tasks/set-recurrence?tid=${task.id}`;
    for (const [client, url] of [
      [stranger.client, path],
      [owner.client, `/api/tasks/set-recurrence?tid=${MISSING_ID}`],
    ] as const) {
      const res = await client.post(url, WEEKLY);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject(notFoundBody('The task'));
    }
    expect((await stranger.client.get(`/api/tasks/recurrence?tid=${task.id}`)).statusCode).toBe(
      404,
    );
    const list = await newTasklist(owner.client, project.id, 'Elsewhere');
    await limitMember(t, project.id, worker.id, [list.id]);
    expect((await worker.client.post(path, WEEKLY)).statusCode).toBe(404);
    expect((await worker.client.get(`/api/tasks/recurrence?tid=${task.id}`)).statusCode).toBe(404);

    await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    const finished = await owner.client.post(path, WEEKLY);
    expect(finished.statusCode).toBe(409);
    await owner.client.post(`/api/tasks/reopen?tid=${task.id}`);
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect((await owner.client.post(path, WEEKLY)).statusCode).toBe(409);
    await owner.client.post(`/api/tasks/restore-from-trash?tid=${task.id}`);
    await setProjectState(t, project.id, 2);
    const archived = await owner.client.post(path, WEEKLY);
    expect(archived.statusCode).toBe(403);
    expect(errorOf(archived).code).toBe('FORBIDDEN');
  });
});

describe('POST /api/tasks/remove-recurrence', () => {
  it('stops the task repeating', async () => {
    const { owner, worker, project, task } = await setUp();
    await owner.client.post(`/api/tasks/set-recurrence?tid=${task.id}`, WEEKLY);
    const res = await worker.client.post(`/api/tasks/remove-recurrence?tid=${task.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(taskOf(res)).toMatchObject({ is_recurrent: false, recurrent_task: null });
    expect((await taskDetail(owner.client, task.id)).is_recurrent).toBe(false);
    expect((await eventsOf(owner.client, project.id))[0]!.type).toBe('task.recurrence_removed');
    // Finishing it now makes no next occurrence.
    await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    const board = await owner.client.get(`/api/tasks/list?pid=${project.id}`);
    expect(board.json().tasks).toHaveLength(1);
  });

  it('answers 404 for a task that does not repeat or cannot be seen, 403 where it is read-only', async () => {
    const { owner, project, task } = await setUp();
    const path = `/api/tasks/remove-recurrence?tid=${task.id}`;
    const none = await owner.client.post(path);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none)).toMatchObject(notFoundBody('The recurrence of the task'));
    await owner.client.post(`/api/tasks/set-recurrence?tid=${task.id}`, WEEKLY);
    const stranger = await signUp(t.app);
    expect((await stranger.client.post(path)).statusCode).toBe(404);
    expect(
      (await owner.client.post(`/api/tasks/remove-recurrence?tid=${MISSING_ID}`)).statusCode,
    ).toBe(404);
    await setProjectState(t, project.id, 2);
    expect((await owner.client.post(path)).statusCode).toBe(403);
  });
});
