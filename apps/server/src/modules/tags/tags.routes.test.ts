import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { Client, createProject, createTestApp, signUp } from '../../test/harness.ts';
import {
  MISSING_ID,
  createTag,
  errorOf,
  listTags,
  projectDetail,
  setTags,
  tagNames,
  tagOf,
} from '../../test/tag-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND_BODY = {
  message: 'The tag does not exist or you do not have access to it.',
  code: 'NOT_FOUND',
};

/** An owner with a project, a worker in it, and the owner's public and private tags on it. */
async function taggedProject() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Will Worker' });
  const project = await createProject(owner.client, 'Launch', [worker]);
  const shared = await createTag(owner.client, { tag: 'Client', color: '#f00', is_private: false });
  const secret = await createTag(owner.client, { tag: 'Secret' });
  expect((await setTags(owner.client, project.id, [shared.id, secret.id])).statusCode).toBe(200);
  return { owner, worker, project, shared, secret };
}

describe('POST /api/project-tags/create', () => {
  it('creates a private tag by default, trimmed, with the default colour', async () => {
    const user = await signUp(t.app);
    const res = await user.client.post('/api/project-tags/create', { tag: '  Urgent  ' });
    expect(res.statusCode).toBe(201);
    expect(tagOf(res)).toEqual({
      id: expect.any(Number),
      tag: 'Urgent',
      color: null,
      is_private: true,
      // The user manages no project yet, so cannot make the tag public.
      can_be_public: false,
      can_be_edited: true,
      users_id: user.id,
      usageCount: 0,
    });
  });

  it('creates a public tag with a colour for someone who manages a project', async () => {
    const owner = await signUp(t.app);
    await createProject(owner.client);
    const tag = await createTag(owner.client, {
      tag: 'x'.repeat(50),
      color: '#1A2b3C',
      is_private: false,
    });
    expect(tag).toMatchObject({
      tag: 'x'.repeat(50),
      color: '#1A2b3C',
      is_private: false,
      can_be_public: true,
    });
    expect(await createTag(owner.client, { tag: 'Short', color: '#abc' })).toMatchObject({
      color: '#abc',
    });
  });

  it('refuses a public tag with 403 to someone who manages no project', async () => {
    const user = await signUp(t.app);
    const res = await user.client.post('/api/project-tags/create', {
      tag: 'Public',
      is_private: false,
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('FORBIDDEN');
    expect(await listTags(user.client)).toEqual([]);
  });

  it.each([
    ['an empty tag', { tag: '' }, 'tag'],
    ['a blank tag', { tag: '   ' }, 'tag'],
    ['a 51-character tag', { tag: 'x'.repeat(51) }, 'tag'],
    ['no tag', {}, 'tag'],
    ['a 2-digit colour', { tag: 'T', color: '#12' }, 'color'],
    ['a named colour', { tag: 'T', color: 'red' }, 'color'],
    ['a colour without #', { tag: 'T', color: 'ff0000' }, 'color'],
    ['a privacy that is not a boolean', { tag: 'T', is_private: 'yes' }, 'is_private'],
  ])('answers 400 for %s and creates nothing', async (_case, body, field) => {
    const user = await signUp(t.app);
    const res = await user.client.post('/api/project-tags/create', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual([field]);
    expect(await listTags(user.client)).toEqual([]);
  });

  it('answers 409 on a name the author already uses, whatever the case; others may use it', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    await createTag(user.client, { tag: 'Review' });
    const res = await user.client.post('/api/project-tags/create', { tag: ' REVIEW ' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      message: 'You already have a tag with this name.',
      code: 'CONFLICT',
      errors: { validation: { tag: ['You already have a tag with this name.'] } },
    });
    expect(tagNames(await listTags(user.client))).toEqual(['Review']);
    await createTag(other.client, { tag: 'Review' });
  });
});

describe('GET /api/project-tags/list', () => {
  it('lists own tags and public tags on projects the user sees, with their use', async () => {
    const { owner, worker, shared, secret, project } = await taggedProject();
    const unused = await createTag(worker.client, { tag: 'Mine' });
    expect(await listTags(owner.client)).toEqual([
      { ...shared, usageCount: 1 },
      { ...secret, usageCount: 1 },
    ]);
    const seen = await listTags(worker.client);
    // The owner's private tag never shows; the public one does, not editable by the worker.
    expect(seen).toEqual([
      {
        ...shared,
        can_be_public: false,
        can_be_edited: false,
        usageCount: 1,
      },
      unused,
    ]);
    // Someone who sees no project carrying it does not see a public tag either.
    const stranger = await signUp(t.app);
    expect(await listTags(stranger.client)).toEqual([]);
    // A project in the trash is out of the worker's sight, and so is its tag.
    await owner.client.post(`/api/projects/delete?pid=${project.id}`);
    expect(tagNames(await listTags(worker.client))).toEqual(['Mine']);
  });

  it('never shows the owner’s private tag to a worker on the project either', async () => {
    const { worker, project, shared } = await taggedProject();
    const seen = await projectDetail(worker.client, project.id);
    expect(seen.tags.map((tag) => tag.id)).toEqual([shared.id]);
    const listed = await worker.client.get('/api/projects/list');
    expect(listed.json().projects[0].tags.map((tag: { id: number }) => tag.id)).toEqual([
      shared.id,
    ]);
  });

  it('answers 401 to someone signed out', async () => {
    const res = await new Client(t.app).get('/api/project-tags/list');
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/project-tags/update', () => {
  it('renames, recolours and switches the privacy of the author’s tag', async () => {
    const { owner, worker, project, secret } = await taggedProject();
    const res = await owner.client.post(`/api/project-tags/update?id=${secret.id}`, {
      tag: ' Open ',
      color: '#00ff00',
      is_private: false,
    });
    expect(res.statusCode).toBe(200);
    expect(tagOf(res)).toEqual({
      ...secret,
      tag: 'Open',
      color: '#00ff00',
      is_private: false,
      usageCount: 1,
    });
    // Public now: the worker sees it on the project.
    expect(tagNames((await projectDetail(worker.client, project.id)).tags)).toEqual([
      'Client',
      'Open',
    ]);
    const back = await owner.client.post(`/api/project-tags/update?id=${secret.id}`, {
      color: null,
      is_private: true,
    });
    expect(tagOf(back)).toMatchObject({ tag: 'Open', color: null, is_private: true });
    expect(tagNames((await projectDetail(worker.client, project.id)).tags)).toEqual(['Client']);
  });

  it('tells the members of the projects carrying a public tag, and nobody of a private one', async () => {
    const { owner, worker, project, shared, secret } = await taggedProject();
    await owner.client.post(`/api/project-tags/update?id=${shared.id}`, { tag: 'Customer' });
    await owner.client.post(`/api/project-tags/update?id=${secret.id}`, { tag: 'Hidden' });
    const feed = (await worker.client.get(`/api/events/project?pid=${project.id}`)).json()
      .events as Array<{ type: string; notice?: unknown }>;
    const tagEvents = feed.filter((e) => e.type.startsWith('tag.'));
    expect(tagEvents).toEqual([
      expect.objectContaining({
        type: 'tag.updated',
        notice: { labels_added: ['Customer'], labels_removed: ['Client'] },
      }),
    ]);
    expect(JSON.stringify(feed)).not.toContain('Hidden');
    expect(JSON.stringify(feed)).not.toContain('Secret');
  });

  it('answers 403 for another’s tag the user sees, 404 for one they do not', async () => {
    const { owner, worker, shared, secret } = await taggedProject();
    const forbidden = await worker.client.post(`/api/project-tags/update?id=${shared.id}`, {
      tag: 'Mine now',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden)).toEqual({
      message: 'Only the author of a tag can change it.',
      code: 'FORBIDDEN',
    });
    for (const id of [secret.id, MISSING_ID]) {
      const res = await worker.client.post(`/api/project-tags/update?id=${id}`, { tag: 'X' });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual(NOT_FOUND_BODY);
    }
    expect(tagNames(await listTags(owner.client))).toEqual(['Client', 'Secret']);
  });

  it('answers 409 when renaming to a name the author already uses', async () => {
    const { owner, secret } = await taggedProject();
    const res = await owner.client.post(`/api/project-tags/update?id=${secret.id}`, {
      tag: 'client',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).errors?.validation).toEqual({
      tag: ['You already have a tag with this name.'],
    });
    expect(tagNames(await listTags(owner.client))).toEqual(['Client', 'Secret']);
  });

  it.each([
    ['an empty tag', { tag: '' }, 'tag'],
    ['a 51-character tag', { tag: 'y'.repeat(51) }, 'tag'],
    ['a 2-digit colour', { color: '#12' }, 'color'],
    ['a named colour', { color: 'red' }, 'color'],
  ])('answers 400 for %s', async (_case, body, field) => {
    const { owner, secret } = await taggedProject();
    const res = await owner.client.post(`/api/project-tags/update?id=${secret.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual([field]);
  });

  it('answers 400 for an id that is not a number', async () => {
    const user = await signUp(t.app);
    const res = await user.client.post('/api/project-tags/update?id=abc', { tag: 'X' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['id']);
  });

  it('makes a tag public only where its author manages public tags', async () => {
    const { owner, worker, project, shared } = await taggedProject();
    const own = await createTag(worker.client, { tag: 'Worker notes' });
    expect((await setTags(worker.client, project.id, [shared.id, own.id])).statusCode).toBe(200);
    // The worker manages a project of their own, but not the one carrying the tag.
    await createProject(worker.client, 'Side project');
    const res = await worker.client.post(`/api/project-tags/update?id=${own.id}`, {
      is_private: false,
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toContain('Launch');
    expect(tagNames((await projectDetail(owner.client, project.id)).tags)).toEqual([
      'Client',
      'Secret',
    ]);
    // Off that project, it can go public.
    expect((await setTags(worker.client, project.id, [shared.id])).statusCode).toBe(200);
    const ok = await worker.client.post(`/api/project-tags/update?id=${own.id}`, {
      is_private: false,
    });
    expect(ok.statusCode).toBe(200);
    expect(tagOf(ok)).toMatchObject({ is_private: false, can_be_public: true, usageCount: 0 });
  });
});

describe('POST /api/project-tags/delete', () => {
  it('deletes the author’s tag and takes it off every project', async () => {
    const { owner, worker, project, shared } = await taggedProject();
    const other = await createProject(owner.client, 'Second');
    expect((await setTags(owner.client, other.id, [shared.id])).statusCode).toBe(200);
    const res = await owner.client.post(`/api/project-tags/delete?id=${shared.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(tagNames(await listTags(owner.client))).toEqual(['Secret']);
    expect(tagNames((await projectDetail(owner.client, other.id)).tags)).toEqual([]);
    expect(tagNames((await projectDetail(worker.client, project.id)).tags)).toEqual([]);
    const feed = (await worker.client.get(`/api/events/project?pid=${project.id}`)).json().events;
    expect(feed[0]).toMatchObject({ type: 'tag.deleted', notice: { labels_removed: ['Client'] } });
  });

  it('answers 403 for another’s visible tag and 404 for an invisible one, deleting nothing', async () => {
    const { owner, worker, shared, secret } = await taggedProject();
    expect((await worker.client.post(`/api/project-tags/delete?id=${shared.id}`)).statusCode).toBe(
      403,
    );
    for (const id of [secret.id, MISSING_ID]) {
      const res = await worker.client.post(`/api/project-tags/delete?id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual(NOT_FOUND_BODY);
    }
    expect(tagNames(await listTags(owner.client))).toEqual(['Client', 'Secret']);
  });
});
