import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type {
  Endpoint,
  EndpointInput,
  EndpointOutput,
  Project,
  Task,
  Tasklist,
} from '@tandem/contract';
import { buildApp } from '../app.ts';
import type { TandemModule } from '../core.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { fromPglite, fromPostgres, openPglite } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { KeyedMail, Mailer } from '../mail/mailer.ts';
import type { Hub } from '../realtime/hub.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { MAIL_JOB } from '../mail/mail-job.ts';

export interface FakeMailer extends Mailer {
  sent: KeyedMail[];
  /** The last mail sent to an address. */
  lastTo(email: string): KeyedMail | undefined;
}

export function createFakeMailer(): FakeMailer {
  const sent: KeyedMail[] = [];
  return {
    sent,
    send: async (mail) => void sent.push(mail),
    lastTo: (email) => sent.filter((m) => m.to === email).at(-1),
  };
}

export interface TestApp {
  app: FastifyInstance;
  hub: Hub;
  database: Database;
  mailer: FakeMailer;
  /** Where this app keeps file contents. */
  filesDir: string;
  /** The app's background jobs; `run` runs one at once, in the test. */
  jobs: JobQueue;
  /** Delivers the mails queued so far (to `mailer`), as the worker would. */
  sendMails(): Promise<number>;
  close(): Promise<void>;
}

/** A database for one test file: a copy of the migrated PGlite, or the shared PostgreSQL. */
async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return fromPostgres(url);
  const dump = readFileSync(inject('pgliteDumpPath'));
  return fromPglite(await openPglite({ loadDataDir: new Blob([dump]) }));
}

export async function createTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    /** Logger options (the tests are silent otherwise). */
    logger?: FastifyServerOptions['logger'];
    /** The modules to run instead of all of them (a test's own module beside them, say). */
    modules?: readonly TandemModule[];
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const mailer = createFakeMailer();
  // Each test app keeps its files in a folder of its own, removed when it closes.
  const filesDir = mkdtempSync(join(tmpdir(), 'tandem-files-'));
  const config = loadConfig({
    FILES_DIR: filesDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    PUBLIC_URL: 'http://tandem.test',
    // Tests write faster than people; the write limit has its own test.
    WRITE_RATE_LIMIT: '0',
    // Jobs are added but not run; the job tests run them.
    JOBS_WORKER: 'false',
    ...options.env,
  });
  const { app, hub, jobs } = await buildApp({
    config,
    database,
    mailer,
    logger: options.logger ?? false,
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    hub,
    database,
    mailer,
    filesDir: config.FILES_DIR ?? filesDir,
    jobs,
    sendMails: () => jobs.drain(MAIL_JOB),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
/** An e-mail address no other test uses, even on a shared PostgreSQL database. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${sequence}@example.test`;
}

export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** A made-up client address per test client, so rate limits of one test never touch another's. */
function nextAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A signed-in browser: a cookie jar of one session cookie over `inject`. */
export class Client {
  readonly address = nextAddress();

  constructor(
    readonly app: FastifyInstance,
    public cookie = '',
  ) {}

  async request(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = XHR,
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const setCookie = response.cookies.find((c) => c.name === 'tandem_session');
    if (setCookie) this.cookie = setCookie.value ? `tandem_session=${setCookie.value}` : '';
    return response;
  }

  /**
   * Calls an endpoint of the contract with its typed input; answers the status, the body typed
   * as the endpoint's answer when it succeeds (an error body otherwise) and the response.
   */
  async call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
  ): Promise<{ status: number; body: EndpointOutput<E>; response: LightMyRequestResponse }> {
    const query = new URLSearchParams();
    const given: object = input.query ?? {};
    const scalar = (v: unknown): v is string | number | boolean =>
      typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
    for (const [key, value] of Object.entries(given)) {
      if (scalar(value)) query.set(key, String(value));
      else if (Array.isArray(value))
        for (const item of value as unknown[]) if (scalar(item)) query.append(key, String(item));
    }
    const url = query.size > 0 ? `${endpoint.path}?${query.toString()}` : endpoint.path;
    const response = await this.request(endpoint.method, url, input.body);
    const text = response.body;
    return {
      status: response.statusCode,
      body: (text ? JSON.parse(text) : undefined) as EndpointOutput<E>,
      response,
    };
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
}

export interface SignedUpUser {
  client: Client;
  id: number;
  email: string;
  password: string;
  fullname: string;
}

/** Signs a new user up and returns a client signed in as them. */
export async function signUp(
  app: FastifyInstance,
  overrides: { fullname?: string; email?: string; password?: string; locale_code?: string } = {},
): Promise<SignedUpUser> {
  const client = new Client(app);
  const input = {
    fullname: overrides.fullname ?? 'Test User',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'correct horse battery',
    ...(overrides.locale_code ? { locale_code: overrides.locale_code } : {}),
  };
  const response = await client.post('/api/auth/signup', input);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return {
    client,
    id: response.json().user.id,
    email: input.email,
    password: input.password,
    fullname: input.fullname,
  };
}

/** The people most API tests need: an owner, two people to add to projects and an outsider. */
export interface Cast {
  owner: SignedUpUser;
  worker: SignedUpUser;
  other: SignedUpUser;
  stranger: SignedUpUser;
}

/** Signs up the cast, one after another in the order of `Cast`. */
export async function signUpCast(app: FastifyInstance): Promise<Cast> {
  const owner = await signUp(app, { fullname: 'Olga Owner' });
  const worker = await signUp(app, { fullname: 'Walter Worker' });
  const other = await signUp(app, { fullname: 'Olivia Other' });
  const stranger = await signUp(app, { fullname: 'Stan Stranger' });
  return { owner, worker, other, stranger };
}

/** A project owned by the client's user, with the given people added as workers, through the API. */
export async function createProject(
  owner: Client,
  name = 'Launch',
  workers: ReadonlyArray<{ email: string }> = [],
): Promise<Project> {
  const response = await owner.post('/api/projects/create', { name });
  if (response.statusCode !== 201) throw new Error(`project create failed: ${response.body}`);
  const { project } = response.json<{ project: Project }>();
  for (const worker of workers) await addWorker(owner, project.id, worker.email);
  return project;
}

/** A project with one task list and one task, owned by the given user. */
export async function createProjectWithTask(
  owner: Client,
): Promise<{ project: Project; tasklist: Tasklist; task: Task }> {
  const project = await createProject(owner);
  const tasklist = (
    await owner.post(`/api/tasklists/create?pid=${project.id}`, { name: 'To do' })
  ).json<{ tasklist: Tasklist }>().tasklist;
  const task = (
    await owner.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: 'Write copy' })
  ).json<{ task: Task }>().task;
  return { project, tasklist, task };
}

/** Adds a signed-up user to a project as an ordinary worker, through the API. */
export async function addWorker(owner: Client, projectId: number, email: string): Promise<void> {
  const response = await owner.post(`/api/projects/add-workers?pid=${projectId}`, {
    new_workers: [email],
  });
  if (response.statusCode !== 200) throw new Error(`add-workers failed: ${response.body}`);
}
