import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileEndpoints as e, PROJECT_STATE } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import sharp from 'sharp';
import { fileOf, multipartBody, png, upload } from '../../test/file-helpers.ts';
import { projectWithWorker, taskDetail } from '../../test/task-helpers.ts';
import {
  errorOf,
  eventsOf,
  limitMember,
  newTask,
  newTasklist,
  setProjectState,
} from '../../test/tasklist-helpers.ts';

const now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
// Small limits, so that the refusals are quick to reach: 1 MB a file, 3 MB an account.
beforeAll(async () => {
  t = await createTestApp({
    clock: { now: () => now },
    env: { FILE_MAX_MB: '1', STORAGE_QUOTA_MB: '3' },
  });
});
afterAll(() => t.close());

/** Every content the store keeps, by key (the folder of uploads in progress left out). */
function storedKeys(): string[] {
  const keys: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'incoming') walk(join(dir, entry.name));
      } else keys.push(entry.name);
    }
  };
  walk(t.filesDir);
  return keys;
}
const incoming = () => {
  try {
    return readdirSync(join(t.filesDir, 'incoming'));
  } catch {
    return [];
  }
};

describe('POST /api/task-files/upload', () => {
  it('keeps a picture with its previews, in the spec’s File shape, and records the event', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const picture = await png(800, 600);
    const res = await upload(worker.client, { tid: task.id }, 'Site plan.png', picture);
    expect(res.statusCode, res.body).toBe(201);
    const file = fileOf(res);
    expect(file).toEqual({
      id: expect.any(Number),
      uuid: expect.any(String),
      original_filename: 'Site plan.png',
      filename: 'Site_plan.png',
      extension: 'png',
      mime_type: 'image/png',
      size: picture.length,
      caption: null,
      description: null,
      date_add: now.toISOString(),
      date_deleted: null,
      deleted_by: null,
      owner: { id: worker.id, fullname: 'Walter Worker' },
      state: { id: 1, state: 'active' },
      uploaded_file: true,
      is_transcoded: true,
      project: { id: project.id, name: project.name },
      task_id: task.id,
      comment_id: null,
      note_id: null,
      width: 800,
      height: 600,
      has_preview: true,
      count_comments: 0,
      url: `/api/file/content?uuid=${file.uuid}`,
      can_edit: true,
    });
    expect(await taskDetail(owner.client, task.id)).toMatchObject({
      count_files: 1,
      preview_file: {
        filename: 'Site_plan.png',
        file_uuid: file.uuid,
        preview_uuid: expect.any(String),
        task_id: task.id,
        file_id: file.id,
        position: 0,
        width: 320,
        height: 240,
      },
    });
    const [event] = await eventsOf(owner.client, project.id);
    expect(event).toMatchObject({
      type: 'file.uploaded',
      author: { id: worker.id },
      task: { id: task.id },
      notice: { filename: 'Site plan.png', task_name: task.name },
    });

    // The thumbnail and the preview are pictures of their own sizes, shown inline.
    const thumb = await owner.client.get(`/api/file/content?uuid=${file.uuid}&size=thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    expect(thumb.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const original = await owner.client.get(`/api/file/content?uuid=${file.uuid}`);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(picture)).toBe(true);
    const link = await owner.client.call(e.getLink, { query: { uuid: file.uuid, size: 'thumb' } });
    expect(link.body).toEqual({ url: `/api/file/content?uuid=${file.uuid}&size=thumb` });
  });

  it('tells the type from the content: HTML and SVG sent as pictures are plain downloads', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [name, content] of [
      ['photo.png', html],
      ['logo.svg', svg],
    ] as const) {
      const res = await upload(owner.client, { tid: task.id }, name, content, {
        type: 'image/png',
      });
      expect(res.statusCode, res.body).toBe(201);
      const file = fileOf(res);
      expect(file).toMatchObject({
        mime_type: 'application/octet-stream',
        has_preview: false,
        url: `/api/file/download?uuid=${file.uuid}`,
      });
      // Never shown in the page; downloaded as an attachment that the browser must not sniff.
      expect((await owner.client.get(`/api/file/content?uuid=${file.uuid}`)).statusCode).toBe(404);
      const download = await owner.client.get(`/api/file/download?uuid=${file.uuid}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/octet-stream');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(download.rawPayload.equals(content)).toBe(true);
    }
  });

  it('takes only the last part of a name, and serves it under safe characters', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const before = storedKeys().length;
    for (const [sent, original, stored] of [
      ['../../../etc/passwd', 'passwd', 'passwd'],
      ['..\\..\\windows\\win.ini', 'win.ini', 'win.ini'],
      ['Nabídka č. 5 (final).pdf', 'Nabídka č. 5 (final).pdf', 'Nabidka_c._5_final.pdf'],
      ['..', 'file', 'file'],
      ['a\u0000b\u202e.txt', 'ab.txt', 'ab.txt'],
    ] as const) {
      const res = await upload(owner.client, { tid: task.id }, sent, randomBytes(64));
      expect(res.statusCode, res.body).toBe(201);
      expect(fileOf(res)).toMatchObject({ original_filename: original, filename: stored });
    }
    // Contents are kept under their hash alone, inside the store.
    const keys = storedKeys();
    expect(keys.length).toBe(before + 5);
    expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });

  it('refuses a file over the size limit and one over the account’s space, keeping nothing', async () => {
    const { owner, project, task } = await projectWithWorker(t.app);
    const rows = async () =>
      (await owner.client.call(e.taskFiles, { query: { tid: task.id } })).body;
    const before = storedKeys().length;
    const large = await upload(
      owner.client,
      { tid: task.id },
      'big.bin',
      randomBytes(1024 * 1024 + 1),
    );
    expect(large.statusCode).toBe(413);
    expect(errorOf(large)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large: a file can be at most 1 MB.',
    });
    expect(storedKeys().length).toBe(before);
    expect(incoming()).toEqual([]);

    // Exactly the limit is allowed.
    const exact = await upload(
      owner.client,
      { tid: task.id },
      'exact.bin',
      randomBytes(1024 * 1024),
    );
    expect(exact.statusCode).toBe(201);
    for (let i = 0; i < 2; i++)
      expect(
        (await upload(owner.client, { pid: project.id }, `part${i}.bin`, randomBytes(900_000)))
          .statusCode,
      ).toBe(201);
    const over = await upload(owner.client, { tid: task.id }, 'over.bin', randomBytes(900_000));
    expect(over.statusCode).toBe(402);
    expect(errorOf(over)).toEqual({
      code: 'PLAN_LIMIT',
      message: 'There is not enough free space in the account for this file.',
    });
    expect((await rows()).files.map((f) => f.original_filename)).toEqual(['exact.bin']);
    expect(incoming()).toEqual([]);
  });

  it('asks for a file when none is sent', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const json = await owner.client.post(`/api/task-files/upload?tid=${task.id}`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).errors?.validation).toEqual({ file: ['Choose a file to upload.'] });
    const other = await upload(owner.client, { tid: task.id }, 'a.txt', Buffer.from('a'), {
      field: 'attachment',
    });
    expect(other.statusCode).toBe(400);
    const bad = await upload(owner.client, { tid: 0 }, 'a.txt', Buffer.from('a'));
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 where the task is not seen, 403 in an archived project, 409 in the trash', async () => {
    const { owner, project, task } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app, { fullname: 'Sam Stranger' });
    const content = Buffer.from('hello');
    expect((await upload(stranger.client, { tid: task.id }, 'a.txt', content)).statusCode).toBe(
      404,
    );
    expect((await upload(stranger.client, { pid: project.id }, 'a.txt', content)).statusCode).toBe(
      404,
    );
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    const archived = await upload(owner.client, { tid: task.id }, 'a.txt', content);
    expect(archived.statusCode).toBe(403);
    expect(errorOf(archived).message).toBe('Files cannot be added in this project now.');
    await setProjectState(t, project.id, PROJECT_STATE.active);
    await owner.client.post(`/api/tasks/delete?tid=${task.id}`, {});
    const trashed = await upload(owner.client, { tid: task.id }, 'a.txt', content);
    expect(trashed.statusCode).toBe(409);
  });
});

