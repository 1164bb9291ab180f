import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints as e } from '@tandem/contract';
import type { ActivityFilterInput } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import type { Client } from '../../test/harness.ts';
import { errorOf, limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';

/** A clock the tests move by hand, so event dates are exact. */
let now = new Date('2026-03-28T20:00:00.000Z');
const tick = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
  return now.toISOString();
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const find = (client: Client, body: ActivityFilterInput = {}, p = 0) =>
  client.call(e.find, { query: { p }, body });

describe('the activity feed', () => {
  it('shows what happened in every project the viewer sees, and nothing of the others', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Feed' });
    const worker = await signUp(t.app, { fullname: 'Walt Feed' });
    const stranger = await signUp(t.app, { fullname: 'Sam Feed' });
    const shared = await createProjectWithTask(owner.client);
    tick(1);
    await addWorker(owner.client, shared.project.id, worker.email);
    tick(1);
    const own = await createProjectWithTask(owner.client);
    tick(1);
    await worker.client.post(`/api/tasks/finish?tid=${shared.task.id}`);

    const seen = await find(worker.client);
    expect(seen.status).toBe(200);
    expect(seen.body.page).toBe(0);
    expect(seen.body.has_more).toBe(false);
    const projectsSeen = new Set(seen.body.events.map((x) => x.project?.id));
    expect(projectsSeen.has(shared.project.id)).toBe(true);
    expect(projectsSeen.has(own.project.id)).toBe(false);
    expect(seen.body.events[0]).toMatchObject({
      type: 'task.finished',
      author: { id: worker.id, fullname: 'Walt Feed' },
      task: { id: shared.task.id },
    });
    const ownerSees = (await find(owner.client)).body.events.map((x) => x.project?.id);
    expect(ownerSees).toContain(own.project.id);
    // Someone in none of them sees only what they did outside projects (signing up).
    const strangers = (await find(stranger.client)).body.events;
    expect(strangers.map((x) => [x.type, x.author.id])).toEqual([['user.signed_up', stranger.id]]);

    // The filter's options: the projects one sees and their people.
    const data = await worker.client.call(e.filterData, {});
    expect(data.body.projects).toEqual([{ id: shared.project.id, name: shared.project.name }]);
    expect(data.body.users.map((u) => u.fullname).sort()).toEqual(['Olga Feed', 'Walt Feed']);
    expect(data.body.default_values).toEqual({
      projects_ids: [],
      users_ids: [],
      teams_uuids: [],
      events_types: [],
      order: 'desc',
      date_range: null,
      use_date_with_time: false,
    });
    expect(data.body.events_types).toContain('task.finished');
  });

  it('keeps a task list its ACL hides out of a limited worker’s feed', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const { project, tasklist } = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, worker.email);
    const other = await newTasklist(owner.client, project.id, 'Open list');
    await limitMember(t, project.id, worker.id, [other.id]);
    await newTask(owner.client, tasklist.id, 'Hidden task');
    await newTask(owner.client, other.id, 'Open task');
    const events = (await find(worker.client, { projects_ids: [project.id] })).body.events;
    const tasklistIds = events.map((x) => x.tasklist?.id).filter((id) => id !== undefined);
    expect(tasklistIds).toContain(other.id);
    expect(tasklistIds).not.toContain(tasklist.id);
    // Events of the project itself stay.
    expect(events.some((x) => x.type === 'project.workers_added')).toBe(true);
  });

  it('filters by project, person, type and time, in either order, a page at a time', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Pages' });
    const worker = await signUp(t.app, { fullname: 'Walt Pages' });
    const a = await createProjectWithTask(owner.client);
    const b = await createProjectWithTask(owner.client);
    await addWorker(owner.client, a.project.id, worker.email);
    await addWorker(owner.client, b.project.id, worker.email);
    const start = tick(60);
    for (let i = 0; i < 55; i++) {
      tick(1);
      await newTask(i % 5 === 0 ? worker.client : owner.client, a.tasklist.id, `T${i}`);
    }
    const end = tick(1);
    tick(1);
    await newTask(owner.client, b.tasklist.id, 'In B');

    const onlyA = { projects_ids: [a.project.id], events_types: ['task.created' as const] };
    const first = await find(owner.client, onlyA);
    expect(first.body.events).toHaveLength(50);
    expect(first.body.has_more).toBe(true);
    const second = await find(owner.client, onlyA, 1);
    expect(second.body.has_more).toBe(false);
    const names = [...first.body.events, ...second.body.events].map((x) => x.task?.name);
    expect(names.filter((n) => n?.startsWith('T'))).toHaveLength(55);
    expect(names[0]).toBe('T54');
    const ascending = await find(owner.client, { ...onlyA, order: 'asc' });
    expect(ascending.body.events[0]!.task?.name).not.toBe('T54');

    const byWorker = await find(owner.client, { ...onlyA, users_ids: [worker.id] });
    expect(byWorker.body.events.map((x) => x.task?.name)).toEqual([
      'T50',
      'T45',
      'T40',
      'T35',
      'T30',
      'T25',
      'T20',
      'T15',
      'T10',
      'T5',
      'T0',
    ]);
    const window = await find(owner.client, {
      events_types: ['task.created'],
      use_date_with_time: true,
      date_range: { date_from: start, date_to: end },
    });
    expect(window.body.events.map((x) => x.task?.name)).not.toContain('In B');
    const teams = await find(owner.client, {
      teams_uuids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(teams.body.events).toEqual([]);
  });

  it('takes whole days in the viewer’s time zone, across a change to summer time', async () => {
    const owner = await signUp(t.app);
    await t.database.executeSql('UPDATE users SET timezone = $1 WHERE id = $2', [
      'Europe/Prague',
      owner.id,
    ]);
    // 2026-03-29 is the day Prague moves to summer time (UTC+1 to UTC+2).
    now = new Date('2026-03-28T22:30:00.000Z'); // 23:30 on the 28th in Prague
    const { tasklist } = await createProjectWithTask(owner.client);
    await newTask(owner.client, tasklist.id, 'Late on the 28th');
    now = new Date('2026-03-28T23:30:00.000Z'); // 00:30 on the 29th
    await newTask(owner.client, tasklist.id, 'Early on the 29th');
    now = new Date('2026-03-29T21:30:00.000Z'); // 23:30 on the 29th (summer time)
    await newTask(owner.client, tasklist.id, 'Late on the 29th');
    now = new Date('2026-03-29T22:30:00.000Z'); // 00:30 on the 30th
    await newTask(owner.client, tasklist.id, 'On the 30th');
    const day = await find(owner.client, {
      events_types: ['task.created'],
      date_range: { date_from: '2026-03-29', date_to: '2026-03-29' },
    });
    expect(day.body.events.map((x) => x.task?.name)).toEqual([
      'Late on the 29th',
      'Early on the 29th',
    ]);
  });

  it('refuses a filter that makes no sense, with the field and a message', async () => {
    const owner = await signUp(t.app);
    const cases: Array<[unknown, string]> = [
      [{ order: 'sideways' }, 'order'],
      [{ events_types: ['task.exploded'] }, 'events_types.0'],
      [{ projects_ids: ['x'] }, 'projects_ids.0'],
      [{ date_range: { date_from: '28.3.2026', date_to: null } }, 'date_range.date_from'],
      [{ date_range: { date_from: null, date_to: '2026'.repeat(50) } }, 'date_range.date_to'],
      [{ teams_uuids: Array(101).fill('00000000-0000-4000-8000-000000000000') }, 'teams_uuids'],
      [
        { use_date_with_time: true, date_range: { date_from: '2026-03-28', date_to: null } },
        'date_range.date_from',
      ],
      [{ date_range: { date_from: '2026-03-29', date_to: '2026-03-28' } }, 'date_range.date_from'],
    ];
    for (const [body, field] of cases) {
      const res = await find(owner.client, body as never);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorOf(res.response).errors?.validation ?? {})).toContain(field);
    }
    const page = await owner.client.call(e.find, { query: { p: -1 }, body: {} });
    expect(page.status).toBe(400);
  });
});
