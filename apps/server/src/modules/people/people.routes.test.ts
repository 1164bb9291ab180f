import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CurrentUser, PersonSummary, Project } from '@tandem/contract';
import { events } from '../../db/schema/projects.ts';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { createProject, createTestApp, signUpCast } from '../../test/harness.ts';

let t: TestApp;
let owner: SignedUpUser;
let worker: SignedUpUser;
let other: SignedUpUser;
let stranger: SignedUpUser;
let shared: Project;
let second: Project;
let trashed: Project;

const project = (name: string, members: SignedUpUser[]) =>
  createProject(owner.client, name, members);

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, worker, other, stranger } = await signUpCast(t.app));
  shared = await project('Website', [worker, other]);
  second = await project('Archive box', [worker]);
  await owner.client.post(`/api/projects/archive?pid=${second.id}`);
  trashed = await project('Old stuff', [other]);
  await owner.client.post(`/api/projects/delete?pid=${trashed.id}`);
  await owner.client.post(`/api/projects/set-commander?pid=${shared.id}`, {
    user_id: worker.id,
    is_commander: true,
  });
});
afterAll(() => t.close());

const usersOf = async (user: SignedUpUser, query = '') =>
  (await user.client.get(`/api/users/list${query}`)).json<{ users: PersonSummary[] }>().users;

describe('GET /api/users/list', () => {
  it('lists the people sharing a project outside the trash, with the count, without the actor', async () => {
    expect(await usersOf(owner)).toEqual([
      {
        id: other.id,
        fullname: 'Olivia Other',
        email: other.email,
        is_invited: false,
        out_of_office: null,
        projects_count: 1,
      },
      {
        id: worker.id,
        fullname: 'Walter Worker',
        email: worker.email,
        is_invited: false,
        out_of_office: null,
        projects_count: 2,
      },
    ]);
    expect((await usersOf(worker)).map((u) => u.id)).toEqual([owner.id, other.id]);
    expect(await usersOf(stranger)).toEqual([]);
  });

  it('filters by part of the name or e-mail', async () => {
    expect((await usersOf(owner, '?search=walt')).map((u) => u.id)).toEqual([worker.id]);
    expect(
      (await usersOf(owner, `?search=${encodeURIComponent(other.email.toUpperCase())}`)).map(
        (u) => u.id,
      ),
    ).toEqual([other.id]);
    expect(await usersOf(owner, '?search=%25')).toEqual([]);
    expect((await usersOf(owner, '?search=')).length).toBe(2);
  });

  it('bounds the search (400)', async () => {
    const res = await owner.client.get(`/api/users/list?search=${'x'.repeat(256)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('needs a signed-in user (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/list' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/detail', () => {
  it('shows the person and only the projects both share, with the person’s role', async () => {
    const res = await other.client.get(`/api/users/detail?user_id=${worker.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({
        id: worker.id,
        fullname: 'Walter Worker',
        projects_count: 1,
      }),
      projects: [
        {
          id: shared.id,
          name: 'Website',
          color: null,
          state: { id: 1, state: 'active' },
          is_commander: true,
          is_owner: false,
        },
      ],
    });
    const ofOwner = (await worker.client.get(`/api/users/detail?user_id=${owner.id}`)).json();
    expect(
      ofOwner.projects.map((p: { id: number; is_owner: boolean }) => [p.id, p.is_owner]),
    ).toEqual([
      [shared.id, true],
      [second.id, true],
    ]);
  });

  it('shows the actor their own projects outside the trash', async () => {
    const res = (await owner.client.get(`/api/users/detail?user_id=${owner.id}`)).json();
    expect(res.user.projects_count).toBe(2);
    expect(res.projects.map((p: { id: number }) => p.id)).toEqual([shared.id, second.id]);
    const lonely = (await stranger.client.get(`/api/users/detail?user_id=${stranger.id}`)).json();
    expect(lonely).toMatchObject({ user: { id: stranger.id, projects_count: 0 }, projects: [] });
  });

  it('answers 404 for someone who shares nothing, shares only the trash, or does not exist', async () => {
    for (const [viewer, target] of [
      [stranger, owner],
      [owner, stranger],
      [worker, { id: 999999999 }],
    ] as const) {
      const res = await viewer.client.get(`/api/users/detail?user_id=${target.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // Olivia shares the trashed project and Website with Olga; without Website, nothing is left.
    const res = await other.client.get(`/api/users/detail?user_id=${owner.id}`);
    expect(res.json().projects.map((p: { id: number }) => p.id)).toEqual([shared.id]);
  });

  it('validates the user id (400)', async () => {
    for (const query of ['', '?user_id=abc', '?user_id=0']) {
      const res = await owner.client.get(`/api/users/detail${query}`);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('out of office', () => {
  const userOf = (body: string) => JSON.parse(body) as { user: CurrentUser };

  it('is set and cleared, shown in the current user and to the people one works with', async () => {
    const on = await worker.client.post('/api/user-profile/out-of-office-enable', {
      date_from: '2026-07-01',
      date_to: '2026-07-14',
    });
    expect(on.statusCode).toBe(200);
    expect(userOf(on.body).user.out_of_office).toEqual({
      date_from: '2026-07-01',
      date_to: '2026-07-14',
    });
    expect(userOf((await worker.client.get('/api/user/me')).body).user.out_of_office).toEqual({
      date_from: '2026-07-01',
      date_to: '2026-07-14',
    });
    const seen = (await usersOf(owner)).find((u) => u.id === worker.id);
    expect(seen?.out_of_office).toEqual({ date_from: '2026-07-01', date_to: '2026-07-14' });

    const off = await worker.client.request('DELETE', '/api/user-profile/out-of-office-disable');
    expect(off.statusCode).toBe(200);
    expect(userOf(off.body).user.out_of_office).toBeNull();
    expect((await usersOf(owner)).find((u) => u.id === worker.id)?.out_of_office).toBeNull();
  });

  it('accepts a single day, and refuses an end before the start (400 on date_to)', async () => {
    const day = await other.client.post('/api/user-profile/out-of-office-enable', {
      date_from: '2026-08-03',
      date_to: '2026-08-03',
    });
    expect(day.statusCode).toBe(200);
    const backwards = await other.client.post('/api/user-profile/out-of-office-enable', {
      date_from: '2026-08-10',
      date_to: '2026-08-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.validation.date_to).toEqual([
      'The last day must not be before the first one.',
    ]);
  });

  it('refuses dates that are not yyyy-MM-dd (400)', async () => {
    for (const body of [
      {},
      { date_from: '2026-08-01' },
      { date_from: '01.08.2026', date_to: '2026-08-02' },
      { date_from: '2026-02-30', date_to: '2026-03-02' },
    ]) {
      const res = await other.client.post('/api/user-profile/out-of-office-enable', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('records each change as a profile update, and needs a signed-in user', async () => {
    const before = await profileUpdatesOf(stranger.id);
    await stranger.client.post('/api/user-profile/out-of-office-enable', {
      date_from: '2026-09-01',
      date_to: '2026-09-02',
    });
    await stranger.client.request('DELETE', '/api/user-profile/out-of-office-disable');
    expect(await profileUpdatesOf(stranger.id)).toBe(before + 2);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: '/api/user-profile/out-of-office-disable',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

async function profileUpdatesOf(userId: number): Promise<number> {
  const rows = await t.database.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.type, 'user.updated'), eq(events.authorId, userId)));
  return rows.length;
}
