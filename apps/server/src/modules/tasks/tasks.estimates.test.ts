import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskDetail } from '../../test/task-helpers.ts';
import { errorOf, eventsOf, limitMember, newTasklist } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const estimate = (client: Client, taskId: number, body: unknown) =>
  client.post(`/api/tasks/set-time-estimates?tid=${taskId}`, body);
const taskOf = (res: { json: <T>() => T }) => res.json<{ task: Task }>().task;

describe('POST /api/tasks/set-time-estimates', () => {
  it("sets people's estimates; the total is their sum until the task has its own", async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const res = await estimate(owner.client, task.id, {
      users: [
        { user_id: worker.id, minutes: 90 },
        { user_id: owner.id, minutes: 30 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(taskOf(res)).toMatchObject({
      total_time_estimate: { minutes: 120, time_spent: 0 },
      users_time_estimates: [
        { user: { id: owner.id, fullname: 'Olga Owner' }, minutes: 30, time_spent: 0 },
        { user: { id: worker.id, fullname: 'Walter Worker' }, minutes: 90, time_spent: 0 },
      ],
      version: task.version,
    });
    const own = await estimate(worker.client, task.id, { total_minutes: 100 });
    expect(taskOf(own).total_time_estimate.minutes).toBe(100);
    const cleared = await estimate(worker.client, task.id, {
      total_minutes: null,
      users: [{ user_id: worker.id, minutes: null }],
    });
    expect(taskOf(cleared)).toMatchObject({
      total_time_estimate: { minutes: 30 },
      users_time_estimates: [{ user: { id: owner.id }, minutes: 30 }],
    });
    expect(await taskDetail(worker.client, task.id)).toEqual(taskOf(cleared));
    const events = await eventsOf(owner.client, project.id);
    expect(events.slice(0, 3).map((e) => [e.type, e.notice?.minutes, e.author.id])).toEqual([
      ['task.time_estimates_changed', 30, worker.id],
      ['task.time_estimates_changed', 100, worker.id],
      ['task.time_estimates_changed', 120, owner.id],
    ]);
    // The same values again change nothing and tell nobody.
    await estimate(worker.client, task.id, { users: [{ user_id: owner.id, minutes: 30 }] });
    expect(await eventsOf(owner.client, project.id)).toHaveLength(events.length);
  });

  it('refuses minutes out of range, repeated people and people who cannot see the task', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app);
    const cases: Array<[unknown, string]> = [
      [{ total_minutes: -1 }, 'total_minutes'],
      [{ total_minutes: LIMITS.taskEstimateMinutesMax + 1 }, 'total_minutes'],
      [{ total_minutes: 1.5 }, 'total_minutes'],
      [{ total_minutes: '60' }, 'total_minutes'],
      [{ users: [{ user_id: worker.id, minutes: -5 }] }, 'users.0.minutes'],
      [{ users: [{ user_id: 'x', minutes: 5 }] }, 'users.0.user_id'],
      [
        {
          users: [
            { user_id: worker.id, minutes: 5 },
            { user_id: worker.id, minutes: 6 },
          ],
        },
        'users',
      ],
      [{ users: [{ user_id: stranger.id, minutes: 5 }] }, 'users'],
    ];
    for (const [body, field] of cases) {
      const res = await estimate(owner.client, task.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual([field]);
    }
    const list = await newTasklist(owner.client, project.id, 'Elsewhere');
    await limitMember(t, project.id, worker.id, [list.id]);
    const limited = await estimate(owner.client, task.id, {
      users: [{ user_id: worker.id, minutes: 5 }],
    });
    expect(limited.statusCode).toBe(400);
  });

  it('answers 404 out of sight, 403 where nothing may change and 409 in the trash', async () => {
    const { owner, project, task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app);
    const theirs = await createProjectWithTask(stranger.client);
    expect((await estimate(stranger.client, task.id, { total_minutes: 5 })).statusCode).toBe(404);
    expect((await estimate(owner.client, theirs.task.id, { total_minutes: 5 })).statusCode).toBe(
      404,
    );
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect((await estimate(owner.client, task.id, { total_minutes: 5 })).statusCode).toBe(409);
    await owner.client.post(`/api/tasks/restore-from-trash?tid=${task.id}`);
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    expect((await estimate(owner.client, task.id, { total_minutes: 5 })).statusCode).toBe(403);
  });
});

describe('time spent on an estimate', () => {
  const report = async (client: Client, taskId: number, minutes: number) => {
    const res = await client.post('/timetracking/api/create-work', {
      minutes,
      dateReported: Math.floor(Date.now() / 1000) - minutes * 60,
      task: { id: taskId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ work: { id: number } }>().work.id;
  };

  it("counts each person's reported minutes and everyone's in the total, without deleted ones", async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    await estimate(owner.client, task.id, { users: [{ user_id: worker.id, minutes: 120 }] });
    await report(worker.client, task.id, 60);
    await report(worker.client, task.id, 30);
    await report(owner.client, task.id, 15);
    const gone = await report(owner.client, task.id, 45);
    await owner.client.request('DELETE', `/timetracking/api/remove-work?id=${gone}`);
    const expected = {
      total_time_estimate: { minutes: 120, time_spent: 105 },
      users_time_estimates: [
        { user: { id: worker.id, fullname: 'Walter Worker' }, minutes: 120, time_spent: 90 },
      ],
    };
    // A worker sees only their own reports, yet the estimates count everyone's time.
    expect(await taskDetail(worker.client, task.id)).toMatchObject(expected);
    const board = await owner.client.get(`/api/tasks/board?pid=${project.id}`);
    expect(JSON.stringify(board.json())).toContain(
      JSON.stringify(expected.users_time_estimates[0]),
    );
    // A task without an estimate keeps the empty one.
    await estimate(owner.client, task.id, { users: [{ user_id: worker.id, minutes: null }] });
    expect((await taskDetail(owner.client, task.id)).total_time_estimate).toEqual({
      minutes: 0,
      time_spent: 0,
    });
  });

  it('stays 0 where the project hides reported time on estimates', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    await estimate(owner.client, task.id, {
      total_minutes: 60,
      users: [{ user_id: worker.id, minutes: 60 }],
    });
    await report(worker.client, task.id, 20);
    expect((await taskDetail(owner.client, task.id)).total_time_estimate).toEqual({
      minutes: 60,
      time_spent: 20,
    });
    const res = await owner.client.post(`/api/projects/update?pid=${project.id}`, {
      version: project.version,
      hide_work_reports_on_time_estimates: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await taskDetail(owner.client, task.id)).toMatchObject({
      total_time_estimate: { minutes: 60, time_spent: 0 },
      users_time_estimates: [{ user: { id: worker.id }, minutes: 60, time_spent: 0 }],
    });
  });
});
