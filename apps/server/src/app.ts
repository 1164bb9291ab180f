import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyWebsocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createTransact } from './db/unit-of-work.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { registerWebApp } from './http/web-app.ts';
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
import { registerAccountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createRateLimiter } from './modules/auth/rate-limiter.ts';
import { createEventsQueries } from './modules/events/events.queries.ts';
import { presentLiveEvent } from './modules/events/events.presenter.ts';
import {
  findEventsByIds,
  findLatestEventId,
  listEventsAfter,
} from './modules/events/events.repo.ts';
import { registerEventRoutes } from './modules/events/events.routes.ts';
import { createRecordEvent } from './modules/events/events.service.ts';
import { registerProjectSettingsRoutes } from './modules/project-settings/project-settings.routes.ts';
import { createProjectSettingsService } from './modules/project-settings/project-settings.service.ts';
import { registerProjectRoutes } from './modules/projects/projects.routes.ts';
import { registerProjectPeopleRoutes } from './modules/projects/project-people.routes.ts';
import { createProjectWorkers } from './modules/projects/projects.workers.ts';
import { createInvitationsService } from './modules/invitations/invitations.service.ts';
import { createInvitationAcceptance } from './modules/invitations/invitations.accept.ts';
import type { UserActor } from './http/actor.ts';
import { createProjectLifecycle } from './modules/projects/projects.lifecycle.ts';
import { createProjectPeople } from './modules/projects/projects.people.ts';
import { createProjectsService } from './modules/projects/projects.service.ts';
import { createRealtimeAccess } from './modules/projects/realtime-access.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { registerOwnerChangeRoutes } from './modules/owner-change/owner-change.routes.ts';
import { createOwnerChangeService } from './modules/owner-change/owner-change.service.ts';
import { registerPeopleRoutes } from './modules/people/people.routes.ts';
import { createPeopleService } from './modules/people/people.service.ts';
import { createProjectTagsService } from './modules/tags/project-tags.service.ts';
import { registerTagRoutes } from './modules/tags/tags.routes.ts';
import { createTagsService } from './modules/tags/tags.service.ts';
import { registerTasklistRoutes } from './modules/tasklists/tasklists.routes.ts';
import { registerTemplateRoutes } from './modules/templates/templates.routes.ts';
import { createTemplatesService } from './modules/templates/templates.service.ts';
import { createTasklistsService } from './modules/tasklists/tasklists.service.ts';
import { registerTaskRoutes } from './modules/tasks/tasks.routes.ts';
import { registerTaskcheckRoutes } from './modules/taskchecks/taskchecks.routes.ts';
import { createTaskchecksService } from './modules/taskchecks/taskchecks.service.ts';
import { registerRoleRoutes } from './modules/roles/roles.routes.ts';
import { createRoleAssignment } from './modules/roles/roles.assign.ts';
import { createRolesService } from './modules/roles/roles.service.ts';
import { createTasksService } from './modules/tasks/tasks.service.ts';
import { createTaskHooks } from './modules/tasks/task-hooks.ts';
import { taskcheckTaskHooks } from './modules/taskchecks/taskcheck-sync.ts';
import { recurrenceTaskHooks } from './modules/recurrence/recurrence.next.ts';
import { registerCustomFieldRoutes } from './modules/custom-fields/custom-fields.routes.ts';
import { createCustomFieldsService } from './modules/custom-fields/custom-fields.service.ts';
import { createEnumValues } from './modules/custom-fields/custom-fields.enum-values.ts';
import { createCustomFieldValues } from './modules/custom-fields/custom-fields.values.ts';
import { registerRecurrenceRoutes } from './modules/recurrence/recurrence.routes.ts';
import { createRecurrenceService } from './modules/recurrence/recurrence.service.ts';
import { registerReminderRoutes } from './modules/reminders/reminders.routes.ts';
import { createRemindersService } from './modules/reminders/reminders.service.ts';
import { registerLabelRoutes } from './modules/labels/labels.routes.ts';
import { createLabelsService } from './modules/labels/labels.service.ts';
import { registerTaskRelationRoutes } from './modules/task-relations/task-relations.routes.ts';
import { createTaskRelationsService } from './modules/task-relations/task-relations.service.ts';
import { createTaskEstimates } from './modules/tasks/tasks.estimates.ts';
import { createTaskPins } from './modules/tasks/tasks.pins.ts';
import { registerTaskPinAndEstimateRoutes } from './modules/tasks/tasks.pins.routes.ts';
import { createEventBus } from './realtime/bus.ts';
import type { Hub } from './realtime/hub.ts';
import { createHub } from './realtime/hub.ts';
import { registerWebSocket } from './realtime/ws.routes.ts';
import { TASK_PARTS } from './task-parts.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  hasher?: PasswordHasher;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

