import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEvent, Project } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import {
  MISSING_ID,
  createTag,
  errorOf,
  listTags,
  projectDetail,
  projectOf,
  setTags,
  tagNames,
} from '../../test/tag-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function feed(client: Client, projectId: number): Promise<ActivityEvent[]> {
  const res = await client.get(`/api/events/project?pid=${projectId}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ events: ActivityEvent[] }>().events;
}

async function listProjects(client: Client, query = ''): Promise<Project[]> {
  const res = await client.get(`/api/projects/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ projects: Project[] }>().projects;
}

/** An owner's project with a worker, the owner's public and private tags (not on it yet). */
async function team() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Will Worker' });
  const project = await createProject(owner.client, 'Launch', [worker]);
  const shared = await createTag(owner.client, { tag: 'Client', is_private: false });
  const secret = await createTag(owner.client, { tag: 'Secret', color: '#123' });
  return { owner, worker, project, shared, secret };
}

describe('POST /api/projects/set-tags', () => {
  it('puts tags on a project and takes them off, answering the project', async () => {
    const { owner, project, shared, secret } = await team();
    const res = await setTags(owner.client, project.id, [secret.id, shared.id, shared.id]);
    expect(res.statusCode).toBe(200);
    expect(projectOf(res).tags).toEqual([
      { ...shared, usageCount: 1 },
      { ...secret, usageCount: 1 },
    ]);
    const off = await setTags(owner.client, project.id, [secret.id]);
    expect(tagNames(projectOf(off).tags)).toEqual(['Secret']);
    expect(tagNames((await projectDetail(owner.client, project.id)).tags)).toEqual(['Secret']);
  });

  it('records public changes for every member and keeps private ones out of the feed', async () => {
    const { owner, worker, project, shared, secret } = await team();
    await setTags(owner.client, project.id, [shared.id, secret.id]);
    await setTags(owner.client, project.id, [secret.id]);
    const events = (await feed(worker.client, project.id)).filter(
      (e) => e.type === 'project.tags_changed',
    );
    expect(events.map((e) => e.notice)).toEqual([
      { labels_added: [], labels_removed: ['Client'] },
      { labels_added: ['Client'], labels_removed: [] },
    ]);
    // A change of private tags alone leaves nothing in the project's feed.
    const before = (await feed(owner.client, project.id)).length;
    await setTags(owner.client, project.id, []);
    expect((await feed(owner.client, project.id)).length).toBe(before);
    expect(JSON.stringify(await feed(worker.client, project.id))).not.toContain('Secret');
  });

  it('lets a worker put their own private tag on, leaving the owner’s tags as they are', async () => {
    const { owner, worker, project, shared, secret } = await team();
    await setTags(owner.client, project.id, [shared.id, secret.id]);
    const mine = await createTag(worker.client, { tag: 'To read' });
    const res = await setTags(worker.client, project.id, [shared.id, mine.id]);
    expect(res.statusCode).toBe(200);
    expect(tagNames(projectOf(res).tags)).toEqual(['Client', 'To read']);
    // The owner still has their private tag and never sees the worker's.
    expect(tagNames((await projectDetail(owner.client, project.id)).tags)).toEqual([
      'Client',
      'Secret',
    ]);
    // Taking their own tag off again is the worker's too.
    expect((await setTags(worker.client, project.id, [shared.id])).statusCode).toBe(200);
  });

  it('answers 403 to a worker who would change public tags, changing nothing', async () => {
    const { owner, worker, project, shared } = await team();
    const own = await createTag(worker.client, { tag: 'Mine' });
    const adding = await setTags(worker.client, project.id, [shared.id, own.id]);
    // The public tag is not on the project yet: the worker sees it nowhere, so it is no choice.
    expect(adding.statusCode).toBe(400);
    await setTags(owner.client, project.id, [shared.id]);
    const removing = await setTags(worker.client, project.id, [own.id]);
    expect(removing.statusCode).toBe(403);
    expect(errorOf(removing)).toEqual({
      message: 'Only the owner and commanders can change the public tags of a project.',
      code: 'FORBIDDEN',
    });
    expect(tagNames((await projectDetail(worker.client, project.id)).tags)).toEqual(['Client']);
    // A worker who sees a public tag elsewhere still may not add it here.
    const second = await createProject(owner.client, 'Second', [worker]);
    const elsewhere = await setTags(worker.client, second.id, [shared.id]);
    expect(elsewhere.statusCode).toBe(403);
  });

  it.each([
    ['another’s private tag', 'secret'],
    ['an unknown tag', 'missing'],
  ] as const)('answers 400 on tags_ids for %s and changes nothing', async (_case, which) => {
    const { owner, worker, project, shared, secret } = await team();
    await setTags(owner.client, project.id, [shared.id]);
    const mine = await createTag(worker.client, { tag: 'Mine' });
    const id = which === 'secret' ? secret.id : MISSING_ID;
    const res = await setTags(worker.client, project.id, [shared.id, mine.id, id]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.validation).toEqual({
      tags_ids: ['Some of the chosen tags do not exist or you cannot use them.'],
    });
    expect(tagNames((await projectDetail(worker.client, project.id)).tags)).toEqual(['Client']);
  });

  it.each([
    ['more than 20 ids', { tags_ids: Array.from({ length: 21 }, (_, i) => i + 1) }],
    ['an id that is not a number', { tags_ids: ['x'] }],
    ['no list', {}],
  ])('answers 400 for %s', async (_case, body) => {
    const { owner, project } = await team();
    const res = await owner.client.post(`/api/projects/set-tags?pid=${project.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})[0]).toMatch(/^tags_ids/);
  });

  it('answers 404 to a non-member and for a missing project', async () => {
    const { project, secret, owner } = await team();
    const stranger = await signUp(t.app);
    const own = await createTag(stranger.client, { tag: 'Mine' });
    for (const pid of [project.id, MISSING_ID]) {
      const res = await setTags(stranger.client, pid, [own.id]);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    expect((await setTags(owner.client, project.id, [secret.id])).statusCode).toBe(200);
  });

  it('answers 403 on an archived project: it is read-only', async () => {
    const { owner, project, secret } = await team();
    await owner.client.post(`/api/projects/archive?pid=${project.id}`);
    const res = await setTags(owner.client, project.id, [secret.id]);
    expect(res.statusCode).toBe(403);
    expect(tagNames((await projectDetail(owner.client, project.id)).tags)).toEqual([]);
  });
});

describe('GET /api/projects/list?tag_id', () => {
  it('lists only the projects carrying the tag, as the user sees it', async () => {
    const { owner, worker, project, shared, secret } = await team();
    const second = await createProject(owner.client, 'Second');
    await createProject(owner.client, 'Untagged');
    await addWorker(owner.client, second.id, worker.email);
    await setTags(owner.client, project.id, [shared.id, secret.id]);
    await setTags(owner.client, second.id, [shared.id]);
    const names = (projects: Project[]) => projects.map((p) => p.name);
    expect(names(await listProjects(owner.client, `?tag_id=${shared.id}`))).toEqual([
      'Launch',
      'Second',
    ]);
    expect(names(await listProjects(owner.client, `?tag_id=${secret.id}`))).toEqual(['Launch']);
    expect(names(await listProjects(worker.client, `?tag_id=${shared.id}`))).toEqual([
      'Launch',
      'Second',
    ]);
    // The owner's private tag filters nothing in for the worker.
    expect(await listProjects(worker.client, `?tag_id=${secret.id}`)).toEqual([]);
    expect(await listProjects(owner.client, `?tag_id=${MISSING_ID}`)).toEqual([]);
    // The filter combines with the state and the search.
    expect(names(await listProjects(owner.client, `?tag_id=${shared.id}&search=sec`))).toEqual([
      'Second',
    ]);
    expect(await listProjects(owner.client, `?tag_id=${shared.id}&state=archived`)).toEqual([]);
    expect((await listTags(worker.client)).map((tag) => [tag.tag, tag.usageCount])).toEqual([
      ['Client', 2],
    ]);
  });

  it('answers 400 for a tag id that is not a number', async () => {
    const user = await signUp(t.app);
    const res = await user.client.get('/api/projects/list?tag_id=abc');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['tag_id']);
  });
});
