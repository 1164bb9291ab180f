import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Task } from '@tandem/contract';
import { WORK_REPORT_MESSAGES } from '@tandem/contract';
import { projects } from '../../db/schema/projects.ts';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import { errorOf, limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';

const now = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const list = (client: Client, body: unknown) => client.post('/api/work-reports/reports', body);

async function report(client: Client, task: Task, minutes: number, iso: string) {
  const res = await client.post('/timetracking/api/create-work', {
    minutes,
    dateReported: seconds(iso),
    task: { id: task.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ work: { id: number } }>().work.id;
}

/** A CZK project with two lists; the worker (60 CZK an hour) and the owner report on both. */
async function setUp() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Walter Worker' });
  const project = await createProject(owner.client, 'Atlas');
  await t.database.db.update(projects).set({ currency: 'CZK' }).where(eq(projects.id, project.id));
  await addWorker(owner.client, project.id, worker.email);
  await owner.client.post(`/api/projects/update-worker?pid=${project.id}`, {
    user_id: worker.id,
    project_setting: { hour_rate: '60', is_fixed: true },
  });
  const design = await newTasklist(owner.client, project.id, 'Design');
  const build = await newTasklist(owner.client, project.id, 'Build');
  const sketch = await newTask(owner.client, design.id, 'Sketch');
  const wire = await newTask(owner.client, build.id, 'Wire');
  const ids = {
    first: await report(worker.client, sketch, 30, '2026-03-02T09:00:00Z'),
    second: await report(worker.client, wire, 90, '2026-03-05T09:00:00Z'),
    owners: await report(owner.client, sketch, 15, '2026-03-04T09:00:00Z'),
    hidden: await report(owner.client, wire, 45, '2026-03-06T09:00:00Z'),
  };
  return { owner, worker, project, design, build, sketch, wire, ids };
}

describe('POST /api/work-reports/reports', () => {
  it('answers a page of the reports the viewer sees, newest first, with the total', async () => {
    const { owner, worker, project, design, build, sketch, wire, ids } = await setUp();
    const conds = { projects_ids: [project.id], date_tpl: 'this_month' };
    const res = await list(owner.client, { conds, p: 0, limit: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      reports: [
        {
          id: ids.hidden,
          date_reported: seconds('2026-03-06T09:00:00Z'),
          author: { id: owner.id, fullname: 'Olga Owner' },
          project: { id: project.id, name: 'Atlas' },
          task: { id: wire.id, name: 'Wire' },
          tasklist: { id: build.id, name: 'Build' },
          minutes: 45,
          cost: { amount: '0.00', currency: 'CZK' },
        },
        {
          id: ids.second,
          date_reported: seconds('2026-03-05T09:00:00Z'),
          author: { id: worker.id, fullname: 'Walter Worker' },
          project: { id: project.id, name: 'Atlas' },
          task: { id: wire.id, name: 'Wire' },
          tasklist: { id: build.id, name: 'Build' },
          minutes: 90,
          cost: { amount: '90.00', currency: 'CZK' },
        },
      ],
      total: 4,
      p: 0,
      limit: 2,
    });
    const next = (await list(owner.client, { conds, p: 1, limit: 2 })).json();
    expect(next.reports.map((r: { id: number }) => r.id)).toEqual([ids.owners, ids.first]);
    expect(next.reports[1]).toMatchObject({ task: { id: sketch.id }, tasklist: { id: design.id } });
    // Past the last page: no reports, the same total.
    expect((await list(owner.client, { conds, p: 5, limit: 2 })).json()).toMatchObject({
      reports: [],
      total: 4,
    });
    // Without a body: everything the viewer sees, 50 a page.
    expect((await list(owner.client, undefined)).json()).toMatchObject({ total: 4, limit: 50 });
  });

  it('shows a worker their own reports only, and none in a list they no longer see', async () => {
    const { worker, project, design, ids } = await setUp();
    const mine = (await list(worker.client, { conds: { projects_ids: [project.id] } })).json();
    expect(mine.reports.map((r: { id: number }) => r.id)).toEqual([ids.second, ids.first]);
    expect(mine.total).toBe(2);
    expect(mine.reports[0].cost).toEqual({ amount: '90.00', currency: 'CZK' });
    await limitMember(t, project.id, worker.id, [design.id]);
    const limited = (await list(worker.client, {})).json();
    expect(limited.reports.map((r: { id: number }) => r.id)).toEqual([ids.first]);
    const stranger = await signUp(t.app);
    expect((await list(stranger.client, {})).json()).toEqual({
      reports: [],
      total: 0,
      p: 0,
      limit: 50,
    });
  });

  it('refuses a broken filter, page or page size with the field', async () => {
    const { owner } = await setUp();
    const cases: Array<[unknown, string, string]> = [
      [
        { conds: { date_from: '2026-03-10', date_to: '2026-03-01' } },
        'conds.date_to',
        WORK_REPORT_MESSAGES.rangeBackwards,
      ],
      [{ conds: { date_from: '10.3.2026' } }, 'conds.date_from', WORK_REPORT_MESSAGES.day],
      [{ limit: 101 }, 'limit', 'The page size is at most 100.'],
      [{ limit: 0 }, 'limit', 'The page size is at least 1.'],
      [{ limit: 2.5 }, 'limit', 'The page size is a whole number.'],
      [{ p: -1 }, 'p', 'The page is 0 or more.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await list(owner.client, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { validation: { [field]: [message] } },
      });
    }
  });
});
