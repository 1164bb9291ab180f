import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type {
  ActivityEvent,
  ErrorBody,
  ProjectSettingsAnswer,
  SectionSetting,
} from '@tandem/contract';
import { PROJECT_PAGE_SECTIONS } from '@tandem/contract';
import { projectMembers } from '../../db/schema/projects.ts';
import type { TestApp } from '../../test/harness.ts';
import { Client, createProject, createTestApp, signUp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>();
const NOT_FOUND_BODY = {
  message: 'The project does not exist or you do not have access to it.',
  code: 'NOT_FOUND',
};

/** Every section in the spec's order, all visible: the default order. */
const DEFAULT_ORDER: SectionSetting[] = PROJECT_PAGE_SECTIONS.map((section) => ({
  section,
  isVisible: true,
}));
const DEFAULTS = {
  projectSettings: { layout: 'rows', default_page: 'tasks', order_settings: DEFAULT_ORDER },
  generalSettings: { layout: 'rows', order_settings: DEFAULT_ORDER },
};

/** The default order with the given sections moved to the front, and some hidden. */
function order(first: string[] = [], hidden: string[] = []): SectionSetting[] {
  const sections = [
    ...first,
    ...PROJECT_PAGE_SECTIONS.filter((s) => !first.includes(s)),
  ] as SectionSetting['section'][];
  return sections.map((section) => ({ section, isVisible: !hidden.includes(section) }));
}

const OWN = { layout: 'table', default_page: 'overview', order_settings: order(['notes']) };
const FOR_ALL = {
  layout: 'kanban',
  default_page: 'overview',
  order_settings: order(['users'], ['files']),
};
const GENERAL = { layout: 'timeline', order_settings: order(['discussions'], ['notes']) };

async function fetchSettings(client: Client, projectId: number): Promise<ProjectSettingsAnswer> {
  const res = await client.get(`/api/project-settings/fetch?pid=${projectId}`);
  expect(res.statusCode).toBe(200);
  return res.json<ProjectSettingsAnswer>();
}

const saveUrl = (projectId: number) => `/api/project-settings/save?pid=${projectId}`;

async function save(client: Client, projectId: number, body: object) {
  const res = await client.post(saveUrl(projectId), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProjectSettingsAnswer>();
}

async function feed(client: Client, projectId: number): Promise<ActivityEvent[]> {
  const res = await client.get(`/api/events/project?pid=${projectId}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ events: ActivityEvent[] }>().events;
}

async function projectWithWorker() {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Will Worker' });
  const project = await createProject(owner.client, 'Settings', [worker]);
  return { owner, worker, project };
}

describe('GET /api/project-settings/fetch', () => {
  it('answers the defaults before anything is saved, with the project and abilities', async () => {
    const { owner, worker, project } = await projectWithWorker();
    expect(await fetchSettings(owner.client, project.id)).toEqual({
      project: { id: project.id, name: 'Settings', abilities: { save_for_all_users: true } },
      ...DEFAULTS,
    });
    expect((await fetchSettings(worker.client, project.id)).project.abilities).toEqual({
      save_for_all_users: false,
    });
  });

  it('lets a commander who is not the owner save for all members', async () => {
    const { owner, worker, project } = await projectWithWorker();
    await t.database.db
      .update(projectMembers)
      .set({ isCommander: true })
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, worker.id)));
    expect((await fetchSettings(worker.client, project.id)).project.abilities).toEqual({
      save_for_all_users: true,
    });
    await save(worker.client, project.id, { for_all_users: true, project_settings: FOR_ALL });
    expect((await fetchSettings(owner.client, project.id)).projectSettings).toEqual(FOR_ALL);
  });
});

describe('resolution order', () => {
  it('prefers the own row, then the project default, then the general row, then the defaults', async () => {
    const { owner, worker, project } = await projectWithWorker();
    const elsewhere = await createProject(worker.client, 'Elsewhere');

    // General settings only, saved from another project: they apply here, without a page.
    await save(worker.client, elsewhere.id, {
      for_all_projects: true,
      project_settings: OWN,
      general_settings: GENERAL,
    });
    expect(await fetchSettings(worker.client, project.id)).toMatchObject({
      projectSettings: { ...GENERAL, default_page: 'tasks' },
      generalSettings: GENERAL,
    });

    // The project's default for all members beats the general settings.
    await save(owner.client, project.id, { for_all_users: true, project_settings: FOR_ALL });
    expect(await fetchSettings(worker.client, project.id)).toMatchObject({
      projectSettings: FOR_ALL,
      generalSettings: GENERAL,
    });

    // The worker's own settings beat both, and a later project default does not touch them.
    await save(worker.client, project.id, { project_settings: OWN });
    await save(owner.client, project.id, {
      for_all_users: true,
      project_settings: { ...FOR_ALL, layout: 'rows' },
    });
    expect(await fetchSettings(worker.client, project.id)).toMatchObject({
      projectSettings: OWN,
      generalSettings: GENERAL,
    });
    // The other project keeps what was saved there.
    expect((await fetchSettings(worker.client, elsewhere.id)).projectSettings).toEqual(OWN);
  });

  it('gives another member the project default, never someone else’s own settings', async () => {
    const { owner, worker, project } = await projectWithWorker();
    await save(owner.client, project.id, { project_settings: OWN });
    expect(await fetchSettings(worker.client, project.id)).toMatchObject(DEFAULTS);
    await save(owner.client, project.id, { for_all_users: true, project_settings: FOR_ALL });
    expect((await fetchSettings(worker.client, project.id)).projectSettings).toEqual(FOR_ALL);
    expect((await fetchSettings(owner.client, project.id)).projectSettings).toEqual(FOR_ALL);
  });
});

describe('POST /api/project-settings/save', () => {
  it('stores the user’s settings for the project and answers them, and they stay', async () => {
    const { owner, worker, project } = await projectWithWorker();
    const answer = await save(worker.client, project.id, { project_settings: OWN });
    expect(answer).toEqual({
      project: { id: project.id, name: 'Settings', abilities: { save_for_all_users: false } },
      projectSettings: OWN,
      generalSettings: DEFAULTS.generalSettings,
    });
    expect(await fetchSettings(worker.client, project.id)).toEqual(answer);
    expect(await fetchSettings(owner.client, project.id)).toMatchObject(DEFAULTS);

    // Saving again replaces the row rather than adding one.
    const again = await save(worker.client, project.id, {
      project_settings: { ...OWN, layout: 'mind_map' },
    });
    expect(again.projectSettings.layout).toBe('mind_map');
    expect((await fetchSettings(worker.client, project.id)).projectSettings.layout).toBe(
      'mind_map',
    );
  });

  it('accepts detail as the overview and answers overview', async () => {
    const { worker, project } = await projectWithWorker();
    const answer = await save(worker.client, project.id, {
      project_settings: { ...OWN, default_page: 'detail' },
    });
    expect(answer.projectSettings.default_page).toBe('overview');
  });

  it('with for_all_projects and no general settings, keeps the project layout and order as general', async () => {
    const owner = await signUp(t.app);
    const first = await createProject(owner.client, 'First');
    const second = await createProject(owner.client, 'Second');
    const answer = await save(owner.client, first.id, {
      for_all_projects: true,
      project_settings: OWN,
    });
    const general = { layout: OWN.layout, order_settings: OWN.order_settings };
    expect(answer.generalSettings).toEqual(general);
    expect(await fetchSettings(owner.client, second.id)).toMatchObject({
      projectSettings: { ...general, default_page: 'tasks' },
      generalSettings: general,
    });
  });

  it('records project.settings_saved only when saving for all members', async () => {
    const { owner, worker, project } = await projectWithWorker();
    const before = await feed(owner.client, project.id);
    await save(owner.client, project.id, { project_settings: OWN });
    await save(owner.client, project.id, { for_all_projects: true, project_settings: OWN });
    await save(worker.client, project.id, { for_all_users: false, project_settings: OWN });
    expect(await feed(owner.client, project.id)).toEqual(before);

    await save(owner.client, project.id, { for_all_users: true, project_settings: FOR_ALL });
    const events = await feed(worker.client, project.id);
    expect(events).toHaveLength(before.length + 1);
    expect(events[0]).toMatchObject({
      type: 'project.settings_saved',
      author: { id: owner.id, fullname: 'Olga Owner' },
      project: { id: project.id, name: 'Settings' },
    });
  });
});

describe('validation', () => {
  const valid = { project_settings: OWN };
  const withOrder = (order_settings: unknown) => ({
    project_settings: { ...OWN, order_settings },
  });
  const cases: Array<[string, object, string, string?]> = [
    [
      'an unknown layout',
      { project_settings: { ...OWN, layout: 'grid' } },
      'project_settings.layout',
    ],
    ['a numeric layout', { project_settings: { ...OWN, layout: 5 } }, 'project_settings.layout'],
    ['no layout', { project_settings: { ...OWN, layout: undefined } }, 'project_settings.layout'],
    [
      'an unknown default page',
      { project_settings: { ...OWN, default_page: 'home' } },
      'project_settings.default_page',
    ],
    [
      'an unknown section',
      withOrder([...order().slice(0, 6), { section: 'calendar', isVisible: true }]),
      'project_settings.order_settings.6.section',
    ],
    [
      'a repeated section',
      withOrder([...order().slice(0, 6), { section: 'todos', isVisible: false }]),
      'project_settings.order_settings',
      'The section todos is listed more than once.\nThe section notes is missing.',
    ],
    [
      'a missing section',
      withOrder(order().slice(0, 6)),
      'project_settings.order_settings',
      'The section notes is missing.',
    ],
    [
      'an eighth section',
      withOrder([...order(), { section: 'users', isVisible: true }]),
      'project_settings.order_settings',
    ],
    ['no sections', withOrder([]), 'project_settings.order_settings'],
    [
      'a visibility that is not a boolean',
      withOrder([{ section: 'todos', isVisible: 'yes' }, ...order().slice(1)]),
      'project_settings.order_settings.0.isVisible',
    ],
    ['sections that are not a list', withOrder('todos'), 'project_settings.order_settings'],
    ['no project settings', {}, 'project_settings'],
    ['project settings that are a string', { project_settings: 'rows' }, 'project_settings'],
    ['a for_all_users string', { ...valid, for_all_users: 'true' }, 'for_all_users'],
    ['a for_all_projects number', { ...valid, for_all_projects: 1 }, 'for_all_projects'],
    [
      'general settings with an unknown layout',
      {
        ...valid,
        for_all_projects: true,
        general_settings: { layout: 'list', order_settings: order() },
      },
      'general_settings.layout',
    ],
    [
      'general settings missing a section',
      {
        ...valid,
        for_all_projects: true,
        general_settings: { layout: 'rows', order_settings: order().slice(1) },
      },
      'general_settings.order_settings',
      'The section todos is missing.',
    ],
  ];

  it.each(cases)('answers 400 for %s and saves nothing', async (_case, body, field, message) => {
    const { owner, project } = await projectWithWorker();
    const res = await owner.client.post(saveUrl(project.id), {
      ...body,
      for_all_users: 'for_all_users' in body ? body.for_all_users : true,
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.errors?.validation ?? {})).toEqual([field]);
    if (message) expect(error.errors?.validation[field]?.join('\n')).toBe(message);
    expect(await fetchSettings(owner.client, project.id)).toMatchObject(DEFAULTS);
  });

  it.each(['abc', '0', '-1', ''])('answers 400 for pid=%s', async (pid) => {
    const owner = await signUp(t.app);
    for (const res of [
      await owner.client.get(`/api/project-settings/fetch?pid=${pid}`),
      await owner.client.post(`/api/project-settings/save?pid=${pid}`, valid),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).errors?.validation ?? {})).toEqual(['pid']);
    }
  });
});

describe('access', () => {
  it('answers a non-member 404 exactly as for a missing project, and saves nothing', async () => {
    const { owner, project } = await projectWithWorker();
    const stranger = await signUp(t.app);
    const own = await createProject(stranger.client, 'Mine');
    const missing = Number.MAX_SAFE_INTEGER;
    const body = { for_all_projects: true, project_settings: OWN };
    const answers = [
      await stranger.client.get(`/api/project-settings/fetch?pid=${project.id}`),
      await stranger.client.get(`/api/project-settings/fetch?pid=${missing}`),
      // The id of someone else's project in place of one's own.
      await stranger.client.post(saveUrl(project.id), body),
      await stranger.client.post(saveUrl(project.id), { ...body, for_all_users: true }),
      await stranger.client.post(saveUrl(missing), body),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND_BODY);
    }
    expect(await fetchSettings(owner.client, project.id)).toMatchObject(DEFAULTS);
    expect(await fetchSettings(stranger.client, own.id)).toMatchObject(DEFAULTS);
  });

  it('refuses a worker saving for all members with 403 and saves nothing at all', async () => {
    const { owner, worker, project } = await projectWithWorker();
    const before = await feed(owner.client, project.id);
    const res = await worker.client.post(saveUrl(project.id), {
      for_all_users: true,
      for_all_projects: true,
      project_settings: FOR_ALL,
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({
      message: 'Only the owner and commanders can set the page for all members.',
      code: 'FORBIDDEN',
    });
    expect(await fetchSettings(worker.client, project.id)).toMatchObject(DEFAULTS);
    expect(await fetchSettings(owner.client, project.id)).toMatchObject(DEFAULTS);
    expect(await feed(owner.client, project.id)).toEqual(before);
  });

  it.each([
    ['GET', '/api/project-settings/fetch?pid=1', undefined],
    ['POST', '/api/project-settings/save?pid=1', { project_settings: OWN }],
    ['POST', '/api/project-settings/save?pid=1', {}],
  ] as const)('answers an anonymous %s %s with 401', async (method, url, body) => {
    const res = await new Client(t.app).request(method, url, body);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });
});
