import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ActivityEvent, ErrorBody, Task } from '@tandem/contract';
import type { TestApp, Client } from '../../test/harness.ts';
import { addWorker, createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const taskOf = (res: LightMyRequestResponse) => res.json<{ task: Task }>().task;
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function tasksOf(client: Client, projectId: number): Promise<Task[]> {
  const res = await client.get(`/api/tasks/list?pid=${projectId}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ tasks: Task[] }>().tasks;
}

async function eventTypesOf(client: Client, projectId: number): Promise<string[]> {
  const res = await client.get(`/api/events/project?pid=${projectId}`);
  return res.json<{ events: ActivityEvent[] }>().events.map((e) => e.type);
}

describe('POST /api/tasks/create', () => {
  it('creates an active task at version 1, numbered within its task list', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const { project, tasklist, task: first } = await createProjectWithTask(owner.client);
    const res = await owner.client.post(`/api/tasks/create?tlid=${tasklist.id}`, {
      name: '  Proofread ',
    });
    expect(res.statusCode).toBe(201);
    const olga = { id: owner.id, fullname: 'Olga Owner' };
    expect(taskOf(res)).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(UUID),
      name: 'Proofread',
      description: null,
      state: { id: 1, state: 'active' },
      worker: null,
      workers: [],
      trackings: [],
      author: olga,
      assigner: null,
      finished_by: null,
      previous_worker: null,
      due_date: null,
      due_date_end: null,
      due_date_plus_days: null,
      due_date_end_plus_days: null,
      date_add: expect.stringMatching(ISO),
      date_upd: null,
      date_finished: null,
      date_deleted: null,
      priority_enum: null,
      project: { id: project.id, name: project.name },
      tasklist: { id: tasklist.id, name: 'To do' },
      labels: [],
      count_comments: 0,
      count_files: 0,
      has_unread_comments: false,
      has_public_link: false,
      has_email: false,
      has_reminder: false,
      has_assigned_taskcheck: false,
      is_my_priority: false,
      is_pinned: false,
      is_tracked: false,
      is_recurrent: false,
      recurrent_task: null,
      is_blocked: false,
      has_unnacessable_blocking_task: false,
      custom_fields: [],
      total_time_estimate: { minutes: 0, time_spent: 0 },
      users_time_estimates: [],
      preview_file: null,
      sorting_id: first.sorting_id + 1,
      sorting_key: 'a1',
      multi_project_task: { assigned_to: [], is_multi_project: false },
      task_checks_summary: { total: 0, finished: 0 },
      tasks_relations: { count: 0 },
      real_cost: { amount: '0.00', currency: project.currency },
      real_minutes_spent: 0,
      cost_minutes: 0,
      multi_project_task_parent_id: null,
      smart_taskcheck_parent: null,
      version: 1,
      abilities: {
        update: true,
        finish: true,
        delete: true,
        edit_name: true,
        edit_due_dates: true,
      },
    });
    expect(first.sorting_key).toBe('a0');
    expect(first.sorting_id).toBe(1);
    expect((await tasksOf(owner.client, project.id)).map((x) => x.name)).toEqual([
      'Write copy',
      'Proofread',
    ]);
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a blank name', { name: '    ' }],
    ['a 256-character name', { name: 't'.repeat(256) }],
    ['no name', {}],
    ['a numeric name', { name: 7 }],
  ])('answers 400 for %s and writes nothing', async (_case, body) => {
    const owner = await signUp(t.app);
    const { project, tasklist, task } = await createProjectWithTask(owner.client);
    const res = await owner.client.post(`/api/tasks/create?tlid=${tasklist.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { name: [expect.any(String)] } },
    });
    expect((await tasksOf(owner.client, project.id)).map((x) => x.id)).toEqual([task.id]);
  });

  it('accepts a name of exactly 255 characters', async () => {
    const owner = await signUp(t.app);
    const { tasklist } = await createProjectWithTask(owner.client);
    const res = await owner.client.post(`/api/tasks/create?tlid=${tasklist.id}`, {
      name: 't'.repeat(255),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('finish and reopen', () => {
  it('finishes a task: state 5, who and when, version + 1', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const { task } = await createProjectWithTask(owner.client);
    const res = await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    expect(res.statusCode).toBe(200);
    const finished = taskOf(res);
    expect(finished).toMatchObject({
      id: task.id,
      state: { id: 5, state: 'finished' },
      finished_by: { id: owner.id, fullname: 'Olga Owner' },
      date_finished: expect.stringMatching(ISO),
      version: task.version + 1,
    });
    expect(Math.abs(Date.parse(finished.date_finished ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('does nothing on a second finish: same version and date, no second event', async () => {
    const owner = await signUp(t.app);
    const { project, task } = await createProjectWithTask(owner.client);
    const first = taskOf(await owner.client.post(`/api/tasks/finish?tid=${task.id}`));
    const second = await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    expect(second.statusCode).toBe(200);
    expect(taskOf(second)).toEqual(first);
    const types = await eventTypesOf(owner.client, project.id);
    expect(types.filter((type) => type === 'task.finished')).toHaveLength(1);
  });

  it('reopens a finished task, and a second reopen changes nothing', async () => {
    const owner = await signUp(t.app);
    const { project, task } = await createProjectWithTask(owner.client);
    await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    const res = await owner.client.post(`/api/tasks/reopen?tid=${task.id}`);
    expect(res.statusCode).toBe(200);
    expect(taskOf(res)).toMatchObject({
      state: { id: 1, state: 'active' },
      finished_by: null,
      date_finished: null,
      version: task.version + 2,
    });
    const again = taskOf(await owner.client.post(`/api/tasks/reopen?tid=${task.id}`));
    expect(again.version).toBe(task.version + 2);
    expect((await eventTypesOf(owner.client, project.id)).slice(0, 3)).toEqual([
      'task.reopened',
      'task.finished',
      'task.created',
    ]);
  });

  it('shows the new state in the project task list', async () => {
    const owner = await signUp(t.app);
    const { project, task } = await createProjectWithTask(owner.client);
    await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    const [listed] = await tasksOf(owner.client, project.id);
    expect(listed).toMatchObject({ id: task.id, state: { id: 5, state: 'finished' }, version: 2 });
  });
});

describe('a worker added to the project', () => {
  it('creates and finishes tasks under their own name', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app, { fullname: 'Will Worker' });
    const { project, tasklist, task } = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, worker.email);
    const will = { id: worker.id, fullname: 'Will Worker' };

    const created = await worker.client.post(`/api/tasks/create?tlid=${tasklist.id}`, {
      name: 'By worker',
    });
    expect(created.statusCode).toBe(201);
    expect(taskOf(created)).toMatchObject({
      author: will,
      abilities: { update: true, finish: true },
    });

    const finished = await worker.client.post(`/api/tasks/finish?tid=${task.id}`);
    expect(finished.statusCode).toBe(200);
    expect(taskOf(finished)).toMatchObject({
      state: { id: 5, state: 'finished' },
      finished_by: will,
    });
    const ownerView = await tasksOf(owner.client, project.id);
    expect(ownerView.map((x) => [x.name, x.state.id])).toEqual([
      ['Write copy', 5],
      ['By worker', 1],
    ]);
  });
});
