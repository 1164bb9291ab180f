import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ValidationErrors } from '@tandem/contract';
import { AppError } from './app-error.ts';

function validationFromFastify(error: FastifyError): ValidationErrors {
  const validation: ValidationErrors = {};
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      (error.validationContext ?? 'body');
    (validation[field] ??= []).push(issue.message ?? 'The value is not valid.');
  }
  return validation;
}

/** Statuses Fastify raises itself before a handler runs, mapped to our codes. */
const FRAMEWORK_ERRORS: Record<number, { code: ErrorBody['code']; message: string }> = {
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be JSON.' },
  429: { code: 'RATE_LIMITED', message: 'Too many attempts. Wait a while and try again.' },
};

/** One error handler: every failure leaves in the spec's error shape, never with a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.details.validation) body.errors = { validation: error.details.validation };
      if (error.details.data) body.data = error.details.data;
      if (error.details.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(error.details.retryAfterSeconds));
      }
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const validation = validationFromFastify(error);
      return reply.status(400).send({
        message: Object.values(validation).flat().join('\n'),
        code: 'VALIDATION_FAILED',
        errors: { validation },
      } satisfies ErrorBody);
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send({
        message: 'The request body is not valid JSON.',
        code: 'VALIDATION_FAILED',
        errors: { validation: { body: ['The request body is not valid JSON.'] } },
      } satisfies ErrorBody);
    }
    const known = error.statusCode ? FRAMEWORK_ERRORS[error.statusCode] : undefined;
    if (known) return reply.status(error.statusCode!).send({ ...known } satisfies ErrorBody);
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: `No endpoint ${request.method} ${request.url.split('?')[0]}.`,
      code: 'NOT_FOUND',
    } satisfies ErrorBody),
  );
}