describe('the files of a task and a project', () => {
  it('lists, captions, trashes and restores, by the uploader or a manager', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const mine = fileOf(
      await upload(worker.client, { tid: task.id }, 'notes.txt', randomBytes(10)),
    );
    const theirs = fileOf(
      await upload(owner.client, { tid: task.id }, 'plan.txt', randomBytes(10)),
    );
    const listed = await worker.client.call(e.taskFiles, { query: { tid: task.id } });
    expect(listed.body.files.map((f) => [f.original_filename, f.can_edit])).toEqual([
      ['plan.txt', false],
      ['notes.txt', true],
    ]);

    const edited = await worker.client.call(e.edit, {
      query: { uuid: mine.uuid },
      body: { caption: '  Meeting \n notes  ', description: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.file).toMatchObject({ caption: 'Meeting notes', description: null });
    const tooLong = await worker.client.call(e.edit, {
      query: { uuid: mine.uuid },
      body: { caption: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    expect(
      (await worker.client.call(e.edit, { query: { uuid: theirs.uuid }, body: { caption: 'x' } }))
        .status,
    ).toBe(403);
    expect((await worker.client.call(e.delete, { query: { uuid: theirs.uuid } })).status).toBe(403);

    const deleted = await owner.client.call(e.delete, { query: { uuid: mine.uuid } });
    expect(deleted.body.file).toMatchObject({
      state: { id: 4, state: 'deleted' },
      date_deleted: now.toISOString(),
      deleted_by: { id: owner.id },
    });
    expect((await taskDetail(owner.client, task.id)).count_files).toBe(1);
    expect((await eventsOf(owner.client, project.id))[0]).toMatchObject({
      type: 'file.deleted',
      notice: { filename: 'notes.txt' },
    });
    const restored = await worker.client.call(e.restore, { query: { uuid: mine.uuid } });
    expect(restored.body.file.state).toEqual({ id: 1, state: 'active' });
    expect((await taskDetail(owner.client, task.id)).count_files).toBe(2);
  });

  it('shows the project’s files to whoever sees them, the task-list limits applied', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    const open = await newTasklist(owner.client, project.id, 'Open');
    const openTask = await newTask(owner.client, open.id, 'Open task');
    await upload(owner.client, { tid: task.id }, 'hidden.txt', randomBytes(8));
    await upload(owner.client, { tid: openTask.id }, 'open.txt', randomBytes(8));
    await upload(owner.client, { pid: project.id }, 'project.txt', randomBytes(8));
    const names = async (client: typeof owner.client) =>
      (await client.call(e.projectFiles, { query: { pid: project.id } })).body.files.map(
        (f) => f.original_filename,
      );
    expect(await names(owner.client)).toEqual(['project.txt', 'open.txt', 'hidden.txt']);
    await limitMember(t, project.id, worker.id, [open.id]);
    expect(await names(worker.client)).toEqual(['project.txt', 'open.txt']);
    const hidden = (await owner.client.call(e.taskFiles, { query: { tid: task.id } })).body
      .files[0]!;
    expect((await worker.client.get(`/api/file/download?uuid=${hidden.uuid}`)).statusCode).toBe(
      404,
    );
    expect((await worker.client.call(e.detail, { query: { uuid: hidden.uuid } })).status).toBe(404);
    void tasklist;
  });

  it('downloads all of a task’s files as one zip, names kept apart', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    const a = randomBytes(100);
    await upload(owner.client, { tid: task.id }, 'report.txt', a);
    await upload(owner.client, { tid: task.id }, 'report.txt', randomBytes(100));
    const link = await owner.client.call(e.downloadArchive, { query: { uuid: task.uuid } });
    expect(link.body).toEqual({ url: `/api/task-files/archive?uuid=${task.uuid}` });
    const zip = await owner.client.get(link.body.url);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('attachment;');
    const bytes = zip.rawPayload;
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    const text = bytes.toString('latin1');
    expect(text).toContain('report.txt');
    expect(text).toContain('report (2).txt');
    const stranger = await signUp(t.app, { fullname: 'Sam Stranger' });
    expect((await stranger.client.get(link.body.url)).statusCode).toBe(404);
  });
});

describe('the files of a comment', () => {
  it('are added by the comment’s author, shown on the comment, and zipped together', async () => {
    const { owner, worker, task } = await projectWithWorker(t.app);
    const res = await worker.client.post(`/api/task-comments/create?tid=${task.id}`, {
      content: '<p>Photos from the site</p>',
    });
    const comment = res.json<{ comment: { uuid: string; id: number } }>().comment;
    const picture = await png(400, 300);
    const added = await upload(worker.client, { comment: comment.uuid }, 'site.png', picture);
    expect(added.statusCode, added.body).toBe(201);
    expect(fileOf(added)).toMatchObject({ comment_id: comment.id, task_id: task.id });
    await upload(worker.client, { comment: comment.uuid }, 'notes.txt', Buffer.from('notes'));
    const refused = await upload(
      owner.client,
      { comment: comment.uuid },
      'x.txt',
      Buffer.from('x'),
    );
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Only its author adds files to a comment.');

    const thread = await owner.client.get(`/api/task-comments/list?tid=${task.id}`);
    const shown = thread.json<{ comments: Array<Record<string, unknown>> }>().comments[0]!;
    expect(shown).toMatchObject({
      download_files_url: `/api/comment-files/archive?uuid=${comment.uuid}`,
      files: [
        { original_filename: 'site.png', mime_type: 'image/png', has_preview: true, width: 400 },
        { original_filename: 'notes.txt', has_preview: false },
      ],
    });
    // The task counts its comments' files too.
    expect((await taskDetail(owner.client, task.id)).count_files).toBe(2);
    const zip = await owner.client.get(`/api/comment-files/archive?uuid=${comment.uuid}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.toString('latin1')).toContain('notes.txt');
  });
});

describe('GET /api/user-files/list', () => {
  it('lists what a person added, as far as the one asking sees it', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const open = await newTasklist(owner.client, project.id, 'Open');
    const openTask = await newTask(owner.client, open.id, 'Open task');
    await upload(owner.client, { tid: task.id }, 'hidden.txt', randomBytes(8));
    await upload(owner.client, { tid: openTask.id }, 'open.txt', randomBytes(8));
    const names = async (client: typeof owner.client) =>
      (await client.call(e.userFiles, { query: { uid: owner.id } })).body.files.map(
        (f) => f.original_filename,
      );
    expect(await names(owner.client)).toEqual(['open.txt', 'hidden.txt']);
    await limitMember(t, project.id, worker.id, [open.id]);
    expect(await names(worker.client)).toEqual(['open.txt']);
    const stranger = await signUp(t.app, { fullname: 'Sam Stranger' });
    expect(await names(stranger.client)).toEqual([]);
  });
});

describe('files and the people who leave', () => {
  it('keeps a removed member from the files they added', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const file = fileOf(await upload(worker.client, { tid: task.id }, 'mine.txt', randomBytes(8)));
    const removed = await owner.client.post(`/api/projects/remove-worker?pid=${project.id}`, {
      user_id: worker.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await worker.client.get(`/api/file/download?uuid=${file.uuid}`)).statusCode).toBe(404);
    expect((await worker.client.call(e.detail, { query: { uuid: file.uuid } })).status).toBe(404);
    expect(
      (await worker.client.call(e.userFiles, { query: { uid: worker.id } })).body.files,
    ).toEqual([]);
    // The project keeps the file.
    expect((await owner.client.get(`/api/file/download?uuid=${file.uuid}`)).statusCode).toBe(200);
  });
});

describe('a zip of many files', () => {
  it('holds all 1,000 files of a task, each once under its own name', async () => {
    const { owner, task } = await projectWithWorker(t.app);
    for (let i = 0; i < 1000; i += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          upload(owner.client, { tid: task.id }, `note.txt`, Buffer.from(`note ${i + j}`)),
        ),
      );
    const zip = await owner.client.get(`/api/task-files/archive?uuid=${task.uuid}`);
    expect(zip.statusCode).toBe(200);
    const bytes = zip.rawPayload;
    // The central directory at the end lists every entry (signature PK\x01\x02).
    let entries = 0;
    for (let at = bytes.indexOf('PK\x01\x02', 0, 'latin1'); at !== -1; entries++)
      at = bytes.indexOf('PK\x01\x02', at + 4, 'latin1');
    expect(entries).toBe(1000);
    const text = bytes.toString('latin1');
    expect(text).toContain('note (1000).txt');
    expect(text).not.toContain('note (1001).txt');
  }, 60_000);
});

describe('a person’s photo', () => {
  it('is made a square picture, shown to who shares a project and publicly by its uuid, and removed', async () => {
    const { owner, worker } = await projectWithWorker(t.app);
    const stranger = await signUp(t.app);
    const photo = multipartBody('Me.jpg', await png(900, 600));
    const res = await worker.client.request(
      'POST',
      '/api/user/cover/upload',
      photo.payload,
      photo.headers,
    );
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user.cover).toEqual({ uuid: expect.any(String) });
    expect(user.avatar).toBe(`/public/file/avatar?uuid=${user.cover.uuid}`);

    const shown = await t.app.inject({ method: 'GET', url: user.avatar });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(shown.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    expect((await owner.client.get(`/api/user/avatar?id=${worker.id}`)).statusCode).toBe(200);
    const known = await owner.client.get(
      `/api/user/avatars?ids=${worker.id},${stranger.id},${owner.id}`,
    );
    expect(known.json().avatars).toEqual(
      expect.arrayContaining([
        { id: worker.id, avatar: user.avatar },
        { id: owner.id, avatar: null },
      ]),
    );
    expect(known.json().avatars).toHaveLength(2);
    expect((await stranger.client.get(`/api/user/avatar?id=${worker.id}`)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/user/avatar?id=${owner.id}`)).statusCode).toBe(404);

    // What is not a picture is refused, and the photo stays.
    const drawing = multipartBody(
      'me.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    const svg = await worker.client.request(
      'POST',
      '/api/user/cover/upload',
      drawing.payload,
      drawing.headers,
    );
    expect(svg.statusCode).toBe(400);
    expect((await worker.client.get('/api/user/me')).json().user.cover).toEqual(user.cover);

    const removed = await worker.client.post('/api/user/cover/remove');
    expect(removed.json().user).toMatchObject({ cover: null, avatar: null });
    expect((await t.app.inject({ method: 'GET', url: user.avatar })).statusCode).toBe(404);
  });
});

