import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Task } from '@tandem/contract';
import { taskchecks } from '../../db/schema/task-details.ts';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { denyToMember } from '../../test/role-helpers.ts';
import { projectWithWorker, taskDetail, taskOf, updateTask } from '../../test/task-helpers.ts';
import { boardOf, errorOf, eventsOf, tasksOf } from '../../test/tasklist-helpers.ts';
import {
  addCheck,
  addSmartCheck,
  checkOf,
  checksOf,
  updateCheck,
  validation,
} from './taskcheck-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setUp = () => projectWithWorker(t.app);
const storedCheck = async (id: number) =>
  (await t.database.db.select().from(taskchecks).where(eq(taskchecks.id, id)))[0]!;

describe('POST /api/taskcheck/create-smart', () => {
  it('adds a subtask with a task of its own, kept off the board', async () => {
    const { owner, worker, project, task } = await setUp();
    const check = await addSmartCheck(owner.client, task.id, 'Brief the printer', {
      worker_id: worker.id,
      due_date: '2026-07-01',
    });
    const walter = { id: worker.id, fullname: 'Walter Worker' };
    expect(check).toMatchObject({
      name: 'Brief the printer',
      worker: walter,
      due_date: '2026-07-01',
      smart_task: { id: expect.any(Number), priority_enum: null, labels: [], workers: [walter] },
    });
    const smart = await taskDetail(worker.client, check.smart_task!.id);
    expect(smart).toMatchObject({
      name: 'Brief the printer',
      workers: [walter],
      due_date: '2026-07-01',
      smart_taskcheck_parent: { id: task.id },
      tasklist: { id: task.tasklist.id },
    });
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toEqual([task.id]);
    expect((await boardOf(owner.client, project.id))[0]!.count_active_tasks).toBe(1);
    expect((await eventsOf(owner.client, project.id))[0]).toMatchObject({
      type: 'taskcheck.created',
      notice: { taskcheck_name: 'Brief the printer', to_smart_taskcheck: true },
    });
  });

  it('answers 400 without a task id, 404 for a task out of sight, 409 under a smart subtask', async () => {
    const { owner, task } = await setUp();
    const noTask = await owner.client.post('/api/taskcheck/create-smart', { name: 'A' });
    expect(noTask.statusCode).toBe(400);
    expect(errorOf(noTask)).toMatchObject(validation('task_id'));
    const stranger = await signUp(t.app);
    const hidden = await stranger.client.post('/api/taskcheck/create-smart', {
      task_id: task.id,
      name: 'A',
    });
    expect(hidden.statusCode).toBe(404);
    const smart = await addSmartCheck(owner.client, task.id, 'Smart');
    const nested = await owner.client.post('/api/taskcheck/create-smart', {
      task_id: smart.smart_task!.id,
      name: 'Deeper',
    });
    expect(nested.statusCode).toBe(409);
    const plainNested = await owner.client.post(
      `/api/taskchecks/create?tid=${smart.smart_task!.id}`,
      { name: 'Deeper' },
    );
    expect(plainNested.statusCode).toBe(409);
  });
});

