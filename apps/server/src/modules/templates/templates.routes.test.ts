import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Project } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import {
  boardOf,
  errorOf,
  eventsOf,
  limitMember,
  MISSING_ID,
  newTask,
  newTasklist,
  notFoundBody,
  setProjectState,
  tasksOf,
} from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const projectOf = (res: LightMyRequestResponse) => res.json<{ project: Project }>().project;
const saveAsTemplate = (user: SignedUpUser, pid: number, body: unknown) =>
  user.client.post(`/api/projects/save-as-template?pid=${pid}`, body);
const createFromTemplate = (user: SignedUpUser, pid: number, body: unknown) =>
  user.client.post(`/api/projects/create-from-template?pid=${pid}`, body);

/**
 * A project with every kind of task list: two on the board in a changed order (one finished,
 * with a finished task), one archived and one in the trash; dates, budget and client set.
 */
async function richProject(owner: SignedUpUser) {
  const created = await owner.client.post('/api/projects/create', {
    name: 'Launch',
    color: '#123456',
    currency: 'CZK',
  });
  const project = projectOf(created);
  const client = {
    id: null,
    email: 'buyer@example.test',
    company_id: '123',
    company_tax_id: 'CZ123',
    name: 'Jana Buyer',
    company: 'Buyer Ltd',
    address: { street: 'Main 1', street2: null, town: 'Brno', zip: '60200' },
  };
  const updated = await owner.client.post(`/api/projects/update?pid=${project.id}`, {
    version: project.version,
    dueDate: '2026-03-01',
    dueDateEnd: '2026-04-30',
    budget: { amount: '1200.50', minutesBudget: 600, nextResetDate: '2026-04-01' },
    hide_work_reports_on_time_estimates: true,
    client,
  });
  expect(updated.statusCode).toBe(200);
  const backlog = await newTasklist(owner.client, project.id, 'Backlog');
  const doing = await newTasklist(owner.client, project.id, 'Doing');
  const archived = await newTasklist(owner.client, project.id, 'Old ideas');
  const trashed = await newTasklist(owner.client, project.id, 'Mistake');
  await newTask(owner.client, backlog.id, 'Write copy');
  await newTask(owner.client, backlog.id, 'Pick photos');
  const done = await newTask(owner.client, doing.id, 'Book the venue');
  await newTask(owner.client, doing.id, 'Send invitations');
  await newTask(owner.client, archived.id, 'Forgotten');
  await newTask(owner.client, trashed.id, 'Wrong');
  // One after the other: the reorder expects the archive and the trash to have happened.
  const steps: Array<[string, unknown?]> = [
    [`/api/tasks/finish?tid=${done.id}`],
    [`/api/tasklists/finish?tlid=${doing.id}`],
    [`/api/tasklists/archive?tlid=${archived.id}`],
    [`/api/tasklists/delete?tlid=${trashed.id}`],
    [`/api/tasklists/reorder?pid=${project.id}`, { order: [doing.id, backlog.id] }],
  ];
  for (const [url, body] of steps) {
    expect((await owner.client.post(url, body)).statusCode).toBe(200);
  }
  return { project: projectOf(updated), client, lists: { backlog, doing, archived, trashed } };
}

/** The board of a project as names: each task list with its tasks, in order. */
async function outline(user: SignedUpUser, projectId: number) {
  const [lists, tasks] = await Promise.all([
    boardOf(user.client, projectId),
    tasksOf(user.client, projectId),
  ]);
  return lists.map((list) => ({
    name: list.name,
    state: list.state.state,
    tasks: tasks
      .filter((task) => task.tasklist.id === list.id)
      .sort((a, b) => a.sorting_id - b.sorting_id)
      .map((task) => task.name),
  }));
}

const COPIED_OUTLINE = [
  { name: 'Doing', state: 'active', tasks: ['Book the venue', 'Send invitations'] },
  { name: 'Backlog', state: 'active', tasks: ['Write copy', 'Pick photos'] },
];

async function templateOf(owner: SignedUpUser, name = 'Launch template'): Promise<Project> {
  const { project } = await richProject(owner);
  const res = await saveAsTemplate(owner, project.id, { name });
  expect(res.statusCode).toBe(201);
  return projectOf(res);
}

