import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tasklist } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { denyToMember } from '../../test/role-helpers.ts';
import { projectWithWorker, taskDetail, updateTask } from '../../test/task-helpers.ts';
import { boardOf, errorOf, eventsOf, newTask, tasksOf } from '../../test/tasklist-helpers.ts';
import {
  addCheck,
  addSmartCheck,
  checkOf,
  checksOf,
  validation,
} from './taskcheck-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A project with a parent task and a second task to convert, both in the first list. */
async function setUp() {
  const fixture = await projectWithWorker(t.app);
  const loose = await newTask(fixture.owner.client, fixture.tasklist.id, 'Order paper');
  return { ...fixture, loose };
}

const convert = (client: Parameters<typeof checksOf>[0], taskId: number, body: unknown) =>
  client.post(`/api/tasks/convert-to-taskcheck?tid=${taskId}`, body);

describe('POST /api/tasks/convert-to-taskcheck', () => {
  it('makes a task a plain subtask of another, and puts the task in the trash', async () => {
    const { owner, worker, project, task, loose } = await setUp();
    await updateTask(owner.client, loose, { workers_ids: [worker.id], due_date: '2026-05-05' });
    const res = await convert(owner.client, loose.id, { parent_task_id: task.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(checkOf(res)).toMatchObject({
      task_id: task.id,
      name: 'Order paper',
      worker: { id: worker.id },
      due_date: '2026-05-05',
      smart_task: null,
    });
    expect((await taskDetail(owner.client, loose.id)).date_deleted).not.toBeNull();
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toEqual([task.id]);
    const [converted, deleted] = await eventsOf(owner.client, project.id);
    expect(converted).toMatchObject({
      type: 'taskcheck.converted',
      task: { id: task.id },
      notice: { entity: 'task', target_entity: 'taskcheck', taskcheck_name: 'Order paper' },
    });
    expect(deleted).toMatchObject({ type: 'task.deleted', task: { id: loose.id } });
  });

  it('keeps the task whole behind a smart subtask when asked', async () => {
    const { owner, project, task, loose } = await setUp();
    await updateTask(owner.client, loose, { priority_enum: 'm' });
    const res = await convert(owner.client, loose.id, { parent_task_id: task.id, smart: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(checkOf(res)).toMatchObject({ smart_task: { id: loose.id, priority_enum: 'm' } });
    expect((await taskDetail(owner.client, loose.id)).smart_taskcheck_parent).toEqual({
      id: task.id,
    });
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toEqual([task.id]);
  });

  it.each([
    ['no parent', () => ({}), 'parent_task_id'],
    [
      'itself as the parent',
      (f: { loose: { id: number } }) => ({ parent_task_id: f.loose.id }),
      'parent_task_id',
    ],
  ])('answers 400 for %s', async (_, body, field) => {
    const fixture = await setUp();
    const res = await convert(fixture.owner.client, fixture.loose.id, body(fixture));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation(field));
  });

  it('answers 400 for a parent in another project of the actor, 404 for one out of sight', async () => {
    const { owner, loose } = await setUp();
    const mine = await createProjectWithTask(owner.client);
    const elsewhere = await convert(owner.client, loose.id, { parent_task_id: mine.task.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorOf(elsewhere)).toMatchObject(validation('parent_task_id'));
    const stranger = await signUp(t.app);
    const theirs = await createProjectWithTask(stranger.client);
    const hidden = await convert(owner.client, loose.id, { parent_task_id: theirs.task.id });
    expect(hidden.statusCode).toBe(404);
    expect(
      (await convert(stranger.client, loose.id, { parent_task_id: theirs.task.id })).statusCode,
    ).toBe(404);
  });

  it('answers 409 for a task with subtasks, a smart subtask’s task or a parent that is one', async () => {
    const { owner, task, loose } = await setUp();
    await addCheck(owner.client, loose.id, 'Own subtask');
    const withChecks = await convert(owner.client, loose.id, { parent_task_id: task.id });
    expect(withChecks.statusCode).toBe(409);
    const smart = await addSmartCheck(owner.client, task.id, 'Smart');
    const smartId = smart.smart_task!.id;
    expect((await convert(owner.client, smartId, { parent_task_id: loose.id })).statusCode).toBe(
      409,
    );
    const other = await newTask(owner.client, task.tasklist.id, 'Other');
    expect((await convert(owner.client, other.id, { parent_task_id: smartId })).statusCode).toBe(
      409,
    );
  });

  it('answers 409 when the parent is full', async () => {
    const { owner, task, loose } = await setUp();
    const names = Array.from({ length: LIMITS.taskchecksMax }, (_, i) => `S${i}`);
    await owner.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, { names });
    expect((await convert(owner.client, loose.id, { parent_task_id: task.id })).statusCode).toBe(
      409,
    );
  });

  it('answers 403 when a role denies deleting tasks, unless the task is kept as a smart one', async () => {
    const { owner, worker, project, task, loose } = await setUp();
    await denyToMember(owner.client, project.id, worker.id, ['task_delete']);
    const refused = await convert(worker.client, loose.id, { parent_task_id: task.id });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'DISALLOWED_ACTION', data: { id: 1 } });
    const kept = await convert(worker.client, loose.id, { parent_task_id: task.id, smart: true });
    expect(kept.statusCode).toBe(200);
  });
});

describe('POST /api/tasks/convert-to-tasklist', () => {
  it('makes a task a task list of its subtasks, in their order, and trashes the task', async () => {
    const { owner, worker, project, task } = await setUp();
    await addCheck(owner.client, task.id, 'Plain one', { worker_id: worker.id });
    const smart = await addSmartCheck(owner.client, task.id, 'Smart one');
    const done = await addCheck(owner.client, task.id, 'Done one');
    await owner.client.post(`/api/taskchecks/finish?id=${done.id}`);

    const res = await owner.client.post(`/api/tasks/convert-to-tasklist?tid=${task.id}`);
    expect(res.statusCode, res.body).toBe(201);
    const list = res.json<{ tasklist: Tasklist }>().tasklist;
    expect(list).toMatchObject({ name: 'Write copy', count_active_tasks: 2 });
    expect((await boardOf(owner.client, project.id)).map((l) => l.name)).toEqual([
      'To do',
      'Write copy',
    ]);
    const tasks = (await tasksOf(owner.client, project.id)).filter(
      (x) => x.tasklist.id === list.id,
    );
    expect(tasks.map((x) => [x.name, x.state.id, x.workers.map((w) => w.id)])).toEqual([
      ['Plain one', 1, [worker.id]],
      ['Smart one', 1, []],
      ['Done one', 5, []],
    ]);
    expect(tasks[1]!.id).toBe(smart.smart_task!.id);
    expect(tasks[1]!.smart_taskcheck_parent).toBeNull();
    expect((await taskDetail(owner.client, task.id)).date_deleted).not.toBeNull();
    expect((await checksOf(owner.client, task.id)).taskchecks).toEqual([]);
    const types = (await eventsOf(owner.client, project.id)).slice(0, 2).map((e) => e.type);
    expect(types).toEqual(['taskcheck.converted', 'tasklist.created']);
  });

  it('answers 409 for a smart subtask’s task and 404 to a stranger', async () => {
    const { owner, task } = await setUp();
    const smart = await addSmartCheck(owner.client, task.id, 'Smart');
    const res = await owner.client.post(
      `/api/tasks/convert-to-tasklist?tid=${smart.smart_task!.id}`,
    );
    expect(res.statusCode).toBe(409);
    const stranger = await signUp(t.app);
    expect(
      (await stranger.client.post(`/api/tasks/convert-to-tasklist?tid=${task.id}`)).statusCode,
    ).toBe(404);
  });

  it.each([
    ['tasklist_create', 3],
    ['task_delete', 1],
  ] as const)('answers 403 when a role denies %s', async (action, id) => {
    const { owner, worker, project, task } = await setUp();
    await denyToMember(owner.client, project.id, worker.id, [action]);
    const res = await worker.client.post(`/api/tasks/convert-to-tasklist?tid=${task.id}`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({ data: { id, action } });
    expect((await boardOf(owner.client, project.id)).length).toBe(1);
  });

  it('answers 403 in an archived project and 409 for a task in the trash', async () => {
    const { owner, project, task, loose } = await setUp();
    await owner.client.post(`/api/tasks/delete?tid=${loose.id}`);
    expect(
      (await owner.client.post(`/api/tasks/convert-to-tasklist?tid=${loose.id}`)).statusCode,
    ).toBe(409);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    expect(
      (await owner.client.post(`/api/tasks/convert-to-tasklist?tid=${task.id}`)).statusCode,
    ).toBe(403);
  });
});