describe('a file’s comments', () => {
  it('are written by who sees the file, counted on it, and hidden with its task list', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    const file = fileOf(await upload(owner.client, { tid: task.id }, 'Plan.txt', Buffer.from('x')));
    const said = await worker.client.post(`/api/file-comments/create?fid=${file.id}`, {
      content: '<p>Looks right</p>',
    });
    expect(said.statusCode).toBe(201);
    expect(said.json().comment.target).toEqual({ type: 'file', id: file.id, name: 'Plan.txt' });
    const thread = await owner.client.get(`/api/file-comments/list?fid=${file.id}`);
    expect(thread.json().comments.map((c: { content: string }) => c.content)).toEqual([
      '<p>Looks right</p>',
    ]);
    const seen = await owner.client.call(e.detail, { query: { uuid: file.uuid } });
    expect(seen.body.file.count_comments).toBe(1);
    const empty = await worker.client.post(`/api/file-comments/create?fid=${file.id}`, {
      content: '<p> </p>',
    });
    expect(empty.statusCode).toBe(400);

    const other = await newTasklist(owner.client, project.id, 'Other');
    await limitMember(t, project.id, worker.id, [other.id]);
    expect((await worker.client.get(`/api/file-comments/list?fid=${file.id}`)).statusCode).toBe(
      404,
    );
    // The latest discussions leave files' threads to the files' pages.
    const latest = await owner.client.get('/api/comments/latest');
    expect(
      latest.json().comments.filter((c: { target: { type: string } }) => c.target.type === 'file'),
    ).toEqual([]);
    expect(tasklist.id).toBeGreaterThan(0);
  });
});
