import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ErrorBody, Project } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, Client, createTestApp, signUp, uniqueEmail } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const projectOf = (res: LightMyRequestResponse) => res.json<{ project: Project }>().project;
const projectsOf = (res: LightMyRequestResponse) => res.json<{ projects: Project[] }>().projects;
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>();

/** A project id that exists nowhere, valid for the id schema. */
const MISSING_ID = Number.MAX_SAFE_INTEGER;
const NOT_FOUND_BODY = {
  message: 'The project does not exist or you do not have access to it.',
  code: 'NOT_FOUND',
};

async function create(client: Client, body: object): Promise<Project> {
  const res = await client.post('/api/projects/create', body);
  expect(res.statusCode).toBe(201);
  return projectOf(res);
}

describe('POST /api/projects/create', () => {
  it('creates the project with its owner as commander, version 1 and full abilities', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const res = await owner.client.post('/api/projects/create', {
      name: '  Website relaunch ',
      color: '#1a2B3c',
      currency: 'CZK',
    });
    expect(res.statusCode).toBe(201);
    const me = { id: owner.id, fullname: 'Olga Owner' };
    expect(projectOf(res)).toEqual({
      id: expect.any(Number),
      name: 'Website relaunch',
      color: '#1a2B3c',
      currency: 'CZK',
      state: { id: 1, state: 'active' },
      owner: me,
      author: me,
      isCommander: true,
      isTemplate: false,
      isUserBusinessCaptain: false,
      canManagePublicTag: true,
      tags: [],
      workers: [
        {
          ...me,
          email: owner.email,
          is_commander: true,
          is_worker_invited: false,
          tasklists_acl: null,
          project_setting: { id: owner.id, hour_rate: null, is_fixed: false },
          is_business_captain: false,
          roles: [],
          abilities: { set_commander: false, remove: false, leave: false },
        },
      ],
      commanders: [owner.id],
      version: 1,
      isFavorite: false,
      dueDate: null,
      dueDateEnd: null,
      due_date_plus_days: null,
      due_date_end_plus_days: null,
      client: null,
      budget: null,
      hide_work_reports_on_time_estimates: false,
      date_archived: null,
      date_deleted: null,
      task_counts: { active: 0, finished: 0 },
      abilities: {
        update: true,
        create_tasklist: true,
        add_content: true,
        manage_workers: true,
        archive: true,
        delete: true,
        set_member_roles: true,
        save_as_template: true,
        hand_over: true,
        remove_workers_everywhere: true,
        see_spend: true,
      },
      disallowed_actions: [],
    });
  });

  it('defaults to no colour and EUR, and accepts boundary values', async () => {
    const owner = await signUp(t.app);
    expect(await create(owner.client, { name: 'Plain' })).toMatchObject({
      color: null,
      currency: 'EUR',
    });
    expect(await create(owner.client, { name: 'x'.repeat(255), color: '#abc' })).toMatchObject({
      name: 'x'.repeat(255),
      color: '#abc',
    });
    expect(await create(owner.client, { name: 'Null colour', color: null })).toMatchObject({
      color: null,
    });
  });

  it('starts a template when asked, listed with the templates only', async () => {
    const owner = await signUp(t.app);
    const template = await create(owner.client, { name: 'Launch plan', isTemplate: true });
    expect(template).toMatchObject({ state: { id: 3, state: 'template' }, isTemplate: true });
    const templates = await owner.client.get('/api/projects/list?state=template');
    expect(projectsOf(templates).map((p) => p.id)).toEqual([template.id]);
    expect(projectsOf(await owner.client.get('/api/projects/list'))).toEqual([]);
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a template flag that is not a boolean', { name: 'P', isTemplate: 'yes' }, 'isTemplate'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a 256-character name', { name: 'x'.repeat(256) }, 'name'],
    ['no name', {}, 'name'],
    ['a numeric name', { name: 42 }, 'name'],
    ['a named colour', { name: 'P', color: 'red' }, 'color'],
    ['a 2-digit colour', { name: 'P', color: '#12' }, 'color'],
    ['an unknown currency', { name: 'P', currency: 'GBP' }, 'currency'],
  ])('answers 400 for %s and creates nothing', async (_case, body, field) => {
    const owner = await signUp(t.app);
    const res = await owner.client.post('/api/projects/create', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual([field]);
    expect(projectsOf(await owner.client.get('/api/projects/list'))).toEqual([]);
  });
});

describe('GET /api/projects/list', () => {
  it('lists only the projects the user is a member of, by name', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const beta = await create(alice.client, { name: 'Beta' });
    const alpha = await create(alice.client, { name: 'Alpha' });
    const bobs = await create(bob.client, { name: 'Alpha' });

    const aliceList = projectsOf(await alice.client.get('/api/projects/list'));
    expect(aliceList.map((p) => p.id)).toEqual([alpha.id, beta.id]);
    expect(aliceList[0]).toEqual(alpha);
    expect(projectsOf(await bob.client.get('/api/projects/list')).map((p) => p.id)).toEqual([
      bobs.id,
    ]);
  });
});

