import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileEndpoints as e, noteEndpoints as n, PROJECT_STATE } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp } from '../../test/harness.ts';
import { fileOf, multipartBody, upload } from '../../test/file-helpers.ts';
import { projectWithWorker } from '../../test/task-helpers.ts';
import {
  errorOf,
  eventsOf,
  limitMember,
  newTasklist,
  setProjectState,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the files of a note', () => {
  it('are added by who may edit the note, listed on it and among the project’s files', async () => {
    const { owner, worker, project, tasklist } = await projectWithWorker(t.app);
    const note = (
      await owner.client.call(n.create, {
        query: { pid: project.id },
        body: { name: 'Brief', tasklist_id: tasklist.id },
      })
    ).body.note;
    const res = await upload(worker.client, { note: note.id }, 'Sketch.txt', Buffer.from('sketch'));
    expect(res.statusCode, res.body).toBe(201);
    const file = fileOf(res);
    expect(file).toMatchObject({
      original_filename: 'Sketch.txt',
      note_id: note.id,
      task_id: null,
      comment_id: null,
      owner: { id: worker.id },
      can_edit: true,
    });
    const listed = await owner.client.call(e.noteFiles, { query: { id: note.id } });
    expect(listed.status).toBe(200);
    expect(listed.body.files.map((f) => f.uuid)).toEqual([file.uuid]);
    expect(listed.body.files[0]!.can_edit).toBe(true);
    const projectFiles = await owner.client.call(e.projectFiles, { query: { pid: project.id } });
    expect(projectFiles.body.files.map((f) => f.uuid)).toContain(file.uuid);
    const uploaded = (await eventsOf(owner.client, project.id)).find(
      (x) => x.type === 'file.uploaded',
    );
    expect(uploaded).toBeDefined();

    // Trashed with its note: out of the project's files, and nothing more is added.
    await owner.client.call(n.trash, { query: { id: note.id } });
    const hidden = await worker.client.call(e.projectFiles, { query: { pid: project.id } });
    expect(hidden.body.files.map((f) => f.uuid)).not.toContain(file.uuid);
    const refused = await upload(worker.client, { note: note.id }, 'Late.txt', Buffer.from('late'));
    expect(refused.statusCode).toBe(409);
    await owner.client.call(n.restore, { query: { id: note.id } });
    const back = await worker.client.call(e.projectFiles, { query: { pid: project.id } });
    expect(back.body.files.map((f) => f.uuid)).toContain(file.uuid);
  });

  it('follow the note’s task list: who cannot see it neither lists nor adds files', async () => {
    const { owner, worker, project, tasklist } = await projectWithWorker(t.app);
    const other = await newTasklist(owner.client, project.id, 'Other');
    const note = (
      await owner.client.call(n.create, {
        query: { pid: project.id },
        body: { name: 'Secret', tasklist_id: tasklist.id },
      })
    ).body.note;
    const file = fileOf(await upload(owner.client, { note: note.id }, 'S.txt', Buffer.from('s')));
    await limitMember(t, project.id, worker.id, [other.id]);
    const list = await worker.client.call(e.noteFiles, { query: { id: note.id } });
    expect(list.status).toBe(404);
    const add = await upload(worker.client, { note: note.id }, 'X.txt', Buffer.from('x'));
    expect(add.statusCode).toBe(404);
    const detail = await worker.client.call(e.detail, { query: { uuid: file.uuid } });
    expect(detail.status).toBe(404);
    const all = await worker.client.call(e.projectFiles, { query: { pid: project.id } });
    expect(all.body.files).toEqual([]);
  });

  it('refuses bad input and closed projects, keeping nothing', async () => {
    const { owner, project } = await projectWithWorker(t.app);
    const note = (
      await owner.client.call(n.create, { query: { pid: project.id }, body: { name: 'N' } })
    ).body.note;
    const { payload, headers } = multipartBody('A.txt', Buffer.from('a'));
    const bad = await owner.client.request(
      'POST',
      '/api/note-files/upload?id=abc',
      payload,
      headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
    const missing = await upload(owner.client, { note: 999999999 }, 'A.txt', Buffer.from('a'));
    expect(missing.statusCode).toBe(404);
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    const closed = await upload(owner.client, { note: note.id }, 'A.txt', Buffer.from('a'));
    expect(closed.statusCode).toBe(403);
    const listed = await owner.client.call(e.noteFiles, { query: { id: note.id } });
    expect(listed.body.files).toEqual([]);
  });
});