describe('POST /api/projects/save-as-template', () => {
  it('makes a template of the project: settings, task lists on the board and their tasks', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const { project, client, lists } = await richProject(owner);
    const res = await saveAsTemplate(owner, project.id, { name: '  Launch template ' });
    expect(res.statusCode).toBe(201);
    const template = projectOf(res);
    const me = { id: owner.id, fullname: 'Olga Owner' };
    expect(template).toMatchObject({
      name: 'Launch template',
      color: '#123456',
      currency: 'CZK',
      state: { id: PROJECT_STATE.template, state: 'template' },
      isTemplate: true,
      owner: me,
      author: me,
      isCommander: true,
      commanders: [owner.id],
      version: 1,
      dueDate: '2026-03-01',
      dueDateEnd: '2026-04-30',
      due_date_plus_days: 0,
      due_date_end_plus_days: 60,
      client,
      budget: {
        amount: '1200.50',
        currency: 'CZK',
        minutesBudget: 600,
        nextResetDate: '2026-04-01',
      },
      hide_work_reports_on_time_estimates: true,
      abilities: { update: true, create_tasklist: true, manage_workers: true },
    });
    expect(template.id).not.toBe(project.id);
    expect(template.workers.map((w) => w.id)).toEqual([owner.id]);
    expect(await outline(owner, template.id)).toEqual(COPIED_OUTLINE);
    const copiedTasks = await tasksOf(owner.client, template.id);
    expect(copiedTasks.every((task) => task.state.state === 'active' && !task.finished_by)).toBe(
      true,
    );
    expect(copiedTasks.every((task) => task.author.id === owner.id)).toBe(true);

    // The source is untouched, its finished, archived and trashed lists included.
    const source = await boardOf(owner.client, project.id);
    expect(source.map((l) => [l.id, l.state.state])).toEqual([
      [lists.doing.id, 'finished'],
      [lists.backlog.id, 'active'],
    ]);
    expect((await eventsOf(owner.client, template.id)).map((e) => e.type)).toEqual([
      'project.created',
    ]);
    const listed = await owner.client.get('/api/projects/list?state=template');
    expect(listed.json().projects.map((p: Project) => p.id)).toEqual([template.id]);
  });

  it('lets a commander save it: the template is theirs alone', async () => {
    const owner = await signUp(t.app);
    const commander = await signUp(t.app, { fullname: 'Cyril Commander' });
    const { project } = await richProject(owner);
    await addWorker(owner.client, project.id, commander.email);
    await owner.client.post(`/api/projects/set-commander?pid=${project.id}`, {
      user_id: commander.id,
      is_commander: true,
    });
    const res = await saveAsTemplate(commander, project.id, { name: 'Mine' });
    expect(res.statusCode).toBe(201);
    const template = projectOf(res);
    expect(template.owner).toEqual({ id: commander.id, fullname: 'Cyril Commander' });
    expect(template.author.id).toBe(commander.id);
    expect(template.workers.map((w) => w.id)).toEqual([commander.id]);
    expect((await owner.client.get(`/api/projects/detail?pid=${template.id}`)).statusCode).toBe(
      404,
    );
  });

  it('saves an archived project, and a template as another template', async () => {
    const owner = await signUp(t.app);
    const { project } = await richProject(owner);
    expect((await owner.client.post(`/api/projects/archive?pid=${project.id}`)).statusCode).toBe(
      200,
    );
    const fromArchived = await saveAsTemplate(owner, project.id, { name: 'From the archive' });
    expect(fromArchived.statusCode).toBe(201);
    const again = await saveAsTemplate(owner, projectOf(fromArchived).id, { name: 'Second' });
    expect(again.statusCode).toBe(201);
    expect(projectOf(again).state.state).toBe('template');
    expect(await outline(owner, projectOf(again).id)).toEqual(COPIED_OUTLINE);
  });

  it('copies a project without task lists', async () => {
    const owner = await signUp(t.app);
    const project = await createProject(owner.client, 'Empty');
    const res = await saveAsTemplate(owner, project.id, { name: 'Empty template' });
    expect(res.statusCode).toBe(201);
    expect(await boardOf(owner.client, projectOf(res).id)).toEqual([]);
  });

  it.each([
    ['no name', {}],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a 256-character name', { name: 'x'.repeat(256) }],
    ['a numeric name', { name: 12 }],
  ])('answers 400 for %s and makes nothing', async (_case, body) => {
    const owner = await signUp(t.app);
    const project = await createProject(owner.client, 'Board');
    const res = await saveAsTemplate(owner, project.id, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['name']);
    const templates = await owner.client.get('/api/projects/list?state=template');
    expect(templates.json().projects).toEqual([]);
  });

  it('answers 400 for a project id that is not a number', async () => {
    const owner = await signUp(t.app);
    const res = await owner.client.post('/api/projects/save-as-template?pid=abc', { name: 'T' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['pid']);
  });

  it('answers 404 for a stranger and for an unknown project, 403 for a plain worker', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const stranger = await signUp(t.app);
    const project = await createProject(owner.client, 'Board', [worker]);
    for (const [user, pid] of [
      [stranger, project.id],
      [owner, MISSING_ID],
    ] as const) {
      const res = await saveAsTemplate(user, pid, { name: 'T' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFoundBody('The project'));
    }
    const res = await saveAsTemplate(worker, project.id, { name: 'T' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Only the owner and commanders of a project can save it as a template.',
      code: 'FORBIDDEN',
    });
    const templates = await worker.client.get('/api/projects/list?state=template');
    expect(templates.json().projects).toEqual([]);
  });

  it('hides a project in the trash from its members and refuses it to its owner', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app);
    const project = await createProject(owner.client, 'Board', [worker]);
    expect((await owner.client.post(`/api/projects/delete?pid=${project.id}`)).statusCode).toBe(
      200,
    );
    const asWorker = await saveAsTemplate(worker, project.id, { name: 'T' });
    expect(asWorker.statusCode).toBe(404);
    const asOwner = await saveAsTemplate(owner, project.id, { name: 'T' });
    expect(asOwner.statusCode).toBe(403);
    expect(errorOf(asOwner).message).toBe(
      'A project in the trash cannot be saved as a template. Restore it first.',
    );
  });
});

