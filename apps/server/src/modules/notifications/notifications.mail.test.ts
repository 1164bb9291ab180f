import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEndpoints as e } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, updateTask } from '../../test/task-helpers.ts';
import { comment } from '../../test/comment-helpers.ts';
import { DIGESTS_JOB, FANOUT_JOB, MAIL_NOTIFICATIONS_JOB, MONTHLY_REPORT_JOB } from './index.ts';

let now = new Date('2026-11-02T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const mention = (id: number, name: string) =>
  `<p>Look <span data-type="mention" data-id="${id}" data-label="${name}">@${name}</span></p>`;
/** Everything the jobs would do now: fan out, e-mail, summarize, report, deliver. */
async function runJobs(...extra: string[]) {
  await t.jobs.run(FANOUT_JOB, {});
  for (const name of extra) await t.jobs.run(name, {});
  await t.jobs.drain(MAIL_NOTIFICATIONS_JOB);
  await t.sendMails();
}
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
const hashOf = (header: string | undefined) => /hash=([0-9a-f]{32})/.exec(header ?? '')?.[1];

describe('notification e-mails', () => {
  it('carry a plain and an HTML part and an unsubscribe link that stops them in one click', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    await comment(owner.client, task.id, mention(worker.id, 'Walter Worker'));
    await runJobs();
    const [mail] = mailsTo(worker.email);
    expect(mail?.text).toContain('http://tandem.test/notification?nid=');
    expect(mail?.text).toMatch(/http:\/\/tandem\.test\/unsubscribe\?hash=[0-9a-f]{32}/);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).toContain('Olga Owner mentioned you in “');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const hash = hashOf(mail?.headers?.['List-Unsubscribe']);
    expect(hash).toBeDefined();
    // The mail program's one-click POST, as RFC 8058 has it: a form, no session.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?hash=${hash}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: `${worker.email[0]}***@${worker.email.split('@')[1]}` });
    const settings = (await worker.client.call(e.settings, {})).body.settings;
    expect(settings.notification_email).toBe(false);
    // The next mention is shown in Tandem but sends nothing.
    await comment(owner.client, task.id, mention(worker.id, 'Walter Worker'));
    await runJobs();
    expect(mailsTo(worker.email)).toHaveLength(1);
    expect((await worker.client.call(e.quick, { query: { page: 0 } })).body.all_unread_count).toBe(
      2,
    );
  });

  it('answer a broken unsubscribe link with 400 and an unknown one with 404, changing nothing', async () => {
    const cases: Array<[string, number, string]> = [
      ['', 400, 'The unsubscribe link is incomplete.'],
      ['?hash=xyz', 400, 'The unsubscribe link is not valid.'],
      [`?hash=${'a'.repeat(33)}`, 400, 'The unsubscribe link is not valid.'],
      [`?hash=${'a'.repeat(32)}`, 404, ''],
    ];
    for (const [query, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe${query}`,
      });
      expect(res.statusCode, query).toBe(status);
      if (message) expect(res.json().errors.validation.hash).toEqual([message]);
    }
  });

  it('go as one e-mail for what one is told at once, for who wants them grouped', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    await worker.client.call(e.saveNotificationSettings, {
      body: { settings: { send_email_with_grouped_notifications: true } },
    });
    await updateTask(owner.client, task, { workers_ids: [worker.id] });
    await comment(owner.client, task.id, mention(worker.id, 'Walter Worker'));
    await runJobs();
    const mails = mailsTo(worker.email);
    expect(mails.map((m) => m.subject)).toEqual(['You have 2 new notifications']);
    expect(mails[0]!.text).toContain(`Olga Owner assigned you to “${task.name}”`);
    expect(mails[0]!.text).toContain(`Olga Owner mentioned you in “${task.name}”`);
    expect(mails[0]!.html).toContain('<ul');
  });
});

describe('summaries', () => {
  it('every few hours gather what was not e-mailed, in the person’s time zone and schedule, once', async () => {
    now = new Date('2026-11-03T06:00:00Z');
    const { owner, worker, task } = await projectWithWorker(t.app);
    await worker.client.post('/api/user-profile/save', { timezone: 'Europe/Prague' });
    await worker.client.call(e.saveNotificationSettings, {
      body: { settings: { notification_type: 'grouped', notification_every_few_hours: true } },
    });
    await comment(owner.client, task.id, mention(worker.id, 'Walter Worker'));
    await comment(owner.client, task.id, '<p>And one more thing</p>');
    // No e-mail one by one; 07:30 in Prague is before the first summary (08:00).
    await runJobs(DIGESTS_JOB);
    expect(mailsTo(worker.email)).toEqual([]);
    now = new Date('2026-11-03T07:10:00Z');
    await runJobs(DIGESTS_JOB);
    await runJobs(DIGESTS_JOB);
    const [summary, ...others] = mailsTo(worker.email);
    expect(others).toEqual([]);
    expect(summary?.subject).toBe('You have 1 new notification');
    expect(summary?.text).toContain(`Olga Owner mentioned you in “${task.name}”`);
    // What comes later goes in the next one, at 11:00 in Prague.
    await comment(owner.client, task.id, mention(worker.id, 'Walter Worker'));
    now = new Date('2026-11-03T09:59:00Z');
    await runJobs(DIGESTS_JOB);
    expect(mailsTo(worker.email)).toHaveLength(1);
    now = new Date('2026-11-03T10:00:00Z');
    await runJobs(DIGESTS_JOB);
    expect(mailsTo(worker.email).map((m) => m.subject)).toEqual([
      'You have 1 new notification',
      'You have 1 new notification',
    ]);
  });

  it('wait for the sending schedule and go to nobody who turned e-mails off', async () => {
    now = new Date('2026-11-04T06:00:00Z');
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const quiet = await signUp(t.app, { fullname: 'Quinn Quiet' });
    await addWorker(owner.client, project.id, quiet.email);
    await worker.client.call(e.saveNotificationSettings, {
      body: { settings: { notification_every_morning: true, notification_type: 'grouped' } },
    });
    await worker.client.call(e.saveSettings, {
      body: {
        notif_send_according_to_schedule: true,
        notif_send_time_from: '10:00:00',
        notif_send_days_in_week: 'wednesday',
      },
    });
    await quiet.client.call(e.saveNotificationSettings, {
      body: { settings: { notification_every_morning: true, notification_email: false } },
    });
    await comment(
      owner.client,
      task.id,
      mention(worker.id, 'Walter Worker') + mention(quiet.id, 'Quinn Quiet'),
    );
    now = new Date('2026-11-04T08:30:00Z');
    await runJobs(DIGESTS_JOB);
    expect(mailsTo(worker.email)).toEqual([]);
    now = new Date('2026-11-04T10:00:00Z');
    await runJobs(DIGESTS_JOB);
    expect(mailsTo(worker.email)).toHaveLength(1);
    expect(mailsTo(quiet.email)).toEqual([]);
  });
});

describe('the monthly report', () => {
  it('goes once on the first of the month at 08:00 local, about the past month, to who wants it', async () => {
    now = new Date('2026-11-10T10:00:00Z');
    const { owner, worker, task } = await projectWithWorker(t.app);
    await owner.client.post('/api/user-profile/save', { timezone: 'Europe/Prague' });
    await worker.client.call(e.saveNotificationSettings, {
      body: { settings: { disabled_monthly_reports: true } },
    });
    await comment(owner.client, task.id, '<p>Kick-off notes</p>');
    await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    // 07:30 in Prague on 1 December: not yet.
    now = new Date('2026-12-01T06:30:00Z');
    await runJobs(MONTHLY_REPORT_JOB);
    expect(mailsTo(owner.email).filter((m) => m.subject.startsWith('Your month'))).toEqual([]);
    now = new Date('2026-12-01T07:05:00Z');
    await runJobs(MONTHLY_REPORT_JOB);
    await runJobs(MONTHLY_REPORT_JOB);
    const reports = mailsTo(owner.email).filter((m) => m.subject.startsWith('Your month'));
    expect(reports.map((m) => m.subject)).toEqual(['Your month in Tandem: November 2026']);
    expect(reports[0]!.text).toContain('you finished 1 task, created 1 task and wrote 1 comment');
    expect(reports[0]!.headers?.['List-Unsubscribe']).toContain(
      '/api/notifications/unsubscribe?hash=',
    );
    expect(mailsTo(worker.email).filter((m) => m.subject.startsWith('Your month'))).toEqual([]);
  });
});
