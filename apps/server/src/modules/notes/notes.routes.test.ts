import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITS,
  noteCommentEndpoints as c,
  noteEndpoints as e,
  PROJECT_STATE,
} from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { projectWithWorker } from '../../test/task-helpers.ts';
import {
  errorOf,
  eventsOf,
  limitMember,
  newTasklist,
  setProjectState,
} from '../../test/tasklist-helpers.ts';
import { HISTORY_PAUSE_MS } from './notes.service.ts';

let now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());
const later = (ms: number) => (now = new Date(now.getTime() + ms));

describe('notes', () => {
  it('are written, listed, read with who can open and follow them, and commented on', async () => {
    const { owner, worker, project } = await projectWithWorker(t.app);
    const made = await worker.client.call(e.create, {
      query: { pid: project.id },
      body: {
        name: '  Launch plan ',
        content: '<p>Ship <strong>it</strong></p><script>x</script>',
      },
    });
    expect(made.status).toBe(201);
    const note = made.body.note;
    expect(note).toEqual({
      id: expect.any(Number),
      uuid: expect.any(String),
      name: 'Launch plan',
      excerpt: 'Ship it',
      content: '<p>Ship <strong>it</strong></p>',
      date_add: now.toISOString(),
      date_upd: now.toISOString(),
      author: { id: worker.id, fullname: 'Walter Worker' },
      updated_by: { id: worker.id, fullname: 'Walter Worker' },
      project: { id: project.id, name: project.name },
      tasklist_id: null,
      count_comments: 0,
      is_tracked: true,
      date_deleted: null,
      can_edit: true,
      users: [
        { id: owner.id, fullname: 'Olga Owner' },
        { id: worker.id, fullname: 'Walter Worker' },
      ],
      tracking_users: [{ id: worker.id, fullname: 'Walter Worker' }],
      comments_order: 'asc',
      version: 1,
      doc_generation: 1,
    });

    const said = await owner.client.call(c.create, {
      query: { nid: note.id },
      body: { content: '<p>Add the date</p>' },
    });
    expect(said.status).toBe(201);
    expect(said.body.comment.target).toEqual({ type: 'note', id: note.id, name: 'Launch plan' });
    const listed = await owner.client.call(e.list, { query: { pid: project.id } });
    expect(listed.body.notes).toMatchObject([
      { id: note.id, count_comments: 1, is_tracked: false, excerpt: 'Ship it' },
    ]);
    const thread = await worker.client.call(c.list, { query: { nid: note.id } });
    expect(thread.body.comments.map((x) => x.content)).toEqual(['<p>Add the date</p>']);

    const followed = await owner.client.call(e.track, {
      query: { id: note.id },
      body: { is_tracked: true },
    });
    expect(followed.body.note.is_tracked).toBe(true);
    expect(followed.body.note.tracking_users.map((u) => u.id).sort()).toEqual(
      [owner.id, worker.id].sort(),
    );
    const events = await eventsOf(owner.client, project.id);
    expect(events.find((x) => x.type === 'note.created')).toMatchObject({
      author: { id: worker.id },
      document: { id: note.id, name: 'Launch plan' },
      notice: { note_name: 'Launch plan' },
    });
  });

  it('refuses bad input with the error shape and changes nothing', async () => {
    const { owner, project } = await projectWithWorker(t.app);
    const empty = await owner.client.call(e.create, {
      query: { pid: project.id },
      body: { name: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(errorOf(empty.response).errors?.validation).toEqual({
      name: ['The name must not be empty.'],
    });
    const long = await owner.client.call(e.create, {
      query: { pid: project.id },
      body: { name: 'Big', content: 'x'.repeat(LIMITS.noteContentMax + 1) },
    });
    expect(long.status).toBe(400);
    expect(errorOf(long.response).errors?.validation).toEqual({
      content: ['A note can be at most 1,000,000 characters long.'],
    });
    const elsewhere = await signUp(t.app);
    const foreignList = await newTasklist(
      elsewhere.client,
      (await elsewhere.client.post('/api/projects/create', { name: 'Other' })).json().project.id,
      'Theirs',
    );
    const wrongList = await owner.client.call(e.create, {
      query: { pid: project.id },
      body: { name: 'Sneaky', tasklist_id: foreignList.id },
    });
    expect(wrongList.status).toBe(404);
    expect((await owner.client.call(e.list, { query: { pid: project.id } })).body.notes).toEqual(
      [],
    );
    const track = await owner.client.call(e.track, {
      query: { id: 1 },
      body: { is_tracked: 'yes' } as never,
    });
    expect(track.status).toBe(400);
  });

  it('keep versions: one per editing session, another editor or a pause starts the next', async () => {
    const { owner, worker, project } = await projectWithWorker(t.app);
    const note = (
      await owner.client.call(e.create, {
        query: { pid: project.id },
        body: { name: 'Draft', content: '<p>one</p>' },
      })
    ).body.note;
    later(60_000);
    await owner.client.call(e.update, { query: { id: note.id }, body: { content: '<p>two</p>' } });
    later(60_000);
    await worker.client.call(e.update, {
      query: { id: note.id },
      body: { content: '<p>three</p>' },
    });
    later(HISTORY_PAUSE_MS + 1);
    const last = await worker.client.call(e.update, {
      query: { id: note.id },
      body: { content: '<p>four</p>' },
    });
    expect(last.body.note).toMatchObject({
      content: '<p>four</p>',
      updated_by: { id: worker.id },
      version: 4,
    });
    const history = (await owner.client.call(e.history, { query: { id: note.id } })).body.history;
    expect(history.map((h) => [h.content, h.editor.id])).toEqual([
      ['<p>four</p>', worker.id],
      ['<p>three</p>', worker.id],
      ['<p>two</p>', owner.id],
    ]);
    // Saving the same content again changes nothing.
    const same = await worker.client.call(e.update, {
      query: { id: note.id },
      body: { content: '<p>four</p>' },
    });
    expect(same.body.note.version).toBe(4);
    // A change made on an older version is refused.
    const stale = await owner.client.call(e.update, {
      query: { id: note.id },
      body: { name: 'Old', version: 2 },
    });
    expect(stale.status).toBe(409);

    const restored = await owner.client.call(e.restoreVersion, {
      query: { id: note.id, hid: history[2]!.id },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.note).toMatchObject({ content: '<p>two</p>', doc_generation: 2 });
    const after = (await owner.client.call(e.history, { query: { id: note.id } })).body.history;
    expect(after.map((h) => h.content)).toEqual([
      '<p>two</p>',
      '<p>four</p>',
      '<p>three</p>',
      '<p>two</p>',
    ]);
    // A save from an editor still on the document from before the restore is refused.
    const late = await worker.client.call(e.update, {
      query: { id: note.id },
      body: { content: '<p>from before</p>', doc_generation: 1 },
    });
    expect(late.status).toBe(409);
    expect(errorOf(late.response).message).toBe(
      'An older version of the note was restored meanwhile. Reload the note.',
    );
    const missing = await owner.client.call(e.restoreVersion, {
      query: { id: note.id, hid: 999_999_999 },
    });
    expect(missing.status).toBe(404);
    const types = (await eventsOf(owner.client, project.id)).map((x) => x.type);
    expect(types.filter((x) => x.startsWith('note.'))).toEqual([
      'note.version_restored',
      'note.updated',
      'note.updated',
      'note.created',
    ]);
  });

  it('go to the trash and back by their author or a manager, and are read-only there', async () => {
    const { owner, worker, project } = await projectWithWorker(t.app);
    const note = (
      await owner.client.call(e.create, { query: { pid: project.id }, body: { name: 'Bin me' } })
    ).body.note;
    expect((await worker.client.call(e.trash, { query: { id: note.id } })).status).toBe(403);
    const trashed = await owner.client.call(e.trash, { query: { id: note.id } });
    expect(trashed.body.note.date_deleted).toBe(now.toISOString());
    expect((await owner.client.call(e.list, { query: { pid: project.id } })).body.notes).toEqual(
      [],
    );
    const bin = await owner.client.call(e.list, { query: { pid: project.id, trashed: '1' } });
    expect(bin.body.notes.map((n) => n.id)).toEqual([note.id]);
    const edit = await owner.client.call(e.update, { query: { id: note.id }, body: { name: 'X' } });
    expect(edit.status).toBe(409);
    expect(errorOf(edit.response).message).toBe('The note is in the trash. Restore it first.');
    const back = await owner.client.call(e.restore, { query: { id: note.id } });
    expect(back.body.note.date_deleted).toBeNull();
  });

  it('of a task list are seen only by who sees the list; closed projects are read-only', async () => {
    const { owner, worker, project, tasklist } = await projectWithWorker(t.app);
    const other = await newTasklist(owner.client, project.id, 'Other');
    const note = (
      await owner.client.call(e.create, {
        query: { pid: project.id },
        body: { name: 'Secret', tasklist_id: tasklist.id },
      })
    ).body.note;
    await limitMember(t, project.id, worker.id, [other.id]);
    expect((await worker.client.call(e.list, { query: { pid: project.id } })).body.notes).toEqual(
      [],
    );
    expect((await worker.client.call(e.detail, { query: { id: note.id } })).status).toBe(404);
    expect((await worker.client.call(c.list, { query: { nid: note.id } })).status).toBe(404);
    const seen = (await owner.client.call(e.detail, { query: { id: note.id } })).body.note;
    expect(seen.users.map((u) => u.id)).toEqual([owner.id]);

    await setProjectState(t, project.id, PROJECT_STATE.archived);
    const closed = await owner.client.call(e.update, {
      query: { id: note.id },
      body: { name: 'Changed' },
    });
    expect(closed.status).toBe(403);
    expect((await owner.client.call(e.detail, { query: { id: note.id } })).body.note.can_edit).toBe(
      false,
    );
  });
});
