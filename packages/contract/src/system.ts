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
};
