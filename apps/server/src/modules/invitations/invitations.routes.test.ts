import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationResult } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import {
  addWorker,
  Client,
  createProject,
  createTestApp,
  signUp,
  uniqueEmail,
} from '../../test/harness.ts';
import { newTasklist } from '../../test/tasklist-helpers.ts';

let t: TestApp;
let now = new Date('2026-03-02T09:00:00Z');
let owner: SignedUpUser;
let worker: SignedUpUser;
let stranger: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  owner = await signUp(t.app, { fullname: 'Olga Owner' });
  worker = await signUp(t.app, { fullname: 'Walter Worker' });
  stranger = await signUp(t.app, { fullname: 'Stan Stranger' });
});
afterAll(() => t.close());

async function newProject(lists: string[] = []) {
  const project = await createProject(owner.client);
  const ids: number[] = [];
  for (const name of lists) ids.push((await newTasklist(owner.client, project.id, name)).id);
  return { project, tasklistIds: ids };
}

const invite = (client: Client, pid: number, body: unknown) =>
  client.post(`/api/projects/add-workers?pid=${pid}`, body);

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('POST /api/projects/add-workers', () => {
  it('adds an existing account at once and sends no invitation', async () => {
    const { project } = await newProject();
    const res = await invite(owner.client, project.id, { new_workers: [worker.email] });
    expect(res.statusCode).toBe(200);
    expect(res.json().invitations).toEqual([]);
    expect(res.json().project.workers.map((w: { id: number }) => w.id)).toContain(worker.id);
    await t.sendMails();
    expect(t.mailer.lastTo(worker.email)).toBeUndefined();
  });

  it('invites an unknown address: invited member, e-mail with link, invitation result', async () => {
    const { project } = await newProject();
    const email = uniqueEmail('newbie');
    const res = await invite(owner.client, project.id, { new_workers: [email.toUpperCase()] });
    expect(res.statusCode).toBe(200);
    const [result] = res.json().invitations as InvitationResult[];
    expect(result).toEqual({
      user_id: expect.any(Number),
      email,
      activation_link: expect.stringMatching(/\/invitation\?token=/),
      invitation_was_sent_count: 1,
      can_resend_invitation: false,
      next_try_possible: new Date(now.getTime() + 10 * 60_000).toISOString(),
    });
    const member = res.json().project.workers.find((w: { email: string }) => w.email === email);
    expect(member).toMatchObject({ is_worker_invited: true, is_commander: false });
    await t.sendMails();
    const mail = t.mailer.lastTo(email)!;
    expect(mail.subject).toBe('Olga Owner invited you to Launch on Tandem');
    expect(mail.text).toContain(result!.activation_link);
    // An invited person cannot sign in or sign up over the invitation.
    const anonymous = new Client(t.app);
    expect(
      (await anonymous.post('/api/auth/signin', { email, password: 'whatever1' })).statusCode,
    ).toBe(401);
    const signUpAttempt = await anonymous.post('/api/auth/signup', {
      fullname: 'Intruder',
      email,
      password: 'long enough',
    });
    expect(signUpAttempt.statusCode).toBe(409);
    expect(signUpAttempt.json().code).toBe('INVITATION_PENDING');
  });

  it('limits new people to chosen task lists', async () => {
    const { project, tasklistIds } = await newProject(['Design', 'Budget']);
    const email = uniqueEmail('limited');
    const res = await invite(owner.client, project.id, {
      new_workers: [email],
      invite_workers_acl_see_all: false,
      acl_tasklists: [tasklistIds[0]],
    });
    expect(res.statusCode).toBe(200);
    const member = res.json().project.workers.find((w: { email: string }) => w.email === email);
    expect(member.tasklists_acl).toEqual([tasklistIds[0]]);
  });

  it('adds people one works with by id, and no one else', async () => {
    const first = await newProject();
    await addWorker(owner.client, first.project.id, worker.email);
    const { project } = await newProject();
    const ok = await invite(owner.client, project.id, { workers_ids: [worker.id] });
    expect(ok.statusCode).toBe(200);
    const refused = await invite(owner.client, project.id, { workers_ids: [stranger.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.validation).toHaveProperty('workers_ids');
  });

  it.each([
    ['nothing to add', {}, 'new_workers'],
    ['an empty list', { new_workers: [] }, 'new_workers'],
    ['a bad address', { new_workers: ['not-an-address'] }, 'new_workers.0'],
    [
      'too many',
      { new_workers: Array.from({ length: 51 }, (_, i) => `p${i}@example.test`) },
      'new_workers',
    ],
    [
      'no list chosen',
      { new_workers: ['a@example.test'], invite_workers_acl_see_all: false },
      'acl_tasklists',
    ],
  ])('refuses %s with 400 and adds no one', async (_name, body, field) => {
    const { project } = await newProject();
    const res = await invite(owner.client, project.id, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors.validation)).toContain(field);
    const detail = (await owner.client.get(`/api/projects/detail?pid=${project.id}`)).json();
    expect(detail.project.workers).toHaveLength(1);
  });

  it('refuses task lists of another project (id-swap) and unknown addresses when asked not to invite', async () => {
    const { project } = await newProject(['Mine']);
    const other = await newProject(['Theirs']);
    const swapped = await invite(owner.client, project.id, {
      new_workers: [uniqueEmail('x')],
      invite_workers_acl_see_all: false,
      acl_tasklists: other.tasklistIds,
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().errors.validation).toHaveProperty('acl_tasklists');
    const noInvite = await invite(owner.client, project.id, {
      new_workers: [uniqueEmail('y')],
      invite_new_workers: false,
    });
    expect(noInvite.statusCode).toBe(400);
    const detail = (await owner.client.get(`/api/projects/detail?pid=${project.id}`)).json();
    expect(detail.project.workers).toHaveLength(1);
  });

  it('answers 404 to a non-member and 403 to a worker', async () => {
    const { project } = await newProject();
    await addWorker(owner.client, project.id, worker.email);
    const body = { new_workers: [uniqueEmail('z')] };
    expect((await invite(stranger.client, project.id, body)).statusCode).toBe(404);
    expect((await invite(worker.client, project.id, body)).statusCode).toBe(403);
  });
});

describe('resending and listing invitations', () => {
  it('lists open invitations and resends after the cool-down with a new link', async () => {
    const { project } = await newProject();
    const email = uniqueEmail('resend');
    const first = (await invite(owner.client, project.id, { new_workers: [email] })).json()
      .invitations[0] as InvitationResult;

    const listed = await owner.client.get(`/api/projects/invitations?pid=${project.id}`);
    expect(listed.json().invitations).toEqual([{ ...first, activation_link: null }]);

    const early = await owner.client.post(`/api/projects/resend-invitation?pid=${project.id}`, {
      user_id: first.user_id,
    });
    expect(early.statusCode).toBe(429);

    now = new Date(now.getTime() + 11 * 60_000);
    const again = await owner.client.post(`/api/projects/resend-invitation?pid=${project.id}`, {
      user_id: first.user_id,
    });
    expect(again.statusCode).toBe(200);
    const second = again.json().invitation as InvitationResult;
    expect(second.invitation_was_sent_count).toBe(2);
    expect(second.activation_link).not.toBe(first.activation_link);
    await t.sendMails();
    expect(t.mailer.lastTo(email)!.text).toContain(second.activation_link);
    // The replaced link no longer works; the new one does.
    const anonymous = new Client(t.app);
    const old = await anonymous.get(
      `/api/auth/invitation?token=${tokenOf(first.activation_link!)}`,
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('INVITATION_INVALID');
    const fresh = await anonymous.get(
      `/api/auth/invitation?token=${tokenOf(second.activation_link!)}`,
    );
    expect(fresh.json()).toEqual({
      email,
      invited_by: { id: owner.id, fullname: 'Olga Owner' },
      project: { id: project.id, name: 'Launch' },
    });
  });

  it('refuses a resend for someone without an open invitation, and to workers', async () => {
    const { project } = await newProject();
    await addWorker(owner.client, project.id, worker.email);
    const url = `/api/projects/resend-invitation?pid=${project.id}`;
    expect((await owner.client.post(url, { user_id: worker.id })).statusCode).toBe(400);
    expect((await worker.client.post(url, { user_id: worker.id })).statusCode).toBe(403);
    expect((await stranger.client.post(url, { user_id: worker.id })).statusCode).toBe(404);
    expect(
      (await worker.client.get(`/api/projects/invitations?pid=${project.id}`)).statusCode,
    ).toBe(403);
  });
});

describe('accepting an invitation', () => {
  it('lets the invited person choose a name and password, signs them in, and shows only allowed lists', async () => {
    const { project, tasklistIds } = await newProject(['Visible', 'Hidden']);
    const email = uniqueEmail('joiner');
    const [result] = (
      await invite(owner.client, project.id, {
        new_workers: [email],
        invite_workers_acl_see_all: false,
        acl_tasklists: [tasklistIds[0]],
      })
    ).json().invitations as InvitationResult[];
    const joiner = new Client(t.app);
    const res = await joiner.post('/api/auth/invitation/accept', {
      token: tokenOf(result!.activation_link!),
      fullname: 'Jana Joiner',
      password: 'long enough',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { fullname: 'Jana Joiner', email },
      project_id: project.id,
    });
    const lists = (await joiner.get(`/api/tasklists/list?pid=${project.id}`)).json().tasklists;
    expect(lists.map((l: { id: number }) => l.id)).toEqual([tasklistIds[0]]);
    const detail = (await owner.client.get(`/api/projects/detail?pid=${project.id}`)).json();
    expect(detail.project.workers.find((w: { email: string }) => w.email === email)).toMatchObject({
      fullname: 'Jana Joiner',
      is_worker_invited: false,
    });
    const events = (await owner.client.get(`/api/events/project?pid=${project.id}`)).json().events;
    expect(events[0]).toMatchObject({ type: 'project.invitation_accepted' });
    // Used once: the link is spent, and the password works.
    const reuse = await new Client(t.app).post('/api/auth/invitation/accept', {
      token: tokenOf(result!.activation_link!),
      fullname: 'Someone Else',
      password: 'long enough',
    });
    expect(reuse.statusCode).toBe(400);
    const signIn = await new Client(t.app).post('/api/auth/signin', {
      email,
      password: 'long enough',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an expired link and validates the form', async () => {
    const { project } = await newProject();
    const [result] = (
      await invite(owner.client, project.id, { new_workers: [uniqueEmail('late')] })
    ).json().invitations as InvitationResult[];
    const token = tokenOf(result!.activation_link!);
    const anonymous = new Client(t.app);
    const short = await anonymous.post('/api/auth/invitation/accept', {
      token,
      fullname: '',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors.validation).sort()).toEqual(['fullname', 'password']);
    now = new Date(now.getTime() + 15 * 86_400_000);
    const late = await anonymous.post('/api/auth/invitation/accept', {
      token,
      fullname: 'Late Comer',
      password: 'long enough',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVITATION_INVALID');
  });
});
