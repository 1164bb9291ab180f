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
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';
import { fromPglite, fromPostgres, openPglite } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { KeyedMail, Mailer } from '../mail/mailer.ts';
import type { Hub } from '../realtime/hub.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { MAIL_JOB } from '../mail/mail-job.ts';
import { hash } from '@node-rs/argon2';
import type { PasswordHasher } from '../lib/passwords.ts';
import { argon2Hasher } from '../lib/passwords.ts';

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

/**
 * argon2id at its lightest (1 MiB, one pass): the same format and checks as the app's, for tests,
 * which sign thousands of people up and in and have no attacker to slow down.
 */
const lightArgon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 }),
  verify: (hashed, password) => argon2Hasher.verify(hashed, password),
};

/**
 * Embedded databases that earlier test files of this worker closed, emptied back to the migrated
 * state: opening one from the saved copy takes more than a second, emptying one a fraction.
 */
const spares: PGlite[] = [];

/** Every table the tests write, and what empties them all (the job queues' own list stays). */
async function emptyingStatement(client: PGlite): Promise<string> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname = 'public'
        or (schemaname = 'pgboss' and tablename not in ('version', 'queue'))`,
  );
  return `truncate ${tables.rows.map((t) => t.name).join(', ')} restart identity cascade`;
}
let emptying: string | undefined;

/** Empties a closed test file's database for the next file, or closes it if that fails. */
async function keepForNextFile(client: PGlite): Promise<void> {
  try {
    await client.exec('rollback');
    await client.exec('discard all');
    emptying ??= await emptyingStatement(client);
    await client.exec(emptying);
    spares.push(client);
  } catch {
    await client.close();
  }
}

/** A database for one test file: a copy of the migrated PGlite, or the shared PostgreSQL. */
async function openTestDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = fromPostgres(url);
    return { database, close: () => database.close() };
  }
  const client =
    spares.pop() ??
    (await openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteDumpPath'))]) }));
  return { database: fromPglite(client), close: () => keepForNextFile(client) };
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
  const opened = await openTestDatabase();
  const { database } = opened;
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
    hasher: lightArgon2Hasher,
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
      await opened.close();
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
