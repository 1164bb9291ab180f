import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { createProject, createTestApp, signUpCast } from '../../test/harness.ts';

let t: TestApp;
let owner: SignedUpUser;
let worker: SignedUpUser;
let other: SignedUpUser;
let stranger: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, worker, other, stranger } = await signUpCast(t.app));
});
afterAll(() => t.close());

const newProject = () => createProject(owner.client, 'People', [worker, other]);

describe('commanders', () => {
  it('promotes a worker, who may then manage people, and degrades them again', async () => {
    const project = await newProject();
    const promoted = await owner.client.post(`/api/projects/set-commander?pid=${project.id}`, {
      user_id: worker.id,
      is_commander: true,
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().project.commanders.sort()).toEqual([owner.id, worker.id].sort());
    const asWorker = (await worker.client.get(`/api/projects/detail?pid=${project.id}`)).json();
    expect(asWorker.project).toMatchObject({
      isCommander: true,
      abilities: { manage_workers: true },
    });
    const events = (await owner.client.get(`/api/events/project?pid=${project.id}`)).json().events;
    expect(events[0]).toMatchObject({ type: 'project.commander_changed', who: { id: worker.id } });

    const degraded = await owner.client.post(`/api/projects/set-commander?pid=${project.id}`, {
      user_id: worker.id,
      is_commander: false,
    });
    expect(degraded.json().project.commanders).toEqual([owner.id]);
  });

  it('refuses a worker (403), a stranger (404), the owner as target and a non-member (400)', async () => {
    const project = await newProject();
    const url = `/api/projects/set-commander?pid=${project.id}`;
    expect(
      (await worker.client.post(url, { user_id: other.id, is_commander: true })).statusCode,
    ).toBe(403);
    expect(
      (await stranger.client.post(url, { user_id: other.id, is_commander: true })).statusCode,
    ).toBe(404);
    const ownerTarget = await owner.client.post(url, { user_id: owner.id, is_commander: false });
    expect(ownerTarget.statusCode).toBe(400);
    expect(ownerTarget.json().errors.validation.user_id).toEqual([
      'The owner is always a commander.',
    ]);
    const outsider = await owner.client.post(url, { user_id: stranger.id, is_commander: true });
    expect(outsider.json().errors.validation.user_id).toEqual([
      'This person is not a member of the project.',
    ]);
    expect((await owner.client.post(url, { user_id: 'x', is_commander: 'yes' })).statusCode).toBe(
      400,
    );
    const after = (await owner.client.get(`/api/projects/detail?pid=${project.id}`)).json().project;
    expect(after.commanders).toEqual([owner.id]);
  });
});

describe('removing people', () => {
  it('removes a worker, who then no longer sees the project', async () => {
    const project = await newProject();
    const res = await owner.client.post(`/api/projects/remove-worker?pid=${project.id}`, {
      user_id: worker.id,
    });
    expect(res.json()).toEqual({ removed: true });
    expect((await worker.client.get(`/api/projects/detail?pid=${project.id}`)).statusCode).toBe(
      404,
    );
    const events = (await owner.client.get(`/api/events/project?pid=${project.id}`)).json().events;
    expect(events[0]).toMatchObject({
      type: 'project.workers_removed',
      notice: { removed_users: [{ id: worker.id, fullname: 'Walter Worker' }] },
    });
  });

  it('lets a worker leave, but not remove someone else', async () => {
    const project = await newProject();
    const url = `/api/projects/remove-worker?pid=${project.id}`;
    expect((await worker.client.post(url, { user_id: other.id })).statusCode).toBe(403);
    expect((await worker.client.post(url, { user_id: worker.id })).statusCode).toBe(200);
    const left = (await owner.client.get(`/api/projects/detail?pid=${project.id}`)).json().project;
    expect(left.workers.map((w: { id: number }) => w.id).sort()).toEqual(
      [owner.id, other.id].sort(),
    );
  });

  it('never removes the owner', async () => {
    const project = await newProject();
    const res = await owner.client.post(`/api/projects/remove-worker?pid=${project.id}`, {
      user_id: owner.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.validation.user_id).toEqual([
      'The owner cannot be removed from the project.',
    ]);
  });
});

describe('abilities for people and templates', () => {
  it('leaves roles, handovers and removal everywhere to the owner; commanders may save templates', async () => {
    const project = await newProject();
    await owner.client.post(`/api/projects/set-commander?pid=${project.id}`, {
      user_id: other.id,
      is_commander: true,
    });
    const abilitiesOf = async (client: typeof owner.client) =>
      (await client.get(`/api/projects/detail?pid=${project.id}`)).json().project.abilities;
    const people = [
      'set_member_roles',
      'save_as_template',
      'hand_over',
      'remove_workers_everywhere',
    ];
    const pick = (a: Record<string, boolean>) => people.map((k) => a[k]);
    expect(pick(await abilitiesOf(owner.client))).toEqual([true, true, true, true]);
    expect(pick(await abilitiesOf(other.client))).toEqual([false, true, false, false]);
    expect(pick(await abilitiesOf(worker.client))).toEqual([false, false, false, false]);
  });
});
