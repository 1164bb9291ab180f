import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileEndpoints as f,
  noteEndpoints as n,
  projectEndpoints as p,
  taskEndpoints as te,
  tasklistEndpoints as tl,
} from '@tandem/contract';
import type { TestApp } from '../test/harness.ts';
import { createProject, createTestApp } from '../test/harness.ts';
import { fileOf, upload } from '../test/file-helpers.ts';
import { projectWithWorker } from '../test/task-helpers.ts';
import { newTask, newTasklist } from '../test/tasklist-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-01T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  // Sessions outlive the months the clock jumps.
  t = await createTestApp({ clock: { now: () => now }, env: { SESSION_DAYS: '365' } });
});
afterAll(() => t.close());

const purges = ['tasks', 'notes', 'files', 'tasklists', 'projects'].map((m) => `${m}.purge-trash`);
const runPurges = async () => {
  for (const name of purges) await t.jobs.run(name, {});
};

describe('the trash', () => {
  it('is emptied of what stayed there longer than the configured days, nothing else', async () => {
    const { owner, project, tasklist, task } = await projectWithWorker(t.app);
    const c = owner.client;
    const kept = await newTask(c, tasklist.id, 'Kept');
    const file = fileOf(await upload(c, { tid: task.id }, 'On the task.txt', Buffer.from('task')));
    const own = fileOf(await upload(c, { pid: project.id }, 'Own.txt', Buffer.from('own')));
    const note = (await c.call(n.create, { query: { pid: project.id }, body: { name: 'Old' } }))
      .body.note;
    const list = await newTasklist(c, project.id, 'Old list');
    const inList = await newTask(c, list.id, 'In the old list');
    const other = await createProject(c, 'Old project');

    await c.call(te.delete, { query: { tid: task.id } });
    await c.call(n.trash, { query: { id: note.id } });
    await c.call(f.delete, { query: { uuid: own.uuid } });
    await c.call(tl.delete, { query: { tlid: list.id } });
    await c.call(p.delete, { query: { pid: other.id } });

    // Within the 30 days nothing goes.
    now = new Date(now.getTime() + 29 * DAY);
    await runPurges();
    expect((await c.call(te.detail, { query: { tid: task.id } })).status).toBe(200);
    expect((await c.call(n.detail, { query: { id: note.id } })).status).toBe(200);

    // After them, all of it goes for good, with what hung on it; the rest stays.
    now = new Date(now.getTime() + 2 * DAY);
    await runPurges();
    expect((await c.call(te.detail, { query: { tid: task.id } })).status).toBe(404);
    expect((await c.call(f.detail, { query: { uuid: file.uuid } })).status).toBe(404);
    expect((await c.call(f.detail, { query: { uuid: own.uuid } })).status).toBe(404);
    expect((await c.call(n.detail, { query: { id: note.id } })).status).toBe(404);
    expect((await c.call(tl.detail, { query: { tlid: list.id } })).status).toBe(404);
    expect((await c.call(te.detail, { query: { tid: inList.id } })).status).toBe(404);
    expect((await c.call(p.detail, { query: { pid: other.id } })).status).toBe(404);
    expect((await c.call(te.detail, { query: { tid: kept.id } })).status).toBe(200);
    expect((await c.call(p.detail, { query: { pid: project.id } })).status).toBe(200);
  });

  it('lets stored bytes go once nothing keeps them, and only a day after they were written', async () => {
    const { owner, project } = await projectWithWorker(t.app);
    const c = owner.client;
    const gone = fileOf(await upload(c, { pid: project.id }, 'Gone.txt', Buffer.from('gone 1')));
    const twin = fileOf(await upload(c, { pid: project.id }, 'Twin.txt', Buffer.from('shared')));
    fileOf(await upload(c, { pid: project.id }, 'Twin 2.txt', Buffer.from('shared')));
    const keyOf = async (uuid: string) =>
      (
        (await t.database.executeSql('SELECT storage_key FROM files WHERE uuid = $1', [uuid]))
          .rows[0] as { storage_key: string }
      ).storage_key;
    const pathOf = (key: string) => `${t.filesDir}/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`;
    const [goneKey, twinKey] = [await keyOf(gone.uuid), await keyOf(twin.uuid)];
    await c.call(f.delete, { query: { uuid: gone.uuid } });
    await c.call(f.delete, { query: { uuid: twin.uuid } });
    now = new Date(now.getTime() + 31 * DAY);
    await t.jobs.run('files.purge-trash', {});
    // Written a moment ago: too young to be let go yet.
    now = new Date();
    await t.jobs.run('files.sweep', {});
    expect(existsSync(pathOf(goneKey))).toBe(true);
    now = new Date(Date.now() + 2 * DAY);
    await t.jobs.run('files.sweep', {});
    expect(existsSync(pathOf(goneKey))).toBe(false);
    // The same content kept by another file stays.
    expect(existsSync(pathOf(twinKey))).toBe(true);
  });
});
