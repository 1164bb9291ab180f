import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisallowedActionName } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { denyToMember } from '../../test/role-helpers.ts';
import { projectWithWorker, taskDetail, taskOf, updateTask } from '../../test/task-helpers.ts';
import {
  MISSING_ID,
  errorOf,
  eventsOf,
  limitMember,
  newTasklist,
  notFoundBody,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setUp = () => projectWithWorker(t.app);

const validation = (field: string) => ({
  code: 'VALIDATION_FAILED',
  errors: { validation: { [field]: [expect.any(String)] } },
});

describe('POST /api/tasks/update', () => {
  it('renames, describes, prioritises, dates and staffs a task in one edit, version + 1', async () => {
    const { owner, worker, project, task } = await setUp();
    const res = await updateTask(owner.client, task, {
      name: '  Write the copy ',
      description: '<p>Two <strong>paragraphs</strong></p><p>of text</p>',
      priority_enum: 'h',
      due_date: '2026-05-10',
      due_date_end: '2026-05-12T15:30:00+02:00',
      workers_ids: [worker.id, owner.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    // Workers added together stand in the order of their accounts.
    const walter = { id: worker.id, fullname: 'Walter Worker' };
    const olga = { id: owner.id, fullname: 'Olga Owner' };
    expect(taskOf(res)).toMatchObject({
      name: 'Write the copy',
      description: '<p>Two <strong>paragraphs</strong></p><p>of text</p>',
      priority_enum: 'h',
      due_date: '2026-05-10',
      due_date_end: '2026-05-12T13:30:00.000Z',
      worker: olga,
      workers: [olga, walter],
      assigner: olga,
      date_upd: expect.any(String),
      version: task.version + 1,
    });
    expect(await taskDetail(worker.client, task.id)).toEqual(taskOf(res));

    const events = await eventsOf(owner.client, project.id);
    expect(events.slice(0, 5).map((e) => [e.type, e.notice])).toEqual([
      [
        'task.workers_changed',
        {
          task_name: 'Write the copy',
          workers: [olga, walter],
          added_users: [olga, walter],
          removed_users: [],
        },
      ],
      ['task.priority_changed', { task_name: 'Write the copy', priority_enum: 'h' }],
      ['task.description_changed', { task_name: 'Write the copy' }],
      [
        'task.due_dates_changed',
        {
          task_name: 'Write the copy',
          due_date: '2026-05-10',
          due_date_end: '2026-05-12T13:30:00.000Z',
          due_date_previous: null,
          due_date_end_previous: null,
        },
      ],
      ['task.renamed', { task_name: 'Write the copy', old_task_name: 'Write copy' }],
    ]);
  });

  it('changes nothing and tells no one when the values are the ones the task has', async () => {
    const { owner, project, task } = await setUp();
    const before = await eventsOf(owner.client, project.id);
    const res = await updateTask(owner.client, task, {
      name: task.name,
      description: null,
      priority_enum: 'n',
      due_date: null,
      workers_ids: [],
    });
    expect(res.statusCode).toBe(200);
    expect(taskOf(res)).toMatchObject({ version: task.version, date_upd: null });
    expect(await eventsOf(owner.client, project.id)).toEqual(before);
  });

  it('keeps the order of workers who stay and records who came and went', async () => {
    const { owner, worker, project, task } = await setUp();
    const first = taskOf(await updateTask(owner.client, task, { workers_ids: [worker.id] }));
    const second = await updateTask(owner.client, first, { workers_ids: [owner.id, worker.id] });
    const third = await updateTask(owner.client, taskOf(second), { workers_ids: [owner.id] });
    expect(taskOf(second).workers.map((w) => w.id)).toEqual([worker.id, owner.id]);
    expect(taskOf(third)).toMatchObject({
      workers: [{ id: owner.id }],
      worker: { id: owner.id },
      version: task.version + 3,
    });
    const [last] = await eventsOf(owner.client, project.id);
    expect(last?.notice).toMatchObject({
      added_users: [],
      removed_users: [{ id: worker.id, fullname: 'Walter Worker' }],
    });
    const cleared = taskOf(await updateTask(owner.client, taskOf(third), { workers_ids: [] }));
    expect(cleared).toMatchObject({ workers: [], worker: null, assigner: null });
  });

  it('takes n and null for no priority, and keeps it as null', async () => {
    const { owner, task } = await setUp();
    const high = taskOf(await updateTask(owner.client, task, { priority_enum: 'l' }));
    const none = taskOf(await updateTask(owner.client, high, { priority_enum: 'n' }));
    expect([high.priority_enum, none.priority_enum]).toEqual(['l', null]);
  });

  it('stores a name with markup as plain text, exactly as written', async () => {
    const { owner, task } = await setUp();
    const name = '<script>alert(1)</script><b onmouseover="x()">Bold</b>';
    const res = await updateTask(owner.client, task, { name });
    expect(taskOf(res).name).toBe(name);
  });

  it('sanitizes the description: no scripts, handlers, frames or javascript links survive', async () => {
    const { owner, task } = await setUp();
    const res = await updateTask(owner.client, task, {
      description:
        '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<iframe src="https://evil.test"></iframe><style>p{}</style>' +
        '<a href="javascript:alert(3)">bad</a> <a href="https://tandem.test/x">good</a></p>',
    });
    expect(res.statusCode).toBe(200);
    const html = taskOf(res).description ?? '';
    expect(html).toBe(
      '<p>Hi<a rel="noopener noreferrer nofollow" target="_blank">bad</a> ' +
        '<a href="https://tandem.test/x" rel="noopener noreferrer nofollow" target="_blank">good</a></p>',
    );
    for (const bad of ['<script', 'onclick', 'onerror', '<img', '<iframe', '<style', 'javascript:'])
      expect(html).not.toContain(bad);
  });

  it('keeps no description when nothing readable is left', async () => {
    const { owner, task } = await setUp();
    const res = await updateTask(owner.client, task, {
      description: '<p> &nbsp; </p><script>x</script>',
    });
    expect(taskOf(res).description).toBeNull();
  });

  it('takes a description of the largest size', async () => {
    const { owner, task } = await setUp();
    const description = `<p>${'a'.repeat(LIMITS.taskDescriptionMax - 7)}</p>`;
    const res = await updateTask(owner.client, task, { description });
    expect(res.statusCode).toBe(200);
    expect(taskOf(res).description).toBe(description);
  });

  it('takes an end on the same day as a whole-day start, in the user’s time zone', async () => {
    const { owner, task } = await setUp();
    await owner.client.post('/api/user-profile/save', { timezone: 'Europe/Prague' });
    // 00:30 in Prague on the 10th is still the 9th in UTC.
    const res = await updateTask(owner.client, task, {
      due_date: '2026-05-10',
      due_date_end: '2026-05-10T00:30:00+02:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    // In UTC the same end is on the day before.
    await owner.client.post('/api/user-profile/save', { timezone: 'UTC' });
    const again = await updateTask(owner.client, taskOf(res), {
      due_date: '2026-05-10',
      due_date_end: '2026-05-10T00:30:00+02:00',
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('POST /api/tasks/update refuses bad input with 400 and writes nothing', () => {
  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a 256-character name', { name: 'n'.repeat(256) }, 'name'],
    [
      'an oversized description',
      { description: 'd'.repeat(LIMITS.taskDescriptionMax + 1) },
      'description',
    ],
    ['an unknown priority', { priority_enum: 'x' }, 'priority_enum'],
    ['a due date that is no date', { due_date: 'tomorrow' }, 'due_date'],
    ['a due date without offset', { due_date: '2026-05-10T10:00:00' }, 'due_date'],
    [
      'an end before the start',
      { due_date: '2026-05-10', due_date_end: '2026-05-09' },
      'due_date_end',
    ],
    [
      'an end time before the start time',
      { due_date: '2026-05-10T10:00:00Z', due_date_end: '2026-05-10T09:59:00Z' },
      'due_date_end',
    ],
    ['an end without a start', { due_date_end: '2026-05-09' }, 'due_date'],
    ['an unknown worker', { workers_ids: [MISSING_ID] }, 'workers_ids'],
    ['a worker id that is no id', { workers_ids: ['abc'] }, 'workers_ids.0'],
    [
      'too many workers',
      { workers_ids: Array.from({ length: LIMITS.taskWorkersMax + 1 }, (_, i) => i + 1) },
      'workers_ids',
    ],
    ['no version', { version: undefined, name: 'New' }, 'version'],
  ])('%s', async (_case, change, field) => {
    const { owner, task } = await setUp();
    const res = await updateTask(owner.client, task, change as never);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject(validation(field));
    expect(await taskDetail(owner.client, task.id)).toMatchObject({
      name: task.name,
      version: task.version,
    });
  });

  it('refuses a worker from another project (an id swap)', async () => {
    const { owner, task } = await setUp();
    const stranger = await signUp(t.app);
    await createProjectWithTask(stranger.client);
    const res = await updateTask(owner.client, task, { workers_ids: [stranger.id] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.validation?.workers_ids?.[0]).toContain(String(stranger.id));
  });

  it('refuses a worker who does not see the task’s list', async () => {
    const { owner, worker, project, task } = await setUp();
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    const res = await updateTask(owner.client, task, { workers_ids: [worker.id] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation('workers_ids'));
  });
});

describe('who may edit', () => {
  it('answers 404 to a non-member, for a task that exists as for one that does not', async () => {
    const { task } = await setUp();
    const stranger = await signUp(t.app);
    await createProjectWithTask(stranger.client);
    const swapped = await updateTask(stranger.client, task, { name: 'Planted' });
    const missing = await updateTask(
      stranger.client,
      { id: MISSING_ID, version: 1 },
      {
        name: 'Planted',
      },
    );
    expect(swapped.statusCode).toBe(404);
    expect(swapped.json()).toEqual(notFoundBody('The task'));
    expect(missing.json()).toEqual(swapped.json());
  });

  it('answers 404 to a worker limited to other lists', async () => {
    const { owner, worker, project, task } = await setUp();
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    const res = await updateTask(worker.client, task, { name: 'Seen?' });
    expect(res.statusCode).toBe(404);
    expect((await worker.client.get(`/api/task/detail?tid=${task.id}`)).statusCode).toBe(404);
  });

  it('answers 409 to a stale version and keeps the newer edit', async () => {
    const { owner, worker, task } = await setUp();
    expect((await updateTask(worker.client, task, { name: 'First' })).statusCode).toBe(200);
    const res = await updateTask(owner.client, task, { name: 'Second' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('CONFLICT');
    expect((await taskDetail(owner.client, task.id)).name).toBe('First');
  });

  it('answers 409 for a task in the trash', async () => {
    const { owner, task } = await setUp();
    const trashed = taskOf(await owner.client.post(`/api/tasks/delete?tid=${task.id}`));
    const res = await updateTask(owner.client, trashed, { name: 'Late' });
    expect(res.statusCode).toBe(409);
  });

  it('answers 403 in an archived project, where tasks are read-only', async () => {
    const { owner, project, task } = await setUp();
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    const res = await updateTask(owner.client, task, { name: 'Late' });
    expect(res.statusCode).toBe(403);
    expect((await taskDetail(owner.client, task.id)).abilities.update).toBe(false);
  });
});

describe('actions a role denies', () => {
  const refusal = (id: number, action: DisallowedActionName, owner: { id: number }) => ({
    message: 'disallowed_action',
    code: 'DISALLOWED_ACTION',
    data: { id, action, owner: { id: owner.id, fullname: 'Olga Owner' } },
  });

  it.each([
    ['task_name_edit', 6, { name: 'Renamed' }, 'edit_name'],
    ['task_due_dates_edit', 7, { due_date: '2026-06-01' }, 'edit_due_dates'],
  ] as const)(
    '%s: 403 with the spec’s body; other fields stay editable',
    async (action, id, change, ability) => {
      const { owner, worker, project, task } = await setUp();
      await denyToMember(owner.client, project.id, worker.id, [action]);
      const seen = await taskDetail(worker.client, task.id);
      expect(seen.abilities).toMatchObject({ update: true, [ability]: false });

      const res = await updateTask(worker.client, seen, change);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual(refusal(id, action, owner));

      // Sending the value unchanged is not a change, and other fields can still be edited.
      const allowed = await updateTask(worker.client, seen, {
        name: seen.name,
        due_date: seen.due_date,
        priority_enum: 'm',
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(taskOf(allowed).priority_enum).toBe('m');
      // The owner is never denied.
      expect((await updateTask(owner.client, taskOf(allowed), change)).statusCode).toBe(200);
    },
  );
});

describe('a worker who leaves the project', () => {
  it('is no longer among the workers of its tasks', async () => {
    const { owner, worker, project, task } = await setUp();
    await updateTask(owner.client, task, { workers_ids: [worker.id, owner.id] });
    const removed = await owner.client.post(`/api/projects/remove-worker?pid=${project.id}`, {
      user_id: worker.id,
    });
    expect(removed.statusCode).toBe(200);
    const detail = await taskDetail(owner.client, task.id);
    expect(detail.workers.map((w) => w.id)).toEqual([owner.id]);
  });
});
