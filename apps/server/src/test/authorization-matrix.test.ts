import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@tandem/contract';
import { listEndpoints, PROJECT_PAGE_SECTIONS } from '@tandem/contract';
import type { SignedUpUser, TestApp } from './harness.ts';
import {
  addWorker,
  Client,
  createProjectWithTask,
  createTestApp,
  signUp,
  uniqueEmail,
} from './harness.ts';

/**
 * One row per endpoint of the contract, one expected status per principal. An endpoint without a
 * row fails the test, so no route ships without its authorization decided and checked.
 * Principals that arrive with later work (worker limited by task-list ACL, commander other than
 * the owner, business captain, guest) get their columns as those exist.
 */
type Principal = 'anonymous' | 'nonMember' | 'worker' | 'owner';
interface Fixture {
  project: { id: number };
  tasklist: { id: number };
  task: { id: number };
}
interface Row {
  query?: (f: Fixture) => Record<string, number>;
  body?: (f: Fixture) => unknown;
  expect: Record<Principal, number>;
  /**
   * Gives the row a project of its own for each call: for writes that change the state of the
   * shared fixture (archive, delete), so the rows after it still find it as they expect. The
   * function prepares the project before the call (e.g. archives it for a restore row).
   */
  fresh?: (owner: Client, fixture: Fixture) => Promise<void>;
}

const everyone = (status: number): Record<Principal, number> => ({
  anonymous: status,
  nonMember: status,
  worker: status,
  owner: status,
});
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
const projectScoped = (status: number) => ({
  anonymous: 401,
  nonMember: 404,
  worker: status,
  owner: status,
});

const MATRIX: Record<string, Row> = {
  'auth.signUp': {
    body: () => ({
      fullname: 'Matrix Person',
      email: uniqueEmail('matrix'),
      password: 'long enough',
    }),
    expect: everyone(201),
  },
  'auth.signIn': {
    body: () => ({ email: uniqueEmail('nobody'), password: 'wrong password' }),
    expect: everyone(401),
  },
  'auth.signOut': { expect: everyone(200) },
  'auth.signOutEverywhere': { expect: signedIn(200) },
  'auth.requestPasswordReset': {
    body: () => ({ email: uniqueEmail('nobody') }),
    expect: everyone(200),
  },
  'auth.confirmPasswordReset': {
    body: () => ({ token: 'not-a-token', password: 'long enough' }),
    expect: everyone(400),
  },
  'auth.me': { expect: signedIn(200) },
  'auth.saveProfile': { body: () => ({}), expect: signedIn(200) },
  'auth.changePassword': {
    body: () => ({ current_password: 'wrong password', new_password: 'long enough' }),
    expect: signedIn(400),
  },
  'auth.regenerateApiKey': { expect: signedIn(200) },
  'projects.list': { expect: signedIn(200) },
  'projects.create': { body: () => ({ name: 'Matrix' }), expect: signedIn(201) },
  'projects.detail': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'projects.update': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ version: 1, name: 'Renamed' }),
    fresh: async () => {},
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projects.setCommander': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ user_id: worker.id, is_commander: true }),
    fresh: async () => {},
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projects.removeWorker': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ user_id: worker.id }),
    fresh: async () => {},
    // A worker may remove themselves: that is leaving the project.
    expect: { anonymous: 401, nonMember: 404, worker: 200, owner: 200 },
  },
  'projects.favorite': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ isFavorite: true }),
    expect: projectScoped(200),
  },
  'projects.archive': {
    query: (f) => ({ pid: f.project.id }),
    fresh: async () => {},
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projects.restore': {
    query: (f) => ({ pid: f.project.id }),
    fresh: async (client, f) => {
      await client.post(`/api/projects/archive?pid=${f.project.id}`);
    },
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projects.delete': {
    query: (f) => ({ pid: f.project.id }),
    fresh: async () => {},
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'projects.restoreFromTrash': {
    query: (f) => ({ pid: f.project.id }),
    fresh: async (client, f) => {
      await client.post(`/api/projects/delete?pid=${f.project.id}`);
    },
    // In the trash the project is out of sight of everyone but its owner.
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 200 },
  },
  'projects.addWorkers': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ new_workers: [uniqueEmail('nobody')] }),
    // The owner gets past authorization to validation: the address has no account.
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 400 },
  },
  'projectSettings.fetch': {
    query: (f) => ({ pid: f.project.id }),
    expect: projectScoped(200),
  },
  'projectSettings.save': {
    query: (f) => ({ pid: f.project.id }),
    // For all members: any member saves their own settings, only managers the project's defaults.
    body: () => ({
      for_all_users: true,
      project_settings: {
        layout: 'rows',
        default_page: 'overview',
        order_settings: PROJECT_PAGE_SECTIONS.map((section) => ({ section, isVisible: true })),
      },
    }),
    expect: { anonymous: 401, nonMember: 404, worker: 403, owner: 200 },
  },
  'tasklists.list': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'tasklists.create': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ name: 'List' }),
    expect: projectScoped(201),
  },
  // Task-list writes work on a fresh fixture, so that archiving or deleting the task list does
  // not take it away from the rows after them.
  'tasklists.update': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: () => ({ name: 'Renamed', version: 1 }),
    fresh: async () => {},
    expect: projectScoped(200),
  },
  'tasklists.reorder': {
    query: (f) => ({ pid: f.project.id }),
    body: (f) => ({ order: [f.tasklist.id] }),
    fresh: async () => {},
    expect: projectScoped(200),
  },
  'tasklists.archive': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: async () => {},
    expect: projectScoped(200),
  },
  'tasklists.restore': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: async (client, f) => {
      await client.post(`/api/tasklists/archive?tlid=${f.tasklist.id}`);
    },
    expect: projectScoped(200),
  },
  'tasklists.finish': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: async () => {},
    expect: projectScoped(200),
  },
  'tasklists.reopen': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: async (client, f) => {
      await client.post(`/api/tasklists/finish?tlid=${f.tasklist.id}`);
    },
    expect: projectScoped(200),
  },
  'tasklists.delete': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: async () => {},
    expect: projectScoped(200),
  },
  'tasklists.restoreFromTrash': {
    query: (f) => ({ tlid: f.tasklist.id }),
    fresh: async (client, f) => {
      await client.post(`/api/tasklists/delete?tlid=${f.tasklist.id}`);
    },
    expect: projectScoped(200),
  },
  'tasklists.archived': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'tasklists.trash': { expect: signedIn(200) },
  'tasks.listByProject': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'tasks.create': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: () => ({ name: 'Task' }),
    expect: projectScoped(201),
  },
  'tasks.finish': { query: (f) => ({ tid: f.task.id }), expect: projectScoped(200) },
  'tasks.reopen': { query: (f) => ({ tid: f.task.id }), expect: projectScoped(200) },
  'events.projectEvents': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'system.health': { expect: everyone(200) },
  'system.ready': { expect: everyone(200) },
  'system.outbox': { expect: everyone(200) },
};

