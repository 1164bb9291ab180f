import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskBoard } from '@tandem/contract';
import { expandTaskBoard, taskBoardSchema, taskEndpoints } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskDetail, taskOf, updateTask } from '../../test/task-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/tasks/board', () => {
  it('answers the same tasks as the task list, compact, expanding to the same full tasks', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    const second = taskOf(
      await owner.client.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: 'Second <b>' }),
    );
    const edited = await updateTask(owner.client, task, {
      description: '<p>Only in the detail</p>',
      priority_enum: 'h',
      due_date: '2030-01-15',
      due_date_end: '2030-01-20T10:30:00.000Z',
      workers_ids: [worker.id, owner.id],
    });
    expect(edited.statusCode).toBe(200);
    expect((await owner.client.post(`/api/tasks/finish?tid=${second.id}`)).statusCode).toBe(200);
    await owner.client.post(`/api/tasks/set-flags?tid=${task.id}`, { is_my_priority: true });
    const labelled = await owner.client.post(`/front/task/api/add-label?tid=${task.id}`, {
      name: 'Urgent',
      color: 'red',
    });
    expect(labelled.statusCode).toBeLessThan(300);

    // Both answers are written without a check on every call: their schemas are checked here.
    const list = taskEndpoints.listByProject.response.parse(
      (await owner.client.get(`/api/tasks/list?pid=${project.id}`)).json(),
    ).tasks;
    const res = await owner.client.get(`/api/tasks/board?pid=${project.id}`);
    expect(res.statusCode).toBe(200);
    // The answer is written without a check on every call: the schema is checked here.
    const board = taskBoardSchema.parse(res.json());
    expect(board.project).toEqual({
      id: project.id,
      name: project.name,
      currency: project.currency,
    });
    expect(board.people.map((p) => p.id).sort()).toEqual([owner.id, worker.id].sort());
    expect(board.tasks[0]).not.toHaveProperty('description');
    expect(expandTaskBoard(board)).toEqual(list.map((full) => ({ ...full, description: null })));
    expect(list[0]!.description).toBe('<p>Only in the detail</p>');
    // The list is the board expanded: each of its tasks is the task as its detail presents it.
    for (const full of list) expect(full).toEqual(await taskDetail(owner.client, full.id));

    // The worker's own marks differ; the tasks are the same.
    const theirs = (
      await worker.client.get(`/api/tasks/board?pid=${project.id}`)
    ).json<TaskBoard>();
    expect(theirs.tasks.map((x) => [x.id, x.is_my_priority])).toEqual([
      [task.id, false],
      [second.id, false],
    ]);
  });

  it('leaves out what a limited worker does not see, and 404s for non-members', async () => {
    const { owner, worker, project, tasklist } = await projectWithWorker(t.app);
    const hidden = (
      await owner.client.post(`/api/tasklists/create?pid=${project.id}`, { name: 'Hidden' })
    ).json<{ tasklist: { id: number } }>().tasklist;
    await owner.client.post(`/api/tasks/create?tlid=${hidden.id}`, { name: 'Secret' });
    const limited = await owner.client.post(`/api/projects/update-worker?pid=${project.id}`, {
      user_id: worker.id,
      tasklists_acl: [tasklist.id],
    });
    expect(limited.statusCode).toBe(200);
    const board = (await worker.client.get(`/api/tasks/board?pid=${project.id}`)).json<TaskBoard>();
    expect(board.tasks.map((x) => x.name)).toEqual(['Write copy']);
    expect(board.tasklists.map((l) => l.id)).toEqual([tasklist.id]);

    const stranger = await signUp(t.app);
    expect((await stranger.client.get(`/api/tasks/board?pid=${project.id}`)).statusCode).toBe(404);
    const bad = await owner.client.get('/api/tasks/board?pid=x');
    expect(bad.statusCode).toBe(400);
  });

  it('narrows to one task with tid: as the board holds it, or nothing where it is not on the board', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    const hidden = (
      await owner.client.post(`/api/tasklists/create?pid=${project.id}`, { name: 'Hidden' })
    ).json<{ tasklist: { id: number } }>().tasklist;
    const secret = taskOf(
      await owner.client.post(`/api/tasks/create?tlid=${hidden.id}`, { name: 'Secret' }),
    );
    const gone = taskOf(
      await owner.client.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: 'Gone' }),
    );
    expect((await owner.client.post(`/api/tasks/delete?tid=${gone.id}`)).statusCode).toBe(200);
    await owner.client.post(`/api/projects/update-worker?pid=${project.id}`, {
      user_id: worker.id,
      tasklists_acl: [tasklist.id],
    });
    const one = async (who: typeof owner, tid: number, pid = project.id) => {
      const res = await who.client.get(`/api/tasks/board?pid=${pid}&tid=${tid}`);
      expect(res.statusCode).toBe(200);
      return taskBoardSchema.parse(res.json());
    };
    const whole = (await owner.client.get(`/api/tasks/board?pid=${project.id}`)).json<TaskBoard>();
    const single = await one(owner, task.id);
    expect(single.tasks).toEqual(whole.tasks.filter((x) => x.id === task.id));
    expect(single.tasklists.map((l) => l.id)).toEqual([tasklist.id]);
    expect(single.people.map((p) => p.id)).toEqual([owner.id]);
    expect(JSON.stringify(single).length).toBeLessThan(5_000);

    expect((await one(worker, secret.id)).tasks, 'in a list hidden from them').toEqual([]);
    expect((await one(owner, gone.id)).tasks, 'in the trash').toEqual([]);
    const elsewhere = (
      await owner.client.post('/api/projects/create', { name: 'Elsewhere' })
    ).json<{ project: { id: number } }>().project;
    expect((await one(owner, task.id, elsewhere.id)).tasks, 'of another project').toEqual([]);
    const stranger = await signUp(t.app);
    const refused = await stranger.client.get(`/api/tasks/board?pid=${project.id}&tid=${task.id}`);
    expect(refused.statusCode).toBe(404);
    const bad = await owner.client.get(`/api/tasks/board?pid=${project.id}&tid=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { tid: [expect.any(String)] } },
    });
  });
});
