import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEvent, Project } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import { createRole } from '../../test/role-helpers.ts';
import { errorOf, notFoundBody, setProjectState } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setRoles = (actor: SignedUpUser, pid: number, body: unknown) =>
  actor.client.post(`/api/projects/set-member-roles?pid=${pid}`, body);

/** An owner with two roles and a project with a worker and a commander. */
async function setUp() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Walter Worker' });
  const commander = await signUp(t.app, { fullname: 'Cyril Commander' });
  const project = await createProject(owner.client, 'Site', [worker]);
  await addWorker(owner.client, project.id, commander.email);
  await owner.client.post(`/api/projects/set-commander?pid=${project.id}`, {
    user_id: commander.id,
    is_commander: true,
  });
  const reviewer = await createRole(owner.client, 'Reviewer', ['tasklist_create']);
  const careful = await createRole(owner.client, 'Careful', ['task_delete', 'tasklist_delete']);
  return { owner, worker, commander, project, reviewer, careful };
}

describe('POST /api/projects/set-member-roles', () => {
  it('gives a member roles: shown beside them, their denials in their view, an event', async () => {
    const { owner, worker, project, reviewer, careful } = await setUp();
    const res = await setRoles(owner, project.id, {
      user_id: worker.id,
      roles_ids: [reviewer.id, careful.id],
    });
    expect(res.statusCode).toBe(200);
    const seen = res.json<{ project: Project }>().project;
    expect(seen.workers.find((w) => w.id === worker.id)?.roles).toEqual([
      { id: careful.id, name: 'Careful' },
      { id: reviewer.id, name: 'Reviewer' },
    ]);
    // The owner is never denied anything.
    expect(seen.disallowed_actions).toEqual([]);
    const theirs = (await worker.client.get(`/api/projects/detail?pid=${project.id}`)).json<{
      project: Project;
    }>().project;
    expect(theirs.disallowed_actions).toEqual([
      'task_delete',
      'tasklist_create',
      'tasklist_delete',
    ]);
    expect(theirs.abilities.create_tasklist).toBe(false);
    const events = (await owner.client.get(`/api/events/project?pid=${project.id}`)).json<{
      events: ActivityEvent[];
    }>().events;
    expect(events[0]).toMatchObject({
      type: 'project.member_roles_changed',
      author: { id: owner.id },
      who: { id: worker.id, fullname: 'Walter Worker' },
    });
  });

  it('replaces the roles, takes them all away with an empty list, and records nothing when unchanged', async () => {
    const { owner, worker, project, reviewer, careful } = await setUp();
    await setRoles(owner, project.id, { user_id: worker.id, roles_ids: [reviewer.id] });
    const replaced = await setRoles(owner, project.id, {
      user_id: worker.id,
      roles_ids: [careful.id],
    });
    expect(
      replaced.json<{ project: Project }>().project.workers.find((w) => w.id === worker.id)?.roles,
    ).toEqual([{ id: careful.id, name: 'Careful' }]);
    const eventCount = async () =>
      (await owner.client.get(`/api/events/project?pid=${project.id}`)).json<{
        events: ActivityEvent[];
      }>().events.length;
    const before = await eventCount();
    await setRoles(owner, project.id, { user_id: worker.id, roles_ids: [careful.id] });
    expect(await eventCount()).toBe(before);
    const cleared = await setRoles(owner, project.id, { user_id: worker.id, roles_ids: [] });
    expect(
      cleared.json<{ project: Project }>().project.workers.find((w) => w.id === worker.id)?.roles,
    ).toEqual([]);
  });

  it('lets only the owner give roles: commanders and workers get 403, others 404', async () => {
    const { worker, commander, project, reviewer } = await setUp();
    const body = { user_id: worker.id, roles_ids: [reviewer.id] };
    const byCommander = await setRoles(commander, project.id, body);
    expect(byCommander.statusCode).toBe(403);
    expect(errorOf(byCommander)).toEqual({
      message: 'Only the project owner can give roles.',
      code: 'FORBIDDEN',
    });
    expect((await setRoles(worker, project.id, body)).statusCode).toBe(403);
    const stranger = await signUp(t.app);
    const res = await setRoles(stranger, project.id, body);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual(notFoundBody('The project'));
  });

  it('refuses in a project that is not active any more (403)', async () => {
    const { owner, worker, project, reviewer } = await setUp();
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    const res = await setRoles(owner, project.id, { user_id: worker.id, roles_ids: [reviewer.id] });
    expect(res.statusCode).toBe(403);
  });

  it('gives only roles of the project owner’s account (400 on roles_ids)', async () => {
    const { owner, worker, project } = await setUp();
    const other = await signUp(t.app);
    const foreign = await createRole(other.client, 'Theirs', ['task_delete']);
    const res = await setRoles(owner, project.id, { user_id: worker.id, roles_ids: [foreign.id] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.validation).toEqual({
      roles_ids: [`These are not roles of your account: ${foreign.id}.`],
    });
  });

  it('refuses the owner, someone who is not a member, and bad lists (400)', async () => {
    const { owner, project, reviewer, worker } = await setUp();
    const ownerRes = await setRoles(owner, project.id, {
      user_id: owner.id,
      roles_ids: [reviewer.id],
    });
    expect(ownerRes.statusCode).toBe(400);
    expect(errorOf(ownerRes).errors?.validation).toHaveProperty('user_id');
    const outsider = await signUp(t.app);
    const outsiderRes = await setRoles(owner, project.id, {
      user_id: outsider.id,
      roles_ids: [reviewer.id],
    });
    expect(errorOf(outsiderRes).errors?.validation).toEqual({
      user_id: ['This person is not a member of the project.'],
    });
    const repeated = await setRoles(owner, project.id, {
      user_id: worker.id,
      roles_ids: [reviewer.id, reviewer.id],
    });
    expect(repeated.statusCode).toBe(400);
    const tooMany = await setRoles(owner, project.id, {
      user_id: worker.id,
      roles_ids: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(errorOf(tooMany).errors?.validation).toHaveProperty('roles_ids');
    expect((await setRoles(owner, project.id, { roles_ids: [] })).statusCode).toBe(400);
  });

  it('lets roles go with the membership when the member is removed', async () => {
    const { owner, worker, project, reviewer } = await setUp();
    await setRoles(owner, project.id, { user_id: worker.id, roles_ids: [reviewer.id] });
    await owner.client.post(`/api/projects/remove-worker?pid=${project.id}`, {
      user_id: worker.id,
    });
    const roles = (await owner.client.get('/api/roles/list')).json().roles;
    expect(roles.find((r: { id: number }) => r.id === reviewer.id).users).toEqual([]);
  });
});
