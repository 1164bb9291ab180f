import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client.ts';

/** How a kind of job is retried and how long one run may take. */
export interface JobPolicy {
  /** Retries after the first failure (default 5). */
  retryLimit?: number;
  /** The first retry's delay in seconds; each next one doubles it, with jitter (default 30). */
  retryDelaySeconds?: number;
  /** A run still going after this long is taken for dead and retried (default 15 minutes). */
  expireInSeconds?: number;
}

/** One run of a job, for the handler: the job's id and how many times it failed before. */
export interface JobRun {
  id: string;
  retryCount: number;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one job of the name with this key waits at a time (a second is not added). */
  singletonKey?: string;
}

/** A job that failed for good, as an operator sees it. */
export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  error: string;
  retryCount: number;
  createdOn: Date;
  failedOn: Date | null;
}

export interface JobQueue {
  /** Declares a kind of job and what runs it; while the modules register, before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>, policy?: JobPolicy): void;
  /** Runs a declared job on a schedule (cron, in the given time zone, UTC by default). */
  every(name: string, cron: string, options?: { data?: object; tz?: string }): void;
  /**
   * Adds a job in the transaction of the write it belongs to: it exists, and a worker sees it,
   * only once that transaction commits; a rollback takes it away with the write.
   */
  enqueue<T extends object>(tx: Tx, name: string, data: T, options?: EnqueueOptions): Promise<void>;
  /** Adds a job outside any transaction. */
  send<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<void>;
  /** Runs a declared job's handler now, in this process, with the given data (tests). */
  run<T extends object>(name: string, data: T): Promise<void>;
  /**
   * Runs here and now the jobs of a name that are due (what a worker would take next), as a
   * worker does: done ones complete, failing ones go to their retries. Answers how many ran.
   */
  drain(name: string): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Jobs that failed for good, the latest first. */
  failed(limit: number): Promise<FailedJob[]>;
  /** Puts a failed job back in its queue; false when no failed job has that id. */
  retry(id: string): Promise<boolean>;
}

const SCHEMA = 'pgboss';
const DEFAULT_POLICY: Required<JobPolicy> = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 15 * 60,
};

/**
 * A statement of pg-boss's (`$1`-style placeholders and their values) as one of drizzle's, so that
 * it runs on whatever a transaction handle runs on, on either engine.
 */
export function asDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

/** The rows of a drizzle `execute`, from either engine's answer. */
export function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows?: unknown[] }).rows ?? [];
}

/**
 * Durable jobs in the database, on both engines, with pg-boss: a job is retried with growing
 * delays, survives restarts (a run that dies is taken up again when it expires), and several
 * instances on PostgreSQL share the work, each job run by one of them. On the embedded database
 * pg-boss runs over the same connection as everything else.
 */
export function createJobQueue(deps: {
  database: Database;
  log: FastifyBaseLogger;
  /** Whether this process runs jobs and schedules (an API-only instance only adds them). */
  worker: boolean;
  /** How often an idle worker looks for work, in seconds (default 2). */
  pollingSeconds?: number;
  /** How often expired runs are looked for, in seconds (pg-boss's maintenance; default 120). */
  maintenanceSeconds?: number;
}): JobQueue {
  const { database, log } = deps;
  const definitions = new Map<
    string,
    { handler: JobHandler<object>; policy: Required<JobPolicy> }
  >();
  const schedules: Array<{ name: string; cron: string; data: object; tz: string }> = [];
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: SCHEMA,
    migrate: true,
    supervise: deps.worker,
    schedule: deps.worker,
    ...(deps.maintenanceSeconds ? { maintenanceIntervalSeconds: deps.maintenanceSeconds } : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started = false;

  const definitionOf = (name: string) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job is declared as ${name}.`);
    return definition;
  };
  const sendOptions = (options: EnqueueOptions = {}) => ({
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  });

  return {
    define(name, handler, policy = {}) {
      if (started) throw new Error('Jobs are declared before the queue starts.');
      definitions.set(name, {
        handler: handler as JobHandler<object>,
        policy: { ...DEFAULT_POLICY, ...policy },
      });
    },
    every(name, cron, options = {}) {
      definitionOf(name);
      schedules.push({ name, cron, data: options.data ?? {}, tz: options.tz ?? 'UTC' });
    },
    async enqueue(tx, name, data, options) {
      definitionOf(name);
      const executor = {
        executeSql: async (text: string, values: unknown[]) => ({
          rows: rowsOf(await tx.execute(asDrizzleSql(text, values))),
        }),
      };
      await boss.send(name, data, { ...sendOptions(options), db: executor });
    },
    async send(name, data, options) {
      definitionOf(name);
      await boss.send(name, data, sendOptions(options));
    },
    async run(name, data) {
      await definitionOf(name).handler(data, { id: 'direct', retryCount: 0 });
    },
    async drain(name) {
      const { handler } = definitionOf(name);
      let ran = 0;
      for (;;) {
        const due = await boss.fetch<object>(name, { batchSize: 50, includeMetadata: true });
        if (due.length === 0) return ran;
        // In the order they were added (a batch comes back in any order).
        due.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
        for (const job of due) {
          try {
            await handler(job.data, { id: job.id, retryCount: job.retryCount });
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, { message: (error as Error).message });
          }
        }
        ran += due.length;
      }
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const [name, { policy }] of definitions) {
        const queue = {
          name,
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: policy.expireInSeconds,
        };
        // Made once; later starts bring its policy up to date. Another instance starting at the
        // same moment may make it first.
        if (existing.has(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue).catch(() => boss.updateQueue(name, queue));
      }
      if (!deps.worker) return;
      for (const { name, cron, data, tz } of schedules)
        await boss.schedule(name, cron, data, { tz });
      for (const [name, { handler }] of definitions)
        await boss.work<object>(
          name,
          { pollingIntervalSeconds: deps.pollingSeconds ?? 2, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (job) await handler(job.data, { id: job.id, retryCount: job.retryCount });
          },
        );
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async failed(limit) {
      const { rows } = await database.executeSql(
        `SELECT id, name, data, output, retry_count, created_on, completed_on
           FROM ${SCHEMA}.job WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
        [limit],
      );
      return (rows as FailedRow[]).map((row) => ({
        id: row.id,
        name: row.name,
        data: row.data,
        error: errorText(row.output),
        retryCount: row.retry_count,
        createdOn: new Date(row.created_on),
        failedOn: row.completed_on ? new Date(row.completed_on) : null,
      }));
    },
    async retry(id) {
      const { rows } = await database.executeSql(
        `SELECT name FROM ${SCHEMA}.job WHERE id = $1 AND state = 'failed'`,
        [id],
      );
      const [row] = rows as Array<{ name: string }>;
      if (!row) return false;
      await boss.retry(row.name, id);
      return true;
    },
  };
}

interface FailedRow {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  created_on: string | Date;
  completed_on: string | Date | null;
}

/** What a failed job's output says: the error's message (pg-boss keeps it as `{ message, stack }`). */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}