describe('a smart subtask and its task', () => {
  it('stay in step whichever side is finished, renamed or reprioritised', async () => {
    const { owner, task } = await setUp();
    const check = await addSmartCheck(owner.client, task.id, 'Call');
    const smartId = check.smart_task!.id;

    await owner.client.post(`/api/tasks/finish?tid=${smartId}`);
    let [listed] = (await checksOf(owner.client, task.id)).taskchecks;
    expect(listed!.state.id).toBe(5);
    expect((await storedCheck(check.id)).stateId).toBe(5);
    expect((await taskDetail(owner.client, task.id)).task_checks_summary).toEqual({
      total: 1,
      finished: 1,
    });

    const reopened = checkOf(await owner.client.post(`/api/taskchecks/reopen?id=${check.id}`));
    expect(reopened.state.id).toBe(1);
    expect((await taskDetail(owner.client, smartId)).state.id).toBe(1);

    const smartTask = await taskDetail(owner.client, smartId);
    const renamed = await updateTask(owner.client, smartTask, {
      name: 'Call back',
      priority_enum: 'h',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    [listed] = (await checksOf(owner.client, task.id)).taskchecks;
    expect(listed).toMatchObject({
      name: 'Call back',
      priority_enum: 'h',
      smart_task: { priority_enum: 'h' },
    });
    expect((await storedCheck(check.id)).name).toBe('Call back');

    const edited = await updateCheck(owner.client, listed!, { name: 'Call twice' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await taskDetail(owner.client, smartId)).name).toBe('Call twice');
  });

  it('gives its task the worker chosen on the subtask, and shows the task’s labels', async () => {
    const { owner, worker, task } = await setUp();
    const check = await addSmartCheck(owner.client, task.id, 'Call', { worker_id: owner.id });
    const smartId = check.smart_task!.id;
    const res = await updateCheck(owner.client, check, {
      worker_id: worker.id,
      due_date: '2026-08-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const smart = await taskDetail(owner.client, smartId);
    expect(smart.workers.map((w) => w.id)).toEqual([worker.id]);
    expect(smart.due_date).toBe('2026-08-01');
    expect((await taskDetail(worker.client, task.id)).has_assigned_taskcheck).toBe(true);

    const label = await owner.client.post(`/front/task/api/add-label?tid=${smartId}`, {
      name: 'Urgent',
    });
    expect(label.statusCode, label.body).toBeLessThan(300);
    const [listed] = (await checksOf(owner.client, task.id)).taskchecks;
    expect(listed!.labels.map((l) => l.name)).toEqual(['Urgent']);
    expect(listed!.smart_task!.labels.map((l) => l.name)).toEqual(['Urgent']);
  });

  it('deleted as a subtask: its task goes to the trash as an ordinary task', async () => {
    const { owner, project, task } = await setUp();
    const check = await addSmartCheck(owner.client, task.id, 'Call');
    const smartId = check.smart_task!.id;
    expect((await owner.client.post(`/api/taskchecks/delete?id=${check.id}`)).statusCode).toBe(200);
    const trashed = await taskDetail(owner.client, smartId);
    expect(trashed).toMatchObject({
      date_deleted: expect.any(String),
      smart_taskcheck_parent: null,
    });
    expect((await checksOf(owner.client, task.id)).taskchecks).toEqual([]);
    await owner.client.post(`/api/tasks/restore-from-trash?tid=${smartId}`);
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toEqual([task.id, smartId]);
  });

  it('its task moved to the trash through the task calls takes the subtask away', async () => {
    const { owner, task } = await setUp();
    const check = await addSmartCheck(owner.client, task.id, 'Call');
    const res = await owner.client.post(`/api/tasks/delete?tid=${check.smart_task!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(taskOf(res).smart_taskcheck_parent).toBeNull();
    expect((await checksOf(owner.client, task.id)).taskchecks).toEqual([]);
  });

  it('deleting one takes the right to delete tasks; a plain one does not', async () => {
    const { owner, worker, project, task } = await setUp();
    const smart = await addSmartCheck(owner.client, task.id, 'Smart');
    const plain = await addCheck(owner.client, task.id, 'Plain');
    await denyToMember(owner.client, project.id, worker.id, ['task_delete']);
    const refused = await worker.client.post(`/api/taskchecks/delete?id=${smart.id}`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'DISALLOWED_ACTION', data: { id: 1 } });
    expect((await worker.client.post(`/api/taskchecks/delete?id=${plain.id}`)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/taskchecks/convert-to-smart', () => {
  it('gives a subtask a task carrying its name, state, worker and dates', async () => {
    const { owner, worker, project, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Plain', {
      worker_id: worker.id,
      due_date: '2026-09-01',
    });
    await owner.client.post(`/api/taskchecks/finish?id=${check.id}`);
    const res = await owner.client.post(`/api/taskchecks/convert-to-smart?id=${check.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const smart = checkOf(res);
    expect(smart).toMatchObject({
      id: check.id,
      state: { id: 5 },
      smart_task: { workers: [{ id: worker.id }] },
    });
    const row = await taskDetail(owner.client, smart.smart_task!.id);
    expect(row).toMatchObject({
      name: 'Plain',
      state: { id: 5 },
      due_date: '2026-09-01',
      finished_by: { id: owner.id },
      smart_taskcheck_parent: { id: task.id },
    });
    expect((await eventsOf(owner.client, project.id))[0]).toMatchObject({
      type: 'taskcheck.converted',
      notice: { entity: 'taskcheck', target_entity: 'smart_taskcheck', to_smart_taskcheck: true },
    });
    const again = await owner.client.post(`/api/taskchecks/convert-to-smart?id=${check.id}`);
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 to a stranger and 403 in an archived project', async () => {
    const { owner, project, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Plain');
    const stranger = await signUp(t.app);
    expect(
      (await stranger.client.post(`/api/taskchecks/convert-to-smart?id=${check.id}`)).statusCode,
    ).toBe(404);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    expect(
      (await owner.client.post(`/api/taskchecks/convert-to-smart?id=${check.id}`)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/taskchecks/convert-to-task', () => {
  it('makes a plain subtask a task at the end of the list', async () => {
    const { owner, worker, project, tasklist, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Loose end', {
      worker_id: worker.id,
      due_date: '2026-10-01',
    });
    const res = await owner.client.post(`/api/taskchecks/convert-to-task?id=${check.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<{ task: Task }>().task;
    expect(made).toMatchObject({
      name: 'Loose end',
      tasklist: { id: tasklist.id },
      workers: [{ id: worker.id }],
      due_date: '2026-10-01',
      smart_taskcheck_parent: null,
    });
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toEqual([task.id, made.id]);
    expect((await checksOf(owner.client, task.id)).taskchecks).toEqual([]);
    expect((await eventsOf(owner.client, project.id))[0]).toMatchObject({
      type: 'taskcheck.converted',
      notice: { entity: 'taskcheck', target_entity: 'task', taskcheck_name: 'Loose end' },
    });
  });

  it('frees a smart subtask’s task, keeping its id', async () => {
    const { owner, project, task } = await setUp();
    const check = await addSmartCheck(owner.client, task.id, 'Smart');
    const res = await owner.client.post(`/api/taskchecks/convert-to-task?id=${check.id}`);
    const made = res.json<{ task: Task }>().task;
    expect(made).toMatchObject({ id: check.smart_task!.id, smart_taskcheck_parent: null });
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toEqual([task.id, made.id]);
  });

  it('answers 404 to a stranger and for an unknown id', async () => {
    const { owner, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Plain');
    const stranger = await signUp(t.app);
    expect(
      (await stranger.client.post(`/api/taskchecks/convert-to-task?id=${check.id}`)).statusCode,
    ).toBe(404);
    expect((await owner.client.post('/api/taskchecks/convert-to-task?id=0')).statusCode).toBe(400);
  });
});
