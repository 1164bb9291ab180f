import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Label, Task } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskDetail } from '../../test/task-helpers.ts';
import {
  errorOf,
  eventsOf,
  limitMember,
  newTask,
  newTasklist,
  notFoundBody,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

const addLabel = (client: Client, taskId: number, body: unknown) =>
  client.post(`/front/task/api/add-label?tid=${taskId}`, body);
const editLabel = (client: Client, uuid: string, body: unknown) =>
  client.post(`/front/task/api/edit-label/?uuid=${uuid}`, body);
const removeLabel = (client: Client, taskId: number, uuid: string) =>
  client.request('DELETE', `/front/task/api/remove-label?tid=${taskId}&uuid=${uuid}`);
const available = async (client: Client, taskId: number) => {
  const res = await client.get(`/front/task/api/available-labels?tid=${taskId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ labels: Label[] }>().labels;
};
const added = (res: { json: <T>() => T }) => res.json<{ task: Task; label: Label }>();

const validation = (field: string) => ({
  code: 'VALIDATION_FAILED',
  errors: { validation: { [field]: [expect.any(String)] } },
});

describe('POST /front/task/api/add-label', () => {
  it('makes a label of the viewer by name, puts it on the task and tells the project', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const res = await addLabel(owner.client, task.id, { name: '  Urgent ', color: 'RED' });
    expect(res.statusCode, res.body).toBe(200);
    const { task: after, label } = added(res);
    expect(label).toEqual({
      uuid: expect.any(String),
      name: 'Urgent',
      color: 'red',
      owners_ids: [owner.id],
      can_be_edited: true,
    });
    expect(after.labels).toEqual([{ uuid: label.uuid, name: 'Urgent', color: 'red' }]);
    expect(after.version).toBe(task.version);
    expect((await taskDetail(worker.client, task.id)).labels).toEqual(after.labels);
    const [event] = await eventsOf(worker.client, project.id);
    expect(event).toMatchObject({
      type: 'task.labels_changed',
      task: { id: task.id },
      notice: { task_name: task.name, labels_added: ['Urgent'] },
    });
  });

  it('reuses a label of the project by name whatever the case, and shares it with members', async () => {
    const { owner, worker, tasklist, task } = await projectWithWorker(t.app);
    const { label } = added(await addLabel(owner.client, task.id, { name: 'Bug', color: '#f00' }));
    const second = await newTask(worker.client, tasklist.id, 'Second');
    const seen = await available(worker.client, second.id);
    expect(seen).toEqual([{ ...label, can_be_edited: false }]);
    const res = await addLabel(worker.client, second.id, { name: 'bUG', color: 'blue' });
    expect(res.statusCode, res.body).toBe(200);
    // The colour asked for is ignored: the label stays as its owner made it.
    expect(added(res).label).toEqual({ ...label, can_be_edited: false });
    expect(added(res).task.labels).toEqual([{ uuid: label.uuid, name: 'Bug', color: '#f00' }]);
  });

  it('adds an available label by uuid, and once only', async () => {
    const { owner, tasklist, task } = await projectWithWorker(t.app);
    const { label } = added(await addLabel(owner.client, task.id, { name: 'Docs' }));
    const other = await newTask(owner.client, tasklist.id, 'Other');
    const first = await addLabel(owner.client, other.id, { uuid: label.uuid });
    expect(first.statusCode, first.body).toBe(200);
    const again = await addLabel(owner.client, other.id, { uuid: label.uuid });
    expect(added(again).task.labels).toHaveLength(1);
    const events = await eventsOf(owner.client, tasklist.project.id);
    expect(events.filter((e) => e.type === 'task.labels_changed')).toHaveLength(2);
  });

  it('refuses bad names, colours and bodies with 400 on the field', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const cases: Array<[unknown, string]> = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(LIMITS.labelNameMax + 1) }, 'name'],
      [{ name: 'Ok', color: 'crimson' }, 'color'],
      [{ name: 'Ok', color: '#12' }, 'color'],
      [{}, 'name'],
      [{ name: 'Ok', uuid: MISSING_UUID }, 'name'],
      [{ uuid: 'not-a-uuid' }, 'uuid'],
    ];
    for (const [body, field] of cases) {
      const res = await addLabel(owner.client, task.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res)).toMatchObject(validation(field));
    }
  });

  it(`keeps a task to ${LIMITS.taskLabelsMax} labels`, async () => {
    const { owner, task } = await projectWithWorker(t.app);
    for (let i = 0; i < LIMITS.taskLabelsMax; i += 1)
      expect((await addLabel(owner.client, task.id, { name: `L${i}` })).statusCode).toBe(200);
    const res = await addLabel(owner.client, task.id, { name: 'One more' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject(validation('label'));
  });

  it('answers 404 for tasks and labels out of sight, 403 and 409 for what may not be done', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app);
    expect((await addLabel(stranger.client, task.id, { name: 'X' })).statusCode).toBe(404);
    // Another project's label is not available here, even by uuid.
    const elsewhere = await createProjectWithTask(stranger.client);
    const foreign = added(await addLabel(stranger.client, elsewhere.task.id, { name: 'Theirs' }));
    const res = await addLabel(owner.client, task.id, { uuid: foreign.label.uuid });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual(notFoundBody('The label'));
    // A task id of another project is out of sight too.
    expect((await addLabel(owner.client, elsewhere.task.id, { name: 'X' })).statusCode).toBe(404);
    // A worker limited to another list does not see the task.
    const list = await newTasklist(owner.client, project.id, 'Elsewhere');
    await limitMember(t, project.id, worker.id, [list.id]);
    expect((await addLabel(worker.client, task.id, { name: 'X' })).statusCode).toBe(404);
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect((await addLabel(owner.client, task.id, { name: 'X' })).statusCode).toBe(409);
  });

  it('answers 403 in a project that can no longer be changed', async () => {
    const { owner, project, task } = await projectWithWorker(t.app);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    const res = await addLabel(owner.client, task.id, { name: 'Late' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /front/task/api/available-labels', () => {
  it('lists own labels and those on tasks the viewer sees in the project, by name', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    const elsewhere = await createProjectWithTask(worker.client);
    const mine = added(await addLabel(worker.client, elsewhere.task.id, { name: 'alpha' })).label;
    const shared = added(await addLabel(owner.client, task.id, { name: 'Beta' })).label;
    const hiddenList = await newTasklist(owner.client, project.id, 'Secret');
    const hiddenTask = await newTask(owner.client, hiddenList.id, 'Hidden');
    await addLabel(owner.client, hiddenTask.id, { name: 'Gamma' });
    await limitMember(t, project.id, worker.id, [tasklist.id]);
    expect((await available(worker.client, task.id)).map((l) => l.name)).toEqual(['alpha', 'Beta']);
    expect((await available(worker.client, task.id))[0]).toEqual({
      ...mine,
      can_be_edited: true,
    });
    expect((await available(owner.client, task.id)).map((l) => l.uuid)).toContain(shared.uuid);
    expect((await available(owner.client, task.id)).map((l) => l.name)).toEqual(['Beta', 'Gamma']);
  });

  it('answers 404 for a task out of sight', async () => {
    const { task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app);
    const res = await stranger.client.get(`/front/task/api/available-labels?tid=${task.id}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual(notFoundBody('The task'));
    const bad = await stranger.client.get('/front/task/api/available-labels?tid=abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /front/task/api/edit-label/', () => {
  it('lets an owner rename and recolour a label; every task carrying it shows the change', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const { label } = added(await addLabel(owner.client, task.id, { name: 'Bug' }));
    const res = await editLabel(owner.client, label.uuid, { name: 'Defect', color: '#0A0' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().label).toEqual({ ...label, name: 'Defect', color: '#0A0' });
    expect((await taskDetail(worker.client, task.id)).labels).toEqual([
      { uuid: label.uuid, name: 'Defect', color: '#0A0' },
    ]);
    const [event] = await eventsOf(worker.client, project.id);
    expect(event).toMatchObject({
      type: 'label.updated',
      notice: { labels_added: ['Defect'], labels_removed: ['Bug'] },
    });
    const cleared = await editLabel(owner.client, label.uuid, { color: null });
    expect(cleared.json().label.color).toBeNull();
  });

  it('answers 403 to a member who sees the label but does not own it, 404 to others', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    const { label } = added(await addLabel(owner.client, task.id, { name: 'Bug' }));
    const stranger = await signUp(t.app);
    const denied = await editLabel(worker.client, label.uuid, { name: 'Mine now' });
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied).code).toBe('FORBIDDEN');
    const unseen = await editLabel(stranger.client, label.uuid, { name: 'Mine now' });
    expect(errorOf(unseen)).toEqual(notFoundBody('The label'));
    expect((await editLabel(owner.client, MISSING_UUID, { name: 'X' })).statusCode).toBe(404);
  });

  it('refuses a bad name or colour with 400 on the field', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const { label } = added(await addLabel(owner.client, task.id, { name: 'Bug' }));
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ color: 'navy' }, 'color'],
      [{ color: 5 }, 'color'],
    ] as const) {
      const res = await editLabel(owner.client, label.uuid, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject(validation(field));
    }
    expect((await editLabel(owner.client, 'nope', {})).statusCode).toBe(400);
  });
});