describe('POST /api/projects/create-from-template', () => {
  it('starts an active project with the lists and tasks, its dates moved to the chosen start', async () => {
    const owner = await signUp(t.app, { fullname: 'Olga Owner' });
    const template = await templateOf(owner);
    const res = await createFromTemplate(owner, template.id, {
      name: ' Summer launch ',
      start_date: '2026-05-11',
    });
    expect(res.statusCode).toBe(201);
    const project = projectOf(res);
    const me = { id: owner.id, fullname: 'Olga Owner' };
    expect(project).toMatchObject({
      name: 'Summer launch',
      color: '#123456',
      currency: 'CZK',
      state: { id: PROJECT_STATE.active, state: 'active' },
      isTemplate: false,
      owner: me,
      author: me,
      isCommander: true,
      commanders: [owner.id],
      dueDate: '2026-05-11',
      dueDateEnd: '2026-07-10',
      due_date_plus_days: null,
      due_date_end_plus_days: null,
      budget: { amount: '1200.50', minutesBudget: 600, nextResetDate: '2026-06-11' },
      hide_work_reports_on_time_estimates: true,
      abilities: { update: true, archive: true, delete: true },
    });
    expect(project.workers.map((w) => w.id)).toEqual([owner.id]);
    expect(await outline(owner, project.id)).toEqual(COPIED_OUTLINE);
    // The template stays as it was.
    expect(projectOf(await owner.client.get(`/api/projects/detail?pid=${template.id}`))).toEqual(
      template,
    );
    const events = await eventsOf(owner.client, project.id);
    expect(events).toMatchObject([
      {
        type: 'project.created_from_template',
        author: me,
        project: { id: project.id, name: 'Summer launch' },
        notice: { template: { id: template.id, name: 'Launch template' } },
      },
    ]);
  });

  it('copies the dates as they are without a start date, and takes the colour given', async () => {
    const owner = await signUp(t.app);
    const template = await templateOf(owner);
    const kept = await createFromTemplate(owner, template.id, {
      name: 'Same dates',
      color: '#abc',
    });
    expect(kept.statusCode).toBe(201);
    expect(projectOf(kept)).toMatchObject({
      dueDate: '2026-03-01',
      dueDateEnd: '2026-04-30',
      color: '#abc',
    });
    const uncoloured = await createFromTemplate(owner, template.id, {
      name: 'No colour',
      start_date: null,
      color: null,
    });
    expect(projectOf(uncoloured)).toMatchObject({ dueDate: '2026-03-01', color: null });
  });

  it('starts a template without dates on the chosen day, with no deadline', async () => {
    const owner = await signUp(t.app);
    const project = await createProject(owner.client, 'Undated');
    const template = projectOf(await saveAsTemplate(owner, project.id, { name: 'Undated' }));
    const res = await createFromTemplate(owner, template.id, {
      name: 'Dated',
      start_date: '2026-09-01',
    });
    expect(projectOf(res)).toMatchObject({ dueDate: '2026-09-01', dueDateEnd: null });
  });

  it('lets a worker of the template start their own project, with the lists they see', async () => {
    const owner = await signUp(t.app);
    const worker = await signUp(t.app, { fullname: 'Wanda Worker' });
    const template = await templateOf(owner);
    await addWorker(owner.client, template.id, worker.email);
    const [doing] = await boardOf(owner.client, template.id);
    await limitMember(t, template.id, worker.id, [doing!.id]);
    const res = await createFromTemplate(worker, template.id, { name: 'Wanda project' });
    expect(res.statusCode).toBe(201);
    const project = projectOf(res);
    expect(project.owner).toEqual({ id: worker.id, fullname: 'Wanda Worker' });
    expect(project.workers.map((w) => w.id)).toEqual([worker.id]);
    expect(await outline(worker, project.id)).toEqual([COPIED_OUTLINE[0]]);
    expect((await owner.client.get(`/api/projects/detail?pid=${project.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['no name', { start_date: '2026-05-11' }, 'name'],
    ['a blank name', { name: '  ' }, 'name'],
    ['a 256-character name', { name: 'x'.repeat(256) }, 'name'],
    ['an impossible date', { name: 'P', start_date: '2026-02-30' }, 'start_date'],
    ['a date in another format', { name: 'P', start_date: '11.05.2026' }, 'start_date'],
    ['a date with a time', { name: 'P', start_date: '2026-05-11T10:00:00Z' }, 'start_date'],
    ['a named colour', { name: 'P', color: 'red' }, 'color'],
    ['a 4-digit colour', { name: 'P', color: '#abcd' }, 'color'],
  ])('answers 400 for %s and makes nothing', async (_case, body, field) => {
    const owner = await signUp(t.app);
    const template = await templateOf(owner);
    const res = await createFromTemplate(owner, template.id, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual([field]);
    const active = await owner.client.get('/api/projects/list');
    expect(active.json().projects.map((p: Project) => p.name)).toEqual(['Launch']);
  });

  it('refuses a project that is not a template', async () => {
    const owner = await signUp(t.app);
    const project = await createProject(owner.client, 'Board');
    const archived = await createProject(owner.client, 'Archived');
    await setProjectState(t, archived.id, PROJECT_STATE.archived);
    for (const pid of [project.id, archived.id]) {
      const res = await createFromTemplate(owner, pid, { name: 'Copy' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        message: 'This project is not a template.',
        code: 'VALIDATION_FAILED',
        errors: { validation: { pid: ['This project is not a template.'] } },
      });
    }
  });

  it('answers 404 for a stranger and for an unknown template', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const template = await templateOf(owner);
    for (const [user, pid] of [
      [stranger, template.id],
      [owner, MISSING_ID],
    ] as const) {
      const res = await createFromTemplate(user, pid, { name: 'Copy' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFoundBody('The project'));
    }
    expect((await stranger.client.get('/api/projects/list')).json().projects).toEqual([]);
  });
});
