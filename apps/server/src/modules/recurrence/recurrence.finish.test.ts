import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@tandem/contract';
import { tasks } from '../../db/schema/projects.ts';
import { labels, taskLabels, taskUserEstimates } from '../../db/schema/task-details.ts';
import type { Client, TestApp } from '../../test/harness.ts';
import { createTestApp } from '../../test/harness.ts';
import { createField, setValue, valuesOf } from '../../test/custom-field-helpers.ts';
import { projectWithWorker, taskDetail, taskOf, updateTask } from '../../test/task-helpers.ts';
import { eventsOf, tasksOf } from '../../test/tasklist-helpers.ts';

let now = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

async function setUp(due: string | null, rule: object) {
  now = new Date('2026-03-10T10:00:00Z');
  const fixture = await projectWithWorker(t.app);
  const { owner, worker } = fixture;
  const res = await updateTask(owner.client, fixture.task, {
    ...(due ? { due_date: due } : {}),
    description: '<p>Weekly report</p>',
    priority_enum: 'h',
    workers_ids: [worker.id],
  });
  expect(res.statusCode, res.body).toBe(200);
  const set = await owner.client.post(`/api/tasks/set-recurrence?tid=${fixture.task.id}`, rule);
  expect(set.statusCode, set.body).toBe(200);
  return { ...fixture, task: taskOf(set) };
}

async function finish(client: Client, id: number): Promise<void> {
  const res = await client.post(`/api/tasks/finish?tid=${id}`);
  expect(res.statusCode, res.body).toBe(200);
}

/** The tasks of the fixture's list other than the given one. */
const othersOf = async (client: Client, task: Task) =>
  (await tasksOf(client, task.project.id)).filter((other) => other.id !== task.id);

describe('finishing a recurring task', () => {
  it('makes the next occurrence in the same list, as the finished one was, one period on', async () => {
    const { owner, worker, project, task } = await setUp('2026-03-02', {
      unit: 'week',
      interval: 1,
      based_on: 'due_date',
    });
    const field = await createField(owner.client, project.id, { name: 'Budget', type: 'number' });
    await setValue(owner.client, task.id, field, 250);
    const [label] = await t.database.db
      .insert(labels)
      .values({ name: 'Report', authorId: owner.id, dateAdd: now })
      .returning();
    await t.database.db
      .insert(taskLabels)
      .values({ taskId: task.id, labelId: label!.id, addedById: owner.id, dateAdd: now });
    await t.database.db
      .insert(taskUserEstimates)
      .values({ taskId: task.id, userId: worker.id, minutes: 90, dateUpd: now });
    await t.database.db
      .update(tasks)
      .set({ timeEstimateMinutes: 120 })
      .where(eq(tasks.id, task.id));

    await finish(worker.client, task.id);

    const [next] = await othersOf(owner.client, task);
    expect(next).toMatchObject({
      name: task.name,
      description: '<p>Weekly report</p>',
      priority_enum: 'h',
      state: { state: 'active' },
      due_date: '2026-03-09',
      due_date_end: null,
      workers: [{ id: worker.id }],
      tasklist: { id: task.tasklist.id },
      is_recurrent: true,
      recurrent_task: task.recurrent_task,
    });
    expect(valuesOf(next!)).toEqual({ Budget: 250 });
    const copiedLabels = await t.database.db
      .select({ labelId: taskLabels.labelId })
      .from(taskLabels)
      .where(eq(taskLabels.taskId, next!.id));
    expect(copiedLabels).toEqual([{ labelId: label!.id }]);
    const estimates = await t.database.db
      .select({ userId: taskUserEstimates.userId, minutes: taskUserEstimates.minutes })
      .from(taskUserEstimates)
      .where(eq(taskUserEstimates.taskId, next!.id));
    expect(estimates).toEqual([{ userId: worker.id, minutes: 90 }]);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, next!.id));
    expect(row!.timeEstimateMinutes).toBe(120);

    const finished = await taskDetail(owner.client, task.id);
    expect(finished).toMatchObject({ is_recurrent: false, recurrent_task: null });
    const events = await eventsOf(owner.client, project.id);
    expect(events.slice(0, 3).map((e) => [e.type, e.task?.id])).toEqual([
      ['task.recurred', next!.id],
      ['task.created', next!.id],
      ['task.finished', task.id],
    ]);
    expect(events[0]!.notice).toMatchObject({ due_date: '2026-03-09' });
  });

  it('makes only one: reopening and finishing the old one again makes no other', async () => {
    const { owner, task } = await setUp('2026-03-02', {
      unit: 'day',
      interval: 1,
      based_on: 'due_date',
    });
    await finish(owner.client, task.id);
    await owner.client.post(`/api/tasks/reopen?tid=${task.id}`);
    await finish(owner.client, task.id);
    const others = await othersOf(owner.client, task);
    expect(others.map((o) => o.due_date)).toEqual(['2026-03-03']);
    // Finishing the new one goes on from its own due date.
    await finish(owner.client, others[0]!.id);
    const after = await othersOf(owner.client, task);
    expect(after.map((o) => [o.due_date, o.is_recurrent])).toEqual([
      ['2026-03-03', false],
      ['2026-03-04', true],
    ]);
  });

  it('counts from the day it was finished when the rule says so', async () => {
    const { owner, task } = await setUp('2026-03-02', {
      unit: 'month',
      interval: 1,
      based_on: 'completion',
    });
    now = new Date('2026-03-31T12:00:00Z');
    await finish(owner.client, task.id);
    const [next] = await othersOf(owner.client, task);
    expect(next!.due_date).toBe('2026-04-30');
  });

  it('gives a task without a due date one on its next occurrence', async () => {
    const { owner, task } = await setUp(null, { unit: 'day', interval: 2, based_on: 'completion' });
    await finish(owner.client, task.id);
    const [next] = await othersOf(owner.client, task);
    expect(next!.due_date).toBe('2026-03-12');
  });

  it('keeps a due time and moves the end date along', async () => {
    const { owner, task } = await setUp('2026-03-02T09:00:00Z', {
      unit: 'year',
      interval: 1,
      based_on: 'due_date',
    });
    await updateTask(owner.client, task, { due_date_end: '2026-03-04' });
    await finish(owner.client, task.id);
    const [next] = await othersOf(owner.client, task);
    expect([next!.due_date, next!.due_date_end]).toEqual([
      '2027-03-02T09:00:00.000Z',
      '2027-03-04',
    ]);
  });
});
