import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLinkEndpoints as e } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { Client, createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker, taskDetail, updateTask } from '../../test/task-helpers.ts';
import { errorOf, limitMember, newTasklist } from '../../test/tasklist-helpers.ts';
import { fileOf, png, upload } from '../../test/file-helpers.ts';

const now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

describe('sharing a task publicly', () => {
  it('makes one unguessable link, shows the task to anyone with it, and stops it', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    await updateTask(owner.client, task, { description: '<p>Bring <strong>boots</strong></p>' });
    await owner.client.post(`/api/taskchecks/create?tid=${task.id}`, { name: 'Map' });

    const shared = await worker.client.call(e.shareTask, { query: { tid: task.id } });
    expect(shared.status).toBe(200);
    const link = shared.body.public_link;
    expect(link).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      url: `http://tandem.test/public/shared-link-view?token=${link.token}`,
      date_add: now.toISOString(),
      created_by: { id: worker.id, fullname: 'Walter Worker' },
      target: {
        type: 'task',
        id: task.id,
        uuid: null,
        name: task.name,
        project: { id: project.id, name: project.name },
      },
    });
    // Sharing again answers the same link.
    const again = await owner.client.call(e.shareTask, { query: { tid: task.id } });
    expect(again.body.public_link.token).toBe(link.token);
    expect((await taskDetail(owner.client, task.id)).has_public_link).toBe(true);

    const anonymous = new Client(t.app);
    const view = await anonymous.call(e.view, { query: { token: link.token } });
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      type: 'task',
      task: {
        name: task.name,
        description: '<p>Bring <strong>boots</strong></p>',
        finished: false,
        due_date: null,
        due_date_end: null,
        project_name: project.name,
        tasklist_name: 'To do',
        subtasks: [{ name: 'Map', finished: false }],
      },
    });
    expect((await worker.client.call(e.mine, {})).body.public_links).toHaveLength(1);

    const stopped = await owner.client.call(e.revoke, { query: { token: link.token } });
    expect(stopped.status).toBe(200);
    const gone = await anonymous.call(e.view, { query: { token: link.token } });
    expect(gone.status).toBe(404);
    expect((await taskDetail(owner.client, task.id)).has_public_link).toBe(false);
    expect((await owner.client.call(e.revoke, { query: { token: link.token } })).status).toBe(404);
    // A new link is another token.
    const renewed = await owner.client.call(e.shareTask, { query: { tid: task.id } });
    expect(renewed.body.public_link.token).not.toBe(link.token);
  });

  it('shows nothing of a task in the trash, and refuses bad tokens', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const { token } = (await owner.client.call(e.shareTask, { query: { tid: task.id } })).body
      .public_link;
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`, {});
    const anonymous = new Client(t.app);
    const trashed = await anonymous.call(e.view, { query: { token } });
    expect(trashed.status).toBe(409);
    const bad = await anonymous.get('/public/shared-link-view/data?token=../../etc');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors?.validation).toEqual({
      token: ['This is not the token of a link.'],
    });
  });

  it('limits guessing: after 30 misses a minute, an address waits', async () => {
    const guesser = new Client(t.app);
    let status = 0;
    for (let i = 0; i < 32; i++) {
      const token = `${'A'.repeat(40)}${String(i).padStart(3, '0')}`;
      status = (await guesser.call(e.view, { query: { token } })).status;
    }
    expect(status).toBe(429);
  });

  it('lets only those who see the task share it or stop its link', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app, { fullname: 'Sam Stranger' });
    expect((await stranger.client.call(e.shareTask, { query: { tid: task.id } })).status).toBe(404);
    const { token } = (await owner.client.call(e.shareTask, { query: { tid: task.id } })).body
      .public_link;
    expect((await stranger.client.call(e.revoke, { query: { token } })).status).toBe(404);
    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    expect((await worker.client.call(e.revoke, { query: { token } })).status).toBe(404);
    expect((await worker.client.call(e.ofTask, { query: { tid: task.id } })).status).toBe(404);
  });
});

describe('sharing a note and a file publicly', () => {
  it('shows the note read-only, and the file with its preview and download, until revoked', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const note = (
      await owner.client.post(`/api/notes/create?pid=${project.id}`, {
        name: 'Handbook',
        content: '<p>Welcome <strong>aboard</strong></p>',
      })
    ).json().note;
    const shared = await worker.client.call(e.shareNote, { query: { id: note.id } });
    expect(shared.status).toBe(200);
    expect(shared.body.public_link.target).toMatchObject({
      type: 'note',
      id: note.id,
      name: 'Handbook',
    });
    expect(
      (await owner.client.call(e.ofNote, { query: { id: note.id } })).body.public_link?.token,
    ).toBe(shared.body.public_link.token);
    const anonymous = new Client(t.app);
    const seen = await anonymous.call(e.view, { query: { token: shared.body.public_link.token } });
    expect(seen.body).toEqual({
      type: 'note',
      note: {
        name: 'Handbook',
        content: '<p>Welcome <strong>aboard</strong></p>',
        date_upd: now.toISOString(),
        project_name: project.name,
      },
    });

    const picture = await png(900, 600);
    const file = fileOf(await upload(worker.client, { pid: project.id }, 'Map.png', picture));
    // Only its uploader and the managers share a file.
    const otherWorker = await signUp(t.app);
    await owner.client.post(`/api/projects/add-workers?pid=${project.id}`, {
      new_workers: [otherWorker.email],
    });
    expect(
      (await otherWorker.client.call(e.shareFile, { query: { uuid: file.uuid } })).status,
    ).toBe(403);
    const fileLink = (await worker.client.call(e.shareFile, { query: { uuid: file.uuid } })).body
      .public_link;
    expect(fileLink.target).toMatchObject({ type: 'file', id: file.id, uuid: file.uuid });
    const view = await anonymous.call(e.view, { query: { token: fileLink.token } });
    expect(view.body).toMatchObject({
      type: 'file',
      file: {
        original_filename: 'Map.png',
        mime_type: 'image/png',
        size: picture.length,
        preview_url: `/public/shared-link-view/file?token=${fileLink.token}&preview=1`,
        download_url: `/public/shared-link-view/file?token=${fileLink.token}`,
      },
    });
    const download = await anonymous.get(`/public/shared-link-view/file?token=${fileLink.token}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(picture)).toBe(true);
    const preview = await anonymous.get(
      `/public/shared-link-view/file?token=${fileLink.token}&preview=1`,
    );
    expect(preview.headers['content-type']).toBe('image/webp');

    // A file of a task in the trash shows nothing while the task is there.
    const taskFile = fileOf(
      await upload(owner.client, { tid: task.id }, 'Task.png', await png(300, 200)),
    );
    const taskFileLink = (await owner.client.call(e.shareFile, { query: { uuid: taskFile.uuid } }))
      .body.public_link;
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect((await anonymous.call(e.view, { query: { token: taskFileLink.token } })).status).toBe(
      409,
    );
    expect(
      (await anonymous.get(`/public/shared-link-view/file?token=${taskFileLink.token}`)).statusCode,
    ).toBe(404);

    // Revoked, and in the trash: nothing shows.
    await owner.client.call(e.revoke, { query: { token: fileLink.token } });
    expect(
      (await anonymous.get(`/public/shared-link-view/file?token=${fileLink.token}`)).statusCode,
    ).toBe(404);
    await owner.client.post(`/api/notes/delete?id=${note.id}`);
    const gone = await anonymous.call(e.view, { query: { token: shared.body.public_link.token } });
    expect(gone.status).toBe(409);
    const mine = (await worker.client.call(e.mine, {})).body.public_links.map((l) => l.target.type);
    expect(mine).toEqual(['note']);
    const ownerLinks = (await owner.client.call(e.mine, {})).body.public_links;
    expect(ownerLinks.map((l) => l.target.name)).toEqual(['Task.png']);
  });
});

