import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEndpoints as e } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp } from '../../test/harness.ts';
import { projectWithWorker, taskOf, updateTask } from '../../test/task-helpers.ts';
import { limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';
import { MAIL_NOTIFICATIONS_JOB, REMINDERS_JOB } from './index.ts';

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
