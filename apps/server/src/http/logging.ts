import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { StatementScope } from '../db/statement-count.ts';
import { inStatementScope } from '../db/statement-count.ts';

/** What a log line may never hold, wherever it appears in the logged object. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-api-key"]',
  'body',
  '*.body',
  '*.password',
  '*.password_hash',
  '*.passwordHash',
  '*.token',
  '*.apiKey',
  '*.api_key',
  '*.params',
];
const CENSOR = '[redacted]';

/** Everything after the statement in a failed query's message: the values it was sent with. */
const PARAMS_TAIL = /\nparams:[\s\S]*$/;
/** What a database error may say about itself: where and which rule, not the values. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'];
const MAX_CAUSES = 4;

const clean = (text: unknown) =>
  typeof text === 'string' ? text.replace(PARAMS_TAIL, '') : undefined;

/**
 * An error as a log may hold it: its type, message and stack without the query's values (a failed
 * statement's message lists them all, password hashes and e-mail addresses included), the
 * database's code and rule, and its causes the same way. `detail`, which repeats values
 * ("Key (email)=(…) already exists"), is left out, as is every other property.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (error === null || typeof error !== 'object') return { message: String(error) };
  const source = error as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error',
    message: clean(source['message']),
    stack: clean(source['stack']),
  };
  if (typeof source['query'] === 'string') out['query'] = source['query'];
  for (const field of DATABASE_FIELDS) {
    if (source[field] !== undefined && typeof source[field] !== 'object')
      out[field] = source[field];
  }
  if (source['cause'] !== undefined && depth < MAX_CAUSES) {
    out['cause'] = serializeError(source['cause'], depth + 1);
  }
  return out;
}

/** A request in a log line: the path, and the names of its query parameters but not their values. */
export function serializeRequest(request: { method: string; url: string; ip?: string }) {
  const url = request.url;
  const at = url.indexOf('?');
  const names =
    at < 0
      ? ''
      : `?${[...new URLSearchParams(url.slice(at + 1)).keys()].map((k) => `${k}=${CENSOR}`).join('&')}`;
  return {
    method: request.method,
    url: `${at < 0 ? url : url.slice(0, at)}${names}`,
    remoteAddress: request.ip,
  };
}

/**
 * The server's logger: JSON lines at `level`, with request ids, and nothing in them that should
 * not leave the machine (see docs/security.md).
 */
export function loggerOptions(
  level: string,
  stream?: Writable,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: {
      req: serializeRequest,
      err: (error) => serializeError(error) as { type: string; message: string; stack: string },
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per answered request, at info: method, path (query values redacted), status, time and
 * the statements it sent to the database. It replaces Fastify's own two lines
 * (`disableRequestLogging`), so a busy server writes half as much and each line says all there is
 * about its request. Register it before any hook that reads the database.
 */
export function registerRequestLog(app: FastifyInstance): void {
  const counts = new WeakMap<FastifyRequest, StatementScope>();
  app.addHook('onRequest', (request, _reply, done) => {
    inStatementScope((counted) => {
      counts.set(request, counted);
      done();
    });
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        req: request,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        statements: counts.get(request)?.statements ?? 0,
      },
      'request',
    );
  });
}
