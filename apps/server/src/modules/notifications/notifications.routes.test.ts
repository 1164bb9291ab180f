import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEndpoints as e } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { signUp, addWorker, createTestApp } from '../../test/harness.ts';
import { projectWithWorker, updateTask } from '../../test/task-helpers.ts';
import { comment } from '../../test/comment-helpers.ts';
import { errorOf, limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';
import { FANOUT_JOB, MAIL_NOTIFICATIONS_JOB } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fanOut = () => t.jobs.run(FANOUT_JOB, {});
const mention = (id: number, name: string) =>
  `<p>Look <span data-type="mention" data-id="${id}" data-label="${name}">@${name}</span></p>`;

describe('notifications', () => {
  it('tell a mentioned person, in the full shape, and never the author', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    await comment(owner.client, task.id, mention(worker.id, 'Walter Worker'));
    await fanOut();
    const res = await worker.client.call(e.quick, { query: { page: 0 } });
    expect(res.status).toBe(200);
    expect(res.body.all_unread_count).toBe(1);
    const [told] = res.body.notifications;
    expect(told).toMatchObject({
      type: 'mention',
      author: { id: owner.id, fullname: 'Olga Owner' },
      is_unread: true,
      is_new: true,
      task: { id: task.id, name: task.name },
      more_users: [],
      multi_notification_types: [],
      notice: { comment_text: expect.stringContaining('Look') },
    });
    expect(told!.follow).toMatch(new RegExp(`^/task/${task.id}>comment-\\d+$`));
    expect(res.body.default_values).toEqual({
      is_only_unread: false,
      is_turn_off: false,
      is_scheduled_off: false,
      is_permanently_off: false,
    });
    const mine = await owner.client.call(e.quick, { query: { page: 0 } });
    expect(mine.body.notifications).toEqual([]);
  });

  it('gather comments on one task into the unread notification, latest author first', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const third = await signUp(t.app, { fullname: 'Tina Third' });
    await addWorker(owner.client, project.id, third.email);
    // The owner created the task: comments on it concern her.
    await comment(worker.client, task.id, '<p>one</p>');
    await fanOut();
    await comment(third.client, task.id, '<p>two</p>');
    await comment(worker.client, task.id, '<p>three</p>');
    await fanOut();
    const list = (await owner.client.call(e.quick, { query: { page: 0 } })).body;
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({
      type: 'comment',
      author: { fullname: 'Walter Worker' },
      more_users: [{ fullname: 'Tina Third' }],
      notice: { more_comments: 2, comment_text: 'three' },
    });
    // Once read, the next comment starts a new one.
    await owner.client.call(e.markAsRead, { query: { nid: list.notifications[0]!.id } });
    await comment(worker.client, task.id, '<p>four</p>');
    await fanOut();
    const after = (await owner.client.call(e.quick, { query: { page: 0 } })).body;
    expect(after.notifications.map((n) => n.is_unread)).toEqual([true, false]);
    expect(after.all_unread_count).toBe(1);
  });

  it('tell new workers, followers of a finished task and of changed due dates', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    const assigned = await updateTask(owner.client, task, { workers_ids: [worker.id] });
    expect(assigned.statusCode).toBe(200);
    await fanOut();
    const first = (await worker.client.call(e.quick, { query: { page: 0 } })).body;
    expect(first.notifications.map((n) => n.type)).toEqual(['task_assigned']);
    const moved = await updateTask(owner.client, assigned.json().task, {
      due_date: '2027-03-01',
    });
    expect(moved.statusCode).toBe(200);
    await worker.client.post(`/api/tasks/finish?tid=${task.id}`);
    await fanOut();
    const types = (
      await worker.client.call(e.quick, { query: { page: 0 } })
    ).body.notifications.map((n) => n.type);
    expect(types).toEqual(['due_date_changed', 'task_assigned']);
    // The owner created the task the worker finished.
    const owners = (await owner.client.call(e.quick, { query: { page: 0 } })).body.notifications;
    expect(owners.map((n) => n.type)).toEqual(['task_finished']);
  });

  it('tell nobody about what they cannot see, and hide what they lost sight of', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const hidden = await newTasklist(owner.client, project.id, 'Secret');
    const secret = await newTask(owner.client, hidden.id, 'Salaries');
    // Working on the task would tell the worker of its comments, but the list is closed to them.
    await updateTask(owner.client, secret, { workers_ids: [worker.id] });
    await limitMember(t, project.id, worker.id, [task.tasklist.id]);
    await comment(owner.client, secret.id, '<p>Raises</p>');
    await comment(owner.client, task.id, mention(worker.id, 'Walter Worker'));
    await fanOut();
    const seen = (await worker.client.call(e.quick, { query: { page: 0 } })).body;
    expect(seen.notifications.map((n) => n.task?.name)).toEqual([task.name]);
    // The task goes to the trash: its notification is out of sight, and out of the count.
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    const after = (await worker.client.call(e.quick, { query: { page: 0 } })).body;
    expect(after).toMatchObject({ notifications: [], all_unread_count: 0 });
    const nid = seen.notifications[0]!.id;
    expect((await worker.client.call(e.markAsRead, { query: { nid } })).status).toBe(404);
    // Someone else's notification is as missing as one that does not exist.
    expect((await owner.client.call(e.toggleState, { query: { nid } })).status).toBe(404);
  });

  it('toggle, mark read and mark all read, with the unread count', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    await comment(owner.client, task.id, mention(worker.id, 'W'));
    await comment(owner.client, task.id, mention(worker.id, 'W'));
    await fanOut();
    const list = (await worker.client.call(e.quick, { query: { page: 0 } })).body;
    expect(list.all_unread_count).toBe(2);
    const nid = list.notifications[0]!.id;
    const toggled = await worker.client.call(e.toggleState, { query: { nid } });
    expect(toggled.body).toMatchObject({ notification: { is_unread: false }, all_unread_count: 1 });
    const back = await worker.client.call(e.toggleState, { query: { nid } });
    expect(back.body).toMatchObject({ notification: { is_unread: true }, all_unread_count: 2 });
    const read = await worker.client.call(e.markAsRead, { query: { nid } });
    expect(read.body.all_unread_count).toBe(1);
    // Marking a read one read again changes nothing.
    expect((await worker.client.call(e.markAsRead, { query: { nid } })).body.all_unread_count).toBe(
      1,
    );
    const all = await worker.client.call(e.markAllAsRead, {});
    expect(all.body).toEqual({ marked: 1, all_unread_count: 0 });
    for (const bad of ['0', 'x', '-1'])
      expect(
        (await worker.client.post(`/api/notifications/mark-as-read?nid=${bad}`)).statusCode,
      ).toBe(400);
  });

  it('filter the list and save the quick filter', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    await comment(owner.client, task.id, mention(worker.id, 'W'));
    await updateTask(owner.client, task, { workers_ids: [worker.id] });
    await fanOut();
    const find = (conds: object) =>
      worker.client.call(e.find, { query: { p: 0 }, body: { conds } });
    expect((await find({ notifications_types: ['mention'] })).body.notifications).toHaveLength(1);
    expect(
      (await find({ projects_ids: [project.id], order: 'asc' })).body.notifications.map(
        (n) => n.type,
      ),
    ).toEqual(['mention', 'task_assigned']);
    expect((await find({ users_ids: [worker.id] })).body.notifications).toEqual([]);
    expect(
      (await find({ date_range: { date_from: '2000-01-01', date_to: '2000-01-02' } })).body
        .notifications,
    ).toEqual([]);
    const bad = await find({ date_range: { date_from: '2000-13-01', date_to: null } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.response).message).toBeDefined();
    expect((await find({ notifications_types: ['nope'] })).status).toBe(400);
    expect((await find({ is_only_unread: 'yes' })).status).toBe(400);

    const saved = await worker.client.call(e.saveQuickFilter, {
      body: { conds: { is_only_unread: true } },
    });
    expect(saved.body).toEqual({ ok: true });
    const first = (await worker.client.call(e.quick, { query: { page: 0 } })).body
      .notifications[0]!;
    await worker.client.call(e.markAsRead, { query: { nid: first.id } });
    const quick = (await worker.client.call(e.quick, { query: { page: 0 } })).body;
    expect(quick.default_values.is_only_unread).toBe(true);
    expect(quick.notifications).toHaveLength(1);
    const data = (await worker.client.call(e.filterData, {})).body;
    expect(data.default_values.is_only_unread).toBe(true);
    expect(data.projects.map((p) => p.id)).toContain(project.id);
    expect(data.notifications_types).toContain('mention');
  });

  it('keep and validate the settings and the schedule', async () => {
    const me = await signUp(t.app);
    const defaults = (await me.client.call(e.settings, {})).body.settings;
    expect(defaults).toMatchObject({
      notif_send_anytime: true,
      notif_send_time_from: '09:00:00',
      notif_send_time_to: '17:00:00',
      notif_send_days_in_week: 'monday',
      instant_notif_ping_or_mention: true,
    });
    const saved = await me.client.call(e.saveNotificationSettings, {
      body: { settings: { instant_notif_new_comment: false, notification_projects: '1,2' } },
    });
    expect(saved.body.settings).toMatchObject({
      instant_notif_new_comment: false,
      notification_projects: '1,2',
      instant_notif_task_assigned: true,
    });
    const schedule = await me.client.call(e.saveSettings, {
      body: {
        notif_send_according_to_schedule: true,
        notif_send_time_from: '08:30',
        notif_send_days_in_week: 'monday,friday',
      },
    });
    expect(schedule.body.settings).toMatchObject({
      notif_send_anytime: false,
      notif_send_according_to_schedule: true,
      notif_send_time_from: '08:30:00',
      notif_send_days_in_week: 'monday,friday',
      instant_notif_new_comment: false,
    });
    for (const body of [
      { notif_send_time_from: '25:00' },
      { notif_send_days_in_week: 'someday' },
      { notif_send_types: 'mention,nope' },
      { notif_send_anytime: true, notif_send_never: true },
      { notif_send_projects: 'a,b' },
    ]) {
      const res = await me.client.call(e.saveSettings, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await me.client.post('/api/settings/save', { settings: { notification_type: 'x' } }))
        .statusCode,
    ).toBe(400);
    // Nothing bad was saved.
    expect((await me.client.call(e.settings, {})).body.settings.notif_send_time_from).toBe(
      '08:30:00',
    );
  });

  it('send an instant e-mail once, and none to whom switched the kind off', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const quiet = await signUp(t.app, { fullname: 'Quinn Quiet' });
    await addWorker(owner.client, project.id, quiet.email);
    await quiet.client.call(e.saveNotificationSettings, {
      body: { settings: { instant_notif_ping_or_mention: false } },
    });
    await comment(
      owner.client,
      task.id,
      mention(worker.id, 'Walter Worker') + mention(quiet.id, 'Quinn Quiet'),
    );
    await fanOut();
    await t.jobs.drain(MAIL_NOTIFICATIONS_JOB);
    await t.jobs.drain(MAIL_NOTIFICATIONS_JOB);
    await t.sendMails();
    const mails = t.mailer.sent.filter((m) => m.to === worker.email || m.to === quiet.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: worker.email,
      subject: `Olga Owner mentioned you in “${task.name}”`,
    });
    expect(mails[0]!.text).toContain('http://tandem.test/notification?nid=');
    // Quinn still sees it in the app.
    expect((await quiet.client.call(e.quick, { query: { page: 0 } })).body.all_unread_count).toBe(
      1,
    );
  });
});