let t: TestApp;
let owner: SignedUpUser;
let worker: SignedUpUser;
let nonMember: SignedUpUser;
let fixture: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { fullname: 'Matrix Owner' });
  worker = await signUp(t.app, { fullname: 'Matrix Worker' });
  nonMember = await signUp(t.app, { fullname: 'Matrix Stranger' });
  fixture = await createProjectWithTask(owner.client);
  await addWorker(owner.client, fixture.project.id, worker.email);
});
afterAll(() => t.close());

function url(endpoint: Endpoint, query: Record<string, number> | undefined): string {
  if (!query) return endpoint.path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${endpoint.path}?${params.toString()}`;
}

/** A new project like the shared fixture (the worker added), prepared for one row's call. */
async function freshFixture(prepare: NonNullable<Row['fresh']>): Promise<Fixture> {
  // A session of its own: an earlier row may have signed the owner out everywhere.
  const ownerClient = await clientFor('owner');
  const created = await createProjectWithTask(ownerClient);
  await addWorker(ownerClient, created.project.id, worker.email);
  await prepare(ownerClient, created);
  return created;
}

/** A fresh session per call, so that signing out in one row does not affect the next. */
async function clientFor(principal: Principal): Promise<Client> {
  if (principal === 'anonymous') return new Client(t.app);
  const user = { nonMember, worker, owner }[principal];
  const client = new Client(t.app);
  const res = await client.post('/api/auth/signin', { email: user.email, password: user.password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return client;
}

describe('authorization matrix', () => {
  it('has a row for every endpoint of the contract, and none for endpoints that do not exist', () => {
    const names = listEndpoints().map(([name]) => name);
    expect(Object.keys(MATRIX).sort()).toEqual([...names].sort());
  });

  const principals: Principal[] = ['anonymous', 'nonMember', 'worker', 'owner'];
  for (const [name, endpoint] of listEndpoints()) {
    for (const principal of principals) {
      it(`${name} as ${principal}`, async () => {
        const row = MATRIX[name];
        if (!row) throw new Error(`no authorization row for ${name}`);
        const client = await clientFor(principal);
        const target = row.fresh ? await freshFixture(row.fresh) : fixture;
        const res = await client.request(
          endpoint.method,
          url(endpoint, row.query?.(target)),
          row.body?.(target),
        );
        expect({
          status: res.statusCode,
          body: res.statusCode >= 400 ? res.json() : undefined,
        }).toMatchObject({
          status: row.expect[principal],
        });
        if (res.statusCode === 404) {
          expect(res.json().code).toBe('NOT_FOUND');
        }
      });
    }
  }
});