export interface BuiltApp {
  app: FastifyInstance;
  hub: Hub;
  /** The route handlers still running, for a shutdown that waits for them. */
  inFlight: InFlight;
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
    disableRequestLogging: true,
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
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  const db = database.db;
  const hub = createHub(createRealtimeAccess(db));
  const bus = createEventBus({
    pool: database.pool,
    load: async (ids) => (await findEventsByIds(db, ids)).map(presentLiveEvent),
    present: (events) => events.map(presentLiveEvent),
    deliver: (event, topics) => hub.deliver(event, topics),
    log: app.log,
  });
  await bus.start();
  app.addHook('onClose', () => bus.stop());

  const transact = createTransact(db, (error) =>
    app.log.error({ err: error }, 'after-commit task failed'),
  );
  const recordEvent = createRecordEvent({ clock, publisher: bus });
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, clock, log: app.log });
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
    mailer,
    rateLimiter,
    recordEvent,
    publicUrl: config.PUBLIC_URL,
    sessionDays: config.SESSION_DAYS,
    rateLimit: config.AUTH_RATE_LIMIT,
  });
  const services = { db, transact, clock, recordEvent, parts: TASK_PARTS };

  registerAuthentication(app, {
    fromSession: (token) => auth.actorFromSession(token),
    fromApiKey: (email, key) => auth.actorFromApiKey(email, key),
  });
  registerSystemRoutes(app, { database, outboxEnabled: config.DEV_OUTBOX });
  registerAuthRoutes(app, auth, { secure: config.COOKIE_SECURE, sessionDays: config.SESSION_DAYS });
  registerAccountRoutes(app, createAccountService({ db, transact, hasher, recordEvent }));
  const projects = createProjectsService(services);
  registerProjectRoutes(
    app,
    projects,
    createProjectLifecycle({ ...services, present: (actor, id) => projects.get(actor, id) }),
    createProjectPeople({ ...services, present: (actor, id) => projects.get(actor, id) }),
  );
  const presentProject = (actor: UserActor, id: number) => projects.get(actor, id);
  registerProjectPeopleRoutes(
    app,
    {
      invitations: createInvitationsService({
        ...services,
        mailer,
        publicUrl: config.PUBLIC_URL,
        present: presentProject,
      }),
      acceptance: createInvitationAcceptance({
        ...services,
        hasher,
        startSession: (userId) => auth.startSession(userId),
      }),
      workers: createProjectWorkers({ ...services, present: presentProject }),
    },
    { secure: config.COOKIE_SECURE, sessionDays: config.SESSION_DAYS },
  );
  registerProjectSettingsRoutes(app, createProjectSettingsService(services));
  registerTagRoutes(
    app,
    createTagsService(services),
    createProjectTagsService({ ...services, present: (actor, id) => projects.get(actor, id) }),
  );
  registerTasklistRoutes(app, createTasklistsService(services));
  registerTemplateRoutes(
    app,
    createTemplatesService({ ...services, present: (actor, id) => projects.get(actor, id) }),
  );
  const taskHooks = createTaskHooks();
  taskHooks.add(...taskcheckTaskHooks(services), ...recurrenceTaskHooks(services));
  const tasks = createTasksService({ ...services, hooks: taskHooks });
  registerTaskRoutes(app, tasks);
  const presentTask = (actor: UserActor, id: number) => tasks.detail(actor, { tid: id });
  registerTaskcheckRoutes(app, createTaskchecksService({ ...services, presentTask }));
  registerLabelRoutes(app, createLabelsService({ ...services, presentTask }));
  registerTaskRelationRoutes(app, createTaskRelationsService({ ...services, presentTask }));
  registerCustomFieldRoutes(app, {
    fields: createCustomFieldsService(services),
    enumValues: createEnumValues(services),
    values: createCustomFieldValues({ ...services, presentTask }),
  });
  registerRecurrenceRoutes(app, createRecurrenceService({ ...services, presentTask }));
  registerReminderRoutes(app, createRemindersService(services));
  registerTaskPinAndEstimateRoutes(app, {
    setTimeEstimates: createTaskEstimates({ ...services, presentTask }),
    pins: createTaskPins({ ...services, presentTask }),
  });
  registerRoleRoutes(
    app,
    createRolesService(services),
    createRoleAssignment({ ...services, present: (actor, id) => projects.get(actor, id) }),
  );
  registerEventRoutes(app, createEventsQueries(db));
  registerOwnerChangeRoutes(app, createOwnerChangeService(services));
  registerPeopleRoutes(app, createPeopleService(services));
  registerWebSocket(app, {
    hub,
    publicUrl: config.PUBLIC_URL,
    now: () => clock.now().getTime(),
    stored: {
      after: async (afterId, limit) =>
        (await listEventsAfter(db, afterId, limit)).map(presentLiveEvent),
      latestId: () => findLatestEventId(db),
    },
  });
  await registerWebApp(app, config.WEB_DIST);
  return { app, hub, inFlight };
}
