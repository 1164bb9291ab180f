import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEndpoints as e } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp } from '../../test/harness.ts';
import { projectWithWorker, taskOf, updateTask } from '../../test/task-helpers.ts';
import { limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';
import { DUE_DATES_JOB, MAIL_NOTIFICATIONS_JOB, REMINDERS_JOB } from './index.ts';

let now = new Date('2026-03-20T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const deliver = () => t.jobs.run(REMINDERS_JOB, {});

describe('reminders come due', () => {
  it('once, at 09:00 local of a whole-day due date less the offset, across a change to summer time', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    await worker.client.post('/api/user-profile/save', { timezone: 'Europe/Prague' });
    // 29 March 2026: Prague moves to summer time (UTC+2) at 02:00.
    const dated = taskOf(await updateTask(owner.client, task, { due_date: '2026-03-29' }));
    const added = await worker.client.post(`/api/tasks/add-reminder?tid=${dated.id}`, {
      due_date_offset: '1h',
    });
    expect(added.statusCode, added.body).toBe(201);
    // 09:00 in Prague that day is 07:00 UTC; an hour before is 06:00 UTC.
    now = new Date('2026-03-29T05:59:00Z');
    await deliver();
    expect((await worker.client.call(e.quick, { query: { page: 0 } })).body.notifications).toEqual(
      [],
    );
    now = new Date('2026-03-29T06:00:30Z');
    await deliver();
    await deliver();
    const list = (await worker.client.call(e.quick, { query: { page: 0 } })).body;
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({
      type: 'reminder',
      author: null,
      task: { id: task.id },
      follow: `/task/${task.id}`,
    });
    const reminders = await worker.client.get(`/api/tasks/reminders?tid=${task.id}`);
    expect(reminders.json().reminders[0].date_sent).toBe('2026-03-29T06:00:30.000Z');
    // The e-mail goes once, to the person only.
    await t.jobs.drain(MAIL_NOTIFICATIONS_JOB);
    await t.sendMails();
    expect(t.mailer.sent.filter((m) => m.to === worker.email).map((m) => m.subject)).toEqual([
      `Reminder: “${task.name}”`,
    ]);
    expect(t.mailer.sent.some((m) => m.to === owner.email)).toBe(false);
  });

  it('at a chosen moment, and never about a task the person no longer sees', async () => {
    now = new Date('2026-04-01T08:00:00Z');
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const list = await newTasklist(owner.client, project.id, 'Later closed');
    const hidden = await newTask(owner.client, list.id, 'Hidden soon');
    for (const tid of [task.id, hidden.id])
      expect(
        (
          await worker.client.post(`/api/tasks/add-reminder?tid=${tid}`, {
            remind_at: '2026-04-01T10:00:00Z',
          })
        ).statusCode,
      ).toBe(201);
    await limitMember(t, project.id, worker.id, [task.tasklist.id]);
    now = new Date('2026-04-01T10:00:00Z');
    await deliver();
    const told = (await worker.client.call(e.quick, { query: { page: 0 } })).body.notifications;
    expect(told.map((n) => n.task?.name)).toEqual([task.name]);
  });
});

const tellDue = () => t.jobs.run(DUE_DATES_JOB, {});
type Client = Awaited<ReturnType<typeof projectWithWorker>>['owner']['client'];
const quick = async (client: Client) =>
  (await client.call(e.quick, { query: { page: 0 } })).body.notifications;

describe('due dates come near', () => {
  it('tell the workers an hour before a due time, once per due date, and by e-mail', async () => {
    now = new Date('2026-05-04T07:00:00Z');
    const { owner, worker, task } = await projectWithWorker(t.app);
    const dated = taskOf(
      await updateTask(owner.client, task, {
        workers_ids: [worker.id],
        due_date: '2026-05-04T10:00:00.000Z',
      }),
    );
    now = new Date('2026-05-04T08:59:00Z');
    await tellDue();
    expect(await quick(worker.client)).toEqual([]);
    now = new Date('2026-05-04T09:00:20Z');
    await tellDue();
    await tellDue();
    const told = await quick(worker.client);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'due_date',
      author: null,
      task: { id: task.id },
      notice: { due_date: '2026-05-04T10:00:00.000Z' },
    });
    // The author is not told while somebody works on the task.
    expect((await quick(owner.client)).filter((n) => n.type === 'due_date')).toEqual([]);
    await t.jobs.drain(MAIL_NOTIFICATIONS_JOB);
    await t.sendMails();
    expect(t.mailer.sent.filter((m) => m.to === worker.email).map((m) => m.subject)).toContain(
      `Due soon: “${task.name}”`,
    );
    // A new due date is told anew.
    const moved = taskOf(
      await updateTask(owner.client, dated, { due_date: '2026-05-04T12:00:00.000Z' }),
    );
    expect(moved.due_date).toBe('2026-05-04T12:00:00.000Z');
    now = new Date('2026-05-04T11:00:10Z');
    await tellDue();
    expect((await quick(worker.client)).filter((n) => n.type === 'due_date')).toHaveLength(2);
  });

  it('tell the author of a task nobody works on at 09:00 local the day before, across the end of summer time', async () => {
    now = new Date('2026-10-30T12:00:00Z');
    const { owner, task } = await projectWithWorker(t.app);
    await owner.client.post('/api/user-profile/save', { timezone: 'America/New_York' });
    const saved = await owner.client.post('/api/settings/save', {
      settings: { when_send_due_date_without_time_part_notification: 'day_before' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await updateTask(owner.client, task, { due_date: '2026-11-02' });
    // New York leaves summer time on 1 November at 02:00: 09:00 that day is 14:00 UTC.
    now = new Date('2026-11-01T13:59:00Z');
    await tellDue();
    expect((await quick(owner.client)).filter((n) => n.type === 'due_date')).toEqual([]);
    now = new Date('2026-11-01T14:00:00Z');
    await tellDue();
    expect((await quick(owner.client)).filter((n) => n.type === 'due_date')).toMatchObject([
      { task: { id: task.id }, notice: { due_date: '2026-11-02' } },
    ]);
  });

  it('tell nobody who turned them off, of a finished task, or of a task out of sight', async () => {
    now = new Date('2026-06-01T07:00:00Z');
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const list = await newTasklist(owner.client, project.id, 'Closed soon');
    const hidden = await newTask(owner.client, list.id, 'Out of sight');
    const done = await newTask(owner.client, task.tasklist.id, 'Done early');
    const dated = [];
    for (const one of [task, hidden, done])
      dated.push(
        taskOf(
          await updateTask(owner.client, one, { workers_ids: [worker.id], due_date: '2026-06-01' }),
        ),
      );
    await worker.client.post(`/api/tasks/finish?tid=${done.id}`);
    await limitMember(t, project.id, worker.id, [task.tasklist.id]);
    now = new Date('2026-06-01T09:00:00Z');
    await tellDue();
    expect(
      (await quick(worker.client)).filter((n) => n.type === 'due_date').map((n) => n.task?.name),
    ).toEqual([task.name]);
    const off = await worker.client.post('/api/settings/save', {
      settings: { enable_due_date_notifications: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await updateTask(owner.client, dated[0]!, { due_date: '2026-06-02' });
    now = new Date('2026-06-02T09:00:00Z');
    await tellDue();
    expect((await quick(worker.client)).filter((n) => n.type === 'due_date')).toHaveLength(1);
  });
});
