import type { FastifyInstance } from 'fastify';
import type { FileStore } from './files/store.ts';
import type { Project, Task } from '@tandem/contract';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Transact } from './db/unit-of-work.ts';
import type { UserActor } from './http/actor.ts';
import type { Clock } from './lib/clock.ts';
import type { PasswordHasher } from './lib/passwords.ts';
import type { Mailer } from './mail/mailer.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { QueueMail } from './mail/mail-job.ts';
import type { AuthService } from './modules/auth/index.ts';
import type { ActivityConcerns, EventWatch, RecordEvent } from './modules/events/index.ts';
import type { ServerMessage } from '@tandem/contract';
import type { TasklistHooks } from './modules/tasklists/index.ts';
import type { SocketExtensions } from './realtime/socket-extensions.ts';
import type { CommentTargetRegistry } from './modules/comments/index.ts';
import type { TaskHooks, TaskPartsRegistry } from './modules/tasks/index.ts';

/** Records an activity event inside a transaction (the events module's door for every module). */
export type { RecordEvent };

/** How modules answer with a whole project or task after a change, wherever it is made. */
export interface Presenters {
  task: (actor: UserActor, taskId: number) => Promise<Task>;
  project: (actor: UserActor, projectId: number) => Promise<Project>;
}

/**
 * What every module is given when it plugs in: the app to add its routes to, the shared services
 * (one dependencies type for all of them), the task shape's parts and the task hooks to add to,
 * and the presenters other modules provide.
 */
export interface Core {
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  transact: Transact;
  clock: Clock;
  hasher: PasswordHasher;
  mailer: Mailer;
  /** Durable background jobs: modules declare theirs while they register. */
  jobs: JobQueue;
  /** Sends a mail once the transaction commits, as a durable job (retried, delivered once). */
  queueMail: QueueMail;
  /** Where file contents are kept. */
  files: FileStore;
  recordEvent: RecordEvent;
  /** Where a module asks to hear of events of some types once they commit. */
  eventWatch: EventWatch;
  /** What events concern a person (the notifications module provides the rule). */
  activityConcerns: ActivityConcerns;
  /** Sends a live message to every open tab of these people, on every instance. */
  tellUsers(userIds: readonly number[], message: ServerMessage): Promise<void>;
  /** Where modules take their part of the WebSocket (co-editing). */
  sockets: SocketExtensions;
  /** Things with comment threads that their own module resolves (files). */
  commentTargets: CommentTargetRegistry;
  taskParts: TaskPartsRegistry;
  taskHooks: TaskHooks;
  /** What other modules do when a task list moves to or is copied into another project. */
  tasklistHooks: TasklistHooks;
  present: Presenters;
  /** Offers presenters to the other modules (the projects and tasks modules offer theirs). */
  provide(presenters: Partial<Presenters>): void;
  /** Sessions and API keys (the app authenticates every request with it). */
  auth: AuthService;
}

/** A module: it registers its routes, parts, hooks and presenters on the core. */
export interface TandemModule {
  name: string;
  register: (core: Core) => void;
}

/** Presenters that modules provide while they register, reachable by the others at once. */
export function createPresenters(): Pick<Core, 'present' | 'provide'> {
  const given: Partial<Presenters> = {};
  const required = <K extends keyof Presenters>(name: K): Presenters[K] => {
    const presenter = given[name];
    if (!presenter) throw new Error(`No module provides the ${name} presenter.`);
    return presenter;
  };
  return {
    present: {
      task: (actor, id) => required('task')(actor, id),
      project: (actor, id) => required('project')(actor, id),
    },
    provide: (presenters) => void Object.assign(given, presenters),
  };
}
