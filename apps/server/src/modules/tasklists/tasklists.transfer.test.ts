import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoveTarget, Project } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import { denyToMember } from '../../test/role-helpers.ts';
import { createField } from '../../test/custom-field-helpers.ts';
import { customFieldValues, pinnedItems, taskRecurrences } from '../../db/schema/task-details.ts';
import {
  boardOf,
  errorOf,
  eventsOf,
  limitMember,
  MISSING_ID,
  newTask,
  notFoundBody,
  projectWithLists,
  setProjectState,
  tasklistOf,
  tasksOf,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const targetsOf = (user: SignedUpUser, pid: number, tlid: number) =>
  user.client.get(`/api/projects-actions/allowed-to-move-tasklist-to?pid=${pid}&tlid=${tlid}`);
const move = (user: SignedUpUser, tlid: number, body: unknown) =>
  user.client.post(`/api/tasklists/move?tlid=${tlid}`, body);
const copy = (user: SignedUpUser, tlid: number, body: unknown) =>
  user.client.post(`/api/tasklists/copy?tlid=${tlid}`, body);

/** An owner with a source project (lists Keep and Move, tasks in Move) and a target project. */
async function setUp() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const { project: source, lists } = await projectWithLists(owner.client, ['Keep', 'Move']);
  const [keep, moving] = lists as [(typeof lists)[0], (typeof lists)[0]];
  const first = await newTask(owner.client, moving.id, 'First');
  const second = await newTask(owner.client, moving.id, 'Second');
  await owner.client.post(`/api/tasks/finish?tid=${second.id}`);
  const { project: target } = await projectWithLists(owner.client, ['Existing']);
  return { owner, source, keep, moving, first, second, target };
}

/** A worker who is a member of both projects. */
async function workerIn(owner: SignedUpUser, ...projects: Project[]) {
  const worker = await signUp(t.app, { fullname: 'Walter Worker' });
  for (const project of projects) await addWorker(owner.client, project.id, worker.email);
  return worker;
}

const disallowedBody = (id: number, action: string, owner: SignedUpUser) => ({
  message: 'disallowed_action',
  code: 'DISALLOWED_ACTION',
  data: { id, action, owner: { id: owner.id, fullname: owner.fullname } },
});

describe('GET /api/projects-actions/allowed-to-move-tasklist-to', () => {
  it('lists the active projects, other than the source, where the actor may add task lists', async () => {
    const { owner, source, moving, target } = await setUp();
    const archived = await createProject(owner.client, 'Archived one');
    await setProjectState(t, archived.id, PROJECT_STATE.archived);
    const another = await createProject(owner.client, 'Another');
    const res = await targetsOf(owner, source.id, moving.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ projects: MoveTarget[] }>().projects).toEqual([
      { id: another.id, name: 'Another', color: null },
      { id: target.id, name: 'Board', color: null },
    ]);
  });

  it('leaves out projects where a role denies the actor creating task lists', async () => {
    const { owner, source, moving, target } = await setUp();
    const open = await createProject(owner.client, 'Open');
    const worker = await workerIn(owner, source, target, open);
    await denyToMember(owner.client, target.id, worker.id, ['tasklist_create']);
    const res = await targetsOf(worker, source.id, moving.id);
    expect(res.json<{ projects: MoveTarget[] }>().projects.map((p) => p.id)).toEqual([open.id]);
  });

  it('answers 404 for a project the actor cannot see, a list of another project and a missing list', async () => {
    const { owner, source, moving, target } = await setUp();
    const stranger = await signUp(t.app);
    expect(errorOf(await targetsOf(stranger, source.id, moving.id))).toEqual(
      notFoundBody('The project'),
    );
    const [existing] = await boardOf(owner.client, target.id);
    const swapped = await targetsOf(owner, source.id, existing!.id);
    expect(swapped.statusCode).toBe(404);
    expect(errorOf(swapped)).toEqual(notFoundBody('The task list'));
    expect((await targetsOf(owner, source.id, MISSING_ID)).statusCode).toBe(404);
  });

  it('answers 404 for a list outside the worker’s task-list limit', async () => {
    const { owner, source, keep, moving } = await setUp();
    const worker = await workerIn(owner, source);
    await limitMember(t, source.id, worker.id, [keep.id]);
    expect((await targetsOf(worker, source.id, moving.id)).statusCode).toBe(404);
  });

  it('needs both ids', async () => {
    const { owner, source } = await setUp();
    const res = await owner.client.get(
      `/api/projects-actions/allowed-to-move-tasklist-to?pid=${source.id}`,
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.validation).toHaveProperty('tlid');
  });
});

