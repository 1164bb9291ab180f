import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema/projects.ts';
import type { RunningWork, Task, WorkReport } from '@tandem/contract';
import { WORK_MESSAGES } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { taskDetail } from '../../test/task-helpers.ts';
import { errorOf, limitMember, newTasklist, newTask } from '../../test/tasklist-helpers.ts';

let now = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** A project in CZK with a worker whose rate is 600.50 an hour, and a commander. */
async function setUp() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Walter Worker' });
  const commander = await signUp(t.app, { fullname: 'Cyril Commander' });
  const fixture = await createProjectWithTask(owner.client);
  const pid = fixture.project.id;
  await t.database.db.update(projects).set({ currency: 'CZK' }).where(eq(projects.id, pid));
  await addWorker(owner.client, pid, worker.email);
  await addWorker(owner.client, pid, commander.email);
  await owner.client.post(`/api/projects/set-commander?pid=${pid}`, {
    user_id: commander.id,
    is_commander: true,
  });
  const rate = await owner.client.post(`/api/projects/update-worker?pid=${pid}`, {
    user_id: worker.id,
    project_setting: { hour_rate: '600.50', is_fixed: true },
  });
  expect(rate.statusCode, rate.body).toBe(200);
  return { owner, worker, commander, ...fixture };
}

const create = (client: Client, body: object, query = '') =>
  client.post(`/timetracking/api/create-work${query}`, body);
const reportOf = (res: { json: <T>() => T }) => res.json<{ work: WorkReport }>().work;
const validation = (field: string, message: string) => ({
  code: 'VALIDATION_FAILED',
  errors: { validation: { [field]: [message] } },
});

