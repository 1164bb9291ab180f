import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { denyToMember } from '../../test/role-helpers.ts';
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
import { addCheck, checkOf, checksOf, namesOf, validation } from './taskcheck-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setUp = () => projectWithWorker(t.app);

describe('GET /api/taskchecks/list', () => {
  it('answers no subtasks, the people who can be given one and what the viewer may do', async () => {
    const { owner, worker, task } = await setUp();
    const list = await checksOf(worker.client, task.id);
    expect(list).toEqual({
      taskchecks: [],
      workers: [
        { id: owner.id, fullname: 'Olga Owner' },
        { id: worker.id, fullname: 'Walter Worker' },
      ],
      abilities: {
        update: true,
        finish: true,
        delete: true,
        edit_name: true,
        edit_due_dates: true,
      },
    });
  });

  it('leaves out of the people those limited to other task lists', async () => {
    const { owner, worker, project, task } = await setUp();
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    const list = await checksOf(owner.client, task.id);
    expect(list.workers.map((w) => w.id)).toEqual([owner.id]);
  });

  it('answers 404 to a stranger, for an unknown task and to a worker limited to another list', async () => {
    const { owner, worker, project, task } = await setUp();
    const stranger = await signUp(t.app);
    const hidden = await stranger.client.get(`/api/taskchecks/list?tid=${task.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(notFoundBody('The task'));
    const missing = await owner.client.get(`/api/taskchecks/list?tid=${MISSING_ID}`);
    expect(missing.json()).toEqual(hidden.json());
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    expect((await worker.client.get(`/api/taskchecks/list?tid=${task.id}`)).statusCode).toBe(404);
  });

  it('answers 400 for a task id that is not a number', async () => {
    const { owner } = await setUp();
    const res = await owner.client.get('/api/taskchecks/list?tid=abc');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation('tid'));
  });
});

describe('POST /api/taskchecks/create', () => {
  it('adds subtasks at the end, or after a given one, and the task counts them', async () => {
    const { owner, worker, project, task } = await setUp();
    const first = await addCheck(owner.client, task.id, '  Draft  ');
    expect(first).toMatchObject({
      task_id: task.id,
      name: 'Draft',
      state: { id: 1, state: 'active' },
      subtask_name: 'Draft',
      subtask_state: { id: 1, state: 'active' },
      worker: null,
      due_date: null,
      author: { id: owner.id, fullname: 'Olga Owner' },
      smart_task: null,
      labels: [],
      priority_enum: null,
      version: 1,
    });
    const third = await addCheck(owner.client, task.id, 'Publish', {
      worker_id: worker.id,
      due_date: '2026-05-10',
      due_date_end: '2026-05-12T10:00:00+02:00',
    });
    expect(third).toMatchObject({
      worker: { id: worker.id, fullname: 'Walter Worker' },
      due_date: '2026-05-10',
      due_date_end: '2026-05-12T08:00:00.000Z',
    });
    await addCheck(owner.client, task.id, 'Review', { after_id: first.id });
    expect(await namesOf(worker.client, task.id)).toEqual(['Draft', 'Review', 'Publish']);

    const seenByWorker = await taskDetail(worker.client, task.id);
    expect(seenByWorker.task_checks_summary).toEqual({ total: 3, finished: 0 });
    expect(seenByWorker.has_assigned_taskcheck).toBe(true);
    expect((await taskDetail(owner.client, task.id)).has_assigned_taskcheck).toBe(false);

    const events = await eventsOf(owner.client, project.id);
    expect(events[0]).toMatchObject({
      type: 'taskcheck.created',
      task: { id: task.id },
      notice: { task_name: 'Write copy', taskcheck_name: 'Review' },
    });
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name'],
    ['a name too long', { name: 'x'.repeat(LIMITS.nameMax + 1) }, 'name'],
    ['no name', {}, 'name'],
    ['a date that is not one', { name: 'A', due_date: '10. 5. 2026' }, 'due_date'],
    [
      'an end before the start',
      { name: 'A', due_date: '2026-05-10', due_date_end: '2026-05-09' },
      'due_date_end',
    ],
    ['an end without a start', { name: 'A', due_date_end: '2026-05-09' }, 'due_date'],
    ['a worker id that is not one', { name: 'A', worker_id: 'x' }, 'worker_id'],
  ])('answers 400 for %s, and adds nothing', async (_, body, field) => {
    const { owner, task } = await setUp();
    const res = await owner.client.post(`/api/taskchecks/create?tid=${task.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation(field));
    expect(await namesOf(owner.client, task.id)).toEqual([]);
  });

  it('answers 400 for a worker who is not a member, or does not see the list', async () => {
    const { owner, worker, project, task } = await setUp();
    const stranger = await signUp(t.app);
    const outsider = await owner.client.post(`/api/taskchecks/create?tid=${task.id}`, {
      name: 'A',
      worker_id: stranger.id,
    });
    expect(outsider.statusCode).toBe(400);
    expect(errorOf(outsider)).toMatchObject(validation('worker_id'));
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    const limited = await owner.client.post(`/api/taskchecks/create?tid=${task.id}`, {
      name: 'A',
      worker_id: worker.id,
    });
    expect(limited.statusCode).toBe(400);
  });

  it('answers 400 for after_id of another task’s subtask', async () => {
    const { owner, tasklist, task } = await setUp();
    const second = await newTask(owner.client, tasklist.id, 'Second');
    const foreign = await addCheck(owner.client, second.id, 'Elsewhere');
    const res = await owner.client.post(`/api/taskchecks/create?tid=${task.id}`, {
      name: 'A',
      after_id: foreign.id,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation('after_id'));
  });

  it('answers 404 to a stranger, even one with a project of their own', async () => {
    const { task } = await setUp();
    const stranger = await signUp(t.app);
    await createProjectWithTask(stranger.client);
    const res = await stranger.client.post(`/api/taskchecks/create?tid=${task.id}`, { name: 'A' });
    expect(res.statusCode).toBe(404);
    expect(
      (await stranger.client.post(`/api/taskchecks/create?tid=${MISSING_ID}`, { name: 'A' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 403 in an archived project and when a role denies dates; 409 in the trash', async () => {
    const { owner, worker, project, task } = await setUp();
    await denyToMember(owner.client, project.id, worker.id, ['task_due_dates_edit']);
    const dated = await worker.client.post(`/api/taskchecks/create?tid=${task.id}`, {
      name: 'A',
      due_date: '2026-05-10',
    });
    expect(dated.statusCode).toBe(403);
    expect(errorOf(dated)).toMatchObject({ code: 'DISALLOWED_ACTION', data: { id: 7 } });
    expect(
      (await worker.client.post(`/api/taskchecks/create?tid=${task.id}`, { name: 'A' })).statusCode,
    ).toBe(201);

    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    const trashed = await owner.client.post(`/api/taskchecks/create?tid=${task.id}`, { name: 'B' });
    expect(trashed.statusCode).toBe(409);
    await owner.client.post(`/api/tasks/restore-from-trash?tid=${task.id}`);

    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    const archived = await owner.client.post(`/api/taskchecks/create?tid=${task.id}`, {
      name: 'C',
    });
    expect(archived.statusCode).toBe(403);
    expect((await checksOf(owner.client, task.id)).abilities.update).toBe(false);
  });
});

describe('POST /api/taskchecks/create-bulk', () => {
  it('adds a subtask for each pasted line and sends back the lines it could not take', async () => {
    const { owner, project, task } = await setUp();
    await addCheck(owner.client, task.id, 'Existing');
    const long = 'y'.repeat(LIMITS.nameMax + 1);
    const res = await owner.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, {
      names: `Buy paper\r\n\n  - Print flyers  \n* [ ] Hand them out\n${long}\n   \n• Count`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ taskchecks: { name: string }[]; invalid_taskchecks_names: string[] }>();
    expect(body.taskchecks.map((c) => c.name)).toEqual([
      'Buy paper',
      'Print flyers',
      'Hand them out',
      'Count',
    ]);
    expect(body.invalid_taskchecks_names).toEqual([long]);
    expect(await namesOf(owner.client, task.id)).toEqual([
      'Existing',
      'Buy paper',
      'Print flyers',
      'Hand them out',
      'Count',
    ]);
    // One event for the paste, however many lines it had.
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({
      type: 'taskcheck.created',
      notice: { taskcheck_name: 'Buy paper', more_taskchecks_in_task: 3 },
    });
  });

  it('refuses a paste with a control character whole, naming the field, and adds nothing', async () => {
    const { owner, task } = await setUp();
    const res = await owner.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, {
      names: 'Fine\nBad\u0000line',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { names: [MESSAGES.textCharacters] } },
    });
    expect(await namesOf(owner.client, task.id)).toEqual([]);
  });

  it('takes a list of names too', async () => {
    const { owner, task } = await setUp();
    const res = await owner.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, {
      names: ['One', '', 'Two'],
    });
    expect(res.statusCode).toBe(201);
    expect(await namesOf(owner.client, task.id)).toEqual(['One', 'Two']);
  });

  it('answers 201 with nothing added when every line is refused', async () => {
    const { owner, task } = await setUp();
    const res = await owner.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, {
      names: 'z'.repeat(300),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ taskchecks: [], invalid_taskchecks_names: ['z'.repeat(300)] });
  });

  it.each([
    ['only blank lines', { names: '\n  \n' }],
    [
      'more lines than one paste takes',
      { names: Array.from({ length: 201 }, (_, i) => `L${i}`).join('\n') },
    ],
    ['names of the wrong type', { names: 5 }],
    ['no names', {}],
    ['too much text', { names: 'a'.repeat(LIMITS.taskchecksBulkTextMax + 1) }],
  ])('answers 400 for %s', async (_, body) => {
    const { owner, task } = await setUp();
    const res = await owner.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(errorOf(res).errors?.validation).toHaveProperty('names');
  });

  it('answers 409 when the task would have more than 200 subtasks, and adds none', async () => {
    const { owner, task } = await setUp();
    const lines = Array.from({ length: LIMITS.taskchecksMax }, (_, i) => `Step ${i + 1}`);
    const full = await owner.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, {
      names: lines.join('\n'),
    });
    expect(full.statusCode).toBe(201);
    const more = await owner.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, {
      names: 'One more',
    });
    expect(more.statusCode).toBe(409);
    const one = await owner.client.post(`/api/taskchecks/create?tid=${task.id}`, { name: 'Again' });
    expect(one.statusCode).toBe(409);
    expect((await taskDetail(owner.client, task.id)).task_checks_summary.total).toBe(200);
  });

  it('answers 404 to a stranger and 403 in an archived project', async () => {
    const { owner, project, task } = await setUp();
    const stranger = await signUp(t.app);
    const hidden = await stranger.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, {
      names: 'A',
    });
    expect(hidden.statusCode).toBe(404);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    const archived = await owner.client.post(`/api/taskchecks/create-bulk?tid=${task.id}`, {
      names: 'A',
    });
    expect(archived.statusCode).toBe(403);
  });
});

describe('subtask fields of tasks', () => {
  it('are filled on the project’s task list too', async () => {
    const { owner, worker, project, task } = await setUp();
    const check = await addCheck(owner.client, task.id, 'Mine', { worker_id: worker.id });
    await owner.client.post(`/api/taskchecks/create?tid=${task.id}`, { name: 'Other' });
    await owner.client.post(`/api/taskchecks/finish?id=${check.id}`);
    const res = await worker.client.get(`/api/tasks/list?pid=${project.id}`);
    const [listed] = res.json<{
      tasks: { id: number; task_checks_summary: unknown; has_assigned_taskcheck: boolean }[];
    }>().tasks;
    // A finished subtask is no longer work waiting for its worker.
    expect(listed).toMatchObject({
      id: task.id,
      task_checks_summary: { total: 2, finished: 1 },
      has_assigned_taskcheck: false,
    });
    expect(checkOf(await owner.client.post(`/api/taskchecks/reopen?id=${check.id}`)).state.id).toBe(
      1,
    );
    expect((await taskDetail(worker.client, task.id)).has_assigned_taskcheck).toBe(true);
  });
});
