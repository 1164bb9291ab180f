import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema } from './common.ts';

export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  date_add: dateTimeSchema,
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** A background job that failed for good, as an operator of the instance sees it. */
export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What the job was given, as JSON. */
  data: z.string(),
  error: z.string(),
  retry_count: z.number(),
  created_on: dateTimeSchema,
  failed_on: dateTimeSchema.nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    auth: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    auth: 'public',
    response: z.object({ status: z.literal('ready') }),
  }),
  /** The outbox of mails kept when no SMTP server is configured. */
  outbox: endpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    auth: 'public',
    response: z.object({ enabled: z.boolean(), mails: z.array(outboxMailSchema) }),
  }),
  /** Jobs that failed for good, the latest first (the operators of the instance only). */
  failedJobs: endpoint({
    method: 'GET',
    path: '/api/dev/jobs/failed',
    auth: 'user',
    response: z.object({ jobs: z.array(failedJobSchema) }),
  }),
  /** Puts a failed job back in its queue, to run again at once. */
  retryJob: endpoint({
    method: 'POST',
    path: '/api/dev/jobs/retry',
    auth: 'user',
    query: z.object({ id: z.uuid('Enter a valid job id.') }),
    response: z.object({ ok: z.literal(true) }),
  }),
};