describe('GET /api/projects/detail', () => {
  it('answers the project to its owner', async () => {
    const owner = await signUp(t.app);
    const project = await create(owner.client, { name: 'Detail' });
    const res = await owner.client.get(`/api/projects/detail?pid=${project.id}`);
    expect(res.statusCode).toBe(200);
    expect(projectOf(res)).toEqual(project);
  });

  it('answers a non-member exactly as for a project that does not exist', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const project = await create(owner.client, { name: 'Secret' });
    const hidden = await stranger.client.get(`/api/projects/detail?pid=${project.id}`);
    const missing = await stranger.client.get(`/api/projects/detail?pid=${MISSING_ID}`);
    expect(hidden.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(hidden.json()).toEqual(NOT_FOUND_BODY);
    expect(missing.json()).toEqual(hidden.json());
  });

  it.each(['abc', '0', '-3', '1.5', ''])('answers 400 for pid=%s', async (pid) => {
    const owner = await signUp(t.app);
    const res = await owner.client.get(`/api/projects/detail?pid=${pid}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['pid']);
  });
});

describe('POST /api/projects/add-workers', () => {
  it('adds an existing user, who then lists and reads the project as a worker', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const worker = await signUp(t.app, { fullname: 'Will Worker' });
    const project = await create(owner.client, { name: 'Shared' });

    const res = await owner.client.post(`/api/projects/add-workers?pid=${project.id}`, {
      new_workers: [worker.email.toUpperCase()],
    });
    expect(res.statusCode).toBe(200);
    const updated = projectOf(res);
    expect(updated.workers.map(({ id, fullname }) => ({ id, fullname }))).toEqual([
      { id: owner.id, fullname: 'Olga Owner' },
      { id: worker.id, fullname: 'Will Worker' },
    ]);
    expect(updated.commanders).toEqual([owner.id]);

    expect(projectsOf(await worker.client.get('/api/projects/list')).map((p) => p.id)).toEqual([
      project.id,
    ]);
    const detail = await worker.client.get(`/api/projects/detail?pid=${project.id}`);
    expect(detail.statusCode).toBe(200);
    expect(projectOf(detail)).toMatchObject({
      id: project.id,
      owner: { id: owner.id, fullname: 'Olga Owner' },
      isCommander: false,
      abilities: { update: false, create_tasklist: true, manage_workers: false },
    });
  });

  it('adds someone already a member only once', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const project = await create(owner.client, { name: 'Twice' });
    await addWorker(owner.client, project.id, worker.email);
    const res = await owner.client.post(`/api/projects/add-workers?pid=${project.id}`, {
      new_workers: [worker.email, worker.email, owner.email],
    });
    expect(res.statusCode).toBe(200);
    expect(
      projectOf(res)
        .workers.map((w) => w.id)
        .sort(),
    ).toEqual([owner.id, worker.id].sort());
  });

  it('refuses an e-mail without an account when asked not to invite, and adds no one', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const project = await create(owner.client, { name: 'Strict' });
    const unknown = uniqueEmail('nobody');
    const res = await owner.client.post(`/api/projects/add-workers?pid=${project.id}`, {
      new_workers: [worker.email, unknown],
      invite_new_workers: false,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    const messages = errorOf(res).errors?.validation.new_workers ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(unknown);
    expect((await worker.client.get(`/api/projects/detail?pid=${project.id}`)).statusCode).toBe(
      404,
    );
    expect(
      projectOf(await owner.client.get(`/api/projects/detail?pid=${project.id}`)).workers,
    ).toHaveLength(1);
  });

  it.each([
    ['an empty list', { new_workers: [] }],
    ['a bad address', { new_workers: ['not-an-email'] }],
    ['no list', {}],
  ])('answers 400 for %s', async (_case, body) => {
    const owner = await signUp(t.app);
    const project = await create(owner.client, { name: 'Input' });
    const res = await owner.client.post(`/api/projects/add-workers?pid=${project.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})[0]).toMatch(/^new_workers/);
  });

  it('refuses an ordinary worker with 403 and a non-member with 404', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const stranger = await signUp(t.app);
    const candidate = await signUp(t.app);
    const project = await create(owner.client, { name: 'Guarded' });
    await addWorker(owner.client, project.id, worker.email);
    const url = `/api/projects/add-workers?pid=${project.id}`;

    const byWorker = await worker.client.post(url, { new_workers: [candidate.email] });
    expect(byWorker.statusCode).toBe(403);
    expect(errorOf(byWorker).code).toBe('FORBIDDEN');

    const byStranger = await stranger.client.post(url, { new_workers: [stranger.email] });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toEqual(NOT_FOUND_BODY);

    const workers = projectOf(
      await owner.client.get(`/api/projects/detail?pid=${project.id}`),
    ).workers;
    expect(workers.map((w) => w.id).sort()).toEqual([owner.id, worker.id].sort());
  });
});

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/projects/list', undefined],
    ['GET', '/api/projects/detail?pid=1', undefined],
    ['POST', '/api/projects/create', { name: 'Nope' }],
    ['POST', '/api/projects/add-workers?pid=1', { new_workers: ['a@example.test'] }],
  ] as const)('%s %s answers 401', async (method, url, body) => {
    const res = await new Client(t.app).request(method, url, body);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });
});
