import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilteredTasksPage, Task, TaskUpdateInput } from '@tandem/contract';
import { FILTERED_TASKS_PAGE_SIZE } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import { taskOf, updateTask } from '../../test/task-helpers.ts';
import { errorOf, limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';
import { dueDaysOf } from './filtered-tasks.ts';

let t: TestApp;
beforeAll(async () => {
  const now = new Date('2026-05-13T10:00:00.000Z');
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const find = (client: Client, body: unknown, query = 'p=0') =>
  client.post(`/api/task-filters/tasks?${query}`, body);
const names = async (client: Client, body: unknown, query?: string) => {
  const res = await find(client, body, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FilteredTasksPage>().tasks.map((task) => task.name);
};
async function task(
  client: Client,
  tasklistId: number,
  name: string,
  change: Omit<TaskUpdateInput, 'version'> = {},
): Promise<Task> {
  const made = await newTask(client, tasklistId, name);
  if (Object.keys(change).length === 0) return made;
  const res = await updateTask(client, made, change);
  expect(res.statusCode, res.body).toBe(200);
  return taskOf(res);
}
const label = (client: Client, taskId: number, name: string) =>
  client.post(`/front/task/api/add-label?tid=${taskId}`, { name });

/** Olga's two projects; Walter works in the first, limited to its "Open" list. */
async function world() {
  const olga = await signUp(t.app, { fullname: 'Olga Owner' });
  const walter = await signUp(t.app, { fullname: 'Walter Worker' });
  const stan = await signUp(t.app, { fullname: 'Stan Stranger' });
  const alpha = await createProject(olga.client, 'Alpha');
  const beta = await createProject(olga.client, 'Beta');
  await addWorker(olga.client, alpha.id, walter.email);
  const open = await newTasklist(olga.client, alpha.id, 'Open');
  const hidden = await newTasklist(olga.client, alpha.id, 'Hidden');
  const betaList = await newTasklist(olga.client, beta.id, 'Backlog');
  const brief = await task(olga.client, open.id, 'Brief', {
    due_date: '2026-05-13',
    priority_enum: 'h',
    workers_ids: [walter.id],
  });
  const secret = await task(olga.client, hidden.id, 'Secret', { due_date: '2026-05-10' });
  const invoice = await task(olga.client, betaList.id, 'Invoice', { due_date: '2026-05-20' });
  const undated = await task(olga.client, betaList.id, 'Undated');
  await label(olga.client, brief.id, 'Urgent');
  await label(olga.client, brief.id, 'Client');
  await label(olga.client, invoice.id, 'urgent');
  await label(olga.client, secret.id, 'Urgent');
  await olga.client.post(`/api/tasks/finish?tid=${undated.id}`);
  await limitMember(t, alpha.id, walter.id, [open.id]);
  return { olga, walter, stan, alpha, beta, open, hidden, betaList, brief, secret, invoice };
}

describe('POST /api/task-filters/tasks', () => {
  it('lists the tasks one sees across projects, filtered and ordered', async () => {
    const w = await world();
    expect(await names(w.olga.client, {})).toEqual(['Secret', 'Brief', 'Invoice', 'Undated']);
    expect(await names(w.olga.client, { labels_names: ['URGENT'] })).toEqual([
      'Secret',
      'Brief',
      'Invoice',
    ]);
    expect(await names(w.olga.client, { labels_names_all: ['urgent', 'client'] })).toEqual([
      'Brief',
    ]);
    expect(await names(w.olga.client, { labels_names_exclude: ['Urgent'] })).toEqual(['Undated']);
    expect(await names(w.olga.client, { projects_ids: [w.beta.id] })).toEqual([
      'Invoice',
      'Undated',
    ]);
    expect(await names(w.olga.client, { tasklists_ids: [w.hidden.id] })).toEqual(['Secret']);
    expect(await names(w.olga.client, { assigned_users_ids: [w.walter.id] })).toEqual(['Brief']);
    expect(await names(w.olga.client, { assigned_by_me: true })).toEqual(['Brief']);
    expect(await names(w.olga.client, { unassigned: true, task_state: 1 })).toEqual([
      'Secret',
      'Invoice',
    ]);
    expect(await names(w.olga.client, { task_state: 5 })).toEqual(['Undated']);
    expect(await names(w.olga.client, { priority_enum: ['h'] })).toEqual(['Brief']);
    expect(await names(w.olga.client, { created_users_ids: [w.walter.id] })).toEqual([]);
    expect(await names(w.olga.client, { due_date: { date_tpl: 'today' } })).toEqual(['Brief']);
    expect(await names(w.olga.client, { due_date: { date_tpl: 'overdue' } })).toEqual(['Secret']);
    expect(await names(w.olga.client, { due_date: { date_tpl: 'no_date' } })).toEqual(['Undated']);
    expect(
      await names(w.olga.client, { due_date: { date_from: '2026-05-11', date_to: '2026-05-31' } }),
    ).toEqual(['Brief', 'Invoice']);
    expect(await names(w.olga.client, {}, 'order_by=name&order=desc')).toEqual([
      'Undated',
      'Secret',
      'Invoice',
      'Brief',
    ]);
    const res = await find(w.olga.client, { priority_enum: ['h'] });
    expect(res.json()).toMatchObject({
      tasks: [
        {
          id: w.brief.id,
          project: { id: w.alpha.id, name: 'Alpha' },
          tasklist: { id: w.open.id, name: 'Open' },
          priority_enum: 'h',
          workers_ids: [w.walter.id],
          labels: ['Client', 'Urgent'],
          author_id: w.olga.id,
        },
      ],
      page: 0,
      has_more: false,
    });
    expect(
      res
        .json()
        .people.map((p: { fullname: string }) => p.fullname)
        .sort(),
    ).toEqual(['Olga Owner', 'Walter Worker']);
  });

  it('shows a worker limited to some lists only those, and a non-member nothing', async () => {
    const w = await world();
    expect(await names(w.walter.client, {})).toEqual(['Brief']);
    expect(await names(w.walter.client, { tasklists_ids: [w.hidden.id] })).toEqual([]);
    expect(await names(w.walter.client, { projects_ids: [w.beta.id] })).toEqual([]);
    expect(await names(w.stan.client, {})).toEqual([]);
    const values = await w.walter.client.get('/api/task-filters/filter-values');
    expect(values.statusCode, values.body).toBe(200);
    expect(values.json()).toMatchObject({
      projects: [{ id: w.alpha.id, name: 'Alpha' }],
      tasklists: [{ id: w.open.id, name: 'Open', project_id: w.alpha.id }],
    });
    expect(values.json().labels.map((l: { name: string }) => l.name)).toEqual(['Client', 'Urgent']);
    const stans = (await w.stan.client.get('/api/task-filters/filter-values')).json();
    expect(stans).toEqual({
      projects: [],
      tasklists: [],
      users: [],
      teams: [],
      labels: [],
      project_tags: [],
      custom_fields: [],
    });
  });

  it('pages by 50 and leaves trashed tasks out', async () => {
    const olga = await signUp(t.app);
    const project = await createProject(olga.client, 'Many');
    const list = await newTasklist(olga.client, project.id, 'All');
    const made: Task[] = [];
    for (let i = 0; i <= FILTERED_TASKS_PAGE_SIZE; i++)
      made.push(await newTask(olga.client, list.id, `Task ${String(i).padStart(2, '0')}`));
    const first = (await find(olga.client, {}, 'p=0&order_by=name')).json<FilteredTasksPage>();
    expect(first.tasks).toHaveLength(FILTERED_TASKS_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    const second = (await find(olga.client, {}, 'p=1&order_by=name')).json<FilteredTasksPage>();
    expect(second.tasks.map((x) => x.name)).toEqual(['Task 50']);
    await olga.client.post(`/api/tasks/delete?tid=${made[50]!.id}`);
    expect(await names(olga.client, {}, 'p=1&order_by=name')).toEqual([]);
  });

  it.each([
    ['p=-1', {}, 'p'],
    ['p=0&order_by=color', {}, 'order_by'],
    ['p=0&order=up', {}, 'order'],
    ['p=0', { projects_ids: 'all' }, 'projects_ids'],
    ['p=0', { tasklists_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'tasklists_ids'],
    ['p=0', { due_date: { date_from: '13.5.2026' } }, 'due_date.date_from'],
    ['p=0', { due_date: { date_from: '2026-05-13', date_to: '2026-05-01' } }, 'due_date.date_to'],
    ['p=0', { due_date: { date_tpl: 'someday' } }, 'due_date.date_tpl'],
    ['p=0', { created_range: { date_to: 'yesterday' } }, 'created_range.date_to'],
    ['p=0', { priority_enum: ['x'] }, 'priority_enum.0'],
    ['p=0', { labels_names: [' '] }, 'labels_names.0'],
    ['p=0', { labels_names_exclude: ['x'.repeat(51)] }, 'labels_names_exclude.0'],
    ['p=0', { task_state: 2 }, 'task_state'],
    ['p=0', { assigned_by_me: 'yes' }, 'assigned_by_me'],
  ])('answers 400 for %s %j at %s', async (query, body, field) => {
    const { client } = await signUp(t.app);
    const res = await find(client, body, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { [field]: [expect.any(String)] } },
    });
  });
});

describe('due-date templates', () => {
  it('count weeks from Monday, and overdue as open tasks before today', () => {
    // 2026-05-13 is a Wednesday.
    expect(dueDaysOf('this_week', '2026-05-13')).toEqual({ from: '2026-05-11', to: '2026-05-17' });
    expect(dueDaysOf('next_week', '2026-05-17')).toEqual({ from: '2026-05-18', to: '2026-05-24' });
    expect(dueDaysOf('tomorrow', '2026-05-31')).toEqual({ from: '2026-06-01', to: '2026-06-01' });
    expect(dueDaysOf('overdue', '2026-05-13')).toEqual({ to: '2026-05-12', openOnly: true });
  });
});