describe('DELETE /front/task/api/remove-label', () => {
  it('takes the label off the task and keeps the label', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    const { label } = added(await addLabel(owner.client, task.id, { name: 'Bug' }));
    const res = await removeLabel(worker.client, task.id, label.uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ task: Task }>().task.labels).toEqual([]);
    const events = await eventsOf(owner.client, project.id);
    expect(events[0]).toMatchObject({
      type: 'task.labels_changed',
      notice: { labels_removed: ['Bug'] },
    });
    // Removing again changes nothing for its owner; the worker no longer sees it anywhere.
    expect((await removeLabel(owner.client, task.id, label.uuid)).statusCode).toBe(200);
    expect((await removeLabel(worker.client, task.id, label.uuid)).statusCode).toBe(404);
    expect(await eventsOf(owner.client, project.id)).toHaveLength(events.length);
    const other = await newTask(owner.client, tasklist.id, 'Other');
    expect((await available(owner.client, other.id)).map((l) => l.uuid)).toEqual([label.uuid]);
  });

  it('answers 404 for labels and tasks out of sight, 403 where the task cannot change', async () => {
    const { owner, project, task } = await projectWithWorker(t.app);
    const { label } = added(await addLabel(owner.client, task.id, { name: 'Bug' }));
    const stranger = await signUp(t.app);
    expect((await removeLabel(stranger.client, task.id, label.uuid)).statusCode).toBe(404);
    expect((await removeLabel(owner.client, task.id, MISSING_UUID)).statusCode).toBe(404);
    const theirs = await createProjectWithTask(stranger.client);
    const foreign = added(await addLabel(stranger.client, theirs.task.id, { name: 'Theirs' }));
    const swapped = await removeLabel(owner.client, task.id, foreign.label.uuid);
    expect(errorOf(swapped)).toEqual(notFoundBody('The label'));
    expect((await removeLabel(owner.client, theirs.task.id, label.uuid)).statusCode).toBe(404);
    expect(
      (await owner.client.request('DELETE', `/front/task/api/remove-label?tid=${task.id}`))
        .statusCode,
    ).toBe(400);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    expect((await removeLabel(owner.client, task.id, label.uuid)).statusCode).toBe(403);
  });
});