describe('POST /timetracking/api/create-work', () => {
  it('costs the work by the hour rate, rounded up, and shows the rate to managers only', async () => {
    const { worker, owner, task, project } = await setUp();
    const res = await create(worker.client, {
      minutes: 7,
      dateReported: seconds('2026-03-10T08:00:00Z'),
      task: { id: task.id },
      note: 'Sketches',
    });
    expect(res.statusCode, res.body).toBe(201);
    const work = reportOf(res);
    // 600.50 × 7 / 60 = 70.0583… → 70.06
    expect(work).toMatchObject({
      minutes: 7,
      cost: { amount: '70.06', currency: 'CZK' },
      note: 'Sketches',
      isBillable: true,
      isCostFixed: false,
      canEdit: true,
      dateReported: seconds('2026-03-10T08:00:00Z'),
      dateAdd: seconds(now.toISOString()),
      task: { id: task.id, project: { id: project.id, currency: 'CZK' } },
      worker: { id: worker.id, fullname: 'Walter Worker' },
      hourRate: null,
      projectSetting: null,
      labels: [],
    });
    const seen = await owner.client.get(`/front/task/api/work-reports?tid=${task.id}`);
    expect(seen.json().reports[0].hourRate).toEqual({
      amount: '600.50',
      currency: 'CZK',
      isFixed: true,
    });
    expect(seen.json().summary).toEqual({
      id: task.id,
      minutes: 7,
      cost: { amount: '70.06', currency: 'CZK' },
    });
  });

  it('refuses the same work at the same minute, bad minutes and a hand cost against a fixed rate', async () => {
    const { worker, task } = await setUp();
    const body = {
      minutes: 30,
      dateReported: seconds('2026-03-10T08:00:10Z'),
      task: { id: task.id },
    };
    expect((await create(worker.client, body)).statusCode).toBe(201);
    const again = await create(worker.client, { ...body, dateReported: body.dateReported + 20 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(WORK_MESSAGES.duplicate);
    const negative = await create(worker.client, { ...body, minutes: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject(validation('minutes', WORK_MESSAGES.minutesNegative));
    const tooMany = await create(worker.client, { ...body, minutes: 525601 });
    expect(tooMany.json()).toMatchObject(validation('minutes', WORK_MESSAGES.minutesTooMany));
    const hand = await create(worker.client, { ...body, minutes: 5, cost: { amount: '10' } });
    expect(hand.statusCode).toBe(403);
    const big = await create(worker.client, { ...body, cost: { amount: '100000001' } });
    expect(big.statusCode).toBe(400);
  });

  it('lets a commander report a worker’s time, and nobody report on a task they cannot see', async () => {
    const { commander, worker, owner, task, project } = await setUp();
    const res = await create(commander.client, {
      minutes: 60,
      dateReported: seconds('2026-03-09T08:00:00Z'),
      task: { id: task.id },
      worker: { id: worker.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(reportOf(res)).toMatchObject({ worker: { id: worker.id }, cost: { amount: '600.50' } });
    const other = await newTasklist(owner.client, project.id, 'Closed');
    const hidden = await newTask(owner.client, other.id, 'Hidden');
    await limitMember(t, project.id, worker.id, [task.tasklist.id]);
    const refused = await create(worker.client, {
      minutes: 5,
      dateReported: seconds('2026-03-09T09:00:00Z'),
      task: { id: hidden.id },
    });
    expect(refused.statusCode).toBe(404);
    const stranger = await signUp(t.app);
    const notMember = await create(commander.client, {
      minutes: 5,
      dateReported: seconds('2026-03-09T09:00:00Z'),
      task: { id: task.id },
      worker: { id: stranger.id },
    });
    expect(notMember.json()).toMatchObject(validation('worker', WORK_MESSAGES.workerNotMember));
  });
});

describe('editing, deleting and restoring reports', () => {
  it('keeps a worker to their own reports; managers change any, with the budget when asked', async () => {
    const { worker, owner, commander, task } = await setUp();
    const own = reportOf(
      await create(owner.client, {
        minutes: 30,
        dateReported: seconds('2026-03-10T07:00:00Z'),
        task: { id: task.id },
      }),
    );
    const mine = reportOf(
      await create(worker.client, {
        minutes: 30,
        dateReported: seconds('2026-03-10T07:00:00Z'),
        task: { id: task.id },
      }),
    );
    const list = await worker.client.get(`/front/task/api/work-reports?tid=${task.id}`);
    expect(list.json().reports.map((r: WorkReport) => r.id)).toEqual([mine.id]);
    expect(
      (await worker.client.post(`/timetracking/api/edit-work?id=${own.id}`, { minutes: 1 }))
        .statusCode,
    ).toBe(404);

    const edited = await commander.client.post(
      `/timetracking/api/edit-work?id=${mine.id}&getBudget=1`,
      { minutes: 90, note: 'Longer' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().work).toMatchObject({
      minutes: 90,
      note: 'Longer',
      cost: { amount: '900.75' },
    });
    expect(edited.json().budget).toMatchObject({
      real_cost: { amount: '900.75', currency: 'CZK' },
      real_minutes_spent: 120,
    });

    const removed = await worker.client.request(
      'DELETE',
      `/timetracking/api/remove-work?id=${mine.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: mine.id });
    expect(
      (await worker.client.get(`/front/task/api/work-reports?tid=${task.id}`)).json().reports,
    ).toEqual([]);
    const restored = await worker.client.post(`/api/work/undelete?wid=${mine.id}`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().work).toMatchObject({ id: mine.id, minutes: 90 });
    expect((await worker.client.post(`/api/work/undelete?wid=${mine.id}`)).statusCode).toBe(409);

    const detail: Task = await taskDetail(owner.client, task.id);
    expect(detail).toMatchObject({
      real_minutes_spent: 120,
      cost_minutes: 120,
      real_cost: { amount: '900.75', currency: 'CZK' },
    });
    const workerView: Task = await taskDetail(worker.client, task.id);
    expect(workerView.real_minutes_spent).toBe(90);
  });
});

describe('the timer', () => {
  it('starts, switches tasks saving the first, and stops into a report', async () => {
    const { worker, owner, task } = await setUp();
    const second = await newTask(owner.client, task.tasklist.id, 'Second');
    now = new Date('2026-03-10T10:00:00Z');
    const started = await worker.client.post(
      `/timetracking/api/create-running-from-task?tid=${task.id}`,
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      id: null,
      workRunning: { secondsElapsed: 0, task: { id: task.id }, note: '', isBillable: true },
    });
    const seen = await taskDetail(owner.client, task.id);
    expect(seen.trackings).toEqual([{ id: worker.id, fullname: 'Walter Worker' }]);

    now = new Date('2026-03-10T10:20:30Z');
    const switched = await worker.client.post('/timetracking/api/create-running-work', {
      task: { id: second.id },
      note: 'Review',
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const firstId = switched.json().id as number;
    expect(firstId).toEqual(expect.any(Number));
    const menu = await worker.client.get('/timetracking/api/menu');
    expect(menu.json().work_running).toMatchObject({ task: { id: second.id }, note: 'Review' });
    // 20 minutes 30 seconds, rounded away from zero.
    expect(menu.json().last_work_reports[0]).toMatchObject({ id: firstId, minutes: 21 });

    now = new Date('2026-03-10T10:25:00Z');
    const running = menu.json().work_running as RunningWork;
    const stale = await worker.client.post('/timetracking/api/stop-running-work', {
      uuid: '00000000-0000-4000-8000-000000000000',
      date_stopped: seconds('2026-03-10T10:25:00Z'),
    });
    expect(stale.statusCode).toBe(409);
    const backwards = await worker.client.post('/timetracking/api/stop-running-work', {
      uuid: running.uuid,
      date_stopped: seconds('2026-03-10T10:00:00Z'),
    });
    expect(backwards.json()).toMatchObject(
      validation('date_stopped', WORK_MESSAGES.negativeReport),
    );
    const stopped = await worker.client.post('/timetracking/api/stop-running-work', {
      uuid: running.uuid,
      date_stopped: seconds('2026-03-10T10:25:00Z'),
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().work).toMatchObject({
      minutes: 5,
      note: 'Review',
      task: { id: second.id },
    });
    expect((await worker.client.get('/timetracking/api/menu')).json().work_running).toBeNull();
  });

  it('keeps a timer without a task until one is chosen', async () => {
    const { worker, task } = await setUp();
    const started = await worker.client.post('/timetracking/api/create-running-work', {});
    expect(started.json().workRunning.task).toBeNull();
    const uuid = started.json().workRunning.uuid as string;
    const refused = await worker.client.post('/timetracking/api/stop-running-work', {
      uuid,
      date_stopped: seconds(now.toISOString()) + 60,
    });
    expect(refused.json()).toMatchObject(validation('task', WORK_MESSAGES.noTask));
    const edited = await worker.client.post('/timetracking/api/edit-running-work', {
      task: { id: task.id },
      note: 'Found it',
    });
    expect(edited.json().workRunning).toMatchObject({
      uuid,
      task: { id: task.id },
      note: 'Found it',
    });
  });
});

describe('a timer stopped in the second it started', () => {
  it('saves nothing and answers no id, as the moments travel in whole seconds', async () => {
    const { worker, task } = await setUp();
    now = new Date('2026-03-10T11:00:00.700Z');
    const started = await worker.client.post(
      `/timetracking/api/create-running-from-task?tid=${task.id}`,
    );
    const stopped = await worker.client.post('/timetracking/api/stop-running-work', {
      uuid: started.json().workRunning.uuid,
      date_stopped: seconds('2026-03-10T11:00:00Z'),
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ id: null, work: null });
  });
});

describe('finding tasks to track time on', () => {
  it('searches and suggests the tasks one sees, finished ones unless hidden', async () => {
    const { worker, owner, task, project } = await setUp();
    const done = await newTask(owner.client, task.tasklist.id, 'Finished poster');
    await owner.client.post(`/api/tasks/finish?tid=${done.id}`);
    const found = await worker.client.get('/timetracking/api/search-tasks?q=poster');
    expect(found.json().tasks.map((x: { id: number }) => x.id)).toEqual([done.id]);
    await worker.client.post('/timetracking/api/hide-finished-tasks', { hide: true });
    expect(
      (await worker.client.get('/timetracking/api/search-tasks?q=poster')).json().tasks,
    ).toEqual([]);
    const conds = encodeURIComponent(JSON.stringify({ projects_ids: [project.id] }));
    const suggested = await worker.client.get(
      `/timetracking/api/find-suggested-tasks?p=0&conds=${conds}`,
    );
    expect(suggested.statusCode, suggested.body).toBe(200);
    expect(suggested.json()).toMatchObject({ time_tracking_hide_finished_tasks: true });
    expect(suggested.json().tasks.map((x: { id: number }) => x.id)).toContain(task.id);
    const bad = await worker.client.get('/timetracking/api/find-suggested-tasks?conds=%7Bnope');
    expect(bad.statusCode).toBe(400);
  });
});
