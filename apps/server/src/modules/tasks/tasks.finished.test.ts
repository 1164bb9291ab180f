import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishedTasksConds, FinishedTasksPage, Task, Tasklist } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createTestApp, signUp } from '../../test/harness.ts';
import {
  errorOf,
  limitMember,
  MISSING_ID,
  newTask,
  notFoundBody,
  projectWithLists,
  setProjectState,
} from '../../test/tasklist-helpers.ts';
import { startOfDayIn } from './tasks.finished.ts';

let now = new Date('2025-03-10T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

/** Moves the test clock on by some hours. */
const later = (hours: number) => {
  now = new Date(now.getTime() + hours * 3_600_000);
};

const find = (user: SignedUpUser, query: string, conds: FinishedTasksConds = {}) =>
  user.client.post(`/api/projects/find-finished-tasks${query}`, conds);
async function pageOf(user: SignedUpUser, query: string, conds: FinishedTasksConds = {}) {
  const res = await find(user, query, conds);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FinishedTasksPage>();
}
const names = (page: FinishedTasksPage) => page.tasks.map((task) => task.name);

async function finish(user: SignedUpUser, task: Task) {
  later(1);
  const res = await user.client.post(`/api/tasks/finish?tid=${task.id}`);
  expect(res.statusCode).toBe(200);
}

/** An owner and a worker in a project with lists A and B; tasks finished one hour apart. */
async function setUp() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Walter Worker' });
  const { project, lists } = await projectWithLists(owner.client, ['A', 'B']);
  const [a, b] = lists as [Tasklist, Tasklist];
  await addWorker(owner.client, project.id, worker.email);
  const first = await newTask(owner.client, a.id, 'First');
  const second = await newTask(owner.client, b.id, 'Second');
  const open = await newTask(owner.client, a.id, 'Open');
  const trashed = await newTask(owner.client, a.id, 'Trashed');
  await finish(owner, first);
  await finish(worker, second);
  await finish(owner, trashed);
  await owner.client.post(`/api/tasks/delete?tid=${trashed.id}`);
  return { owner, worker, project, a, b, first, second, open };
}

