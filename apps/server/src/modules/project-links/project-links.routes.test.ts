import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkCommentEndpoints as c,
  PROJECT_STATE,
  projectLinkEndpoints as e,
} from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker } from '../../test/task-helpers.ts';
import { errorOf, setProjectState } from '../../test/tasklist-helpers.ts';

const now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

describe('a project’s links', () => {
  it('are added by anyone in the project, commented on, and changed by their author', async () => {
    const { owner, worker, project } = await projectWithWorker(t.app);
    const made = await worker.client.call(e.create, {
      query: { pid: project.id },
      body: { name: '  Design file ', url: 'https://example.com/design?v=2' },
    });
    expect(made.status).toBe(201);
    const link = made.body.link;
    expect(link).toEqual({
      id: expect.any(Number),
      uuid: expect.any(String),
      name: 'Design file',
      url: 'https://example.com/design?v=2',
      count_comments: 0,
      author: { id: worker.id, fullname: 'Walter Worker' },
      date_add: now.toISOString(),
      project: { id: project.id, name: project.name },
      can_edit: true,
    });

    const said = await owner.client.call(c.create, {
      query: { lid: link.id },
      body: { content: '<p>Looks good</p>' },
    });
    expect(said.status).toBe(201);
    expect(said.body.comment.target).toEqual({ type: 'link', id: link.id, name: 'Design file' });
    const thread = await worker.client.call(c.list, { query: { lid: link.id } });
    expect(thread.body.comments.map((x) => x.content)).toEqual(['<p>Looks good</p>']);
    const listed = await owner.client.call(e.list, { query: { pid: project.id } });
    expect(listed.body.links).toMatchObject([
      { uuid: link.uuid, count_comments: 1, can_edit: true },
    ]);

    const renamed = await worker.client.call(e.edit, {
      query: { uuid: link.uuid },
      body: { name: 'Design v2' },
    });
    expect(renamed.body.link.name).toBe('Design v2');
    expect((await worker.client.call(e.delete, { query: { uuid: link.uuid } })).status).toBe(200);
    expect((await owner.client.call(e.detail, { query: { uuid: link.uuid } })).status).toBe(404);
  });

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['a file address', 'file:///etc/passwd'],
    ['no address', ''],
    ['a relative one', '/somewhere'],
  ])('refuses %s', async (_what, url) => {
    const { owner, project } = await projectWithWorker(t.app);
    const res = await owner.client.call(e.create, {
      query: { pid: project.id },
      body: { name: 'Bad', url },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res.response).errors?.validation).toEqual({
      url: ['Enter an address that starts with https:// or http://.'],
    });
    expect((await owner.client.call(e.list, { query: { pid: project.id } })).body.links).toEqual(
      [],
    );
  });

  it('answers 404 outside the project, 403 to others’ links and in an archived project', async () => {
    const { owner, worker, project } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app, { fullname: 'Sam Stranger' });
    const body = { name: 'Spec', url: 'https://example.com/spec' };
    expect(
      (await stranger.client.call(e.create, { query: { pid: project.id }, body })).status,
    ).toBe(404);
    const link = (await owner.client.call(e.create, { query: { pid: project.id }, body })).body
      .link;
    expect((await stranger.client.call(c.list, { query: { lid: link.id } })).status).toBe(404);
    expect((await worker.client.call(e.delete, { query: { uuid: link.uuid } })).status).toBe(403);
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    const closed = await owner.client.call(e.create, { query: { pid: project.id }, body });
    expect(closed.status).toBe(403);
  });
});
