import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OwnerChangeRequest, Project } from '@tandem/contract';
import { projectMembers } from '../../db/schema/projects.ts';
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

const CREATE = '/api/owner-change-requests/create';
const APPROVE = '/api/owner-change-requests/approve';
const CANCEL = '/api/owner-change-requests/cancel';
const LIST = '/api/owner-change-requests/list';

const newProject = (name = 'Handover') => createProject(owner.client, name, [worker, other]);

async function request(project: Project, userId = worker.id): Promise<OwnerChangeRequest> {
  const res = await owner.client.post(CREATE, { project_id: project.id, user_id: userId });
  expect(res.statusCode).toBe(201);
  return res.json<{ request: OwnerChangeRequest }>().request;
}

const detail = async (client: SignedUpUser['client'], id: number) =>
  (await client.get(`/api/projects/detail?pid=${id}`)).json<{ project: Project }>().project;

describe('creating a handover request', () => {
  it('answers the request in the spec shape, listed for both sides, with an event', async () => {
    const project = await newProject('Website');
    const created = await request(project);
    expect(created).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      author: { id: owner.id, fullname: 'Olga Owner' },
      dateRequested: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      project: { id: project.id, name: 'Website', color: null },
      receivingUser: { id: worker.id, fullname: 'Walter Worker' },
      requestReceiverUser: { id: worker.id, fullname: 'Walter Worker' },
    });
    const mine = (await owner.client.get(LIST)).json();
    expect(mine.own.map((r: OwnerChangeRequest) => r.uuid)).toContain(created.uuid);
    expect(mine.invited).toEqual([]);
    const theirs = (await worker.client.get(LIST)).json();
    expect(theirs.invited.map((r: OwnerChangeRequest) => r.uuid)).toContain(created.uuid);
    expect((await other.client.get(LIST)).json()).toEqual({ own: [], invited: [] });
    const events = (await owner.client.get(`/api/events/project?pid=${project.id}`)).json().events;
    expect(events[0]).toMatchObject({
      type: 'project.owner_change_requested',
      author: { id: owner.id },
      who: { id: worker.id },
    });
  });

  it('refuses a commander (403) and a non-member (404)', async () => {
    const project = await newProject();
    await owner.client.post(`/api/projects/set-commander?pid=${project.id}`, {
      user_id: other.id,
      is_commander: true,
    });
    const body = { project_id: project.id, user_id: worker.id };
    expect((await other.client.post(CREATE, body)).statusCode).toBe(403);
    expect((await worker.client.post(CREATE, body)).statusCode).toBe(403);
    const outside = await stranger.client.post(CREATE, body);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe('NOT_FOUND');
    expect(
      (await owner.client.post(CREATE, { project_id: 999999999, user_id: worker.id })).statusCode,
    ).toBe(404);
  });

  it('refuses the owner, a non-member and an invited person as receiver (400 on user_id)', async () => {
    const project = await newProject();
    const self = await owner.client.post(CREATE, { project_id: project.id, user_id: owner.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.validation.user_id).toEqual(['You already own this project.']);
    const outsider = await owner.client.post(CREATE, {
      project_id: project.id,
      user_id: stranger.id,
    });
    expect(outsider.json().errors.validation.user_id).toEqual([
      'This person is not a member of the project.',
    ]);
    // A person invited by e-mail is a member before they accept; they cannot take over yet.
    await t.database.db
      .update(projectMembers)
      .set({ isInvited: true })
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, other.id)));
    const invited = await owner.client.post(CREATE, { project_id: project.id, user_id: other.id });
    expect(invited.statusCode).toBe(400);
    expect(invited.json().errors.validation.user_id).toEqual([
      'This person has not accepted the invitation to the project yet.',
    ]);
  });

  it('refuses malformed input (400)', async () => {
    for (const body of [{}, { project_id: 'x', user_id: worker.id }, { project_id: 1 }]) {
      const res = await owner.client.post(CREATE, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('hands over archived projects but not projects in the trash', async () => {
    const archived = await newProject();
    await owner.client.post(`/api/projects/archive?pid=${archived.id}`);
    await request(archived);
    const trashed = await newProject();
    await owner.client.post(`/api/projects/delete?pid=${trashed.id}`);
    const res = await owner.client.post(CREATE, { project_id: trashed.id, user_id: worker.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.validation.project_id).toEqual([
      'Only an active or archived project can be handed over.',
    ]);
  });

  it('allows one pending request per project (409), and a new one once it is answered', async () => {
    const project = await newProject();
    const first = await request(project);
    const second = await owner.client.post(CREATE, { project_id: project.id, user_id: other.id });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT' });
    expect(second.json().message).toContain('Walter Worker');
    await owner.client.post(CANCEL, { uuids: [first.uuid] });
    await request(project, other.id);
  });

  it('lets go of a request whose receiver left the project', async () => {
    const project = await newProject();
    const stale = await request(project);
    await worker.client.post(`/api/projects/remove-worker?pid=${project.id}`, {
      user_id: worker.id,
    });
    const own = (await owner.client.get(LIST)).json().own as OwnerChangeRequest[];
    expect(own.map((r) => r.uuid)).not.toContain(stale.uuid);
    await request(project, other.id);
  });
});

describe('approving', () => {
  it('makes the receiver the owner; the previous owner stays a commander and cannot trash it', async () => {
    const project = await newProject();
    const created = await request(project);
    const res = await worker.client.post(APPROVE, { uuids: [created.uuid] });
    expect(res.statusCode).toBe(200);
    expect(res.json().requests).toEqual([created]);

    const seen = await detail(worker.client, project.id);
    expect(seen.owner).toEqual({ id: worker.id, fullname: 'Walter Worker' });
    expect(seen.abilities.delete).toBe(true);
    const before = await detail(owner.client, project.id);
    expect(before.isCommander).toBe(true);
    expect(before.commanders).toEqual(expect.arrayContaining([owner.id, worker.id]));
    expect(before.abilities.delete).toBe(false);

    expect((await owner.client.post(`/api/projects/delete?pid=${project.id}`)).statusCode).toBe(
      403,
    );
    expect((await worker.client.post(`/api/projects/delete?pid=${project.id}`)).statusCode).toBe(
      200,
    );
    const events = (await worker.client.get(`/api/events/project?pid=${project.id}`)).json().events;
    expect(events.map((e: { type: string }) => e.type)).toContain('project.owner_changed');
    const invited = (await worker.client.get(LIST)).json().invited as OwnerChangeRequest[];
    expect(invited.map((r) => r.uuid)).not.toContain(created.uuid);
  });

  it('approves several requests at once', async () => {
    const a = await newProject('A');
    const b = await newProject('B');
    const ra = await request(a);
    const rb = await request(b);
    const res = await worker.client.post(APPROVE, { uuids: [ra.uuid, rb.uuid] });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .requests.map((r: OwnerChangeRequest) => r.project.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await detail(worker.client, a.id)).owner.id).toBe(worker.id);
    expect((await detail(worker.client, b.id)).owner.id).toBe(worker.id);
  });

  it('changes nothing when one uuid is not the actor’s to approve (404 naming it)', async () => {
    const a = await newProject();
    const b = await newProject();
    const mine = await request(a);
    const notMine = await request(b, other.id);
    const res = await worker.client.post(APPROVE, { uuids: [mine.uuid, notMine.uuid] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain(notMine.uuid);
    expect((await detail(worker.client, a.id)).owner.id).toBe(owner.id);
    expect(
      (await worker.client.get(LIST)).json().invited.map((r: OwnerChangeRequest) => r.uuid),
    ).toContain(mine.uuid);
  });

  it('refuses the author, a stranger, an approved uuid and an unknown one (404)', async () => {
    const project = await newProject();
    const created = await request(project);
    expect((await owner.client.post(APPROVE, { uuids: [created.uuid] })).statusCode).toBe(404);
    expect((await stranger.client.post(APPROVE, { uuids: [created.uuid] })).statusCode).toBe(404);
    expect((await other.client.post(APPROVE, { uuids: [created.uuid] })).statusCode).toBe(404);
    expect((await worker.client.post(APPROVE, { uuids: [created.uuid] })).statusCode).toBe(200);
    const again = await worker.client.post(APPROVE, { uuids: [created.uuid] });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await worker.client.post(APPROVE, { uuids: [unknown] })).statusCode).toBe(404);
  });

  it('validates the list of uuids (400)', async () => {
    const tooMany = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const body of [{}, { uuids: [] }, { uuids: ['not-a-uuid'] }, { uuids: tooMany }]) {
      const res = await worker.client.post(APPROVE, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('cancelling and declining', () => {
  it('lets the author withdraw and the receiver decline, each with its event', async () => {
    const a = await newProject();
    const b = await newProject();
    const withdrawn = await request(a);
    const declined = await request(b);
    expect((await owner.client.post(CANCEL, { uuids: [withdrawn.uuid] })).statusCode).toBe(200);
    expect((await worker.client.post(CANCEL, { uuids: [declined.uuid] })).statusCode).toBe(200);
    expect((await detail(owner.client, a.id)).owner.id).toBe(owner.id);
    expect((await detail(owner.client, b.id)).owner.id).toBe(owner.id);
    const eventsA = (await owner.client.get(`/api/events/project?pid=${a.id}`)).json().events;
    expect(eventsA[0]).toMatchObject({
      type: 'project.owner_change_cancelled',
      who: { id: worker.id },
    });
    const eventsB = (await owner.client.get(`/api/events/project?pid=${b.id}`)).json().events;
    expect(eventsB[0]).toMatchObject({
      type: 'project.owner_change_declined',
      author: { id: worker.id },
      who: { id: owner.id },
    });
    expect((await worker.client.post(APPROVE, { uuids: [declined.uuid] })).statusCode).toBe(404);
  });

  it('cancels several at once, and refuses other members and strangers (404)', async () => {
    const a = await newProject();
    const b = await newProject();
    const ra = await request(a);
    const rb = await request(b);
    expect((await other.client.post(CANCEL, { uuids: [ra.uuid] })).statusCode).toBe(404);
    expect((await stranger.client.post(CANCEL, { uuids: [ra.uuid] })).statusCode).toBe(404);
    const res = await owner.client.post(CANCEL, { uuids: [ra.uuid, rb.uuid] });
    expect(res.statusCode).toBe(200);
    expect(res.json().requests).toHaveLength(2);
    expect(
      (await owner.client.get(LIST)).json().own.map((r: OwnerChangeRequest) => r.uuid),
    ).not.toContain(ra.uuid);
  });
});
