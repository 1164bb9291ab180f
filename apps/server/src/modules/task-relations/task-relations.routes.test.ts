import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelatedTask, Task, TaskRelation } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
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

const relate = (client: Client, taskId: number, body: unknown) =>
  client.post(`/api/task-relations/create?tid=${taskId}`, body);
const unrelate = (client: Client, uuid: string) =>
  client.request('DELETE', `/api/task-relations/delete?uuid=${uuid}`);
interface Listing {
  relations: TaskRelation[];
  hidden_count: number;
  has_unnacessable_blocking_task: boolean;
}
const listOf = async (client: Client, taskId: number): Promise<Listing> => {
  const res = await client.get(`/api/task-relations/list?tid=${taskId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Listing>();
};
const created = (res: { json: <T>() => T }) => res.json<{ relation: TaskRelation; task: Task }>();

/** A project with a worker and two tasks in one list. */
async function twoTasks() {
  const fixture = await projectWithWorker(t.app);
  const second = await newTask(fixture.owner.client, fixture.tasklist.id, 'Second');
  return { ...fixture, second };
}

describe('POST /api/task-relations/create', () => {
  it('relates two tasks; each side reads the kind its own way and the blocked one is blocked', async () => {
    const { owner, worker, project, task, second } = await twoTasks();
    const res = await relate(owner.client, second.id, {
      kind: 'blocked_by',
      target_task_id: task.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { relation, task: after } = created(res);
    expect(relation).toEqual({
      uuid: expect.any(String),
      kind: 'blocked_by',
      task: {
        id: task.id,
        uuid: task.uuid,
        name: task.name,
        state: { id: 1, state: 'active' },
        is_deleted: false,
        project: { id: project.id, name: project.name },
        tasklist: { id: task.tasklist.id, name: task.tasklist.name },
      },
      author: { id: owner.id, fullname: 'Olga Owner' },
      date_add: expect.any(String),
      can_delete: true,
    });
    expect(after).toMatchObject({
      id: second.id,
      is_blocked: true,
      has_unnacessable_blocking_task: false,
      tasks_relations: { count: 1 },
    });
    const blocker = await taskDetail(worker.client, task.id);
    expect(blocker).toMatchObject({ is_blocked: false, tasks_relations: { count: 1 } });
    const fromBlocker = await listOf(worker.client, task.id);
    expect(fromBlocker.relations).toMatchObject([
      { uuid: relation.uuid, kind: 'blocks', task: { id: second.id }, can_delete: true },
    ]);
    const events = await eventsOf(worker.client, project.id);
    expect(events.slice(0, 2).map((e) => [e.type, e.task?.id, e.notice?.relation_kind])).toEqual([
      ['task.relation_added', task.id, 'blocks'],
      ['task.relation_added', second.id, 'blocked_by'],
    ]);
    // Finishing the blocker unblocks the task.
    await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    expect((await taskDetail(owner.client, second.id)).is_blocked).toBe(false);
  });

  it('relates by uuid, and reads duplicates and related tasks from both sides', async () => {
    const { owner, task, second } = await twoTasks();
    const res = await relate(owner.client, task.id, {
      kind: 'duplicate_of',
      target_task_uuid: second.uuid,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await listOf(owner.client, second.id)).relations[0]?.kind).toBe('duplicated_by');
    const third = await newTask(owner.client, task.tasklist.id, 'Third');
    await relate(owner.client, third.id, { kind: 'related_to', target_task_id: task.id });
    expect((await listOf(owner.client, task.id)).relations.map((r) => r.kind)).toEqual([
      'duplicate_of',
      'related_to',
    ]);
    expect((await taskDetail(owner.client, task.id)).is_blocked).toBe(false);
  });

  it('relates tasks of two projects the viewer is in; others see the relation only counted', async () => {
    const { owner, worker, task } = await twoTasks();
    const elsewhere = await createProjectWithTask(owner.client);
    const res = await relate(owner.client, task.id, {
      kind: 'blocked_by',
      target_task_id: elsewhere.task.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    // The worker is not in the other project: the blocker is counted, never named.
    const seen = await taskDetail(worker.client, task.id);
    expect(seen).toMatchObject({
      is_blocked: true,
      has_unnacessable_blocking_task: true,
      tasks_relations: { count: 1 },
    });
    expect(await listOf(worker.client, task.id)).toEqual({
      relations: [],
      hidden_count: 1,
      has_unnacessable_blocking_task: true,
    });
    expect((await listOf(owner.client, task.id)).has_unnacessable_blocking_task).toBe(false);
    const events = await eventsOf(owner.client, elsewhere.project.id);
    expect(events[0]).toMatchObject({
      type: 'task.relation_added',
      task: { id: elsewhere.task.id },
      notice: { relation_kind: 'blocks' },
    });
  });

  it('hides a blocker in a task list the viewer may not see', async () => {
    const { owner, worker, project, task, tasklist } = await twoTasks();
    const secret = await newTasklist(owner.client, project.id, 'Secret');
    const hidden = await newTask(owner.client, secret.id, 'Hidden');
    await relate(owner.client, hidden.id, { kind: 'blocks', target_task_id: task.id });
    await limitMember(t, project.id, worker.id, [tasklist.id]);
    const listing = await listOf(worker.client, task.id);
    expect(listing).toMatchObject({ relations: [], hidden_count: 1 });
    expect(listing.has_unnacessable_blocking_task).toBe(true);
    const tasks = (await worker.client.get(`/api/tasks/list?pid=${project.id}`)).json<{
      tasks: Task[];
    }>().tasks;
    expect(tasks.find((x) => x.id === task.id)).toMatchObject({
      is_blocked: true,
      has_unnacessable_blocking_task: true,
    });
  });

  it('refuses itself, unknown kinds, both or neither target, and a second relation', async () => {
    const { owner, task, second } = await twoTasks();
    const cases: Array<[unknown, string]> = [
      [{ kind: 'blocks', target_task_id: task.id }, 'target_task_id'],
      [{ kind: 'blocks', target_task_uuid: task.uuid }, 'target_task_id'],
      [{ kind: 'parent_of', target_task_id: second.id }, 'kind'],
      [{ kind: 'duplicated_by', target_task_id: second.id }, 'kind'],
      [{ kind: 'blocks' }, 'target_task_id'],
      [
        { kind: 'blocks', target_task_id: second.id, target_task_uuid: second.uuid },
        'target_task_id',
      ],
      [{ kind: 'blocks', target_task_id: -1 }, 'target_task_id'],
      [{ kind: 'blocks', target_task_uuid: 'nope' }, 'target_task_uuid'],
    ];
    for (const [body, field] of cases) {
      const res = await relate(owner.client, task.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorOf(res).errors?.validation ?? {})).toContain(field);
    }
    expect(
      (await relate(owner.client, task.id, { kind: 'blocks', target_task_id: second.id }))
        .statusCode,
    ).toBe(201);
    for (const [from, to, kind] of [
      [task.id, second.id, 'blocks'],
      [second.id, task.id, 'blocked_by'],
      [second.id, task.id, 'related_to'],
    ] as const) {
      const res = await relate(owner.client, from, { kind, target_task_id: to });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).code).toBe('CONFLICT');
    }
  });

  it('answers 404 for tasks out of sight, 403 and 409 for what may not change', async () => {
    const { owner, worker, project, task, second } = await twoTasks();
    const stranger = await signUp(t.app);
    const theirs = await createProjectWithTask(stranger.client);
    const body = { kind: 'related_to', target_task_id: second.id };
    expect((await relate(stranger.client, task.id, body)).statusCode).toBe(404);
    const swapped = await relate(owner.client, task.id, {
      kind: 'related_to',
      target_task_id: theirs.task.id,
    });
    expect(errorOf(swapped)).toEqual(notFoundBody('The other task'));
    const byUuid = await relate(owner.client, task.id, {
      kind: 'related_to',
      target_task_uuid: MISSING_UUID,
    });
    expect(byUuid.statusCode).toBe(404);
    await owner.client.post(`/api/tasks/delete?tid=${second.id}`);
    expect((await relate(owner.client, task.id, body)).statusCode).toBe(409);
    const third = await newTask(owner.client, task.tasklist.id, 'Third');
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    const fromTrash = await relate(owner.client, task.id, {
      kind: 'related_to',
      target_task_id: third.id,
    });
    expect(fromTrash.statusCode).toBe(409);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    const archived = await relate(worker.client, third.id, {
      kind: 'related_to',
      target_task_id: task.id,
    });
    expect(archived.statusCode).toBe(403);
  });
});

describe('DELETE /api/task-relations/delete', () => {
  it('removes a relation from either side and answers both tasks', async () => {
    const { owner, worker, project, task, second } = await twoTasks();
    const { relation } = created(
      await relate(owner.client, second.id, { kind: 'blocked_by', target_task_id: task.id }),
    );
    const res = await unrelate(worker.client, relation.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const tasks = res.json<{ tasks: Task[] }>().tasks;
    expect(tasks.map((x) => [x.id, x.is_blocked, x.tasks_relations.count])).toEqual([
      [second.id, false, 0],
      [task.id, false, 0],
    ]);
    const events = await eventsOf(owner.client, project.id);
    expect(events.slice(0, 2).map((e) => [e.type, e.notice?.relation_kind])).toEqual([
      ['task.relation_removed', 'blocks'],
      ['task.relation_removed', 'blocked_by'],
    ]);
    expect((await unrelate(worker.client, relation.uuid)).statusCode).toBe(404);
  });

  it('answers 404 unless the viewer sees both tasks, 403 when they may edit neither', async () => {
    const { owner, worker, project, task } = await twoTasks();
    const elsewhere = await createProjectWithTask(owner.client);
    const { relation } = created(
      await relate(owner.client, task.id, {
        kind: 'related_to',
        target_task_id: elsewhere.task.id,
      }),
    );
    const stranger = await signUp(t.app);
    expect((await unrelate(stranger.client, relation.uuid)).statusCode).toBe(404);
    const halfSeen = await unrelate(worker.client, relation.uuid);
    expect(errorOf(halfSeen)).toEqual(notFoundBody('The relation'));
    expect((await unrelate(owner.client, MISSING_UUID)).statusCode).toBe(404);
    expect((await unrelate(owner.client, 'nope')).statusCode).toBe(400);
    // In both projects but both archived: nothing may change.
    await addWorker(owner.client, elsewhere.project.id, worker.email);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    await owner.client.post(`/api/projects/archive?pid=${elsewhere.project.id}`);
    expect((await unrelate(worker.client, relation.uuid)).statusCode).toBe(403);
    const listing = await listOf(worker.client, task.id);
    expect(listing.relations[0]?.can_delete).toBe(false);
  });
});

describe('GET /api/task-relations/list and candidates', () => {
  it('answers 404 for a task out of sight and 400 for a bad id', async () => {
    const { task } = await twoTasks();
    const stranger = await signUp(t.app);
    const res = await stranger.client.get(`/api/task-relations/list?tid=${task.id}`);
    expect(errorOf(res)).toEqual(notFoundBody('The task'));
    expect((await stranger.client.get('/api/task-relations/list?tid=0')).statusCode).toBe(400);
  });

  it('finds tasks the viewer sees in any of their projects by name, this project first', async () => {
    const { owner, worker, task, second } = await twoTasks();
    const elsewhere = await createProjectWithTask(owner.client);
    const far = await newTask(owner.client, elsewhere.tasklist.id, 'Second_far 100%');
    const stranger = await signUp(t.app);
    const strangers = await createProjectWithTask(stranger.client);
    await newTask(stranger.client, strangers.tasklist.id, 'Second of a stranger');
    const find = async (client: Client, q: string) => {
      const res = await client.get(
        `/api/task-relations/candidates?tid=${task.id}&q=${encodeURIComponent(q)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ tasks: RelatedTask[] }>().tasks;
    };
    expect((await find(owner.client, 'SECOND')).map((x) => x.id)).toEqual([second.id, far.id]);
    expect((await find(owner.client, '100%')).map((x) => x.id)).toEqual([far.id]);
    expect((await find(owner.client, 'd_f')).map((x) => x.id)).toEqual([far.id]);
    expect((await find(worker.client, 'second')).map((x) => x.id)).toEqual([second.id]);
    // The task itself is never offered; the same name in the other project is.
    expect((await find(owner.client, task.name)).map((x) => x.id)).toEqual([elsewhere.task.id]);
    const short = await owner.client.get(`/api/task-relations/candidates?tid=${task.id}&q=a`);
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).errors?.validation).toEqual({
      q: ['Search query must be at least 2 characters long.'],
    });
    const unseen = await stranger.client.get(
      `/api/task-relations/candidates?tid=${task.id}&q=second`,
    );
    expect(unseen.statusCode).toBe(404);
    const foreign = await owner.client.get(
      `/api/task-relations/candidates?tid=${strangers.task.id}&q=second`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
