import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedEndpoints as e } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { Client, createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskDetail, updateTask } from '../../test/task-helpers.ts';
import {
  errorOf,
  limitMember,
  newTask,
  newTasklist,
  notFoundBody,
} from '../../test/tasklist-helpers.ts';

const now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

/** The feed's path from its address, read by anyone (no session). */
async function readFeed(url: string) {
  return new Client(t.app).get(new URL(url).pathname);
}

/** The events of a served feed, parsed as a calendar application would. */
function eventsOf(text: string) {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

async function setDue(client: Client, taskId: number, change: Record<string, unknown>) {
  const task = await taskDetail(client, taskId);
  const res = await updateTask(client, task, change);
  expect(res.statusCode, res.body).toBe(200);
}

describe("a person's feed", () => {
  it('lists the unfinished tasks they work on, all-day or timed, for anyone with the address', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    await setDue(owner.client, task.id, {
      due_date: '2026-11-25',
      due_date_end: '2026-11-27',
      workers_ids: [worker.id],
    });
    const timed = await newTask(owner.client, tasklist.id, 'Call the printer');
    await setDue(owner.client, timed.id, {
      due_date: '2026-11-21T09:30:00.000Z',
      due_date_end: '2026-11-21T10:00:00.000Z',
      workers_ids: [worker.id],
    });
    const notMine = await newTask(owner.client, tasklist.id, 'Not for Walter');
    await setDue(owner.client, notMine.id, { due_date: '2026-11-22' });
    const done = await newTask(owner.client, tasklist.id, 'Done already');
    await setDue(owner.client, done.id, { due_date: '2026-11-22', workers_ids: [worker.id] });
    await owner.client.post(`/api/tasks/finish?tid=${done.id}`, {});

    const made = await worker.client.call(e.create, { query: {} });
    expect(made.status).toBe(201);
    const feed = made.body.feed;
    expect(feed).toEqual({
      id: expect.any(Number),
      project: null,
      date_add: now.toISOString(),
      url: expect.stringMatching(/^http:\/\/tandem\.test\/ical\/[A-Za-z0-9_-]{43}\.ics$/),
      webcal_url: feed.url.replace('http://', 'webcal://'),
    });
    const listed = await worker.client.call(e.list, {});
    expect(listed.body.feeds).toEqual([
      { id: feed.id, project: null, date_add: now.toISOString() },
    ]);

    const served = await readFeed(feed.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(served.body);
    expect(events.map((event) => event.summary)).toEqual(['Call the printer', task.name]);
    const [call, write] = events;
    expect(call!.startDate.isDate).toBe(false);
    expect(call!.startDate.toJSDate().toISOString()).toBe('2026-11-21T09:30:00.000Z');
    expect(call!.endDate.toJSDate().toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(write!.startDate.isDate).toBe(true);
    expect(write!.startDate.toString()).toBe('2026-11-25');
    // The end of an all-day event is the day after its last.
    expect(write!.endDate.toString()).toBe('2026-11-28');
    expect(write!.uid).toMatch(/^task-[0-9a-f-]{36}@tandem\.test$/);
    expect(write!.component.getFirstPropertyValue('url')).toBe(
      `http://tandem.test/task/${task.id}`,
    );
    expect(write!.description).toBe(`${project.name} · To do`);
    expect(write!.component.getFirstProperty('last-modified')).not.toBeNull();
  });

  it('has one address at a time: a new one stops the old, stopping it makes it answer 404', async () => {
    const user = await signUp(t.app);
    const first = (await user.client.call(e.create, { query: {} })).body.feed;
    const again = await user.client.call(e.create, { query: {} });
    expect(again.status).toBe(409);
    expect(errorOf(again.response).code).toBe('CONFLICT');

    const renewed = await user.client.call(e.regenerate, { query: { id: first.id } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.feed.url).not.toBe(first.url);
    expect((await readFeed(first.url)).statusCode).toBe(404);
    expect((await readFeed(renewed.body.feed.url)).statusCode).toBe(200);

    const stopped = await user.client.call(e.revoke, { query: { id: renewed.body.feed.id } });
    expect(stopped.body).toEqual({ ok: true });
    const gone = await readFeed(renewed.body.feed.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(notFoundBody('The calendar feed'));
    expect((await user.client.call(e.list, {})).body.feeds).toEqual([]);
    // A stopped feed cannot be stopped or renewed again.
    expect((await user.client.call(e.revoke, { query: { id: first.id } })).status).toBe(404);
    expect((await user.client.call(e.regenerate, { query: { id: first.id } })).status).toBe(404);
  });

  it("answers 404 for another person's feed and for an address that is not a feed", async () => {
    const one = await signUp(t.app);
    const other = await signUp(t.app);
    const feed = (await one.client.call(e.create, { query: {} })).body.feed;
    expect((await other.client.call(e.revoke, { query: { id: feed.id } })).status).toBe(404);
    expect((await other.client.call(e.regenerate, { query: { id: feed.id } })).status).toBe(404);
    expect((await new Client(t.app).get('/ical/nothing.ics')).statusCode).toBe(404);
    expect((await readFeed(feed.url.replace(/\.ics$/, '.txt'))).statusCode).toBe(404);
    expect((await readFeed(feed.url)).statusCode).toBe(200);
  });

  it('refuses ids that are not ids', async () => {
    const user = await signUp(t.app);
    const res = await user.client.get('/api/calendar/feeds/create?pid=abc');
    expect(res.statusCode).toBe(404);
    const bad = await user.client.post('/api/calendar/feeds/create?pid=abc', {});
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors?.validation).toHaveProperty('pid');
    const revoke = await user.client.request('DELETE', '/api/calendar/feeds/revoke');
    expect(revoke.statusCode).toBe(400);
    expect(errorOf(revoke).errors?.validation).toHaveProperty('id');
  });
});

describe("a project's feed", () => {
  it('follows what its maker sees at each read: a narrowed list or a lost membership', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    await setDue(owner.client, task.id, { due_date: '2026-12-01' });
    const other = await newTasklist(owner.client, project.id, 'Elsewhere');
    const elsewhere = await newTask(owner.client, other.id, 'Elsewhere task');
    await setDue(owner.client, elsewhere.id, { due_date: '2026-12-02' });

    const made = await worker.client.call(e.create, { query: { pid: project.id } });
    expect(made.status).toBe(201);
    expect(made.body.feed.project).toEqual({ id: project.id, name: project.name });
    const names = async () =>
      eventsOf((await readFeed(made.body.feed.url)).body).map((v) => v.summary);
    expect(await names()).toEqual([task.name, 'Elsewhere task']);

    await limitMember(t, project.id, worker.id, [other.id]);
    expect(await names()).toEqual(['Elsewhere task']);

    await owner.client.post(`/api/projects/remove-worker?pid=${project.id}`, {
      user_id: worker.id,
    });
    expect(await names()).toEqual([]);
    expect(tasklist.id).toBeGreaterThan(0);
  });

  it('is made only of a project one sees', async () => {
    const stranger = await signUp(t.app);
    const { owner, project } = await projectWithWorker(t.app);
    const res = await stranger.client.call(e.create, { query: { pid: project.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundBody('The project'));
    expect((await owner.client.call(e.create, { query: { pid: project.id } })).status).toBe(201);
    // The project's feed and one's own are two scopes.
    expect((await owner.client.call(e.create, { query: {} })).status).toBe(201);
  });
});

const ICS = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Example//Example//EN
BEGIN:VTIMEZONE
TZID:Europe/Prague
BEGIN:STANDARD
DTSTART:19701025T030000
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:19700329T020000
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
END:VTIMEZONE
BEGIN:VEVENT
UID:one@example
DTSTART;VALUE=DATE:20261203
DTEND;VALUE=DATE:20261205
SUMMARY:Trade fair
END:VEVENT
BEGIN:VEVENT
UID:two@example
DTSTART;TZID=Europe/Prague:20261210T140000
DTEND;TZID=Europe/Prague:20261210T153000
SUMMARY:  Review   with the client
END:VEVENT
END:VCALENDAR
`;

describe('importing a calendar file', () => {
  it('makes a task per event in the list, with its dates, all at once', async () => {
    const { owner, tasklist, project } = await createOwnerProject();
    const res = await owner.client.call(e.importIcs, {
      query: { tlid: tasklist.id },
      body: { content: ICS },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ created: 2 });
    const tasks = (await owner.client.get(`/api/tasks/list?pid=${project.id}`)).json<{
      tasks: Array<{ name: string; due_date: string | null; due_date_end: string | null }>;
    }>().tasks;
    expect(tasks.map((x) => [x.name, x.due_date, x.due_date_end])).toEqual([
      ['Write copy', null, null],
      ['Trade fair', '2026-12-03', '2026-12-04'],
      ['Review with the client', '2026-12-10T13:00:00.000Z', '2026-12-10T14:30:00.000Z'],
    ]);
    const events = (await owner.client.get(`/api/events/project?pid=${project.id}`)).json<{
      events: Array<{ type: string }>;
    }>().events;
    expect(events.filter((x) => x.type === 'task.created')).toHaveLength(3);
  });

  it('refuses a file it cannot read, one without events, too many or too large, making nothing', async () => {
    const { owner, tasklist, project } = await createOwnerProject();
    const refused = async (content: string, message: string | RegExp) => {
      const res = await owner.client.call(e.importIcs, {
        query: { tlid: tasklist.id },
        body: { content },
      });
      expect(res.status).toBe(400);
      expect(errorOf(res.response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { validation: { content: [expect.stringMatching(message)] } },
      });
    };
    await refused('hello, this is not a calendar', 'not a calendar file');
    await refused('BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n', 'holds no events');
    const event = (n: number) =>
      `BEGIN:VEVENT\nUID:${n}@x\nDTSTART;VALUE=DATE:20261201\nSUMMARY:E${n}\nEND:VEVENT\n`;
    const many = `BEGIN:VCALENDAR\n${Array.from({ length: 501 }, (_, n) => event(n)).join('')}END:VCALENDAR\n`;
    await refused(many, 'at most 500 events');
    await refused(`BEGIN:VCALENDAR\n${'X'.repeat(500_001)}`, 'too large');
    await refused('', 'empty');
    const tasks = (await owner.client.get(`/api/tasks/list?pid=${project.id}`)).json<{
      tasks: unknown[];
    }>().tasks;
    expect(tasks).toHaveLength(1);
  });

  it('needs the right to add tasks to the list: 404 for a list one does not see', async () => {
    const { owner, worker, project, tasklist } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app);
    const body = { content: ICS };
    const outside = await stranger.client.call(e.importIcs, { query: { tlid: tasklist.id }, body });
    expect(outside.status).toBe(404);
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    const limited = await worker.client.call(e.importIcs, { query: { tlid: tasklist.id }, body });
    expect(limited.status).toBe(404);
    const own = await worker.client.call(e.importIcs, { query: { tlid: other.id }, body });
    expect(own.status).toBe(201);
    expect(
      await new Client(t.app).call(e.importIcs, { query: { tlid: other.id }, body }),
    ).toMatchObject({
      status: 401,
    });
  });
});

async function createOwnerProject() {
  const owner = await signUp(t.app);
  return { owner, ...(await createProjectWithTask(owner.client)) };
}
