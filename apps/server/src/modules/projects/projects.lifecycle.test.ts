import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@tandem/contract';
import type { SignedUpUser, TestApp, Client } from '../../test/harness.ts';
import { addWorker, createTestApp, signUp } from '../../test/harness.ts';

let t: TestApp;
let owner: SignedUpUser;
let worker: SignedUpUser;
let stranger: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { fullname: 'Olga Owner' });
  worker = await signUp(t.app, { fullname: 'Walter Worker' });
  stranger = await signUp(t.app, { fullname: 'Stan Stranger' });
});
afterAll(() => t.close());

async function newProject(name = 'Lifecycle', currency = 'CZK'): Promise<Project> {
  const res = await owner.client.post('/api/projects/create', { name, currency });
  const { project } = res.json<{ project: Project }>();
  await addWorker(owner.client, project.id, worker.email);
  return project;
}
const get = async (client: Client, pid: number) =>
  (await client.get(`/api/projects/detail?pid=${pid}`)).json<{ project: Project }>().project;

describe('editing a project', () => {
  it('saves the fields, bumps the version and records the change', async () => {
    const project = await newProject();
    const res = await owner.client.post(`/api/projects/update?pid=${project.id}`, {
      version: project.version,
      name: '  Relaunch  ',
      color: '#1c7ed6',
      dueDate: '2026-12-01',
      dueDateEnd: '2026-12-24',
      client: {
        id: null,
        email: 'buyer@example.test',
        company_id: '123',
        company_tax_id: 'CZ123',
        name: 'Buyer',
        company: 'Buyer s.r.o.',
        address: { street: 'Main 1', street2: null, town: 'Brno', zip: '60200' },
      },
      budget: { amount: '12500,5', minutesBudget: 6000, isRecurrent: false },
      hide_work_reports_on_time_estimates: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toMatchObject({
      name: 'Relaunch',
      color: '#1c7ed6',
      currency: 'CZK',
      dueDate: '2026-12-01',
      dueDateEnd: '2026-12-24',
      client: { company: 'Buyer s.r.o.', address: { town: 'Brno' } },
      budget: { amount: '12500.50', currency: 'CZK', minutesBudget: 6000, isRecurrent: false },
      hide_work_reports_on_time_estimates: true,
      version: project.version + 1,
    });
    const events = (await owner.client.get(`/api/events/project?pid=${project.id}`)).json().events;
    expect(events[0]).toMatchObject({ type: 'project.updated', author: { id: owner.id } });
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const project = await newProject();
    await owner.client.post(`/api/projects/update?pid=${project.id}`, {
      version: project.version,
      name: 'First',
    });
    const stale = await owner.client.post(`/api/projects/update?pid=${project.id}`, {
      version: project.version,
      name: 'Second',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect((await get(owner.client, project.id)).name).toBe('First');
  });

  it.each([
    ['another currency', { currency: 'EUR' }, 'currency'],
    ['a bad colour', { color: 'blue' }, 'color'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a too-long name', { name: 'x'.repeat(256) }, 'name'],
    ['a bad date', { dueDate: '1.12.2026' }, 'dueDate'],
    ['an end before the start', { dueDate: '2026-12-24', dueDateEnd: '2026-12-01' }, 'dueDateEnd'],
    ['a bad amount', { budget: { amount: '12,345.67' } }, 'budget.amount'],
    ['an amount over the limit', { budget: { amount: '100000001' } }, 'budget.amount'],
    ['no version', { version: undefined, name: 'x' }, 'version'],
  ])('refuses %s with 400 and changes nothing', async (_label, change, field) => {
    const project = await newProject();
    const res = await owner.client.post(`/api/projects/update?pid=${project.id}`, {
      version: project.version,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors.validation)).toContain(field);
    expect(await get(owner.client, project.id)).toMatchObject({
      name: 'Lifecycle',
      version: project.version,
    });
  });

  it('keeps the currency when the same one is sent', async () => {
    const project = await newProject();
    const res = await owner.client.post(`/api/projects/update?pid=${project.id}`, {
      version: project.version,
      currency: 'CZK',
    });
    expect(res.statusCode).toBe(200);
  });

  it('lets only the owner and commanders edit: 403 for a worker, 404 for a stranger', async () => {
    const project = await newProject();
    const body = { version: project.version, name: 'Mine now' };
    expect(
      (await worker.client.post(`/api/projects/update?pid=${project.id}`, body)).statusCode,
    ).toBe(403);
    expect(
      (await stranger.client.post(`/api/projects/update?pid=${project.id}`, body)).statusCode,
    ).toBe(404);
    expect((await get(owner.client, project.id)).name).toBe('Lifecycle');
  });
});

describe('favourites and the projects list', () => {
  it('keeps favourites per person and lists them first', async () => {
    const a = await newProject('Alpha fav');
    const b = await newProject('Beta fav');
    const res = await worker.client.post(`/api/projects/favorite?pid=${b.id}`, {
      is_favorite: true,
    });
    expect(res.json().project.isFavorite).toBe(true);
    const mine = (await worker.client.get('/api/projects/list?search=fav')).json().projects;
    expect(mine.map((p: Project) => p.name).slice(0, 2)).toEqual(['Beta fav', 'Alpha fav']);
    expect((await get(owner.client, b.id)).isFavorite).toBe(false);
    expect(a.isFavorite).toBe(false);
    const bad = await worker.client.post(`/api/projects/favorite?pid=${b.id}`, {});
    expect(bad.statusCode).toBe(400);
  });

  it('filters by state and name, with counts per state', async () => {
    const project = await newProject('Counted zebra');
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    const archived = (
      await owner.client.get('/api/projects/list?state=archived&search=zebra')
    ).json();
    expect(archived.projects.map((p: Project) => p.id)).toEqual([project.id]);
    expect(archived.counts.archived).toBeGreaterThanOrEqual(1);
    const active = (await owner.client.get('/api/projects/list?search=zebra')).json();
    expect(active.projects).toEqual([]);
    expect((await owner.client.get('/api/projects/list?state=gone')).statusCode).toBe(400);
    expect((await owner.client.get('/api/projects/list?search=%25')).json().projects).toEqual([]);
  });
});

describe('archive, trash and back', () => {
  it('archives and restores, blocking writes while archived', async () => {
    const project = await newProject();
    const archived = await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    expect(archived.json().project).toMatchObject({ state: { id: 2, state: 'archived' } });
    expect(archived.json().project.date_archived).not.toBeNull();
    expect(archived.json().project.abilities).toMatchObject({
      update: false,
      create_tasklist: false,
      archive: true,
    });
    const tasklist = await owner.client.post(`/api/tasklists/create?pid=${project.id}`, {
      name: 'Late',
    });
    expect(tasklist.statusCode).toBe(403);
    expect((await get(worker.client, project.id)).state.state).toBe('archived');
    expect((await owner.client.post(`/api/projects/archive?pid=${project.id}`)).statusCode).toBe(
      403,
    );
    const restored = await owner.client.post(`/api/projects/restore?pid=${project.id}`);
    expect(restored.json().project).toMatchObject({
      state: { id: 1, state: 'active' },
      date_archived: null,
    });
  });

  it('moves to the trash out of the members’ sight, and back to where it was', async () => {
    const project = await newProject();
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    expect((await worker.client.post(`/api/projects/delete?pid=${project.id}`)).statusCode).toBe(
      403,
    );
    const deleted = await owner.client.post(`/api/projects/delete?pid=${project.id}`);
    expect(deleted.json().project).toMatchObject({ state: { id: 4, state: 'deleted' } });
    expect((await worker.client.get(`/api/projects/detail?pid=${project.id}`)).statusCode).toBe(
      404,
    );
    const trash = (await owner.client.get('/api/projects/list?state=deleted')).json().projects;
    expect(trash.map((p: Project) => p.id)).toContain(project.id);
    const workersTrash = (await worker.client.get('/api/projects/list?state=deleted')).json()
      .projects;
    expect(workersTrash.map((p: Project) => p.id)).not.toContain(project.id);
    const back = await owner.client.post(`/api/projects/restore-from-trash?pid=${project.id}`);
    expect(back.json().project).toMatchObject({ state: { state: 'archived' }, date_deleted: null });
    expect((await get(worker.client, project.id)).id).toBe(project.id);
  });

  it('records each step as an activity event', async () => {
    const project = await newProject();
    for (const step of ['archive', 'restore', 'delete', 'restore-from-trash']) {
      expect((await owner.client.post(`/api/projects/${step}?pid=${project.id}`)).statusCode).toBe(
        200,
      );
    }
    const types = (await owner.client.get(`/api/events/project?pid=${project.id}`))
      .json()
      .events.map((e: { type: string }) => e.type);
    expect(types.slice(0, 4)).toEqual([
      'project.restored_from_trash',
      'project.deleted',
      'project.restored',
      'project.archived',
    ]);
  });
});
