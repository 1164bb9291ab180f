import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@tandem/contract';
import { listEndpoints } from '@tandem/contract';
import type { SignedUpUser, TestApp } from './harness.ts';
import { addWorker, Client, createProjectWithTask, createTestApp, signUp } from './harness.ts';

/**
 * Authorization rows: one per endpoint of the contract, one expected status per principal. Each
 * module keeps the rows of its endpoints beside it (`<module>.authorization.ts`); the test files
 * `authorization-<n>.test.ts` each run a share of the modules, side by side, and
 * `authorization-completeness.test.ts` fails when an endpoint has no row or two.
 *
 * Besides anonymous, non-member, worker and owner, every row runs for a worker limited by the
 * task-list ACL (who sees only another list of the project, not the fixture's list and task) and
 * for a commander who is not the owner. Their expectations default to the worker's and the
 * owner's; a row states them where they differ. Business captains and guests cannot be made
 * through the API until business accounts exist: their rules are checked in the policy tables
 * (projects.policy.test.ts), which already take them.
 */
export type BasePrincipal = 'anonymous' | 'nonMember' | 'worker' | 'owner';
export type Principal = BasePrincipal | 'limitedWorker' | 'commander';
type Person = Pick<SignedUpUser, 'id' | 'email'>;

/** What a row's call is made against: the project, its lists and task, and the people. */
export interface Fixture {
  project: { id: number };
  tasklist: { id: number };
  task: { id: number };
  /** The second list, the only one the limited worker sees. */
  other: { id: number };
  people: Record<Exclude<Principal, 'anonymous'>, Person>;
  /** What the row's `fresh` made for its call, by name (ids and uuids). */
  made: Made;
}
export type Made = Record<string, number | string>;

export interface Row {
  query?: (f: Fixture) => Record<string, number | string>;
  body?: (f: Fixture) => unknown;
  /** A body sent as it is with its own headers (a multipart upload), instead of `body`. */
  raw?: (f: Fixture) => { payload: Buffer; headers: Record<string, string> };
  expect: Record<BasePrincipal, number> & Partial<Record<Principal, number>>;
  /**
   * Gives the row a project of its own for each call that is to succeed (the calls to be refused
   * share one): for writes that change the state of the project (archive, delete) or need
   * something made first. The function prepares the project
   * before the call with the owner's client and answers what it made (`fixture.made`).
   */
  fresh?: (owner: Client, fixture: Fixture) => Promise<Made | void>;
}
export type AuthorizationRows = Record<string, Row>;

export const everyone = (status: number): Record<BasePrincipal, number> => ({
  anonymous: status,
  nonMember: status,
  worker: status,
  owner: status,
});
export const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
export const projectScoped = (status: number) => ({
  anonymous: 401,
  nonMember: 404,
  worker: status,
  owner: status,
});
/** Shaped by the owner and commanders; workers see the project but may not. */
export const managersOnly = (status: number) => ({
  anonymous: 401,
  nonMember: 404,
  worker: 403,
  owner: status,
});
/** What is the owner's own (a saved filter): everyone else finds none. */
export const ownerOnly = {
  anonymous: 401,
  nonMember: 404,
  worker: 404,
  limitedWorker: 404,
  commander: 404,
  owner: 200,
};
/** Saves a filter of the owner's own through `path` with the body given (`made.filter`). */
export const ownSavedFilter =
  (path: string, body: (f: Fixture) => unknown) =>
  async (owner: Client, f: Fixture): Promise<Made> => {
    const res = await owner.post(path, body(f));
    if (res.statusCode !== 201) throw new Error(`saving a filter failed: ${res.body}`);
    return { filter: res.json<{ filter: { uuid: string } }>().filter.uuid };
  };
/** A fresh project with nothing more made for the row. */
export const freshProject = async (): Promise<void> => {};
/** A name no other call uses, for what must be named uniquely (tags, roles, custom fields). */
export const uniqueName = (prefix: string): string => `${prefix} ${randomUUID().slice(0, 8)}`;

const PRINCIPALS: Principal[] = [
  'anonymous',
  'nonMember',
  'worker',
  'limitedWorker',
  'commander',
  'owner',
];

