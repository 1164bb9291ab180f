import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SavedWorkFilter, Task, WorkReportGroup } from '@tandem/contract';
import { WORK_REPORT_MESSAGES } from '@tandem/contract';
import { projects } from '../../db/schema/projects.ts';
import type { Client, SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import { createTag, setTags } from '../../test/tag-helpers.ts';
import { errorOf, newTask, newTasklist } from '../../test/tasklist-helpers.ts';

let now = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const setZone = (user: SignedUpUser, zone: string) =>
  t.database.executeSql('UPDATE users SET timezone = $1 WHERE id = $2', [zone, user.id]);

async function report(client: Client, task: Task, minutes: number, iso: string, more = {}) {
  const res = await client.post('/timetracking/api/create-work', {
    minutes,
    dateReported: seconds(iso),
    task: { id: task.id },
    ...more,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function projectWithTask(owner: Client, name: string, currency: string, list: string) {
  const project = await createProject(owner, name);
  await t.database.db.update(projects).set({ currency }).where(eq(projects.id, project.id));
  const tasklist = await newTasklist(owner, project.id, list);
  return { project, tasklist, task: await newTask(owner, tasklist.id, `${name} task`) };
}

/**
 * Two people in two projects: Alpha in EUR (the worker's rate 60.00 an hour), Beta in CZK. The
 * owner reports 60 minutes in Alpha and 30 in Beta (costs entered by hand), the worker 45 in
 * Alpha (not billable) and 15 in Beta, on 2 to 5 March 2026.
 */
async function twoPeopleTwoProjects() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Walter Worker' });
  const alpha = await projectWithTask(owner.client, 'Alpha', 'EUR', 'Design');
  const beta = await projectWithTask(owner.client, 'Beta', 'CZK', 'Build');
  for (const p of [alpha, beta]) await addWorker(owner.client, p.project.id, worker.email);
  const rate = await owner.client.post(`/api/projects/update-worker?pid=${alpha.project.id}`, {
    user_id: worker.id,
    project_setting: { hour_rate: '60.00', is_fixed: false },
  });
  expect(rate.statusCode, rate.body).toBe(200);
  await report(owner.client, alpha.task, 60, '2026-03-02T09:00:00Z', { cost: { amount: '10' } });
  await report(worker.client, alpha.task, 45, '2026-03-03T09:00:00Z', { isBillable: false });
  await report(owner.client, beta.task, 30, '2026-03-04T09:00:00Z', { cost: { amount: '100' } });
  await report(worker.client, beta.task, 15, '2026-03-05T09:00:00Z');
  return { owner, worker, alpha, beta };
}
type World = Awaited<ReturnType<typeof twoPeopleTwoProjects>>;

const sumsBy = async (client: Client, grouping: string, conds: object = {}) => {
  const res = await client.post(`/api/work-reports/sums-grouped-by-${grouping}`, { conds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const minutesOf = (groups: WorkReportGroup[]) => groups.map((g) => [g.name, g.minutes]);
const eur = (amount: string) => ({ amount, currency: 'EUR' });
const czk = (amount: string) => ({ amount, currency: 'CZK' });

describe('sums grouped by projects, task lists, tasks and people', () => {
  let w: World;
  beforeAll(async () => {
    w = await twoPeopleTwoProjects();
  });

  it('sum every report for the owner and only their own for a worker', async () => {
    const all = await sumsBy(w.owner.client, 'projects');
    expect(all).toMatchObject({
      grouping: 'projects',
      total_sum: { minutes: 150, costs: [czk('100.00'), eur('55.00')] },
      range: { date_from: null, date_to: null },
    });
    expect(all.groups).toEqual([
      {
        id: w.alpha.project.id,
        name: 'Alpha',
        minutes: 105,
        costs: [eur('55.00')],
        project: null,
        tasklist: null,
      },
      {
        id: w.beta.project.id,
        name: 'Beta',
        minutes: 45,
        costs: [czk('100.00')],
        project: null,
        tasklist: null,
      },
    ]);
    const own = await sumsBy(w.worker.client, 'projects');
    expect(own.total_sum).toEqual({ minutes: 60, costs: [czk('0.00'), eur('45.00')] });
    expect(minutesOf(own.groups)).toEqual([
      ['Alpha', 45],
      ['Beta', 15],
    ]);
  });

  it('name the project of a task list, and the project and list of a task', async () => {
    const lists = await sumsBy(w.owner.client, 'tasklists');
    expect(minutesOf(lists.groups)).toEqual([
      ['Build', 45],
      ['Design', 105],
    ]);
    expect(lists.groups[1]).toMatchObject({
      id: w.alpha.tasklist.id,
      name: 'Design',
      minutes: 105,
      project: { id: w.alpha.project.id, name: 'Alpha' },
      tasklist: null,
    });
    const tasks = await sumsBy(w.owner.client, 'tasks');
    expect(tasks.groups[1]).toMatchObject({
      id: w.beta.task.id,
      name: 'Beta task',
      minutes: 45,
      project: { id: w.beta.project.id, name: 'Beta' },
      tasklist: { id: w.beta.tasklist.id, name: 'Build' },
    });
    const people = await sumsBy(w.owner.client, 'users');
    expect(people.groups.map((g: WorkReportGroup) => [g.name, g.minutes, g.costs])).toEqual([
      ['Olga Owner', 90, [czk('100.00'), eur('10.00')]],
      ['Walter Worker', 60, [czk('0.00'), eur('45.00')]],
    ]);
    expect(minutesOf((await sumsBy(w.worker.client, 'users')).groups)).toEqual([
      ['Walter Worker', 60],
    ]);
  });

  it('list the tasks of each group', async () => {
    const res = await w.owner.client.post('/api/work-reports/tasks-by-users', { conds: {} });
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json().groups as Array<WorkReportGroup & { tasks: WorkReportGroup[] }>;
    expect(groups.map((g) => [g.name, g.minutes, minutesOf(g.tasks)])).toEqual([
      [
        'Olga Owner',
        90,
        [
          ['Alpha task', 60],
          ['Beta task', 30],
        ],
      ],
      [
        'Walter Worker',
        60,
        [
          ['Alpha task', 45],
          ['Beta task', 15],
        ],
      ],
    ]);
    expect(groups[0]!.tasks[0]).toMatchObject({
      costs: [eur('10.00')],
      project: { name: 'Alpha' },
      tasklist: { name: 'Design' },
    });
    const byList = await w.worker.client.post('/api/work-reports/tasks-by-tasklists', {});
    expect(byList.json().total_sum.minutes).toBe(60);
    const byProject = await w.owner.client.post('/api/work-reports/tasks-by-projects', {
      conds: { projects_ids: [w.beta.project.id] },
    });
    expect(byProject.json().groups).toMatchObject([
      { name: 'Beta', tasks: [{ name: 'Beta task', minutes: 45 }] },
    ]);
  });

  it('filter by project, person, days, billability, currency, list, task, label and tag', async () => {
    const { owner, alpha, beta } = w;
    const label = await owner.client.post(`/front/task/api/add-label?tid=${alpha.task.id}`, {
      name: 'Urgent',
    });
    expect(label.statusCode, label.body).toBe(200);
    const tag = await createTag(owner.client, { tag: 'Client' });
    expect((await setTags(owner.client, beta.project.id, [tag.id])).statusCode).toBe(200);
    const total = async (conds: object, client = owner.client) =>
      (await sumsBy(client, 'projects', conds)).total_sum.minutes;
    expect(await total({ projects_ids: [beta.project.id] })).toBe(45);
    expect(await total({ users_ids: [w.worker.id] })).toBe(60);
    expect(await total({ date_from: '2026-03-03', date_to: '2026-03-04' })).toBe(75);
    expect(await total({ date_from: '2026-03-04' })).toBe(45);
    expect(await total({ mode: 'billable' })).toBe(105);
    expect(await total({ mode: 'not_billable' })).toBe(45);
    expect(await total({ currency_iso: 'CZK' })).toBe(45);
    expect(await total({ tasklists_ids: [alpha.tasklist.id] })).toBe(105);
    expect(await total({ tasks_ids: [beta.task.id] })).toBe(45);
    expect(await total({ tasks_labels_names: ['urgent'] })).toBe(105);
    expect(await total({ project_tags_names: ['CLIENT'] })).toBe(45);
    expect(await total({ teams_uuids: ['00000000-0000-4000-8000-000000000000'] })).toBe(0);
    // Someone else's reports stay out of sight whatever the filter names.
    expect(await total({ users_ids: [owner.id] }, w.worker.client)).toBe(0);
    const stranger = await signUp(t.app);
    expect(await total({ projects_ids: [alpha.project.id] }, stranger.client)).toBe(0);
  });

  it('offer filter values from the reports and the projects one sees', async () => {
    const values = await w.owner.client.get('/api/work-reports/filter-values');
    expect(values.statusCode, values.body).toBe(200);
    expect(values.json()).toEqual({
      currencies: ['CZK', 'EUR'],
      projects: [
        { id: w.alpha.project.id, name: 'Alpha', currency: 'EUR' },
        { id: w.beta.project.id, name: 'Beta', currency: 'CZK' },
      ],
      users: [
        { id: w.owner.id, fullname: 'Olga Owner' },
        { id: w.worker.id, fullname: 'Walter Worker' },
      ],
      teams: [],
      labels: [{ name: 'Urgent', color: null }],
      project_tags: [{ name: 'Client', color: null }],
    });
    const own = (await w.worker.client.get('/api/work-reports/filter-values')).json();
    expect(own.users).toEqual([{ id: w.worker.id, fullname: 'Walter Worker' }]);
    const overview = await w.worker.client.get('/api/work-overview/get-filter-values');
    expect(overview.statusCode, overview.body).toBe(200);
    expect(
      overview
        .json()
        .users.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([w.owner.id, w.worker.id].sort());
    const stranger = await signUp(t.app);
    expect((await stranger.client.get('/api/work-overview/get-filter-values')).json()).toEqual({
      currencies: [],
      projects: [],
      users: [],
      teams: [],
      labels: [],
      project_tags: [],
    });
  });
});

describe('sums by day, week and month', () => {
  it('count days, ISO weeks and months in the viewer’s time zone, across a daylight-saving change', async () => {
    const owner = await signUp(t.app, { fullname: 'Zoe Zoned' });
    await setZone(owner, 'Europe/Prague');
    const { task } = await projectWithTask(owner.client, 'Zones', 'EUR', 'Days');
    // 23:30 UTC is 00:30 the next day in Prague (CET, then CEST from 29 March 2026).
    await report(owner.client, task, 10, '2026-03-09T23:30:00Z');
    await report(owner.client, task, 20, '2026-03-10T08:00:00Z');
    await report(owner.client, task, 3, '2026-03-22T23:30:00Z');
    await report(owner.client, task, 5, '2026-03-29T21:30:00Z');
    await report(owner.client, task, 7, '2026-03-29T22:30:00Z');
    await report(owner.client, task, 11, '2026-03-31T22:30:00Z');

    const days = await sumsBy(owner.client, 'day');
    expect(
      days.daily_sums.map((d: { day: string; minutes: number }) => [d.day, d.minutes]),
    ).toEqual([
      ['2026-03-10', 30],
      ['2026-03-23', 3],
      ['2026-03-29', 5],
      ['2026-03-30', 7],
      ['2026-04-01', 11],
    ]);
    const weeks = await sumsBy(owner.client, 'week');
    expect(weeks.weekly_sums).toEqual([
      { date_from: '2026-03-09', date_to: '2026-03-15', minutes: 30, costs: [eur('0.00')] },
      { date_from: '2026-03-23', date_to: '2026-03-29', minutes: 8, costs: [eur('0.00')] },
      { date_from: '2026-03-30', date_to: '2026-04-05', minutes: 18, costs: [eur('0.00')] },
    ]);
    const months = await sumsBy(owner.client, 'month');
    expect(months.monthly_sums).toMatchObject([
      { date_from: '2026-03-01', date_to: '2026-03-31', minutes: 45 },
      { date_from: '2026-04-01', date_to: '2026-04-30', minutes: 11 },
    ]);
    expect(months.total_sum.minutes).toBe(56);

    // The week of the change, by its days in Prague: from 23:00 UTC on Sunday 22 March to 22:00
    // UTC on Sunday 29 March.
    const dstWeek = await sumsBy(owner.client, 'day', {
      date_from: '2026-03-23',
      date_to: '2026-03-29',
    });
    expect(dstWeek.total_sum.minutes).toBe(8);
    const thisWeek = await sumsBy(owner.client, 'week', { date_tpl: 'this_week' });
    expect(thisWeek).toMatchObject({
      range: { date_from: '2026-03-09', date_to: '2026-03-15' },
      total_sum: { minutes: 30 },
    });
    now = new Date('2026-04-02T10:00:00Z');
    try {
      const lastMonth = await sumsBy(owner.client, 'month', { date_tpl: 'last_month' });
      expect(lastMonth).toMatchObject({
        range: { date_from: '2026-03-01', date_to: '2026-03-31' },
        total_sum: { minutes: 45 },
      });
    } finally {
      now = new Date('2026-03-10T10:00:00Z');
    }

    await setZone(owner, 'UTC');
    const utcDays = await sumsBy(owner.client, 'day');
    expect(utcDays.daily_sums[0]).toMatchObject({ day: '2026-03-09', minutes: 10 });
  });
});

describe('the filter’s validation', () => {
  it('answers each broken filter with the field and a message, in the error shape', async () => {
    const { client } = await signUp(t.app);
    const refused = async (conds: object, field: string, message: string) => {
      const res = await client.post('/api/work-reports/sums-grouped-by-projects', { conds });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining(message),
        errors: { validation: { [field]: [message] } },
      });
    };
    await refused({ date_from: '2026-13-01' }, 'conds.date_from', WORK_REPORT_MESSAGES.day);
    await refused({ date_to: '1.3.2026' }, 'conds.date_to', WORK_REPORT_MESSAGES.day);
    await refused(
      { date_from: '2026-03-10', date_to: '2026-03-09' },
      'conds.date_to',
      WORK_REPORT_MESSAGES.rangeBackwards,
    );
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    await refused({ projects_ids: many }, 'conds.projects_ids', 'Choose at most 100 projects.');
    await refused({ users_ids: many }, 'conds.users_ids', 'Choose at most 100 people.');
    await refused(
      { tasks_labels_names: ['x'.repeat(51)] },
      'conds.tasks_labels_names.0',
      'A label name can be at most 50 characters long.',
    );
    await refused(
      { currency_iso: 'GBP' },
      'conds.currency_iso',
      'Choose one of the currencies CZK, EUR, USD, RON.',
    );
    const csv = await client.get('/api/work-reports/download-csv?conds=%7Bnope');
    expect(csv.statusCode).toBe(400);
    expect(errorOf(csv).errors?.validation).toEqual({ conds: ['The filter is not valid JSON.'] });
    const csvDate = await client.get(
      `/api/work-reports/download-csv?conds=${encodeURIComponent('{"date_from":"2026-02-30"}')}`,
    );
    expect(errorOf(csvDate).errors?.validation).toEqual({
      'conds.date_from': [WORK_REPORT_MESSAGES.day],
    });
  });
});

describe('GET /api/work-reports/download-csv', () => {
  let w: World;
  beforeAll(async () => {
    w = await twoPeopleTwoProjects();
    await report(w.owner.client, w.alpha.task, 5, '2026-03-06T09:00:00Z', {
      note: 'Call; "urgent"\nthen mail',
    });
    await report(w.owner.client, w.alpha.task, 6, '2026-03-07T09:00:00Z', { note: '=SUM(A1)' });
  });
  const download = (client: Client, query: string) =>
    client.get(`/api/work-reports/download-csv?${query}`);

  it('writes a UTF-8 file with a BOM, Czech separators and headers for cs-CZ', async () => {
    const res = await download(w.owner.client, 'locale=cs-CZ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="work-reports-2026-03-10.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Osoba;Projekt;Seznam úkolů;Úkol;Poznámka;Minuty;Hodiny (h:mm);Cena;Měna;Fakturovatelné',
    );
    expect(lines.slice(1, 5)).toEqual([
      '2026-03-02;Olga Owner;Alpha;Design;Alpha task;;60;1:00;10,00;EUR;Ano',
      '2026-03-03;Walter Worker;Alpha;Design;Alpha task;;45;0:45;45,00;EUR;Ne',
      '2026-03-04;Olga Owner;Beta;Build;Beta task;;30;0:30;100,00;CZK;Ano',
      '2026-03-05;Walter Worker;Beta;Build;Beta task;;15;0:15;0,00;CZK;Ano',
    ]);
    expect(res.body).toContain(';"Call; ""urgent""\nthen mail";5;');
    expect(lines.at(-2)).toBe(
      "2026-03-07;Olga Owner;Alpha;Design;Alpha task;'=SUM(A1);6;0:06;0,00;EUR;Ano",
    );
    expect(lines.at(-1)).toBe('');
  });

  it('uses commas and points for en-US, and lists a worker’s own reports only', async () => {
    const conds = encodeURIComponent(JSON.stringify({ date_to: '2026-03-05' }));
    const res = await download(w.worker.client, `locale=en-US&conds=${conds}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Date,Person,Project,Task list,Task,Note,Minutes,Hours (h:mm),Cost,Currency,Billable',
      '2026-03-03,Walter Worker,Alpha,Design,Alpha task,,45,0:45,45.00,EUR,No',
      '2026-03-05,Walter Worker,Beta,Build,Beta task,,15,0:15,0.00,CZK,Yes',
      '',
    ]);
  });

  it('reads long lists page by page, each report once, oldest first', async () => {
    await t.database.executeSql(
      `insert into work_reports (project_id, task_id, worker_id, author_id, minutes, cost_minor,
         currency, date_reported, date_add, statement_key)
       select $1, $2::bigint, $3, $3, 1, 0, 'EUR',
         timestamptz '2025-01-01 00:00Z' + g * interval '1 minute', now(), 'bulk:' || $2::text || ':' || g
       from generate_series(1, 2500) g`,
      [w.alpha.project.id, w.alpha.task.id, w.owner.id],
    );
    const conds = encodeURIComponent(JSON.stringify({ date_to: '2025-12-31' }));
    const res = await download(w.owner.client, `locale=en-US&conds=${conds}`);
    const rows = res.body.slice(1).split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(2500);
    expect(rows[0]).toMatch(/^2025-01-01,Olga Owner,/);
    expect(rows.at(-1)).toMatch(/^2025-01-02,/);
  });
});

describe('saved filters', () => {
  it('are created, listed, renamed, reordered, summed and deleted by their person only', async () => {
    const w = await twoPeopleTwoProjects();
    const { owner, worker } = w;
    const create = async (name: string, filter: object) => {
      const res = await owner.client.post('/api/work-reports/create-custom-filter', {
        name,
        filter,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ filter: SavedWorkFilter }>().filter;
    };
    const march = await create('  March by person ', {
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      grouping: 'users',
      projects_ids: [w.alpha.project.id],
    });
    expect(march).toEqual({
      uuid: expect.any(String),
      name: 'March by person',
      filter: {
        date_from: '2026-03-01',
        date_to: '2026-03-31',
        grouping: 'users',
        projects_ids: [w.alpha.project.id],
      },
      date_add: now.toISOString(),
    });
    const beta = await create('Beta', { projects_ids: [w.beta.project.id], grouping: 'week' });
    const billable = await create('Billable', { mode: 'billable' });
    const names = async (client = owner.client) =>
      (await client.get('/api/work-reports/saved-filters'))
        .json<{ filters: SavedWorkFilter[] }>()
        .filters.map((f) => f.name);
    expect(await names()).toEqual(['March by person', 'Beta', 'Billable']);

    const reordered = await owner.client.post('/api/work-reports/reorder-saved-filters', {
      order: [billable.uuid, march.uuid],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().filters.map((f: SavedWorkFilter) => f.name)).toEqual([
      'Billable',
      'March by person',
      'Beta',
    ]);

    const edited = await owner.client.post(
      `/api/work-reports/edit-custom-filter?uuid=${march.uuid}`,
      { name: 'Alpha in March', filter: { ...march.filter, date_tpl: 'custom' } },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().filter).toMatchObject({ uuid: march.uuid, name: 'Alpha in March' });

    const sums = await owner.client.get(
      `/api/work-reports/sums-grouped-for-custom-filter?uuid=${march.uuid}`,
    );
    expect(sums.statusCode, sums.body).toBe(200);
    expect(sums.json().filter.name).toBe('Alpha in March');
    expect(sums.json().sums).toMatchObject({ grouping: 'users', total_sum: { minutes: 105 } });
    expect(minutesOf(sums.json().sums.groups)).toEqual([
      ['Olga Owner', 60],
      ['Walter Worker', 45],
    ]);
    const weekly = await owner.client.get(
      `/api/work-reports/sums-grouped-for-custom-filter?uuid=${beta.uuid}`,
    );
    expect(weekly.json().sums).toMatchObject({
      grouping: 'week',
      weekly_sums: [{ date_from: '2026-03-02', minutes: 45 }],
    });

    // Another person's filter is not there for them.
    const foreign = `uuid=${march.uuid}`;
    const theirs = [
      await worker.client.get(`/api/work-reports/sums-grouped-for-custom-filter?${foreign}`),
      await worker.client.post(`/api/work-reports/edit-custom-filter?${foreign}`, {
        name: 'Taken',
        filter: {},
      }),
      await worker.client.request('DELETE', `/api/work-reports/delete-custom-filter?${foreign}`),
      await worker.client.post('/api/work-reports/reorder-saved-filters', {
        order: [march.uuid],
      }),
    ];
    for (const res of theirs) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    expect(await names(worker.client)).toEqual([]);

    const removed = await owner.client.request(
      'DELETE',
      `/api/work-reports/delete-custom-filter?uuid=${beta.uuid}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ uuid: beta.uuid });
    expect(await names()).toEqual(['Billable', 'Alpha in March']);
    const events = await t.database.executeSql(
      `select count(*)::int as n from events where type = 'work.filters_changed' and author_id = $1`,
      [owner.id],
    );
    expect(events.rows[0]).toEqual({ n: 6 });
  });

  it('are bounded in number and validated like any filter', async () => {
    const { client, id } = await signUp(t.app);
    await t.database.executeSql(
      `insert into work_report_filters (user_id, name, filter, sorting, date_add)
       select $1, 'Filter ' || g, '{}'::jsonb, g, now() from generate_series(1, 100) g`,
      [id],
    );
    const full = await client.post('/api/work-reports/create-custom-filter', {
      name: 'One more',
      filter: {},
    });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toBe(WORK_REPORT_MESSAGES.tooManyFilters);
    const blank = await client.post('/api/work-reports/create-custom-filter', {
      name: '  ',
      filter: { date_from: '2026-03-02', date_to: '2026-03-01' },
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).errors?.validation).toEqual({
      name: ['The name must not be empty.'],
      'filter.date_to': [WORK_REPORT_MESSAGES.rangeBackwards],
    });
    const twice = await client.post('/api/work-reports/reorder-saved-filters', {
      order: ['00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000000'],
    });
    expect(errorOf(twice).errors?.validation).toEqual({
      order: [WORK_REPORT_MESSAGES.orderTwice],
    });
  });
});
