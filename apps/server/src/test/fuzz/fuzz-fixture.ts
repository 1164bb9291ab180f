import type { Endpoint } from '@tandem/contract';
import { listEndpoints } from '@tandem/contract';
import type { RawRequest } from './hostile.ts';
import type { FuzzOptions, FuzzReport, RawResponse } from './fuzz-runner.ts';
import { fuzzEndpoints } from './fuzz-runner.ts';

/** Sends a request the way the fuzzer means it; the fixture adds the caller's session. */
export type Transport = (request: Omit<RawRequest, 'mutation'>) => Promise<RawResponse>;

export interface FuzzUser {
  cookie: string;
  ids: number[];
  projectId: number;
}

const json = async (transport: Transport, method: 'GET' | 'POST', url: string, body?: unknown) => {
  const response = await transport({
    method,
    url,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status >= 300)
    throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
  return {
    body: JSON.parse(response.body) as Record<string, { id: number } | undefined>,
    headers: response.headers,
  };
};

/**
 * A user with something of everything (a project, a task list, a task, a subtask, a tag), whose
 * ids the fuzzer offers wherever a field looks like an id, so that requests reach the rules.
 */
export async function makeFuzzUser(transport: Transport, email: string): Promise<FuzzUser> {
  const signup = await json(transport, 'POST', '/api/auth/signup', {
    fullname: 'Fuzz Fanny',
    email,
    password: 'correct horse battery',
  });
  const setCookie = String(signup.headers['set-cookie'] ?? '');
  const cookie = /tandem_session=[^;]+/.exec(setCookie)?.[0] ?? '';
  const as: Transport = (request) =>
    transport({ ...request, headers: { cookie, ...request.headers } });
  const created = async (url: string, key: string, body: unknown) => {
    const id = (await json(as, 'POST', url, body)).body[key]?.id;
    if (id === undefined) throw new Error(`${url} answered no ${key}`);
    return id;
  };
  const user = signup.body['user']?.id ?? 0;
  const project = await created('/api/projects/create', 'project', { name: 'Fuzzed' });
  const tasklist = await created(`/api/tasklists/create?pid=${project}`, 'tasklist', {
    name: 'Inbox',
  });
  const task = await created(`/api/tasks/create?tlid=${tasklist}`, 'task', { name: 'Poke it' });
  const check = await created(`/api/taskchecks/create?tid=${task}`, 'taskcheck', { name: 'Prod' });
  const tag = await created('/api/project-tags/create', 'tag', { tag: 'fuzz' });
  const ids = [user, project, tasklist, task, tag, check];
  return { cookie, ids: [...new Set(ids)], projectId: project };
}

/** The caller's own data as they can read it; the same string before and after means unchanged. */
export function snapshotOf(as: Transport, projectId: number): () => Promise<string> {
  const read = async (url: string) => {
    const response = await as({
      method: 'GET',
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    return `${response.status} ${response.body}`;
  };
  return async () =>
    [
      await read('/api/projects/list'),
      await read(`/api/tasks/board?pid=${projectId}`),
      await read('/api/project-tags/list'),
    ].join('\n');
}

/**
 * Endpoints that end or replace the caller's session (signing out, and signing up or in, which
 * replace the session the request came with): fuzzed apart, so the rest run signed in.
 */
const ENDS_SESSION = /^auth\./;
/** Endpoints that take things away go last, so the others still find the fixture. */
const DESTRUCTIVE = /delete|remove|archive|trash|finish|convert|move|setCommander|updateWorker/i;

/** Every endpoint of the registry, those that take things away last; the session enders apart. */
export function fuzzOrder(): {
  main: Array<[string, Endpoint]>;
  endsSession: Array<[string, Endpoint]>;
} {
  const all = listEndpoints();
  const main = all.filter(([name]) => !ENDS_SESSION.test(name));
  main.sort(([a], [b]) => Number(DESTRUCTIVE.test(a)) - Number(DESTRUCTIVE.test(b)));
  return { main, endsSession: all.filter(([name]) => ENDS_SESSION.test(name)) };
}

/** Two reports as one. */
function merge(a: FuzzReport, b: FuzzReport): FuzzReport {
  const add = (x: Record<string, number>, y: Record<string, number>) => {
    const out = { ...x };
    for (const [key, n] of Object.entries(y)) out[key] = (out[key] ?? 0) + n;
    return out;
  };
  return {
    requests: a.requests + b.requests,
    unverified: a.unverified + b.unverified,
    byStatus: add(a.byStatus, b.byStatus),
    byMutation: add(a.byMutation, b.byMutation),
    findings: [...a.findings, ...b.findings],
  };
}

/**
 * Fuzzes every endpoint of the registry as a fresh user with something of everything; the
 * endpoints that end the session last, as another fresh user. `email()` names each new user.
 */
export async function fuzzEveryEndpoint(
  transport: Transport,
  options: Pick<FuzzOptions, 'runs' | 'seed' | 'refusedChecks' | 'progress'> & {
    email: () => string;
  },
): Promise<FuzzReport> {
  const { main, endsSession } = fuzzOrder();
  const run = async (endpoints: Array<[string, Endpoint]>, keepsSession: boolean) => {
    const user = await makeFuzzUser(transport, options.email());
    const as: Transport = (request) =>
      transport({ ...request, headers: { cookie: user.cookie, ...request.headers } });
    return fuzzEndpoints({
      send: as,
      endpoints,
      hints: { ids: user.ids },
      runs: options.runs,
      seed: options.seed,
      snapshot: keepsSession ? snapshotOf(as, user.projectId) : async () => '',
      ...(options.refusedChecks ? { refusedChecks: options.refusedChecks } : {}),
      ...(options.progress ? { progress: options.progress } : {}),
    });
  };
  return merge(await run(main, true), await run(endsSession, false));
}
