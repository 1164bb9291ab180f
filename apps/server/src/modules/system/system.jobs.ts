import type { FastifyInstance } from 'fastify';
import { systemEndpoints as e } from '@tandem/contract';
import type { FailedJob } from '@tandem/contract';
import type { Config } from '../../config.ts';
import type { UserActor } from '../../http/actor.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { defineRoute } from '../../http/define-route.ts';
import type { JobQueue } from '../../jobs/queue.ts';

/** The most failed jobs an operator is shown at once (the latest). */
const FAILED_JOBS_SHOWN = 200;

/**
 * Who operates the instance: the people named in OPERATOR_EMAILS; while none is named, everyone
 * signed in on an instance that is not in production (a developer's own).
 */
export function isOperator(config: Config, actor: UserActor): boolean {
  if (config.OPERATOR_EMAILS.length === 0) return config.NODE_ENV !== 'production';
  return config.OPERATOR_EMAILS.includes(actor.email.toLowerCase());
}

/** The failed background jobs, with their errors, and a retry, for the instance's operators. */
export function registerJobRoutes(
  app: FastifyInstance,
  deps: { config: Config; jobs: JobQueue },
): void {
  const operator = (actor: UserActor) => {
    if (!isOperator(deps.config, actor))
      throw forbidden('Only the operators of this instance see its background jobs.');
  };
  defineRoute(app, e.failedJobs, async ({ actor }) => {
    operator(actor);
    const jobs = await deps.jobs.failed(FAILED_JOBS_SHOWN);
    return {
      jobs: jobs.map((job): FailedJob => ({
        id: job.id,
        name: job.name,
        data: JSON.stringify(job.data ?? null),
        error: job.error,
        retry_count: job.retryCount,
        created_on: job.createdOn.toISOString(),
        failed_on: job.failedOn?.toISOString() ?? null,
      })),
    };
  });
  defineRoute(app, e.retryJob, async ({ actor, query }) => {
    operator(actor);
    if (!(await deps.jobs.retry(query.id))) throw notFound('The failed job');
    return { ok: true as const };
  });
}