describe('POST /api/projects/find-finished-tasks for one project', () => {
  it('answers the finished tasks, newest finished first, with who finished them and when', async () => {
    const { owner, worker, project, first, second } = await setUp();
    const page = await pageOf(owner, `?pid=${project.id}&p=0`);
    expect(names(page)).toEqual(['Second', 'First']);
    expect(page.tasks[0]).toMatchObject({
      id: second.id,
      state: { id: 5, state: 'finished' },
      finished_by: { id: worker.id, fullname: 'Walter Worker' },
      project: { id: project.id },
    });
    expect(Date.parse(page.tasks[0]!.date_finished!)).toBeGreaterThan(
      Date.parse(page.tasks[1]!.date_finished!),
    );
    expect(page.tasks[1]).toMatchObject({ id: first.id, finished_by: { id: owner.id } });
    expect(page).toMatchObject({ page: 0, has_more: false });
    expect(page.filter_values).toEqual({
      projects: [{ id: project.id, name: 'Board' }],
      users: [
        { id: owner.id, fullname: 'Olga Owner' },
        { id: worker.id, fullname: 'Walter Worker' },
      ],
    });
  });

  it('filters by who finished and by days in the viewer’s time zone', async () => {
    const { owner, worker, project } = await setUp();
    expect(names(await pageOf(owner, `?pid=${project.id}`, { finished_by: [worker.id] }))).toEqual([
      'Second',
    ]);
    const day = now.toISOString().slice(0, 10);
    expect(
      names(await pageOf(owner, `?pid=${project.id}`, { date_range: { date_from: day } })),
    ).toEqual(['Second', 'First']);
    expect(
      await pageOf(owner, `?pid=${project.id}`, { date_range: { date_to: '2025-03-09' } }),
    ).toMatchObject({ tasks: [] });
    // Far to the east the same instants already fall on the next day.
    await owner.client.post('/api/user-profile/save', { timezone: 'Pacific/Kiritimati' });
    expect(
      await pageOf(owner, `?pid=${project.id}`, {
        date_range: { date_from: day, date_to: day },
      }),
    ).toMatchObject({ tasks: [] });
  });

  it('leaves out tasks of lists the viewer does not see and of lists in the trash', async () => {
    const { owner, worker, project, a, b } = await setUp();
    await limitMember(t, project.id, worker.id, [a.id]);
    expect(names(await pageOf(worker, `?pid=${project.id}`))).toEqual(['First']);
    await owner.client.post(`/api/tasklists/delete?tlid=${b.id}`);
    expect(names(await pageOf(owner, `?pid=${project.id}`))).toEqual(['First']);
    await limitMember(t, project.id, worker.id, []);
    expect(await pageOf(worker, `?pid=${project.id}`)).toMatchObject({
      tasks: [],
      filter_values: { users: [] },
    });
  });

  it('pages by 50 from page 0', async () => {
    const owner = await signUp(t.app);
    const { project, lists } = await projectWithLists(owner.client, ['Many']);
    for (let i = 0; i < 51; i += 1) {
      const task = await newTask(owner.client, lists[0]!.id, `Task ${i}`);
      await finish(owner, task);
    }
    const first = await pageOf(owner, `?pid=${project.id}&p=0`);
    expect(first.tasks).toHaveLength(50);
    expect(first).toMatchObject({ page: 0, has_more: true });
    expect(first.tasks[0]!.name).toBe('Task 50');
    const second = await pageOf(owner, `?pid=${project.id}&p=1`);
    expect(names(second)).toEqual(['Task 0']);
    expect(second).toMatchObject({ page: 1, has_more: false });
    expect(await pageOf(owner, `?pid=${project.id}&p=2`)).toMatchObject({ tasks: [] });
  });

  it('answers 404 for a project the viewer is not a member of, or a missing one', async () => {
    const { project } = await setUp();
    const stranger = await signUp(t.app);
    expect(errorOf(await find(stranger, `?pid=${project.id}`))).toEqual(
      notFoundBody('The project'),
    );
    expect((await find(stranger, `?pid=${MISSING_ID}`)).statusCode).toBe(404);
  });

  it('answers 400 in the spec shape for a query or filter that does not fit', async () => {
    const { owner, project } = await setUp();
    const cases: Array<[string, unknown, string]> = [
      [`?pid=${project.id}&p=-1`, {}, 'p'],
      [`?pid=${project.id}&p=abc`, {}, 'p'],
      [`?pid=${project.id}&p=10001`, {}, 'p'],
      ['?pid=0', {}, 'pid'],
      ['', { finished_by: 'me' }, 'finished_by'],
      ['', { finished_by: [0] }, 'finished_by.0'],
      ['', { projects_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'projects_ids'],
      ['', { date_range: { date_from: '10.3.2025' } }, 'date_range.date_from'],
      [
        '',
        { date_range: { date_from: '2025-03-10', date_to: '2025-03-01' } },
        'date_range.date_to',
      ],
    ];
    for (const [query, conds, field] of cases) {
      const res = await owner.client.post(`/api/projects/find-finished-tasks${query}`, conds);
      expect(res.statusCode, `${query} ${JSON.stringify(conds)}`).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(errorOf(res).errors?.validation, JSON.stringify(conds)).toHaveProperty([field]);
    }
  });
});

describe('POST /api/projects/find-finished-tasks across projects', () => {
  it('without pid answers the finished tasks of every project the viewer is a member of', async () => {
    const { owner, worker, project } = await setUp();
    const { project: mine, lists } = await projectWithLists(worker.client, ['Own']);
    const own = await newTask(worker.client, lists[0]!.id, 'Own task');
    await finish(worker, own);
    const { project: archived, lists: old } = await projectWithLists(owner.client, ['Old']);
    await addWorker(owner.client, archived.id, worker.email);
    const oldTask = await newTask(owner.client, old[0]!.id, 'Old task');
    await finish(owner, oldTask);
    await setProjectState(t, archived.id, PROJECT_STATE.archived);
    const { lists: notHis } = await projectWithLists(owner.client, ['Private']);
    await finish(owner, await newTask(owner.client, notHis[0]!.id, 'Private task'));

    const all = await pageOf(worker, '?p=0');
    expect(names(all)).toEqual(['Old task', 'Own task', 'Second', 'First']);
    expect(all.filter_values.projects.map((p) => p.id).sort()).toEqual(
      [project.id, mine.id, archived.id].sort(),
    );
    const narrowed = await pageOf(worker, '', { projects_ids: [mine.id, MISSING_ID] });
    expect(names(narrowed)).toEqual(['Own task']);
    expect(narrowed.filter_values.projects).toHaveLength(3);
    expect(names(await pageOf(worker, '', { finished_by: [owner.id] }))).toEqual([
      'Old task',
      'First',
    ]);
  });

  it('with pid uses that project alone, whatever projects_ids says', async () => {
    const { owner, project } = await setUp();
    const { project: other } = await projectWithLists(owner.client, ['Other']);
    const page = await pageOf(owner, `?pid=${project.id}`, { projects_ids: [other.id] });
    expect(names(page)).toEqual(['Second', 'First']);
  });

  it('answers the first page when the body is left out', async () => {
    const { owner } = await setUp();
    const res = await owner.client.post('/api/projects/find-finished-tasks');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FinishedTasksPage>().page).toBe(0);
  });
});

describe('startOfDayIn', () => {
  it('finds the instant a day starts in a time zone, across daylight saving changes', () => {
    expect(startOfDayIn('2025-03-10', 'UTC').toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(startOfDayIn('2025-03-10', 'Europe/Prague').toISOString()).toBe(
      '2025-03-09T23:00:00.000Z',
    );
    expect(startOfDayIn('2025-07-01', 'Europe/Prague').toISOString()).toBe(
      '2025-06-30T22:00:00.000Z',
    );
    expect(startOfDayIn('2025-03-31', 'Europe/Prague', 1).toISOString()).toBe(
      '2025-03-31T22:00:00.000Z',
    );
    expect(startOfDayIn('2025-03-09', 'America/New_York').toISOString()).toBe(
      '2025-03-09T05:00:00.000Z',
    );
    expect(startOfDayIn('2025-12-31', 'Pacific/Kiritimati', 1).toISOString()).toBe(
      '2025-12-31T10:00:00.000Z',
    );
  });
});
