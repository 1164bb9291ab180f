import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineDataSchema } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import { datedTask as dated } from '../../test/task-helpers.ts';
import { limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';
import { TIMELINE_NEEDS_ALL_LISTS } from './timeline.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const projectTimeline = (client: Client, pid: number) =>
  client.get(`/api/timeline/get-timeline-data?pid=${pid}`);
const blocks = (client: Client, blocking: number, blocked: number) =>
  client.post(`/api/task-relations/create?tid=${blocking}`, {
    kind: 'blocks',
    target_task_id: blocked,
  });

describe('GET /api/timeline/get-timeline-data', () => {
  it('answers every task on the board, its lists and the dependencies once each', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const project = await createProject(olga.client, 'Launch');
    const design = await newTasklist(olga.client, project.id, 'Design');
    const build = await newTasklist(olga.client, project.id, 'Build');
    const brief = await dated(olga.client, design.id, 'Brief', {
      due_date: '2026-05-04',
      due_date_end: '2026-05-08',
    });
    const site = await dated(olga.client, build.id, 'Site', {
      due_date: '2026-05-11T08:00:00.000Z',
    });
    const undated = (await newTask(olga.client, build.id, 'Someday')).id;
    expect((await blocks(olga.client, brief.id, site.id)).statusCode).toBe(201);
    // The same dependency read from the other side is not drawn twice.
    await olga.client.post(`/api/task-relations/create?tid=${undated}`, {
      kind: 'blocked_by',
      target_task_id: site.id,
    });
    await olga.client.post(`/api/task-relations/create?tid=${brief.id}`, {
      kind: 'related_to',
      target_task_id: undated,
    });
    const res = await projectTimeline(olga.client, project.id);
    expect(res.statusCode, res.body).toBe(200);
    // Written as it is (a bulk answer): its shape is held here.
    const data = timelineDataSchema.parse(res.json());
    expect(data.projects).toEqual([{ id: project.id, name: 'Launch', color: project.color }]);
    expect(data.tasklists.map((l) => l.name)).toEqual(['Design', 'Build']);
    expect(data.tasks.find((task) => task.id === brief.id)).toEqual({
      id: brief.id,
      uuid: brief.uuid,
      name: 'Brief',
      project_id: project.id,
      tasklist_id: design.id,
      state_id: 1,
      due_date: '2026-05-04',
      due_date_end: '2026-05-08',
      version: brief.version,
      workers_ids: [],
      can_edit_dates: true,
    });
    expect(data.tasks.find((task) => task.id === site.id)?.due_date).toBe(
      '2026-05-11T08:00:00.000Z',
    );
    expect(data.tasks.find((task) => task.id === undated)?.due_date).toBeNull();
    expect(data.dependencies.map((d) => [d.blocking_task_id, d.blocked_task_id]).sort()).toEqual([
      [brief.id, site.id],
      [site.id, undated],
    ]);
    expect(data.truncated).toBe(false);
  });

  it('is refused to a worker who sees only some task lists, and hidden from strangers', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const walt = await signUp(t.app, { fullname: 'Walt Worker' });
    const sven = await signUp(t.app, { fullname: 'Sven Stranger' });
    const project = await createProject(olga.client, 'Shared');
    await addWorker(olga.client, project.id, walt.email);
    const open = await newTasklist(olga.client, project.id, 'Open');
    await newTasklist(olga.client, project.id, 'Closed');
    expect((await projectTimeline(walt.client, project.id)).statusCode).toBe(200);
    await limitMember(t, project.id, walt.id, [open.id]);
    const refused = await projectTimeline(walt.client, project.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: TIMELINE_NEEDS_ALL_LISTS });
    expect((await projectTimeline(sven.client, project.id)).statusCode).toBe(404);
    expect((await projectTimeline(sven.client, 999_999_999)).statusCode).toBe(404);
  });

  it('answers 400 for a project id that is not one', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const res = await olga.client.get('/api/timeline/get-timeline-data?pid=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.validation).toHaveProperty('pid');
    expect((await olga.client.get('/api/timeline/get-timeline-data')).statusCode).toBe(400);
  });
});

