import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyWebsocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { FileStore } from './files/store.ts';
import { fileStoreOf } from './files/file-store-of.ts';
import type { Database } from './db/client.ts';
import { createTransact } from './db/unit-of-work.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { registerKeptAssets, registerWebApp } from './http/web-app.ts';
import { registerCompression } from './http/compression.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { loggerOptions, registerRequestLog } from './http/logging.ts';
import type { InFlight } from './http/in-flight.ts';
import { trackHandlers } from './http/in-flight.ts';
import { registerWriteRateLimit } from './http/write-rate.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import type { PasswordHasher } from './lib/passwords.ts';
import { argon2Hasher } from './lib/passwords.ts';
import type { Mailer } from './mail/mailer.ts';
import { createMailer } from './mail/mailer.ts';
import { mailJob } from './mail/mail-job.ts';
import { createJobQueue } from './jobs/queue.ts';
import type { JobQueue } from './jobs/queue.ts';
import { createAuthService, createRateLimiter } from './modules/auth/index.ts';
import {
  createActivityConcerns,
  createEventWatch,
  createRecordEvent,
  findEventsByIds,
  findLatestEventId,
  listEventsAfter,
  presentLiveEvent,
} from './modules/events/index.ts';
import { createRealtimeAccess } from './realtime/realtime-access.ts';
import { createTaskHooks, createTaskPartsRegistry } from './modules/tasks/index.ts';
import { createTasklistHooks } from './modules/tasklists/index.ts';
import { createEventBus } from './realtime/bus.ts';
import { createUserMessages } from './realtime/user-messages.ts';
import type { Hub } from './realtime/hub.ts';
import { createHub } from './realtime/hub.ts';
import { MAX_MESSAGE_BYTES, registerWebSocket } from './realtime/ws.routes.ts';
import { createSocketExtensions } from './realtime/socket-extensions.ts';
import { createCommentTargetRegistry } from './modules/comments/index.ts';
import type { Core, TandemModule } from './core.ts';
import { createPresenters } from './core.ts';
import { MODULES } from './modules/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  hasher?: PasswordHasher;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Where file contents are kept: the disk under FILES_DIR (or DATA_DIR/files) unless given. */
  files?: FileStore;
  /** The modules to run: all of them (`MODULES`) unless a test gives its own list. */
  modules?: readonly TandemModule[];
}

export interface BuiltApp {
  app: FastifyInstance;
  hub: Hub;
  /** The route handlers still running, for a shutdown that waits for them. */
  inFlight: InFlight;
  /** The background jobs (tests run them at once). */
  jobs: JobQueue;
}

const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/** Builds the whole application without listening; tests drive it through `inject`. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const hasher = deps.hasher ?? argon2Hasher;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    genReqId: () => randomUUID(),
    // One line per request, written by the logging hooks (http/logging.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    // Closing lets requests under way finish (keep-alive connections close once idle); the
    // handlers are followed too, for the database to close after the last of them.
    forceCloseConnections: 'idle',
    clientErrorHandler,
  });
  const inFlight = trackHandlers(app);
  registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerWriteRateLimit(app, { perMinute: config.WRITE_RATE_LIMIT, clock });
  // JSON only: a plain-text body (which a form of another site can send) is refused with 415.
  app.removeContentTypeParser('text/plain');
  // The request id in every answer, so a user's report can be matched with the log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  await app.register(fastifyCookie);
  await registerCompression(app);
  registerKeptAssets(app, config.WEB_DIST);
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  const db = database.db;
  const hub = createHub(createRealtimeAccess(db));
  const eventWatch = createEventWatch();
  const bus = createEventBus({
    pool: database.pool,
    isOwnSession: database.isOwnSession,
    load: async (ids) => (await findEventsByIds(db, ids)).map(presentLiveEvent),
    present: (events) => events.map(presentLiveEvent),
    deliver: async (event, topics) => {
      eventWatch.committed(event.type);
      await hub.deliver(event, topics);
    },
    log: app.log,
  });
  await bus.start();
  app.addHook('onClose', () => bus.stop());
  const userMessages = createUserMessages({ pool: database.pool, hub, log: app.log });
  await userMessages.start();
  app.addHook('onClose', () => userMessages.stop());

  const transact = createTransact(db, (error) =>
    app.log.error({ err: error }, 'after-commit task failed'),
  );
  const recordEvent = createRecordEvent({ clock, publisher: bus, watch: eventWatch });
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      db,
      clock,
      log: app.log,
      host: new URL(config.PUBLIC_URL).hostname,
    });
  const jobs = createJobQueue({ database, log: app.log, worker: config.JOBS_WORKER });
  const queueMail = mailJob(jobs, mailer);
  const rateLimiter = createRateLimiter({
    db,
    clock,
    windowSeconds: config.AUTH_RATE_WINDOW_SECONDS,
  });
  const auth = createAuthService({
    db,
    transact,
    clock,
    hasher,
    queueMail,
    rateLimiter,
    recordEvent,
    publicUrl: config.PUBLIC_URL,
    sessionDays: config.SESSION_DAYS,
    rateLimit: config.AUTH_RATE_LIMIT,
  });
  registerAuthentication(app, {
    fromSession: (token) => auth.actorFromSession(token),
    fromApiKey: (email, key) => auth.actorFromApiKey(email, key),
  });
  const sockets = createSocketExtensions();
  const core: Core = {
    app,
    config,
    database,
    db,
    transact,
    clock,
    hasher,
    mailer,
    jobs,
    queueMail,
    files: deps.files ?? (await fileStoreOf(config)),
    recordEvent,
    eventWatch,
    activityConcerns: createActivityConcerns(),
    tellUsers: (users, message) => userMessages.send(users, message),
    sockets,
    commentTargets: createCommentTargetRegistry(),
    auth,
    taskParts: createTaskPartsRegistry(),
    taskHooks: createTaskHooks(),
    tasklistHooks: createTasklistHooks(),
    ...createPresenters(),
  };
  for (const module of deps.modules ?? MODULES) module.register(core);
  await jobs.start();
  // Runs under way finish before the database closes (the app's close comes first).
  app.addHook('onClose', () => jobs.stop());
  registerWebSocket(app, {
    hub,
    extensions: sockets,
    publicUrl: config.PUBLIC_URL,
    now: () => clock.now().getTime(),
    stored: {
      after: async (afterId, limit) =>
        (await listEventsAfter(db, afterId, limit)).map(presentLiveEvent),
      latestId: () => findLatestEventId(db),
    },
  });
  await registerWebApp(app, config.WEB_DIST);
  return { app, hub, inFlight, jobs };
}