describe('sharing a task list and a link publicly', () => {
  it('shows the list’s tasks and the link’s address to anyone with the link', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    await owner.client.post(`/api/tasks/finish?tid=${task.id}`);
    const shared = (await worker.client.call(e.shareTasklist, { query: { tlid: tasklist.id } }))
      .body.public_link;
    expect(shared.target).toMatchObject({ type: 'tasklist', id: tasklist.id, name: tasklist.name });
    const anonymous = new Client(t.app);
    const seen = await anonymous.call(e.view, { query: { token: shared.token } });
    expect(seen.body).toEqual({
      type: 'tasklist',
      tasklist: {
        name: tasklist.name,
        project_name: project.name,
        tasks: [{ name: task.name, finished: true, due_date_end: null }],
      },
    });

    const link = (
      await worker.client.post(`/api/project-links/create?pid=${project.id}`, {
        name: 'Board',
        url: 'https://example.com/board',
      })
    ).json().link;
    const linkShare = (await worker.client.call(e.shareLink, { query: { uuid: link.uuid } })).body
      .public_link;
    expect(linkShare.target).toMatchObject({ type: 'link', uuid: link.uuid, name: 'Board' });
    expect((await anonymous.call(e.view, { query: { token: linkShare.token } })).body).toEqual({
      type: 'link',
      link: { name: 'Board', url: 'https://example.com/board', project_name: project.name },
    });
    // The manager stops the worker's link; the list's link stops when the list is in the trash.
    expect((await owner.client.call(e.revoke, { query: { token: linkShare.token } })).status).toBe(
      200,
    );
    expect((await anonymous.call(e.view, { query: { token: linkShare.token } })).status).toBe(404);
    await owner.client.post(`/api/tasklists/delete?tlid=${tasklist.id}`);
    expect((await anonymous.call(e.view, { query: { token: shared.token } })).status).toBe(409);
  });
});
