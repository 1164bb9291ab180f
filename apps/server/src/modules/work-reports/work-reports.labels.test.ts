import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Label, RunningWork, WorkReport } from '@tandem/contract';
import { WORK_MESSAGES } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';

let now = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

const labelOn = async (client: Client, taskId: number, name: string) => {
  const res = await client.post(`/front/task/api/add-label?tid=${taskId}`, { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ label: Label }>().label;
};
const create = (client: Client, body: object) => client.post('/timetracking/api/create-work', body);
const edit = (client: Client, id: number, body: object) =>
  client.post(`/timetracking/api/edit-work?id=${id}`, body);
const workOf = (res: { json: <T>() => T }) => res.json<{ work: WorkReport }>().work;
const names = (labels: ReadonlyArray<{ name: string }>) => labels.map((l) => l.name);
const validation = (field: string, message: string) => ({
  code: 'VALIDATION_FAILED',
  errors: { validation: { [field]: [message] } },
});

/** A project whose owner put "Billing" on its task, and a worker with a label of their own. */
async function setUp() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Walter Worker' });
  const fixture = await createProjectWithTask(owner.client);
  await addWorker(owner.client, fixture.project.id, worker.email);
  const billing = await labelOn(owner.client, fixture.task.id, 'Billing');
  // The worker's own label, made on a task of a project of their own.
  const own = await createProjectWithTask(worker.client);
  const design = await labelOn(worker.client, own.task.id, 'design');
  return { owner, worker, billing, design, ...fixture };
}

