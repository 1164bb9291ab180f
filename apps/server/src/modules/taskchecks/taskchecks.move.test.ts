import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { createProject, createTestApp, signUp } from '../../test/harness.ts';
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
import { addCheck, addSmartCheck, checkOf, namesOf, validation } from './taskcheck-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Olga's project with Walter; the fixture's task holds A and B, a second task holds X and Y. */
async function setUp() {
  const fixture = await projectWithWorker(t.app);
  const { owner, task, tasklist } = fixture;
  const a = await addCheck(owner.client, task.id, 'A', { worker_id: fixture.worker.id });
  const b = await addCheck(owner.client, task.id, 'B');
  const other = await newTask(owner.client, tasklist.id, 'Other');
  const x = await addCheck(owner.client, other.id, 'X');
  const y = await addCheck(owner.client, other.id, 'Y');
  return { ...fixture, a, b, other, x, y };
}

const move = (client: Client, id: number, body: unknown) =>
  client.post(`/api/taskchecks/move?id=${id}`, body);

describe('POST /api/taskchecks/move', () => {
  it('moves a subtask with its worker to the end of another task, or beside one of its subtasks', async () => {
    const s = await setUp();
    const res = await move(s.owner.client, s.a.id, { task_id: s.other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(checkOf(res)).toMatchObject({
      id: s.a.id,
      name: 'A',
      worker: { id: s.worker.id },
      version: s.a.version + 1,
    });
    expect(await namesOf(s.owner.client, s.task.id)).toEqual(['B']);
    expect(await namesOf(s.owner.client, s.other.id)).toEqual(['X', 'Y', 'A']);
    const events = await eventsOf(s.owner.client, s.project.id);
    expect(events[0]).toMatchObject({
      type: 'taskcheck.moved',
      task: { id: s.other.id },
      notice: { taskcheck_name: 'A', task_from: { id: s.task.id, name: 'Write copy' } },
    });

    await move(s.owner.client, s.b.id, { task_id: s.other.id, before_id: s.y.id });
    expect(await namesOf(s.owner.client, s.other.id)).toEqual(['X', 'B', 'Y', 'A']);
    await move(s.owner.client, s.b.id, { task_id: s.task.id });
    await move(s.owner.client, s.b.id, { task_id: s.other.id, after_id: s.x.id });
    expect(await namesOf(s.owner.client, s.other.id)).toEqual(['X', 'B', 'Y', 'A']);
    const summary = (task: Task) => task.task_checks_summary;
    expect(summary(await taskDetail(s.owner.client, s.task.id))).toEqual({ total: 0, finished: 0 });
    expect(summary(await taskDetail(s.owner.client, s.other.id))).toMatchObject({ total: 4 });
  });

  it('takes a smart subtask’s task along', async () => {
    const s = await setUp();
    const smart = await addSmartCheck(s.owner.client, s.task.id, 'Smart');
    const res = await move(s.owner.client, smart.id, { task_id: s.other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await namesOf(s.owner.client, s.other.id)).toEqual(['X', 'Y', 'Smart']);
    const behind = await taskDetail(s.owner.client, smart.smart_task!.id);
    expect(behind.smart_taskcheck_parent).toMatchObject({ id: s.other.id });
  });

  it.each([
    ['its own task', (s: Awaited<ReturnType<typeof setUp>>) => ({ task_id: s.task.id }), 'task_id'],
    [
      'a neighbour of another task',
      (s: Awaited<ReturnType<typeof setUp>>) => ({ task_id: s.other.id, before_id: s.b.id }),
      'before_id',
    ],
    [
      'both neighbours',
      (s: Awaited<ReturnType<typeof setUp>>) => ({
        task_id: s.other.id,
        before_id: s.x.id,
        after_id: s.y.id,
      }),
      'after_id',
    ],
    ['no task', () => ({}), 'task_id'],
  ])('answers 400 for %s and changes nothing', async (_, body, field) => {
    const s = await setUp();
    const res = await move(s.owner.client, s.a.id, body(s));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject(validation(field));
    expect(await namesOf(s.owner.client, s.task.id)).toEqual(['A', 'B']);
    expect(await namesOf(s.owner.client, s.other.id)).toEqual(['X', 'Y']);
  });

  it('refuses a task of another project (400) and one out of sight or missing (404)', async () => {
    const s = await setUp();
    const elsewhere = await createProject(s.owner.client, 'Elsewhere');
    const list = await newTasklist(s.owner.client, elsewhere.id, 'L');
    const far = await newTask(s.owner.client, list.id, 'Far');
    const res = await move(s.owner.client, s.a.id, { task_id: far.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject(validation('task_id'));

    const missing = await move(s.owner.client, s.a.id, { task_id: MISSING_ID });
    expect(missing.statusCode).toBe(404);
    const stranger = await signUp(t.app);
    const refused = await move(stranger.client, s.a.id, { task_id: s.other.id });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused)).toMatchObject(notFoundBody('The subtask'));
    expect(await namesOf(s.owner.client, s.task.id)).toEqual(['A', 'B']);
  });

  it('answers 404 to a worker limited away from the task it goes to', async () => {
    const s = await setUp();
    const hidden = await newTasklist(s.owner.client, s.project.id, 'Hidden');
    const secret = await newTask(s.owner.client, hidden.id, 'Secret');
    await limitMember(t, s.project.id, s.worker.id, [s.tasklist.id]);
    const res = await move(s.worker.client, s.a.id, { task_id: secret.id });
    expect(res.statusCode, res.body).toBe(404);
    expect(await namesOf(s.owner.client, secret.id)).toEqual([]);
    const allowed = await move(s.worker.client, s.a.id, { task_id: s.other.id });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('answers 409 when the task it goes to is in the trash', async () => {
    const s = await setUp();
    await s.owner.client.post(`/api/tasks/delete?tid=${s.other.id}`);
    const res = await move(s.owner.client, s.a.id, { task_id: s.other.id });
    expect(res.statusCode, res.body).toBe(409);
    expect(await namesOf(s.owner.client, s.task.id)).toEqual(['A', 'B']);
  });
});
