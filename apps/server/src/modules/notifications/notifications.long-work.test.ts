import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEndpoints as e } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp } from '../../test/harness.ts';
import { projectWithWorker } from '../../test/task-helpers.ts';
import { LONG_WORK_JOB, MAIL_NOTIFICATIONS_JOB } from './index.ts';

let now = new Date('2026-05-04T06:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const tell = () => t.jobs.run(LONG_WORK_JOB, {});

describe('work running above eight hours', () => {
  it('tells its person once, in the app and by e-mail, unless they switched it off', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    now = new Date('2026-05-04T06:00:00Z');
    expect(
      (await worker.client.post(`/timetracking/api/create-running-from-task?tid=${task.id}`))
        .statusCode,
    ).toBe(200);
    await owner.client.post('/api/settings/save', {
      settings: { is_long_running_work_notification_enabled: false },
    });
    expect((await owner.client.post('/timetracking/api/create-running-work', {})).statusCode).toBe(
      200,
    );

    now = new Date('2026-05-04T13:59:00Z');
    await tell();
    expect((await worker.client.call(e.quick, { query: { page: 0 } })).body.notifications).toEqual(
      [],
    );

    now = new Date('2026-05-04T14:00:30Z');
    await tell();
    await tell();
    const told = (await worker.client.call(e.quick, { query: { page: 0 } })).body.notifications;
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'long_running_work',
      task: { id: task.id },
      follow: '/timetracking',
    });
    expect((await owner.client.call(e.quick, { query: { page: 0 } })).body.notifications).toEqual(
      [],
    );
    await t.jobs.drain(MAIL_NOTIFICATIONS_JOB);
    await t.sendMails();
    expect(t.mailer.sent.filter((m) => m.to === worker.email).map((m) => m.subject)).toEqual([
      `Your timer on “${task.name}” has been running for more than 8 hours`,
    ]);
  });
});
