import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  noteCommentEndpoints as nc,
  noteEndpoints as n,
  pinnedItemEndpoints as e,
  projectLinkEndpoints as l,
  PROJECT_STATE,
} from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createProject, createTestApp } from '../../test/harness.ts';
import { fileOf, upload } from '../../test/file-helpers.ts';
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

describe('pinned items', () => {
  it('are tasks, notes, files and links in one list, the latest pinned first', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    await owner.client.post(`/api/tasks/pin?tid=${task.id}`);
    const note = (
      await owner.client.call(n.create, { query: { pid: project.id }, body: { name: 'Brief' } })
    ).body.note;
    const file = fileOf(
      await upload(worker.client, { pid: project.id }, 'Plan.pdf', Buffer.from('%PDF-1.4')),
    );
    const link = (
      await owner.client.call(l.create, {
        query: { pid: project.id },
        body: { name: 'Design', url: 'https://example.com/design' },
      })
    ).body.link;
    for (const body of [
      { kind: 'note' as const, id: note.id },
      { kind: 'file' as const, uuid: file.uuid },
      { kind: 'link' as const, uuid: link.uuid },
    ]) {
      const res = await worker.client.call(e.pin, { query: { pid: project.id }, body });
      expect(res.status).toBe(200);
    }
    const list = (await owner.client.call(e.list, { query: { pid: project.id } })).body.items;
    expect(list.map((i) => [i.kind, i.name])).toEqual([
      ['link', 'Design'],
      ['file', 'Plan.pdf'],
      ['note', 'Brief'],
      ['task', task.name],
    ]);
    expect(list[0]).toMatchObject({
      link_uuid: link.uuid,
      url: 'https://example.com/design',
      author: { id: worker.id },
      can_unpin: true,
    });
    expect(list[1]).toMatchObject({ file_uuid: file.uuid, mime_type: 'application/pdf' });
    expect(list[2]).toMatchObject({ note_id: note.id });
    expect(list[3]).toMatchObject({ task_id: task.id, is_finished: false });

    // Pinning again changes nothing; unpinning takes it off.
    const again = await worker.client.call(e.pin, {
      query: { pid: project.id },
      body: { kind: 'note', id: note.id },
    });
    expect(again.body.items).toHaveLength(4);
    const off = await owner.client.call(e.unpin, {
      query: { pid: project.id },
      body: { kind: 'note', id: note.id },
    });
    expect(off.body.items.map((i) => i.kind)).toEqual(['link', 'file', 'task']);
    const types = (await eventsOf(owner.client, project.id)).map((x) => x.type);
    expect(types.filter((x) => x.startsWith('item.'))).toEqual([
      'item.unpinned',
      'item.pinned',
      'item.pinned',
      'item.pinned',
    ]);

    // A note in the trash leaves the list; a pinned link removed leaves it too.
    await owner.client.call(e.pin, {
      query: { pid: project.id },
      body: { kind: 'note', id: note.id },
    });
    await owner.client.call(n.trash, { query: { id: note.id } });
    await owner.client.call(l.delete, { query: { uuid: link.uuid } });
    const after = (await worker.client.call(e.list, { query: { pid: project.id } })).body.items;
    expect(after.map((i) => i.kind)).toEqual(['file', 'task']);
  });

  it('keep what a task list’s ACL hides from who cannot see the list', async () => {
    const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
    const other = await newTasklist(owner.client, project.id, 'Other');
    await owner.client.post(`/api/tasks/pin?tid=${task.id}`);
    const note = (
      await owner.client.call(n.create, {
        query: { pid: project.id },
        body: { name: 'Hidden', tasklist_id: tasklist.id },
      })
    ).body.note;
    await owner.client.call(e.pin, {
      query: { pid: project.id },
      body: { kind: 'note', id: note.id },
    });
    // A file on a comment of the hidden note is hidden with it.
    const comment = (
      await owner.client.call(nc.create, {
        query: { nid: note.id },
        body: { content: '<p>See</p>' },
      })
    ).body.comment;
    const file = fileOf(
      await upload(owner.client, { comment: comment.uuid }, 'Secret.txt', Buffer.from('secret')),
    );
    await owner.client.call(e.pin, {
      query: { pid: project.id },
      body: { kind: 'file', uuid: file.uuid },
    });
    expect(
      (await owner.client.call(e.list, { query: { pid: project.id } })).body.items,
    ).toHaveLength(3);

    await limitMember(t, project.id, worker.id, [other.id]);
    expect((await worker.client.call(e.list, { query: { pid: project.id } })).body.items).toEqual(
      [],
    );
    const files = await worker.client.get(`/api/project-files/list?pid=${project.id}`);
    expect(files.json().files).toEqual([]);
    const pin = await worker.client.call(e.pin, {
      query: { pid: project.id },
      body: { kind: 'note', id: note.id },
    });
    expect(pin.status).toBe(404);
  });

  it('refuses bad input, items of other projects and closed projects, changing nothing', async () => {
    const { owner, project } = await projectWithWorker(t.app);
    const elsewhere = await createProject(owner.client, 'Elsewhere');
    const note = (
      await owner.client.call(n.create, { query: { pid: elsewhere.id }, body: { name: 'Away' } })
    ).body.note;
    const foreign = await owner.client.call(e.pin, {
      query: { pid: project.id },
      body: { kind: 'note', id: note.id },
    });
    expect(foreign.status).toBe(404);
    const bad = await owner.client.call(e.pin, {
      query: { pid: project.id },
      body: { kind: 'banana' } as never,
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.response).code).toBe('VALIDATION_FAILED');
    const mine = (
      await owner.client.call(n.create, { query: { pid: project.id }, body: { name: 'Here' } })
    ).body.note;
    await owner.client.call(n.trash, { query: { id: mine.id } });
    const trashed = await owner.client.call(e.pin, {
      query: { pid: project.id },
      body: { kind: 'note', id: mine.id },
    });
    expect(trashed.status).toBe(409);
    await owner.client.call(n.restore, { query: { id: mine.id } });
    await setProjectState(t, project.id, PROJECT_STATE.archived);
    const closed = await owner.client.call(e.pin, {
      query: { pid: project.id },
      body: { kind: 'note', id: mine.id },
    });
    expect(closed.status).toBe(403);
    expect((await owner.client.call(e.list, { query: { pid: project.id } })).body.items).toEqual(
      [],
    );
  });

  it('keep one order that who may change an item rearranges, before or after another', async () => {
    const { owner, worker, project, task } = await projectWithWorker(t.app);
    const pid = { pid: project.id };
    await owner.client.post(`/api/tasks/pin?tid=${task.id}`);
    for (const name of ['A', 'B']) {
      const note = (await owner.client.call(n.create, { query: pid, body: { name } })).body.note;
      await owner.client.call(e.pin, { query: pid, body: { kind: 'note', id: note.id } });
    }
    const file = fileOf(await upload(owner.client, pid, 'Owners.txt', Buffer.from('owner')));
    await owner.client.call(e.pin, { query: pid, body: { kind: 'file', uuid: file.uuid } });
    const names = (items: Array<{ name: string }>) => items.map((i) => i.name);
    const items = (await worker.client.call(e.list, { query: pid })).body.items;
    expect(names(items)).toEqual(['Owners.txt', 'B', 'A', task.name]);
    const id = (name: string) => items.find((i) => i.name === name)!.id;

    const moved = await worker.client.call(e.reorder, {
      query: pid,
      body: { id: id('A'), before_id: id('Owners.txt') },
    });
    expect(moved.status).toBe(200);
    expect(names(moved.body.items)).toEqual(['A', 'Owners.txt', 'B', task.name]);
    const last = await worker.client.call(e.reorder, {
      query: pid,
      body: { id: id(task.name), before_id: id('A') },
    });
    expect(names(last.body.items)).toEqual([task.name, 'A', 'Owners.txt', 'B']);
    const down = await worker.client.call(e.reorder, {
      query: pid,
      body: { id: id(task.name), after_id: id('B') },
    });
    expect(names(down.body.items)).toEqual(['A', 'Owners.txt', 'B', task.name]);
    // The same order for everyone, the pinned tasks' list too; a new pin goes first.
    expect(names((await owner.client.call(e.list, { query: pid })).body.items)).toEqual(
      names(down.body.items),
    );
    const c = (await owner.client.call(n.create, { query: pid, body: { name: 'C' } })).body.note;
    const pinned = await owner.client.call(e.pin, { query: pid, body: { kind: 'note', id: c.id } });
    expect(names(pinned.body.items)).toEqual(['C', 'A', 'Owners.txt', 'B', task.name]);
    const types = (await eventsOf(owner.client, project.id)).map((x) => x.type);
    expect(types.filter((x) => x === 'item.reordered')).toHaveLength(3);

    // The owner's file is the uploader's and the managers' to move.
    const refused = await worker.client.call(e.reorder, {
      query: pid,
      body: { id: id('Owners.txt'), after_id: id('B') },
    });
    expect(refused.status).toBe(403);
    // Bad input changes nothing.
    for (const body of [
      { id: id('A') },
      { id: id('A'), before_id: id('B'), after_id: id('B') },
      { id: id('A'), before_id: id('A') },
      { id: id('A'), after_id: 999999999 },
      { before_id: id('A') },
    ]) {
      const bad = await worker.client.call(e.reorder, { query: pid, body: body as never });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(bad.response).code).toBe('VALIDATION_FAILED');
    }
    const unknown = await worker.client.call(e.reorder, {
      query: pid,
      body: { id: 999999999, after_id: id('A') },
    });
    expect(unknown.status).toBe(404);
    expect(names((await owner.client.call(e.list, { query: pid })).body.items)).toEqual([
      'C',
      'A',
      'Owners.txt',
      'B',
      task.name,
    ]);
  });

  it('keep items a task list’s ACL hides out of reach of a reorder', async () => {
    const { owner, worker, project, tasklist } = await projectWithWorker(t.app);
    const pid = { pid: project.id };
    const other = await newTasklist(owner.client, project.id, 'Other');
    for (const [name, list] of [
      ['Hidden', tasklist.id],
      ['Seen', other.id],
    ] as const) {
      const note = (
        await owner.client.call(n.create, { query: pid, body: { name, tasklist_id: list } })
      ).body.note;
      await owner.client.call(e.pin, { query: pid, body: { kind: 'note', id: note.id } });
    }
    const all = (await owner.client.call(e.list, { query: pid })).body.items;
    await limitMember(t, project.id, worker.id, [other.id]);
    const [seen, hidden] = [
      all.find((i) => i.name === 'Seen')!,
      all.find((i) => i.name === 'Hidden')!,
    ];
    const moveHidden = await worker.client.call(e.reorder, {
      query: pid,
      body: { id: hidden.id, before_id: seen.id },
    });
    expect(moveHidden.status).toBe(404);
    const pastHidden = await worker.client.call(e.reorder, {
      query: pid,
      body: { id: seen.id, after_id: hidden.id },
    });
    expect(pastHidden.status).toBe(400);
  });
});