describe('POST /api/tasklists/move', () => {
  it("leaves the tasks' pins and custom-field values behind and takes their recurrence along", async () => {
    const { owner, source, moving, first, target } = await setUp();
    const field = await createField(owner.client, source.id, { name: 'Note', type: 'text' });
    const steps: Array<[string, unknown?]> = [
      [`/api/tasks/update?tid=${first.id}`, { version: first.version, due_date: '2026-05-04' }],
      [
        `/api/tasks/set-recurrence?tid=${first.id}`,
        { unit: 'day', interval: 1, based_on: 'due_date' },
      ],
      [`/api/tasks/pin?tid=${first.id}`],
      [`/api/custom-fields/set-value?tid=${first.id}`, { field_uuid: field.uuid, value: 'x' }],
    ];
    for (const [url, body] of steps) {
      const res = await owner.client.post(url, body);
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const res = await move(owner, moving.id, { project_id: target.id });
    expect(res.statusCode, res.body).toBe(200);
    const db = t.database.db;
    const rules = await db
      .select({ projectId: taskRecurrences.projectId })
      .from(taskRecurrences)
      .where(eq(taskRecurrences.currentTaskId, first.id));
    expect(rules).toEqual([{ projectId: target.id }]);
    const pins = await db.select().from(pinnedItems).where(eq(pinnedItems.taskId, first.id));
    expect(pins).toEqual([]);
    const values = await db
      .select()
      .from(customFieldValues)
      .where(eq(customFieldValues.taskId, first.id));
    expect(values).toEqual([]);
  });

  it('moves the list with its tasks to the end of the target, and both projects hear of it', async () => {
    const { owner, source, moving, target } = await setUp();
    const res = await move(owner, moving.id, { project_id: target.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(tasklistOf(res)).toMatchObject({
      id: moving.id,
      name: 'Move',
      project: { id: target.id },
      count_active_tasks: 1,
      version: moving.version + 1,
    });
    expect((await boardOf(owner.client, source.id)).map((l) => l.name)).toEqual(['Keep']);
    expect((await boardOf(owner.client, target.id)).map((l) => l.name)).toEqual([
      'Existing',
      'Move',
    ]);
    expect(await tasksOf(owner.client, source.id)).toEqual([]);
    expect(
      (await tasksOf(owner.client, target.id)).map((task) => [task.name, task.state.state]),
    ).toEqual([
      ['First', 'active'],
      ['Second', 'finished'],
    ]);
    const notice = {
      project_from: { id: source.id, name: source.name },
      tasklist_from: { id: moving.id, name: 'Move' },
      project_to: { id: target.id, name: target.name },
    };
    for (const projectId of [source.id, target.id]) {
      expect((await eventsOf(owner.client, projectId))[0]).toMatchObject({
        type: 'tasklist.moved',
        was_moved: true,
        project: { id: projectId },
        tasklist: { id: moving.id, name: 'Move' },
        notice,
      });
    }
  });

  it('takes the list out of the source members’ task-list limits', async () => {
    const { owner, source, keep, moving, target } = await setUp();
    const worker = await workerIn(owner, source);
    await limitMember(t, source.id, worker.id, [keep.id, moving.id]);
    expect((await move(owner, moving.id, { project_id: target.id })).statusCode).toBe(200);
    const project = (await owner.client.get(`/api/projects/detail?pid=${source.id}`)).json<{
      project: Project;
    }>().project;
    expect(project.workers.find((w) => w.id === worker.id)?.tasklists_acl).toEqual([keep.id]);
  });

  it('lets a worker move a list between two projects they belong to', async () => {
    const { owner, source, moving, target } = await setUp();
    const worker = await workerIn(owner, source, target);
    expect((await move(worker, moving.id, { project_id: target.id })).statusCode).toBe(200);
  });

  it('refuses a missing or unreadable project id, and the list’s own project', async () => {
    const { owner, source, moving } = await setUp();
    const missing = await move(owner, moving.id, {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors?.validation).toHaveProperty('project_id');
    expect((await move(owner, moving.id, { project_id: 'abc' })).statusCode).toBe(400);
    const same = await move(owner, moving.id, { project_id: source.id });
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).errors?.validation).toEqual({
      project_id: ['The task list is already in this project.'],
    });
  });

  it('answers 404 for a list or a target the actor cannot see', async () => {
    const { owner, moving, target } = await setUp();
    const stranger = await signUp(t.app);
    const foreign = await createProject(stranger.client, 'Foreign');
    expect(errorOf(await move(stranger, moving.id, { project_id: foreign.id }))).toEqual(
      notFoundBody('The task list'),
    );
    expect(errorOf(await move(owner, moving.id, { project_id: foreign.id }))).toEqual(
      notFoundBody('The project'),
    );
    expect((await move(owner, MISSING_ID, { project_id: target.id })).statusCode).toBe(404);
    expect((await move(owner, moving.id, { project_id: MISSING_ID })).statusCode).toBe(404);
    expect((await boardOf(owner.client, target.id)).map((l) => l.name)).toEqual(['Existing']);
  });

  it('answers 403 with the owner to ask when a role denies deleting lists in the source', async () => {
    const { owner, source, moving, target } = await setUp();
    const worker = await workerIn(owner, source, target);
    await denyToMember(owner.client, source.id, worker.id, ['tasklist_delete']);
    const res = await move(worker, moving.id, { project_id: target.id });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual(disallowedBody(4, 'tasklist_delete', owner));
  });

  it('answers 403 with the owner to ask when a role denies creating lists in the target', async () => {
    const { owner, source, moving, target } = await setUp();
    const worker = await workerIn(owner, source, target);
    await denyToMember(owner.client, target.id, worker.id, ['tasklist_create']);
    const res = await move(worker, moving.id, { project_id: target.id });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual(disallowedBody(3, 'tasklist_create', owner));
    expect((await boardOf(owner.client, source.id)).map((l) => l.name)).toEqual(['Keep', 'Move']);
  });

  it('answers 403 for a target that is not active and a source that is not', async () => {
    const { owner, source, moving, target } = await setUp();
    await setProjectState(t, target.id, PROJECT_STATE.archived);
    const res = await move(owner, moving.id, { project_id: target.id });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('FORBIDDEN');
    await setProjectState(t, target.id, PROJECT_STATE.active);
    await setProjectState(t, source.id, PROJECT_STATE.archived);
    expect((await move(owner, moving.id, { project_id: target.id })).statusCode).toBe(403);
  });

  it('answers 409 for a list in the trash', async () => {
    const { owner, moving, target } = await setUp();
    await owner.client.post(`/api/tasklists/delete?tlid=${moving.id}`);
    expect((await move(owner, moving.id, { project_id: target.id })).statusCode).toBe(409);
  });
});

describe('POST /api/tasklists/copy', () => {
  it('copies the list and its tasks, in order and state, to the end of the target', async () => {
    const { owner, source, moving, target } = await setUp();
    const worker = await workerIn(owner, source, target);
    const res = await copy(worker, moving.id, { project_id: target.id });
    expect(res.statusCode).toBe(201);
    const created = tasklistOf(res);
    expect(created).toMatchObject({
      name: 'Move',
      state: { id: 1, state: 'active' },
      project: { id: target.id },
      count_active_tasks: 1,
      version: 1,
    });
    expect(created.id).not.toBe(moving.id);
    expect((await boardOf(owner.client, target.id)).map((l) => l.name)).toEqual([
      'Existing',
      'Move',
    ]);
    const copies = (await tasksOf(owner.client, target.id)).filter(
      (task) => task.tasklist.id === created.id,
    );
    expect(
      copies.map((task) => [task.name, task.state.state, task.author.id, task.finished_by?.id]),
    ).toEqual([
      ['First', 'active', worker.id, undefined],
      ['Second', 'finished', worker.id, worker.id],
    ]);
    // The source stays as it was.
    expect((await tasksOf(owner.client, source.id)).map((task) => task.name)).toEqual([
      'First',
      'Second',
    ]);
    expect((await eventsOf(owner.client, target.id))[0]).toMatchObject({
      type: 'tasklist.copied',
      tasklist: { id: created.id, name: 'Move' },
      notice: {
        project_from: { id: source.id, name: source.name },
        tasklist_from: { id: moving.id, name: 'Move' },
        project_to: { id: target.id, name: target.name },
      },
    });
  });

  it('takes a new name, trimmed and bounded', async () => {
    const { owner, moving, target } = await setUp();
    const res = await copy(owner, moving.id, { project_id: target.id, name: ' Template ' });
    expect(tasklistOf(res).name).toBe('Template');
    const long = await copy(owner, moving.id, { project_id: target.id, name: 'x'.repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).errors?.validation).toHaveProperty('name');
    const blank = await copy(owner, moving.id, { project_id: target.id, name: '  ' });
    expect(blank.statusCode).toBe(400);
  });

  it('needs only reading in the source: a role denying deletes there does not stop it', async () => {
    const { owner, source, moving, target } = await setUp();
    const worker = await workerIn(owner, source, target);
    await denyToMember(owner.client, source.id, worker.id, ['tasklist_delete', 'tasklist_create']);
    expect((await copy(worker, moving.id, { project_id: target.id })).statusCode).toBe(201);
  });

  it('refuses the same project, and answers 404 and 403 as a move does', async () => {
    const { owner, source, moving, target } = await setUp();
    expect((await copy(owner, moving.id, { project_id: source.id })).statusCode).toBe(400);
    const stranger = await signUp(t.app);
    expect((await copy(stranger, moving.id, { project_id: target.id })).statusCode).toBe(404);
    const foreign = await createProject(stranger.client, 'Foreign');
    expect((await copy(owner, moving.id, { project_id: foreign.id })).statusCode).toBe(404);
    const worker = await workerIn(owner, source, target);
    await denyToMember(owner.client, target.id, worker.id, ['tasklist_create']);
    const denied = await copy(worker, moving.id, { project_id: target.id });
    expect(errorOf(denied)).toEqual(disallowedBody(3, 'tasklist_create', owner));
  });
});
