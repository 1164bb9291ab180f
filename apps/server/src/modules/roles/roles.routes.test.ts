import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEvent, Role } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createProject, createTestApp, signUp } from '../../test/harness.ts';
import { createRole, giveRoles } from '../../test/role-helpers.ts';
import { errorOf, MISSING_ID, notFoundBody } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function rolesOf(client: Parameters<typeof createRole>[0]): Promise<Role[]> {
  const res = await client.get('/api/roles/list');
  expect(res.statusCode).toBe(200);
  return res.json<{ roles: Role[] }>().roles;
}

describe('POST /api/roles/create and GET /api/roles/list', () => {
  it('creates a role of the actor’s account with its actions in id order', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const res = await owner.client.post('/api/roles/create', {
      name: ' Reviewer ',
      disallowed_actions: [4, 3],
    });
    expect(res.statusCode).toBe(201);
    const role = res.json<{ role: Role }>().role;
    expect(role).toEqual({
      id: expect.any(Number),
      name: 'Reviewer',
      author: { id: owner.id, fullname: 'Olga Owner' },
      owner: { id: owner.id, fullname: 'Olga Owner' },
      date_add: expect.stringMatching(ISO),
      disallowed_actions: [
        { id: 3, action: 'tasklist_create' },
        { id: 4, action: 'tasklist_delete' },
      ],
      projects: [],
      is_system_role: false,
      users: [],
      not_allowed_roles_for_users: [],
    });
    expect(await rolesOf(owner.client)).toEqual([role]);
  });

  it('lists only the actor’s roles, by name, with where and to whom they are given', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const worker = await signUp(t.app, { fullname: 'Walter Worker' });
    const other = await signUp(t.app);
    await createRole(other.client, 'Not yours', ['task_delete']);
    const zeta = await createRole(owner.client, 'zeta', ['task_delete']);
    const alpha = await createRole(owner.client, 'Alpha', ['task_finish']);
    const project = await createProject(owner.client, 'Site', [worker]);
    await giveRoles(owner.client, project.id, worker.id, [zeta.id]);
    const roles = await rolesOf(owner.client);
    expect(roles.map((r) => r.name)).toEqual(['Alpha', 'zeta']);
    expect(roles[1]).toMatchObject({
      id: zeta.id,
      projects: [project.id],
      users: [{ id: worker.id, fullname: 'Walter Worker' }],
    });
    expect(roles[0]).toMatchObject({ id: alpha.id, projects: [], users: [] });
  });

  it('refuses a name the account already has, whatever its case (409)', async () => {
    const owner = await signUp(t.app);
    await createRole(owner.client, 'Reviewer', ['task_delete']);
    const res = await owner.client.post('/api/roles/create', {
      name: 'REVIEWER',
      disallowed_actions: [1],
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      message: 'You already have a role called “REVIEWER”.',
      code: 'CONFLICT',
    });
    // Another account may use the same name.
    const other = await signUp(t.app);
    await createRole(other.client, 'Reviewer', ['task_delete']);
  });

  it.each([
    ['no name', { disallowed_actions: [1] }, 'name'],
    ['an empty name', { name: '  ', disallowed_actions: [1] }, 'name'],
    ['a long name', { name: 'x'.repeat(256), disallowed_actions: [1] }, 'name'],
    ['no actions', { name: 'Role' }, 'disallowed_actions'],
    ['an empty list', { name: 'Role', disallowed_actions: [] }, 'disallowed_actions'],
    ['action 0', { name: 'Role', disallowed_actions: [0] }, 'disallowed_actions.0'],
    ['action 8', { name: 'Role', disallowed_actions: [8] }, 'disallowed_actions.0'],
    ['a repeated action', { name: 'Role', disallowed_actions: [2, 2] }, 'disallowed_actions'],
  ])('refuses %s (400)', async (_case, body, field) => {
    const owner = await signUp(t.app);
    const res = await owner.client.post('/api/roles/create', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.validation).toHaveProperty([field]);
  });
});

describe('POST /api/roles/update', () => {
  it('renames and changes the actions; the projects where it is given hear of it', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const role = await createRole(owner.client, 'Reviewer', ['task_delete']);
    const project = await createProject(owner.client, 'Site', [worker]);
    await giveRoles(owner.client, project.id, worker.id, [role.id]);
    const res = await owner.client.post(`/api/roles/update?id=${role.id}`, {
      name: 'Guest',
      disallowed_actions: [7, 1],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ role: Role }>().role).toMatchObject({
      name: 'Guest',
      disallowed_actions: [
        { id: 1, action: 'task_delete' },
        { id: 7, action: 'task_due_dates_edit' },
      ],
    });
    const events = (await owner.client.get(`/api/events/project?pid=${project.id}`)).json<{
      events: ActivityEvent[];
    }>().events;
    expect(events[0]).toMatchObject({ type: 'role.updated', author: { id: owner.id } });
    const detail = await worker.client.get(`/api/projects/detail?pid=${project.id}`);
    expect(detail.json().project.disallowed_actions).toEqual([
      'task_delete',
      'task_due_dates_edit',
    ]);
  });

  it('keeps its own name in another case, and refuses another role’s name (409)', async () => {
    const owner = await signUp(t.app);
    const role = await createRole(owner.client, 'Reviewer', ['task_delete']);
    await createRole(owner.client, 'Guest', ['task_delete']);
    const recased = await owner.client.post(`/api/roles/update?id=${role.id}`, {
      name: 'reviewer',
    });
    expect(recased.json<{ role: Role }>().role.name).toBe('reviewer');
    const taken = await owner.client.post(`/api/roles/update?id=${role.id}`, { name: 'guest' });
    expect(taken.statusCode).toBe(409);
  });

  it('answers 404 for someone else’s role and a missing one, 400 for bad values', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const role = await createRole(owner.client, 'Reviewer', ['task_delete']);
    const foreign = await other.client.post(`/api/roles/update?id=${role.id}`, { name: 'Mine' });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toEqual(notFoundBody('The role'));
    expect(
      (await owner.client.post(`/api/roles/update?id=${MISSING_ID}`, { name: 'X' })).statusCode,
    ).toBe(404);
    const empty = await owner.client.post(`/api/roles/update?id=${role.id}`, {
      disallowed_actions: [],
    });
    expect(empty.statusCode).toBe(400);
    expect((await owner.client.post('/api/roles/update?id=x', { name: 'X' })).statusCode).toBe(400);
  });
});

describe('POST /api/roles/delete', () => {
  it('deletes the role and takes it from everyone who had it', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const role = await createRole(owner.client, 'Reviewer', ['tasklist_create']);
    const project = await createProject(owner.client, 'Site', [worker]);
    await giveRoles(owner.client, project.id, worker.id, [role.id]);
    const res = await owner.client.post(`/api/roles/delete?id=${role.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(await rolesOf(owner.client)).toEqual([]);
    const detail = (await worker.client.get(`/api/projects/detail?pid=${project.id}`)).json()
      .project;
    expect(detail.disallowed_actions).toEqual([]);
    expect(detail.workers.find((w: { id: number }) => w.id === worker.id).roles).toEqual([]);
  });

  it('answers 404 for someone else’s role', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const role = await createRole(owner.client, 'Reviewer', ['task_delete']);
    expect((await other.client.post(`/api/roles/delete?id=${role.id}`)).statusCode).toBe(404);
    expect(await rolesOf(owner.client)).toHaveLength(1);
  });
});
