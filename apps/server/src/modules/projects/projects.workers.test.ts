import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectWorker } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUpCast } from '../../test/harness.ts';
import { newTasklist } from '../../test/tasklist-helpers.ts';

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

async function newProject(by: SignedUpUser = owner, lists: string[] = ['One', 'Two']) {
  const project = await createProject(by.client, 'Crew', [worker]);
  const ids: number[] = [];
  for (const name of lists) ids.push((await newTasklist(by.client, project.id, name)).id);
  return { project, ids };
}

const update = (by: SignedUpUser, pid: number, body: unknown) =>
  by.client.post(`/api/projects/update-worker?pid=${pid}`, body);
const workerIn = (project: Project, id: number) =>
  project.workers.find((w) => w.id === id) as ProjectWorker;

describe('POST /api/projects/update-worker', () => {
  it('limits the task lists a worker sees, and lifts the limit again', async () => {
    const { project, ids } = await newProject();
    const res = await update(owner, project.id, { user_id: worker.id, tasklists_acl: [ids[1]] });
    expect(res.statusCode).toBe(200);
    expect(workerIn(res.json().project, worker.id).tasklists_acl).toEqual([ids[1]]);
    const seen = (await worker.client.get(`/api/tasklists/list?pid=${project.id}`)).json();
    expect(seen.tasklists.map((l: { id: number }) => l.id)).toEqual([ids[1]]);
    const events = (await owner.client.get(`/api/events/project?pid=${project.id}`)).json().events;
    expect(events[0]).toMatchObject({ type: 'project.worker_updated', who: { id: worker.id } });

    await update(owner, project.id, { user_id: worker.id, tasklists_acl: null });
    const all = (await worker.client.get(`/api/tasklists/list?pid=${project.id}`)).json();
    expect(all.tasklists).toHaveLength(2);
  });

  it('sets an hour rate, shown to managers and to the worker only', async () => {
    const { project } = await newProject();
    await addWorker(owner.client, project.id, other.email);
    const res = await update(owner, project.id, {
      user_id: worker.id,
      project_setting: { hour_rate: '450.50', is_fixed: true },
    });
    expect(workerIn(res.json().project, worker.id).project_setting).toEqual({
      id: worker.id,
      hour_rate: '450.50',
      is_fixed: true,
    });
    const asWorker = (await worker.client.get(`/api/projects/detail?pid=${project.id}`)).json();
    expect(workerIn(asWorker.project, worker.id).project_setting?.hour_rate).toBe('450.50');
    const asOther = (await other.client.get(`/api/projects/detail?pid=${project.id}`)).json();
    expect(workerIn(asOther.project, worker.id).project_setting).toBeNull();
    const cleared = await update(owner, project.id, {
      user_id: worker.id,
      project_setting: { hour_rate: null, is_fixed: false },
    });
    expect(workerIn(cleared.json().project, worker.id).project_setting?.hour_rate).toBeNull();
  });

  it.each([
    ['an empty list', { tasklists_acl: [] }, 'tasklists_acl'],
    [
      'a bad amount',
      { project_setting: { hour_rate: '12.345', is_fixed: false } },
      'project_setting.hour_rate',
    ],
    [
      'an amount over the limit',
      { project_setting: { hour_rate: '100000001', is_fixed: false } },
      'project_setting.hour_rate',
    ],
  ])('refuses %s with 400', async (_name, body, field) => {
    const { project } = await newProject();
    const res = await update(owner, project.id, { user_id: worker.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors.validation)).toEqual([field]);
  });

  it('refuses lists of another project, limits on commanders, and non-members', async () => {
    const { project } = await newProject();
    const theirs = await newProject();
    const swapped = await update(owner, project.id, {
      user_id: worker.id,
      tasklists_acl: theirs.ids,
    });
    expect(swapped.statusCode).toBe(400);
    const onOwner = await update(owner, project.id, {
      user_id: owner.id,
      tasklists_acl: [theirs.ids[0]],
    });
    expect(onOwner.statusCode).toBe(400);
    const notMember = await update(owner, project.id, {
      user_id: stranger.id,
      tasklists_acl: null,
    });
    expect(notMember.statusCode).toBe(400);
    const detail = (await worker.client.get(`/api/tasklists/list?pid=${project.id}`)).json();
    expect(detail.tasklists).toHaveLength(2);
  });

  it('answers 403 to a worker and 404 to a stranger', async () => {
    const { project } = await newProject();
    const body = { user_id: worker.id, tasklists_acl: null };
    expect((await update(worker, project.id, body)).statusCode).toBe(403);
    expect((await update(stranger, project.id, body)).statusCode).toBe(404);
  });
});

describe('removing a person from all of the owner’s projects', () => {
  it('summarises, removes from own projects only, and reports where they stay', async () => {
    const active = await newProject();
    const archived = await newProject();
    await owner.client.post(`/api/projects/archive?pid=${archived.project.id}`);
    const theirs = await newProject(other);
    await addWorker(other.client, theirs.project.id, owner.email);

    const summary = await owner.client.get(
      `/api/projects/worker-removal-summary?user_id=${worker.id}`,
    );
    expect(summary.statusCode).toBe(200);
    const s = summary.json().summary;
    expect(s.worker_fullname).toBe('Walter Worker');
    expect(s.projects.active.map((p: { id: number }) => p.id)).toContain(active.project.id);
    expect(s.projects.archived.map((p: { id: number }) => p.id)).toContain(archived.project.id);
    expect(s.cannot_be_removed_projects.map((p: { id: number }) => p.id)).toContain(
      theirs.project.id,
    );
    expect(s.can_be_removed_from_all_projects).toBe(false);

    const res = await owner.client.post('/api/projects/remove-worker-from-all', {
      user_id: worker.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.projects).toEqual({ active: [], archived: [], template: [] });
    expect(
      (await worker.client.get(`/api/projects/detail?pid=${active.project.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await worker.client.get(`/api/projects/detail?pid=${theirs.project.id}`)).statusCode,
    ).toBe(200);
  });

  it('answers 404 for people one shares nothing with, and for oneself', async () => {
    expect(
      (await owner.client.get(`/api/projects/worker-removal-summary?user_id=${stranger.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await owner.client.get(`/api/projects/worker-removal-summary?user_id=${owner.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await owner.client.post('/api/projects/remove-worker-from-all', { user_id: stranger.id }))
        .statusCode,
    ).toBe(404);
  });
});