describe('labels on work reports', () => {
  it('puts one’s own and the project’s labels on a report, by name, and replaces them on edit', async () => {
    const { worker, owner, task, billing, design } = await setUp();
    const res = await create(worker.client, {
      minutes: 30,
      dateReported: seconds('2026-03-10T08:00:00Z'),
      task: { id: task.id },
      labels: [billing.uuid, design.uuid],
    });
    expect(res.statusCode, res.body).toBe(201);
    const work = workOf(res);
    expect(work.labels).toEqual([
      { uuid: billing.uuid, name: 'Billing', color: billing.color },
      { uuid: design.uuid, name: 'design', color: design.color },
    ]);
    const listed = await owner.client.get(`/front/task/api/work-reports?tid=${task.id}`);
    expect(names(listed.json<{ reports: WorkReport[] }>().reports[0]!.labels)).toEqual([
      'Billing',
      'design',
    ]);

    // An edit without labels keeps them; a list replaces them; an empty list takes them off.
    const noteOnly = await edit(worker.client, work.id, { note: 'Call' });
    expect(names(workOf(noteOnly).labels)).toEqual(['Billing', 'design']);
    const one = await edit(worker.client, work.id, { labels: [design.uuid] });
    expect(names(workOf(one).labels)).toEqual(['design']);
    const menu = await worker.client.get('/timetracking/api/menu');
    expect(names(menu.json().last_work_reports[0].labels)).toEqual(['design']);
    const none = await edit(worker.client, work.id, { labels: [] });
    expect(workOf(none).labels).toEqual([]);

    // Removed and restored, a report keeps its labels.
    await edit(worker.client, work.id, { labels: [billing.uuid] });
    await worker.client.request('DELETE', `/timetracking/api/remove-work?id=${work.id}`);
    const restored = await worker.client.post(`/api/work/undelete?wid=${work.id}`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(names(workOf(restored).labels)).toEqual(['Billing']);
  });

  it('refuses labels the person may not use, and bad lists, saving nothing', async () => {
    const { worker, owner, task, project, billing } = await setUp();
    const stranger = await signUp(t.app, { fullname: 'Sven Stranger' });
    const elsewhere = await createProjectWithTask(stranger.client);
    const secret = await labelOn(stranger.client, elsewhere.task.id, 'Secret');
    const body = {
      minutes: 15,
      dateReported: seconds('2026-03-10T09:00:00Z'),
      task: { id: task.id },
    };
    const foreign = await create(worker.client, { ...body, labels: [billing.uuid, secret.uuid] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject(validation('labels', WORK_MESSAGES.labelUnavailable));
    const bad = await create(worker.client, { ...body, labels: ['nope'] });
    expect(bad.json()).toMatchObject(validation('labels.0', 'The label is not known.'));
    const twice = await create(worker.client, { ...body, labels: [billing.uuid, billing.uuid] });
    expect(twice.json()).toMatchObject(validation('labels', 'A label is given twice.'));
    const many = Array.from(
      { length: 31 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await create(worker.client, { ...body, labels: many });
    expect(tooMany.json()).toMatchObject(
      validation('labels', 'A work report can have at most 30 labels.'),
    );
    const listed = await owner.client.get(`/front/task/api/work-reports?tid=${task.id}`);
    expect(listed.json().reports).toEqual([]);

    // A label used only in a task list the worker cannot see is not theirs to use.
    const hidden = await newTasklist(owner.client, project.id, 'Board only');
    const hiddenTask = await newTask(owner.client, hidden.id, 'Budget talk');
    const board = await labelOn(owner.client, hiddenTask.id, 'Board');
    await limitMember(t, project.id, worker.id, [task.tasklist.id]);
    const limited = await create(worker.client, { ...body, labels: [board.uuid] });
    expect(limited.json()).toMatchObject(validation('labels', WORK_MESSAGES.labelUnavailable));
    expect((await create(worker.client, { ...body, labels: [billing.uuid] })).statusCode).toBe(201);
  });

  it('keeps a timer’s labels, changes them, and saves them with its report', async () => {
    const { worker, task, billing, design } = await setUp();
    now = new Date('2026-03-10T10:00:00Z');
    const started = await worker.client.post('/timetracking/api/create-running-work', {
      task: { id: task.id },
      labels: [design.uuid, billing.uuid],
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(names(started.json<{ workRunning: RunningWork }>().workRunning.labels)).toEqual([
      'design',
      'Billing',
    ]);
    const changed = await worker.client.post('/timetracking/api/edit-running-work', {
      labels: [billing.uuid],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(names(changed.json<{ workRunning: RunningWork }>().workRunning.labels)).toEqual([
      'Billing',
    ]);
    const refused = await worker.client.post('/timetracking/api/edit-running-work', {
      labels: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(refused.json()).toMatchObject(validation('labels', WORK_MESSAGES.labelUnavailable));

    now = new Date('2026-03-10T10:45:00Z');
    const running = (await worker.client.get('/timetracking/api/menu')).json()
      .work_running as RunningWork;
    expect(names(running.labels)).toEqual(['Billing']);
    const stopped = await worker.client.post('/timetracking/api/stop-running-work', {
      uuid: running.uuid,
      date_stopped: seconds('2026-03-10T10:45:00Z'),
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const report = stopped.json<{ work: WorkReport }>().work;
    expect(report).toMatchObject({ minutes: 45, labels: [{ uuid: billing.uuid }] });

    // Going on from a report takes its labels along.
    const again = await worker.client.post(
      `/timetracking/api/create-running-from-work?wid=${report.id}`,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(names(again.json<{ workRunning: RunningWork }>().workRunning.labels)).toEqual([
      'Billing',
    ]);
  });

  it('lets a timer without a task carry only one’s own labels', async () => {
    const { worker, billing, design } = await setUp();
    await worker.client.post('/timetracking/api/stop-running-work', {});
    const foreign = await worker.client.post('/timetracking/api/create-running-work', {
      labels: [billing.uuid],
    });
    expect(foreign.json()).toMatchObject(validation('labels', WORK_MESSAGES.labelUnavailable));
    const own = await worker.client.post('/timetracking/api/create-running-work', {
      labels: [design.uuid],
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(names(own.json<{ workRunning: RunningWork }>().workRunning.labels)).toEqual(['design']);
  });
});