describe('the global timeline', () => {
  it('answers the dated tasks of active projects in the range, filtered by project and person', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const walt = await signUp(t.app, { fullname: 'Walt Worker' });
    const one = await createProject(olga.client, 'One');
    const two = await createProject(olga.client, 'Two');
    await addWorker(olga.client, one.id, walt.email);
    const l1 = await newTasklist(olga.client, one.id, 'L1');
    const l2 = await newTasklist(olga.client, two.id, 'L2');
    const a = await dated(olga.client, l2.id, 'Alpha', { due_date: '2026-03-02' });
    const b = await dated(olga.client, l1.id, 'Beta', {
      due_date: '2026-02-20',
      due_date_end: '2026-03-05',
      workers_ids: [walt.id],
    });
    await dated(olga.client, l2.id, 'Outside', { due_date: '2026-09-01' });
    await newTask(olga.client, l2.id, 'Undated');
    await blocks(olga.client, b.id, a.id);
    const range = 'date_from=2026-03-01&date_to=2026-03-31';
    const res = await olga.client.get(`/api/timeline-global/get-timeline-data?${range}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = timelineDataSchema.parse(res.json());
    expect(data.tasks.map((task) => task.name).sort()).toEqual(['Alpha', 'Beta']);
    expect(data.projects.map((p) => p.name)).toEqual(['One', 'Two']);
    expect(data.tasklists.map((l) => l.name)).toEqual(['L1', 'L2']);
    expect(data.dependencies).toEqual([
      expect.objectContaining({ blocking_task_id: b.id, blocked_task_id: a.id }),
    ]);
    const filtered = await olga.client.post(
      '/api/timeline-global/get-timeline-data-by-filter-values',
      { date_from: '2026-03-01', date_to: '2026-03-31', projects_ids: [one.id] },
    );
    expect(timelineDataSchema.parse(filtered.json()).tasks.map((task) => task.name)).toEqual([
      'Beta',
    ]);
    const byPerson = await olga.client.post(
      '/api/timeline-global/get-timeline-data-by-filter-values',
      { date_from: '2026-03-01', date_to: '2026-03-31', workers_ids: [walt.id] },
    );
    expect(timelineDataSchema.parse(byPerson.json()).tasks.map((task) => task.name)).toEqual([
      'Beta',
    ]);
    // Walt sees project One only.
    const his = await walt.client.get(`/api/timeline-global/get-timeline-data?${range}`);
    expect(timelineDataSchema.parse(his.json()).tasks.map((task) => task.name)).toEqual(['Beta']);
    const projects = await walt.client.get('/api/timeline-global');
    expect(projects.json().projects.map((p: { name: string }) => p.name)).toEqual(['One']);
  });

  it('answers 400 for a range upside down, too long, or filters too large', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const get = (q: string) => olga.client.get(`/api/timeline-global/get-timeline-data?${q}`);
    const upside = await get('date_from=2026-03-10&date_to=2026-03-01');
    expect(upside.statusCode).toBe(400);
    expect(upside.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(upside.json().errors.validation.date_to).toEqual([
      'The end of the range must not be before its start.',
    ]);
    const long = await get('date_from=2026-01-01&date_to=2027-06-01');
    expect(long.json().errors.validation.date_to).toEqual([
      'The timeline reads at most 366 days at once.',
    ]);
    const bad = await get('date_from=2026-1-1&date_to=2026-02-01');
    expect(bad.json().errors.validation.date_from).toEqual(['Enter the day as yyyy-MM-dd.']);
    const many = await olga.client.post('/api/timeline-global/get-timeline-data-by-filter-values', {
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      projects_ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.validation.projects_ids).toEqual(['Choose at most 100 projects.']);
    const notList = await olga.client.post(
      '/api/timeline-global/get-timeline-data-by-filter-values',
      { date_from: '2026-03-01', date_to: '2026-03-31', workers_ids: 'me' },
    );
    expect(notList.json().errors.validation.workers_ids).toEqual([
      'Give the people as a list of ids.',
    ]);
  });
});
