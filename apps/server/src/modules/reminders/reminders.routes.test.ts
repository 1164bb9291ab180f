import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedTask, Reminder } from '@tandem/contract';
import { REMINDER_LIMITS } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskDetail, taskOf, updateTask } from '../../test/task-helpers.ts';
import {
  errorOf,
  eventsOf,
  limitMember,
  MISSING_ID,
  newTask,
  newTasklist,
  notFoundBody,
} from '../../test/tasklist-helpers.ts';

const NOW = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => t.close());

/** A project with a worker and a task due at 15:00 UTC on 2026-03-12. */
async function setUp() {
  const fixture = await projectWithWorker(t.app);
  const res = await updateTask(fixture.owner.client, fixture.task, {
    due_date: '2026-03-12T15:00:00Z',
  });
  return { ...fixture, task: taskOf(res) };
}

const add = (client: Client, taskId: number, body: object) =>
  client.post(`/api/tasks/add-reminder?tid=${taskId}`, body);
const remove = (client: Client, uuid: string) =>
  client.request('DELETE', `/api/tasks/remove-reminder?uuid=${uuid}`);
async function remindersOf(client: Client, taskId: number): Promise<Reminder[]> {
  const res = await client.get(`/api/tasks/reminders?tid=${taskId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ reminders: Reminder[] }>().reminders;
}
async function listed(client: Client) {
  const res = await client.get('/api/tasks/reminder-tasks');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Array<{ reminder: Reminder; task: ListedTask }> }>().items;
}
const validation = (field: string) => ({
  code: 'VALIDATION_FAILED',
  errors: { validation: { [field]: [expect.any(String)] } },
});

describe('POST /api/tasks/add-reminder and GET /api/tasks/reminders', () => {
  it('keeps each person’s reminders to themselves, soonest first', async () => {
    const { owner, worker, project, task } = await setUp();
    const at = await add(owner.client, task.id, { remind_at: '2026-03-11T08:00:00+01:00' });
    expect(at.statusCode, at.body).toBe(201);
    expect(at.json().reminder).toEqual({
      uuid: expect.any(String),
      task_id: task.id,
      remind_at: '2026-03-11T07:00:00.000Z',
      due_date_offset: null,
      fires_at: '2026-03-11T07:00:00.000Z',
      date_add: NOW.toISOString(),
      date_sent: null,
    });
    const before = await add(owner.client, task.id, { due_date_offset: '2h' });
    expect(before.json().reminder).toMatchObject({
      remind_at: null,
      due_date_offset: '2h',
      fires_at: '2026-03-12T13:00:00.000Z',
    });
    await add(worker.client, task.id, { due_date_offset: 'due' });

    const mine = await remindersOf(owner.client, task.id);
    expect(mine.map((r) => r.fires_at)).toEqual([
      '2026-03-11T07:00:00.000Z',
      '2026-03-12T13:00:00.000Z',
    ]);
    expect((await remindersOf(worker.client, task.id)).map((r) => r.due_date_offset)).toEqual([
      'due',
    ]);
    expect((await taskDetail(owner.client, task.id)).has_reminder).toBe(true);
    // Nobody else hears of them: they stay out of the project's activity.
    const events = await eventsOf(owner.client, project.id);
    expect(events.some((e) => e.type.startsWith('reminder.'))).toBe(false);

    const other = await newTask(owner.client, task.tasklist.id, 'No reminder');
    expect((await taskDetail(owner.client, other.id)).has_reminder).toBe(false);
  });

  it('counts a whole-day due date from 09:00 in the person’s time zone', async () => {
    const { owner, task } = await setUp();
    await owner.client.post('/api/user-profile/save', { timezone: 'Europe/Prague' });
    const dated = taskOf(await updateTask(owner.client, task, { due_date: '2026-03-12' }));
    const res = await add(owner.client, dated.id, { due_date_offset: '30m' });
    expect(res.json().reminder.fires_at).toBe('2026-03-12T07:30:00.000Z');
  });

  it('validates what is asked (400)', async () => {
    const { owner, task } = await setUp();
    const cases: Array<[object, string]> = [
      [{}, 'remind_at'],
      [{ remind_at: '2026-03-11T08:00:00Z', due_date_offset: '1h' }, 'remind_at'],
      [{ remind_at: '2026-03-11T08:00:00' }, 'remind_at'],
      [{ remind_at: 'tomorrow' }, 'remind_at'],
      [{ remind_at: '2026-03-10T09:59:00Z' }, 'remind_at'],
      [{ due_date_offset: '45m' }, 'due_date_offset'],
    ];
    for (const [body, field] of cases) {
      const res = await add(owner.client, task.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject(validation(field));
    }
    const undated = await newTask(owner.client, task.tasklist.id, 'Someday');
    const res = await add(owner.client, undated.id, { due_date_offset: '15m' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation('due_date_offset'));
    expect(
      (await add(owner.client, undated.id, { remind_at: '2026-04-01T08:00:00Z' })).statusCode,
    ).toBe(201);
  });

  it(`keeps ${REMINDER_LIMITS.perUserPerTask} per person and task, none twice, none in the trash (409)`, async () => {
    const { owner, worker, task } = await setUp();
    for (let day = 11; day < 11 + REMINDER_LIMITS.perUserPerTask; day++) {
      const res = await add(owner.client, task.id, { remind_at: `2026-04-${day}T08:00:00Z` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const full = await add(owner.client, task.id, { due_date_offset: '1h' });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toMatch(/at most 10/);
    // The limit is each person's own.
    expect((await add(worker.client, task.id, { due_date_offset: '1h' })).statusCode).toBe(201);
    expect((await add(worker.client, task.id, { due_date_offset: '1h' })).statusCode).toBe(409);
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect((await add(worker.client, task.id, { due_date_offset: '2h' })).statusCode).toBe(409);
  });

  it('answers 404 for tasks the person cannot see or that do not exist', async () => {
    const { owner, worker, project, task } = await setUp();
    const stranger = await signUp(t.app);
    for (const res of [
      await add(stranger.client, task.id, { due_date_offset: '1h' }),
      await stranger.client.get(`/api/tasks/reminders?tid=${task.id}`),
      await add(owner.client, MISSING_ID, { due_date_offset: '1h' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject(notFoundBody('The task'));
    }
    const list = await newTasklist(owner.client, project.id, 'Elsewhere');
    await limitMember(t, project.id, worker.id, [list.id]);
    expect((await add(worker.client, task.id, { due_date_offset: '1h' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/tasks/remove-reminder', () => {
  it('removes one’s own reminder; anyone else’s answers 404', async () => {
    const { owner, worker, task } = await setUp();
    const mine = (await add(owner.client, task.id, { due_date_offset: '1h' })).json().reminder;
    expect((await remove(worker.client, mine.uuid)).statusCode).toBe(404);
    expect((await remove(owner.client, randomUUID())).statusCode).toBe(404);
    const bad = await remove(owner.client, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject(validation('uuid'));
    const res = await remove(owner.client, mine.uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true, task_id: task.id });
    expect(await remindersOf(owner.client, task.id)).toEqual([]);
    expect((await taskDetail(owner.client, task.id)).has_reminder).toBe(false);
    expect((await remove(owner.client, mine.uuid)).statusCode).toBe(404);
  });
});

describe('GET /api/tasks/reminder-tasks', () => {
  it('lists the person’s reminders with their tasks, soonest first, only of tasks they see', async () => {
    const { owner, worker, project, task } = await setUp();
    const later = await newTask(owner.client, task.tasklist.id, 'Later');
    const dated = taskOf(
      await updateTask(owner.client, later, { due_date: '2026-03-20T10:00:00Z' }),
    );
    await add(worker.client, dated.id, { due_date_offset: '15m' });
    await add(worker.client, task.id, { due_date_offset: '1h' });
    await add(worker.client, task.id, { remind_at: '2026-03-30T08:00:00Z' });
    await add(owner.client, task.id, { remind_at: '2026-03-10T11:00:00Z' });
    // A relative reminder of a task that lost its due date cannot fire: it goes last.
    const undated = await newTask(owner.client, task.tasklist.id, 'Undated');
    const d = taskOf(await updateTask(owner.client, undated, { due_date: '2026-03-11' }));
    await add(worker.client, d.id, { due_date_offset: 'due' });
    await updateTask(owner.client, d, { due_date: null });

    const items = await listed(worker.client);
    expect(items.map((i) => [i.task.name, i.reminder.fires_at])).toEqual([
      [task.name, '2026-03-12T14:00:00.000Z'],
      ['Later', '2026-03-20T09:45:00.000Z'],
      [task.name, '2026-03-30T08:00:00.000Z'],
      ['Undated', null],
    ]);
    expect(items[0]!.task).toEqual({
      id: task.id,
      uuid: task.uuid,
      name: task.name,
      state: { id: 1, state: 'active' },
      due_date: '2026-03-12T15:00:00.000Z',
      due_date_end: null,
      project: { id: project.id, name: project.name },
      tasklist: { id: task.tasklist.id, name: task.tasklist.name },
    });
    expect((await listed(owner.client)).map((i) => i.task.name)).toEqual([task.name]);

    const list = await newTasklist(owner.client, project.id, 'Elsewhere');
    await limitMember(t, project.id, worker.id, [list.id]);
    expect(await listed(worker.client)).toEqual([]);
    expect(await listed((await signUp(t.app)).client)).toEqual([]);
  });
});