function url(endpoint: Endpoint, query: Record<string, number | string> | undefined): string {
  if (!query) return endpoint.path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${endpoint.path}?${params.toString()}`;
}

const expected = (row: Row, principal: Principal): number =>
  row.expect[principal] ?? (principal === 'limitedWorker' ? row.expect.worker : row.expect.owner);

/**
 * Runs the modules' rows against one app of the test file's own: every principal calls every
 * row's endpoint, with a fresh session per call so that signing out in one row does not affect
 * the next.
 */
export function describeAuthorization(modules: ReadonlyArray<[string, AuthorizationRows]>): void {
  const endpoints = new Map(listEndpoints());
  let t: TestApp;
  let users: Record<Exclude<Principal, 'anonymous'>, SignedUpUser>;
  let fixture: Fixture;

  /** Adds the worker, the commander and the limited worker, who sees only a second list. */
  async function addPeople(owner: Client, projectId: number): Promise<{ id: number }> {
    await addWorker(owner, projectId, users.worker.email);
    await addWorker(owner, projectId, users.commander.email);
    await addWorker(owner, projectId, users.limitedWorker.email);
    const other = await owner.post(`/api/tasklists/create?pid=${projectId}`, { name: 'Other' });
    await owner.post(`/api/projects/set-commander?pid=${projectId}`, {
      user_id: users.commander.id,
      is_commander: true,
    });
    const limited = await owner.post(`/api/projects/update-worker?pid=${projectId}`, {
      user_id: users.limitedWorker.id,
      tasklists_acl: [other.json().tasklist.id],
    });
    if (limited.statusCode !== 200) throw new Error(`limit failed: ${limited.body}`);
    return { id: other.json().tasklist.id };
  }

  async function clientFor(principal: Principal): Promise<Client> {
    if (principal === 'anonymous') return new Client(t.app);
    const user = users[principal];
    const client = new Client(t.app);
    const res = await client.post('/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    return client;
  }

  async function projectFor(owner: Client): Promise<Fixture> {
    const created = await createProjectWithTask(owner);
    return {
      ...created,
      other: await addPeople(owner, created.project.id),
      people: users,
      made: {},
    };
  }

  /** A new project like the shared fixture, prepared for one row's call. */
  async function freshFixture(prepare: NonNullable<Row['fresh']>): Promise<Fixture> {
    // A session of its own: an earlier row may have signed the owner out everywhere.
    const owner = await clientFor('owner');
    const created = await projectFor(owner);
    return { ...created, made: (await prepare(owner, created)) ?? {} };
  }

  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'error' } });
    users = {
      owner: await signUp(t.app, { fullname: 'Matrix Owner' }),
      worker: await signUp(t.app, { fullname: 'Matrix Worker' }),
      limitedWorker: await signUp(t.app, { fullname: 'Matrix Limited' }),
      commander: await signUp(t.app, { fullname: 'Matrix Commander' }),
      nonMember: await signUp(t.app, { fullname: 'Matrix Stranger' }),
    };
    fixture = await projectFor(users.owner.client);
  });
  afterAll(() => t.close());

  for (const [area, rows] of modules)
    describe(`authorization of ${area}`, () => {
      it('names endpoints of the contract only', () => {
        expect(Object.keys(rows).filter((name) => !endpoints.has(name))).toEqual([]);
      });

      for (const [name, row] of Object.entries(rows)) {
        const endpoint = endpoints.get(name);
        if (!endpoint) continue;
        // A row's own project: each call that is to succeed gets a new one; the calls that are
        // to be refused (and so change nothing) share one.
        let refusedTarget: Promise<Fixture> | undefined;
        const targetFor = (principal: Principal, fresh: NonNullable<Row['fresh']>) => {
          if (expected(row, principal) < 400) return freshFixture(fresh);
          refusedTarget ??= freshFixture(fresh);
          return refusedTarget;
        };
        for (const principal of PRINCIPALS) {
          it(`${name} as ${principal}`, async () => {
            const client = await clientFor(principal);
            const target = row.fresh ? await targetFor(principal, row.fresh) : fixture;
            const raw = row.raw?.(target);
            const res = await client.request(
              endpoint.method,
              url(endpoint, row.query?.(target)),
              raw ? raw.payload : row.body?.(target),
              ...(raw ? [raw.headers] : []),
            );
            expect({
              status: res.statusCode,
              body: res.statusCode >= 400 ? res.json() : undefined,
            }).toMatchObject({ status: expected(row, principal) });
            if (res.statusCode === 404) expect(res.json().code).toBe('NOT_FOUND');
          });
        }
      }
    });
}
